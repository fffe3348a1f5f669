/** The library (RU L703–L762): scrolls for cubes of different colours, discoveries at 2, 4, 6 and 8 scrolls. */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { CUBE_COLOURS, tierOf, tiersReached, FOURTH_POINTS, type Discovery } from '../catalog.ts';
import { checkHeld, countCubes, pay, type Cubes } from '../holdings/pay.ts';
import { tallyContext, addFavour, withTally } from '../holdings/participants.ts';
import type { MervState, Owed } from '../state.ts';
import { checkTally } from '../holdings/tally.ts';
import { withTurn } from '../round/turn.ts';
import { convertible, discoveriesOf, discoveryTaken } from '../holdings/discoveries.ts';

const owe = (state: MervState, owed: Owed[]): MervState => (owed.length && state.turn ? withTurn(state, { owed: [...state.turn.owed, ...owed] }) : state);

/** Scrolls gained; each tier newly reached owes a discovery, one a tier, scrolls on contracts counting (RU L709). */
export function withScrolls(state: MervState, who: number, n: number): Outcome<MervState> {
	const t = state.participants[who]!.tally;
	const before = t.scrolls + t.scrollsOnContracts;
	const next = withTally(state, who, (x) => ({ ...x, scrolls: x.scrolls + n }));
	const wrong = checkTally(tallyContext(next), who, 'scrolls');
	if (wrong) return refusedWith(wrong);
	const held = new Set(discoveriesOf(state, who).map(tierOf));
	const tiers = tiersReached(before, before + n).filter((tier) => !held.has(tier));
	return accepted(
		owe(
			next,
			tiers.map((tier) => ({ kind: 'discovery', tier }))
		)
	);
}

/** The library action: up to 4 cubes, no two of one colour, white as any (RU L707). */
export function library(state: MervState, who: number, paid: Cubes): Outcome<MervState> {
	const n = countCubes(paid);
	// A second-discovery colour may stand for another once: then two of it (RU L729).
	const conv = convertible(state, who);
	const twice = CUBE_COLOURS.filter((c) => (paid[c] ?? 0) > 1);
	const converted = twice.length === 1 && twice[0] === conv && paid[conv] === 2;
	if (n < 1 || n > 4 || (twice.length && !converted)) return refused('merv_refusal_library_cubes');
	const held = checkHeld(state.participants[who]!.tally, paid);
	if (held) return refusedWith(held);
	const paidState = withTally(state, who, (t) => pay(t, paid));
	return withScrolls(converted ? withTurn(paidState, { converted: true }) : paidState, who, n);
}

/**
 * A discovery tile taken (RU L709–L762): a tile of the tier owed, nobody's yet (RU L711). Tiers 1 and 2 last the
 * game; tier 4 pays at once; of tier 3 the wall piece is owed, and the caravan card, the trading post
 * and the mosque step are the caller's (they need the player's choice of card, city or path).
 */
export function resolveDiscovery(state: MervState, who: number, tier: number, tile: Discovery): Outcome<MervState> {
	if (tierOf(tile) !== tier) return refused('merv_refusal_discovery_tier', { tier });
	if (discoveryTaken(state, tile)) return refused('merv_refusal_discovery_taken');
	const taken = {
		...state,
		participants: state.participants.map((p, i) => (i === who ? { ...p, discoveries: [...(p.discoveries ?? []), tile] } : p))
	};
	if (tile === 'fourth.points') return accepted(withTally(taken, who, (t) => ({ ...t, points: t.points + FOURTH_POINTS })));
	if (tile === 'fourth.favours') return accepted(addFavour(taken, who, 2));
	if (tile === 'fourth.favour-soldier') return accepted(owe(addFavour(taken, who, 1), [{ kind: 'soldier' }]));
	if (tile === 'fourth.soldiers') return accepted(owe(taken, [{ kind: 'soldier' }, { kind: 'soldier' }]));
	if (tile === 'third.wall-piece') return accepted(owe(taken, [{ kind: 'wall-piece' }]));
	return accepted(taken);
}
