/**
 * The solo judge's "Library" (RU = shared/seeds/002…txt, L1148–L1198): a scroll per action, its
 * discoveries by its own rules, its Library card out at 8 scrolls.
 */
import { accepted, type Outcome } from '../../core/log.ts';
import { createRandom } from '../../core/random.ts';
import { SCROLLS, SPICES, CONVERTS, FOURTH, THIRD, tierOf, type Discovery } from '../catalog.ts';
import { discoveryTaken } from '../holdings/discoveries.ts';
import { resolveDiscovery, withScrolls } from '../handlers/library.ts';
import type { MervState, Owed } from '../state.ts';
import { withTally } from '../holdings/participants.ts';
import { withTurn } from '../round/turn.ts';
import { judgeFirstDiscovery, judgeFourthDiscovery, judgeThirdDiscovery, type FirstDiscovery } from './discoveries.ts';
import { retireJudgeCards } from './deck.ts';
import { announce, judgeSoldier, say, type Doing } from './doing.ts';
import { judgeMosque } from './mosque.ts';
import { judgeDiscoveryPost } from './silk-road.ts';

/** The second discovery's points (RU L1174). */
export const SECOND_DISCOVERY_POINTS = 3;

const untaken = <T extends string>(state: MervState, tiles: readonly T[]) => tiles.filter((t) => !discoveryTaken(state, t as Discovery));
const tileTaken = (d: Doing, tile: Discovery): Doing => {
	const out = resolveDiscovery(d.state, d.who, tierOf(tile), tile);
	return out.ok ? { ...d, state: out.state } : d;
};
/** A tile taken without its effect: the judge's own rule replaces it. */
const tileOnly = (d: Doing, tile: Discovery): Doing => ({
	...d,
	state: { ...d.state, participants: d.state.participants.map((p, i) => (i === d.who ? { ...p, discoveries: [...(p.discoveries ?? []), tile] } : p)) }
});

/** The first discovery (RU L1156–L1170): Mosque when it has climbed more mosque steps than it holds caravan cards, else Caravanserai. */
function first(d: Doing): Doing {
	const t = d.state.participants[d.who]!.tally;
	const cards = SPICES.reduce((n, s) => n + t[`spice.${s}`], 0);
	const available = untaken(d.state, ['discount.caravanserai', 'discount.palace', 'discount.silk-road', 'discount.mosque'] as const).map(
		(tile) => tile.slice('discount.'.length) as FirstDiscovery
	);
	const action = judgeFirstDiscovery(t.mosqueLevel, cards, available);
	if (action === null) return say(d, 'merv_judge_step_discovery_none', { tier: 1 });
	return say(tileTaken(d, `discount.${action}`), 'merv_judge_step_discovery_first', { action });
}

/**
 * The second discovery (RU L1174): 3 points and a random tile of the tier, its effect ignored. The
 * engine sees no log position, so the draw is seeded by the game's seed and the judge's turn (year
 * and round; it plays once a round): every phone and every replay draw the same tile, and taking
 * the turn back and playing it again does not draw another.
 */
function second(d: Doing): Doing {
	const scored = { ...d, state: withTally(d.state, d.who, (t) => ({ ...t, points: t.points + SECOND_DISCOVERY_POINTS })) };
	const left = untaken(d.state, CONVERTS);
	if (!left.length) return say(scored, 'merv_judge_step_discovery_second_none', { points: SECOND_DISCOVERY_POINTS });
	const random = createRandom(`${d.state.seed}:judge-discovery:${d.state.year}:${d.state.round}`);
	const tile = left[random.int(left.length)]!;
	return say(tileTaken(scored, tile), 'merv_judge_step_discovery_second', {
		points: SECOND_DISCOVERY_POINTS,
		colour: tile.slice('convert.'.length)
	});
}

/** Which third discovery the judge would take now (RU L1180, L1186): the Silk Road token if it is there, else Mosque; null when both are gone. */
export function judgeThirdChoice(state: MervState): 'silk-road' | 'mosque' | null {
	const names = { 'third.caravan-card': 'caravan-card', 'third.trading-post': 'silk-road', 'third.mosque-step': 'mosque', 'third.wall-piece': 'wall' } as const;
	return judgeThirdDiscovery(untaken(state, THIRD).map((tile) => names[tile]));
}

