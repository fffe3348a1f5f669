/**
 * Entries for Merv's random turns, made from the state they follow: what the table could enter now (the
 * turn step's choices, the site's action at a price the player can pay, a camel-market corner, the
 * rewards owed, the end of the turn), and now and then one a hurried player gets wrong or an undo.
 */
import fc from 'fast-check';
import {
	BONUS_TILES,
	CELLS,
	CITIES,
	CORNERS,
	COURTS,
	CUBE_COLOURS,
	CUBES,
	DISCOVERIES,
	GATE_SLOT,
	SIDES,
	SPICE_DECK,
	SPICES,
	courtierPrice,
	discoveryTaken,
	fullyWalled,
	goodPrice,
	hasDiscount,
	marketCornerId,
	mervValue,
	mosqueCostId,
	piecePrice,
	piecesLeft,
	suggestPayment,
	tierOf,
	turnStep,
	type Action,
	type CubeColour,
	type Cubes,
	type MervEntry,
	type MervState,
	type Owed,
	type Placed
} from '../../../src/lib/engine/merv/index.ts';
import type { TurnStep } from '../../../src/lib/engine/merv/view/turn.ts';
import { checkPost } from '../../../src/lib/engine/merv/handlers/silk-road.ts';

/** The random numbers (a roll) an entry is made from, read against the state it would follow. */
export interface Roll {
	kind: number;
	a: number;
	b: number;
	c: number;
}
export const rollArb: fc.Arbitrary<Roll> = fc.record({ kind: fc.nat(99), a: fc.nat(999), b: fc.nat(999), c: fc.nat(999) });

export type Proposed = MervEntry | { type: 'undo' };
type Act = Extract<TurnStep, { step: 'act' }>;

const pick = <T>(items: readonly T[], x: number): T | undefined => items[x % Math.max(1, items.length)];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Whether the pick makes the table's next step or a count set from the state, rather than an undo or an entry gone wrong. */
export const fromTable = (p: Roll) => p.kind >= 10;

/** An entry for the state: mostly the table's next step, sometimes an undo, a count set, or one gone wrong. */
export function propose(state: MervState, p: Roll): Proposed {
	if (p.kind < 3) return { type: 'undo' };
	if (!fromTable(p)) return wrongEntry(p);
	if (p.kind < 14) return countSet(p);
	const now = turnStep(state);
	if (now.step === 'master') return { type: 'turn.master', line: pick(now.free, p.a)! };
	if (now.step === 'site') return { type: 'turn.site', cell: pick(now.cells, p.a) ?? null };
	if (now.step === 'order') return { type: 'order.placed', space: pick(now.spaces, p.a)!.space };
	if (now.step === 'act') return turnAction(state, now, p);
	return countSet(p);
}

/** What a player does once their site is activated: a reward owed, the camel market, the one action, the end of the turn. */
function turnAction(state: MervState, now: Act, p: Roll): Proposed {
	const { who, turn } = now;
	if (now.owed.length) return owedEntry(state, who, pick(now.owed, p.c)!, p);
	if (now.market && p.kind < 30) return marketVisit(state, who, p);
	if (turn.action) return { type: 'turn.ended' };
	if (p.kind < 36) return p.a % 2 ? { type: 'turn.favour' } : { type: 'turn.soldier', cell: soldierSite(state, who, p.b) };
	return siteAction(state, who, state.city[turn.cell!]!.action, p);
}

/** The site's action at the price the copy shows, paid with the player's cubes (white where theirs run short). */
function siteAction(state: MervState, who: number, action: Action, p: Roll): Proposed {
	const t = state.participants[who]!.tally;
	const payFor = (price: readonly CubeColour[] | null): Cubes => (price && suggestPayment(price, t, hasDiscount(state, who, action))) ?? {};
	if (action === 'library') {
		const held = CUBES.filter((c) => t[`cubes.${c}`] > 0).slice(0, 1 + (p.b % 4));
		return { type: 'turn.library', paid: Object.fromEntries(held.map((c) => [c, 1])) };
	}
	if (action === 'palace') {
		const courts = [pick(COURTS, p.b)!];
		return { type: 'turn.palace', courts, paid: payFor(courtierPrice(state, who, courts)) };
	}
	if (action === 'caravanserai') {
		// Cards of a spice the box still has; a spice held once already makes a pair, with its reward (RU L609–L618).
		const inBox = SPICES.filter((x) => state.participants.reduce((n, q) => n + q.tally[`spice.${x}`], 0) < SPICE_DECK[x]);
		const odd = inBox.filter((x) => t[`spice.${x}`] % 2 === 1);
		const spices = [pick(odd.length ? odd : inBox, p.b) ?? 'cinnamon', pick(inBox, p.c) ?? 'cinnamon'].slice(0, 1 + (p.a % 2));
		const richest = [...CUBE_COLOURS].sort((x, y) => t[`cubes.${y}`] - t[`cubes.${x}`])[0]!;
		return { type: 'turn.caravanserai', spices, paid: payFor(spices.map(() => richest)), camelsTaken: 0, camelsPlaced: 0 };
	}
	if (action === 'wall') {
		const piece = freePiece(state, p);
		return { type: 'turn.wall', pieces: piece ? [piece] : [], paid: piece ? payFor(piecePrice(state, piece)) : {} };
	}
	if (action === 'silk-road') {
		const post = pick(
			CITIES.filter((c) => checkPost(state, who, c) === null),
			p.b
		);
		const goods = post && p.c % 3 ? [post] : [];
		return { type: 'turn.silkRoad', post: post ?? 'rey', goods, paid: payFor(goods.flatMap((c) => goodPrice(state, c) ?? [])), camelsToMarket: 0 };
	}
	const path = t.mosqueLevel > 0 ? t.mosquePath : 1 + (p.b % 4);
	const price = mervValue<CubeColour[]>(state.copy, mosqueCostId(path, t.mosqueLevel + 1));
	return { type: 'turn.mosque', ...(t.mosqueLevel > 0 ? {} : { path }), steps: 1, paid: payFor(price) };
}

