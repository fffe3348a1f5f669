/**
 * What the screen asks before the judge's turn (RU = shared/seeds/002…txt, L973–L1057): the printed
 * values its actions will read, the caravanserai's row, the open contract cards. Wider than needed
 * rather than narrower: what may happen this turn is asked, not only what surely will. A printed
 * value whose answer leads to others (a mosque space's reward, a market corner's) is asked first and
 * what follows from it next, so the screen asks until nothing is left.
 */
import type { Action } from '../catalog.ts';
import { DISCOVERY_AT, tierOf } from '../catalog.ts';
import { discoveriesOf } from '../holdings/discoveries.ts';
import { marketCornerId, mervValue, type MARKET_REWARDS } from '../printed.ts';
import type { MervState } from '../state.ts';
import { allContractsTaken, judgeContractFacesNeeded } from './contracts.ts';
import { firstDiscoveryAction } from './doing.ts';
import { judgeMarketCorner } from './effects.ts';
import { judgeThirdChoice, scrollsLeft } from './library.ts';
import { judgeMosqueNeeds } from './mosque.ts';
import { judgeWallNeeds } from './palace-wall.ts';
import { planOf } from './play.ts';

export interface JudgeNeeds {
	/** Printed values the copy must show before the judge can play: ask them with printed.recorded. */
	printed: string[];
	/** Whether the judge may take caravan cards this turn: then `judge.played` needs the caravanserai's row. */
	row: boolean;
	/**
	 * Whether the judge may fulfil contracts this turn (its Silk Road, RU L1206; its third discovery's
	 * post, RU L1182): then `judge.played` needs the cards open on top of the stacks, and their faces
	 * are asked once the screen passes them here.
	 */
	contracts: boolean;
}

const NONE: JudgeNeeds = { printed: [], row: false, contracts: false };
const THIRD_AT = DISCOVERY_AT[2];
const FIRST_AT = DISCOVERY_AT[0];

/** How many scrolls the judge may gain this turn, and whether that makes its first or third discovery (RU L1154). */
function discoveriesThisTurn(state: MervState, who: number, gained: number) {
	const t = state.participants[who]!.tally;
	const before = t.scrolls + t.scrollsOnContracts;
	const after = before + Math.min(gained, Math.max(0, scrollsLeft(state)));
	const held = new Set(discoveriesOf(state, who).map(tierOf));
	const reaches = (at: number, tier: number) => before < at && after >= at && !held.has(tier as 1 | 2 | 3 | 4);
	return { first: reaches(FIRST_AT, 1), third: reaches(THIRD_AT, 3) ? judgeThirdChoice(state) : null };
}

/** Mosque steps the judge may climb this turn: its card's, a market corner's, its third discovery's, and the first-discovery bonus (RU L1170). */
function mosqueSteps(card: Action, count: number, extra: number, token: boolean): number {
	const steps = (card === 'mosque' ? count : 0) + extra;
	return card !== 'mosque' && extra > 0 && token ? steps + 1 : steps;
}

/**
 * What the screen must ask before the judge's turn: the printed ids its wall pieces, its mosque steps
 * (their rewards and points, the bonus tiles and wall pieces those give), its market corner and the
 * open contracts' faces need; whether to ask the caravanserai's row; whether to ask the open
 * contract cards. `contracts`: the cards the table has given so far, whose faces are then asked.
 */
export function judgeNeeds(state: MervState, contracts?: readonly number[]): JudgeNeeds {
	const plan = planOf(state);
	if ('key' in plan || plan.turn === null || plan.draw.card === null) return NONE;
	const { who } = plan;
	const s = plan.state;
	const card = plan.draw.card;
	const count = plan.turn.actions + (firstDiscoveryAction(s, who) === card ? 1 : 0);
	const printed: string[] = [];
	const library = card === 'library' ? count : 0;
	let found = discoveriesThisTurn(s, who, library);
	// A camel taken this turn (a caravan card's, a near city's, a mosque path's) may send the judge to a corner.
	const camels = s.participants[who]!.tally.camels;
	const gains = card === 'caravanserai' || card === 'silk-road' || card === 'mosque' || found.third !== null;
	const corner = plan.turn.visitsMarket ? judgeMarketCorner(s, camels > 0 || gains ? Math.max(1, camels) : 0) : null;
	const reward = corner === null ? null : mervValue<(typeof MARKET_REWARDS)[number]>(s.copy, marketCornerId(s.marketSide, corner));
	if (corner !== null && reward === null) printed.push(marketCornerId(s.marketSide, corner));
	if (reward === 'scroll') found = discoveriesThisTurn(s, who, library + 1);
	const token = firstDiscoveryAction(s, who) === 'mosque' || found.first;
	const extra = (reward === 'mosque-step' ? 1 : 0) + (found.third === 'mosque' ? 1 : 0);
	const mosque = judgeMosqueNeeds(s, who, mosqueSteps(card, count, extra, token));
	printed.push(...mosque.printed);
	const walls = (card === 'wall' ? count : 0) + mosque.walls;
	if (walls > 0) printed.push(...judgeWallNeeds(s, walls));
	const trades = (card === 'silk-road' || found.third === 'silk-road') && !allContractsTaken(s);
	if (trades && contracts) printed.push(...judgeContractFacesNeeded(s, contracts));
	return { printed: [...new Set(printed)], row: card === 'caravanserai' || reward === 'caravan-card', contracts: trades };
}
