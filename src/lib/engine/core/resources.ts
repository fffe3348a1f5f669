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

/** a − b; may go below 0, see shortfall. */
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

/** The same amounts, whatever keys are written as 0. */
export const sameAmounts = <K extends string>(a: Amounts<K>, b: Amounts<K>): boolean => Object.keys(subtractAmounts(a, b)).length === 0;

/** Something that may pay for others one for one when they run short (Marco Polo II's jade for coins and camels, RU L794). */
export interface Substitute<K extends string> {
	with: K;
	for: readonly K[];
}

/**
 * Pays `cost` out of `have`: each thing from itself first; where one of `substitute.for` runs short,
 * the substitute pays the rest one for one. What is left, or the first thing that runs short.
 */
export function payFrom<K extends string>(
	have: Readonly<Record<K, number>>,
	cost: Amounts<K>,
	substitute?: Substitute<K>
): { ok: true; left: Record<K, number> } | { ok: false; short: K } {
	const left = { ...have } as Record<K, number>;
	let substituted = 0;
	let firstSubstituted: K | null = null;
	for (const k of Object.keys(cost) as K[]) {
		const need = cost[k] ?? 0;
		if (substitute?.for.includes(k) && left[k] < need) {
			substituted += need - left[k];
			firstSubstituted ??= k;
			left[k] = 0;
		} else left[k] = (left[k] ?? 0) - need;
	}
	for (const k of Object.keys(left) as K[]) if (left[k] < 0) return { ok: false, short: k };
	if (substitute && substituted > 0) {
		if ((left[substitute.with] ?? 0) < substituted) return { ok: false, short: firstSubstituted! };
		left[substitute.with] -= substituted;
	}
	return { ok: true, left };
}