/** A free corner of the camel market, with the spice or path its reward asks for; sometimes the camels taken instead. */
function marketVisit(state: MervState, who: number, p: Roll): Proposed {
	const free = [0, 1, 2, 3].filter((i) => !state.market.corners[i]);
	const corner = pick(free, p.b);
	if (corner === undefined || p.c % 4 === 0) return { type: 'turn.market', corner: null };
	const reward = mervValue<string>(state.copy, marketCornerId(state.marketSide, CORNERS[corner]!));
	const t = state.participants[who]!.tally;
	if (reward === 'caravan-card') return { type: 'turn.market', corner, spice: pick(SPICES, p.a)! };
	if (reward === 'mosque-step' && t.mosqueLevel === 0) return { type: 'turn.market', corner, path: 1 + (p.a % 4) };
	return { type: 'turn.market', corner };
}

/** The reward owed, taken as the player would: a site of theirs, a tile nobody has, a free wall slot, a court. */
function owedEntry(state: MervState, who: number, owed: Owed, p: Roll): Proposed {
	const own = state.participants[who]!.colour;
	if (owed.kind === 'soldier') return { type: 'owed.soldier', cell: soldierSite(state, who, p.a) };
	if (owed.kind === 'white-upgrade' || owed.kind === 'extra-upgrade') {
		const anySite = owed.kind === 'white-upgrade' && owed.anySite;
		const cells = CELLS.filter((c) => state.city[c] && !state.city[c].upgrade && (anySite || state.city[c].building === own));
		const colour = owed.kind === 'extra-upgrade' ? { colour: pick(CUBE_COLOURS, p.b)! } : {};
		return { type: 'owed.upgrade', cell: pick(cells, p.a) ?? CELLS[0]!, ...colour };
	}
	if (owed.kind === 'discovery') {
		const tile = pick(
			DISCOVERIES.filter((d) => tierOf(d) === owed.tier && !discoveryTaken(state, d)),
			p.a
		);
		if (tile === 'third.caravan-card') return { type: 'owed.discovery', tile, spice: pick(SPICES, p.b)! };
		if (tile === 'third.trading-post') return { type: 'owed.discovery', tile, city: pick(CITIES, p.b)! };
		if (tile === 'third.mosque-step') return { type: 'owed.discovery', tile, path: 1 + (p.b % 4) };
		return { type: 'owed.discovery', tile: tile ?? DISCOVERIES[0]! };
	}
	if (owed.kind === 'wall-piece') return { type: 'owed.wall', piece: freePiece(state, p) ?? { kind: 'wall', n: 1, side: 'north', slot: 0 } };
	if (owed.kind === 'bonus-tile') {
		const free = range(BONUS_TILES).filter((n) => !state.participants.some((q) => q.bonusTiles.includes(n)));
		return { type: 'owed.bonusTile', tile: pick(free, p.a) ?? 1 };
	}
	return { type: 'owed.courtier', court: pick(COURTS, p.a)! };
}

/** A site of the player's where a soldier may stand (no upgrade, no soldier, not walled in), or none. */
function soldierSite(state: MervState, who: number, x: number): number | null {
	const own = state.participants[who]!.colour;
	const cells = CELLS.filter((c) => {
		const s = state.city[c];
		return s && s.building === own && !s.upgrade && !s.soldier && !fullyWalled(state.walls, c);
	});
	return pick(cells, x) ?? null;
}

/** A wall piece not built yet in a free slot of its kind (the middle slot for gates). */
function freePiece(state: MervState, p: Roll): Placed | null {
	const slots = (gate: boolean) =>
		SIDES.flatMap((side) => state.walls[side].flatMap((built, slot) => (!built && (slot === GATE_SLOT) === gate ? [{ side, slot }] : [])));
	const pieces = piecesLeft(state).filter((piece) => slots(piece.kind === 'gate').length > 0);
	const piece = pick(pieces, p.b);
	return piece ? { ...piece, ...pick(slots(piece.kind === 'gate'), p.c)! } : null;
}

/** A count set as the table might correct it: the player's cubes, camels or scrolls. */
function countSet(p: Roll): MervEntry {
	const fields = [...CUBES.map((c) => `cubes.${c}` as const), 'camels', 'scrolls'] as const;
	return { type: 'tally.set', who: p.a % 3, field: pick(fields, p.b)!, value: p.c % 5 };
}

/** An entry a hurried player gets wrong, made without looking at the table: mostly refused. */
function wrongEntry(p: Roll): Proposed {
	const cell = pick(CELLS, p.b)!;
	const wrong: Proposed[] = [
		{ type: 'turn.master', line: p.b % 5 },
		{ type: 'turn.site', cell },
		{ type: 'turn.soldier', cell },
		{ type: 'turn.ended' },
		{ type: 'turn.library', paid: { [pick(CUBE_COLOURS, p.c)!]: 2 } },
		{ type: 'turn.palace', courts: [pick(COURTS, p.c)!], paid: {} },
		{ type: 'order.placed', space: p.c % 4 },
		{ type: 'owed.upgrade', cell },
		{ type: 'owed.discovery', tile: pick(DISCOVERIES, p.c)! },
		{ type: 'turn.market', corner: p.c % 4 }
	];
	return pick(wrong, p.a)!;
}