/**
 * The third discovery (RU L1176–L1186): the Silk Road token, its effect the judge's own, a post and
 * its good with a contract the good makes possible (judgeDiscoveryPost); else the Mosque token and
 * one "Mosque" action by the judge's rules (RU L1186), not the token's step.
 */
function third(d: Doing): Outcome<Doing> {
	const choice = judgeThirdChoice(d.state);
	if (choice === 'silk-road') return judgeDiscoveryPost(say(tileOnly(d, 'third.trading-post'), 'merv_judge_step_discovery_post'));
	if (choice === null) return accepted(say(d, 'merv_judge_step_discovery_none', { tier: 3 }));
	const a = announce(say(tileOnly(d, 'third.mosque-step'), 'merv_judge_step_discovery_mosque'), 'mosque', 1);
	return judgeMosque(a.d, a.count);
}

/** The fourth discovery (RU L1188–L1196): the points token, 8 points, else the favour token, favour twice. */
function fourth(d: Doing): Doing {
	const names = {
		'fourth.points': '8-points',
		'fourth.favour-soldier': 'favour-and-soldier',
		'fourth.favours': '2-favour',
		'fourth.soldiers': '2-soldiers'
	} as const;
	const choice = judgeFourthDiscovery(untaken(d.state, FOURTH).map((tile) => names[tile]));
	if (choice === null) return say(d, 'merv_judge_step_discovery_none', { tier: 4 });
	const tile = choice === '8-points' ? 'fourth.points' : 'fourth.favours';
	return say(tileTaken(d, tile), choice === '8-points' ? 'merv_judge_step_discovery_points' : 'merv_judge_step_discovery_favour');
}

const BY_TIER: Record<1 | 2 | 3 | 4, (d: Doing) => Outcome<Doing>> = {
	1: (d) => accepted(first(d)),
	2: (d) => accepted(second(d)),
	3: third,
	4: (d) => accepted(fourth(d))
};

/**
 * What the judge's turn owes once an effect is done: soldiers (a ginger pair, RU L1129) and
 * discoveries (RU L1154), by the judge's rules, in the order owed. Nothing else is ever owed to it:
 * its pepper pairs score points (RU L1132). Refused only when the third discovery's post or mosque
 * step lacks what the table gives (the open contracts, a printed value).
 */
export function settleJudgeOwed(d: Doing): Outcome<Doing> {
	let next = d;
	for (let i = 0; i < 16; i++) {
		const owed: Owed | undefined = next.state.turn?.owed[0];
		if (!owed) return accepted(next);
		next = { ...next, state: withTurn(next.state, { owed: next.state.turn!.owed.slice(1) }) };
		if (owed.kind === 'soldier') next = judgeSoldier(next);
		if (owed.kind !== 'discovery') continue;
		const out = BY_TIER[owed.tier](next);
		if (!out.ok) return out;
		next = out.state;
	}
	return accepted(next);
}

/** Scrolls left in the box (RU L176): held and on contracts by anyone are out of it. */
export const scrollsLeft = (state: MervState) => SCROLLS - state.participants.reduce((n, p) => n + p.tally.scrolls + p.tally.scrollsOnContracts, 0);

/**
 * The judge's "Library" actions (RU L1150–L1154): a scroll each, as many as the box still holds;
 * each discovery reached by its rules; its Library card out of the game at 8 scrolls (RU L1152).
 */
export function judgeLibrary(d: Doing, count: number): Outcome<Doing> {
	const n = Math.min(count, Math.max(0, scrollsLeft(d.state)));
	if (n < 1) return accepted(say(d, 'merv_judge_step_no_scrolls'));
	const out = withScrolls(d.state, d.who, n);
	if (!out.ok) return out;
	const settled = settleJudgeOwed(say({ ...d, state: out.state }, 'merv_judge_step_scrolls', { count: n }));
	if (!settled.ok) return settled;
	const retired = retireJudgeCards(settled.state.state);
	return accepted({ ...settled.state, state: retired.state, steps: [...settled.state.steps, ...retired.steps] });
}
