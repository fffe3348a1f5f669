/** What players pay and gain at the table: coins and camels, goods, and points on the score track. */
import { refuse, type Refusal } from '../../core/log.ts';
import { isBuiltIn } from '../../core/printed.ts';
import { addAmounts, payFrom, type Amounts, type Substitute } from '../../core/resources.ts';
import { CHARACTER_RULES, STOCK, type CharacterId, type Stock } from '../catalog.ts';
import { PRINTED_BY_ID } from '../printed.ts';
import type { Bundle, TablePlayer } from './state.ts';

/** Jade may replace any coin or camel (RU L794). */
const JADE_FOR_COINS_AND_CAMELS: Substitute<Stock> = { with: 'jade', for: ['coins', 'camels'] };

/** Of the coins and camels a payment costs, how many the player pays with jade instead (RU L794, L967). */
export type JadeFor = Partial<Record<'coins' | 'camels', number>>;

/** What a payment takes when `jadeFor` of its coins and camels are paid with jade; null when it names more than the payment costs. */
export function withJadeFor(cost: Bundle, jadeFor: JadeFor): Bundle | null {
	const coins = jadeFor.coins ?? 0;
	const camels = jadeFor.camels ?? 0;
	if (coins > (cost.coins ?? 0) || camels > (cost.camels ?? 0)) return null;
	return { ...cost, coins: (cost.coins ?? 0) - coins, camels: (cost.camels ?? 0) - camels, jade: (cost.jade ?? 0) + coins + camels };
}

/**
 * Pays a bundle: goods as they are; coins and camels from stock first, then jade for what is missing — unless the
 * player chose how many of them to pay with jade (`jadeFor`, RU L794: "whenever you pay coins and/or camels you may
 * replace them with jade, partly or fully"), then exactly so. Points only go below zero when `allowNegativePoints`
 * (RU L1051). The player after, or why not.
 */
export function pay(p: TablePlayer, cost: Bundle, allowNegativePoints = false, jadeFor?: JadeFor): TablePlayer | Refusal {
	const chosen = jadeFor ? withJadeFor(cost, jadeFor) : cost;
	if (!chosen) return refuse('marco_polo_2_refusal_jade_for_more', { coins: cost.coins ?? 0, camels: cost.camels ?? 0 });
	// In stock order: when coins and camels both run short, the refusal names the coins.
	const goods: Amounts<Stock> = {};
	for (const k of STOCK) if (chosen[k]) goods[k] = chosen[k];
	const paid = payFrom(p.stock, goods, jadeFor ? undefined : JADE_FOR_COINS_AND_CAMELS);
	if (!paid.ok) return refuse('marco_polo_2_refusal_cannot_pay', { resource: paid.short });
	const points = p.points - (cost.points ?? 0);
	// Only paying points can take the score below zero (a score already below zero blocks nothing else).
	if (points < 0 && (cost.points ?? 0) > 0 && !allowNegativePoints) return refuse('marco_polo_2_refusal_cannot_pay', { resource: 'points' });
	return { ...p, stock: paid.left, points };
}

/** Gains a bundle; Abha Basu scores 1 VP per jade gained (RU L1132). */
export function gain(p: TablePlayer, g: Bundle, character: CharacterId | null): TablePlayer {
	const stock = { ...p.stock };
	for (const k of STOCK) stock[k] += g[k] ?? 0;
	const jadePoints = character === 'abha-basu' ? (g.jade ?? 0) * CHARACTER_RULES['abha-basu'].pointsPerJadeGained : 0;
	return { ...p, stock, points: p.points + (g.points ?? 0) + jadePoints };
}

export const addBundles = (a: Bundle, b: Bundle): Bundle => addAmounts(a, b);

/** A printed value that is built in (from the rulebook text), as a bundle, or null. */
export function builtInBundle(id: string): Bundle | null {
	const def = PRINTED_BY_ID.get(id);
	const value = isBuiltIn(def) ? def?.known?.value : undefined;
	return value && typeof value === 'object' ? value : null;
}
