/**
 * Amounts of things a player holds or pays (coins, camels, goods, points):
 * a partial record, a missing key being 0.
 */
export type Amounts<K extends string = string> = Partial<Record<K, number>>;

const keysOf = <K extends string>(...bags: Amounts<K>[]) => [...new Set(bags.flatMap((b) => Object.keys(b) as K[]))];

/** a + b; keys that come to 0 are left out. */
export function addAmounts<K extends string>(a: Amounts<K>, b: Amounts<K>): Amounts<K> {
	const out: Amounts<K> = {};
	for (const k of keysOf(a, b)) {
		const v = (a[k] ?? 0) + (b[k] ?? 0);
		if (v !== 0) out[k] = v;
	}
	return out;
}

/** a − b; may go below 0, see canPay. */
export function subtractAmounts<K extends string>(a: Amounts<K>, b: Amounts<K>): Amounts<K> {
	const negated: Amounts<K> = {};
	for (const k of keysOf(b)) negated[k] = -(b[k] ?? 0);
	return addAmounts(a, negated);
}

/** `amounts` × n, e.g. an exchange done n times. */
export function scaleAmounts<K extends string>(amounts: Amounts<K>, n: number): Amounts<K> {
	const out: Amounts<K> = {};
	for (const k of keysOf(amounts)) if ((amounts[k] ?? 0) * n !== 0) out[k] = (amounts[k] ?? 0) * n;
	return out;
}

/** What is missing to pay `cost` from `have`: only the keys that fall short, by how much. */
export function shortfall<K extends string>(have: Amounts<K>, cost: Amounts<K>): Amounts<K> {
	const out: Amounts<K> = {};
	for (const k of keysOf(cost)) {
		const short = (cost[k] ?? 0) - (have[k] ?? 0);
		if (short > 0) out[k] = short;
	}
	return out;
}

export const canPay = <K extends string>(have: Amounts<K>, cost: Amounts<K>): boolean => Object.keys(shortfall(have, cost)).length === 0;

/** The same amounts, whatever keys are written as 0. */
export const sameAmounts = <K extends string>(a: Amounts<K>, b: Amounts<K>): boolean => Object.keys(subtractAmounts(a, b)).length === 0;
