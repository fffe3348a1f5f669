/**
 * A player at the table, for the property tests: from the state of a game, the entry someone
 * would enter now (the draft pick due, a roll with its compensation, an action on a space with
 * dice that fit it, a journey that can be paid, a bonus action, a contract completed, a correction,
 * a sheet number…), and now and then one that is off (another seat, a die that is not there, a
 * face of 7, a space nobody has, a field missing). It reads the state with the engine's own
 * helpers, so most of what it proposes is accepted and games get played to the end.
 */
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import {
	cityCardGivesMoves,
	extrasChoice,
	journeyBonus,
	otherFigureDestinations,
	roundContractChoice,
	BAZAAR_GOODS,
	CITY_CARD_SPACES,
	CONTRACT_BOARD,
	GOODS,
	KHANS_FAVOR,
	MAX_TRAVEL_STEPS,
	ROUNDS,
	SCORE_SHEET_NUMBER_FIELDS,
	SPACE_BY_ID,
	bazaarId,
	cityOfSpace,
	compensation,
	contractBonusCoins,
	contractColumnBonus,
	contractTerms,
	nextToChoose,
	occupiedCost,
	planRoutes,
	printedValue,
	roundIncome,
	routeCostId,
	smallCityTileId,
	standardBoard,
	voyagesRules,
	type Die,
	type VoyagesEntry,
	type VoyagesPlayer,
	type VoyagesState
} from '../../../src/lib/engine/voyages/index.ts';
import { PLAYER_COLOURS } from '../../../src/lib/engine/voyages/meta.ts';
import { parseEntry } from '../../../src/lib/engine/core/replay.ts';

/** Where the choices come from: a whole number in [0, n). */
export interface Chooser {
	int(n: number): number;
}

type Entry = Record<string, unknown> & { type: string };
const pick = <T>(r: Chooser, items: readonly T[]): T => items[r.int(items.length)]!;
const percent = (r: Chooser, p: number) => r.int(100) < p;
const seatsOf = (s: VoyagesState) => s.players.map((_, i) => i);

// ---------------------------------------------------------------- before play

function created(r: Chooser): Entry {
	const n = 2 + r.int(3);
	const copy: Record<string, unknown> = {};
	if (percent(r, 40)) copy[bazaarId('gold', 3)] = { amounts: { gold: 2 + r.int(2), camels: 2 }, extras: [] };
	if (percent(r, 40)) copy[smallCityTileId('anxi')] = pick(r, ['coins-5', 'camels-3', 'two-different-goods', 'points-3']);
	if (percent(r, 20)) copy[routeCostId('venezia~oasis-e')] = { camels: r.int(4) };
	return {
		type: 'game.created',
		players: Array.from({ length: n }, (_, i) => ({ name: ['Ada', 'Boris', 'Chen', 'Dana'][i]!, colour: PLAYER_COLOURS[i]! })),
		seed: `props-${r.int(1_000_000)}`,
		options: {
			firstPlayer: r.int(n),
			smallCityTiles: pick(r, ['by-letter', 'random']),
			characters: pick(r, ['first-game', 'draft', 'draft']),
			goalCards: pick(r, ['deal-2', 'deal-4-keep-2'])
		},
		...(Object.keys(copy).length ? { copy } : {})
	};
}

function beforePlay(s: VoyagesState, r: Chooser): Entry {
	const setup = s.setup!;
	if (s.phase === 'characters') {
		const picks = s.players.map((p) => p.tile);
		const free = setup.draft!.offered.filter((t) => !picks.includes(t));
		return { type: 'character.chosen', player: nextToChoose(setup, picks) ?? 0, tile: pick(r, free) };
	}
	if (s.phase === 'goal-cards') {
		const player = s.players.findIndex((p) => p.goalCards.length === 0);
		const dealt = [...setup.players[player]!.goalCardsDealt];
		const first = dealt.splice(r.int(dealt.length), 1)[0]!;
		return { type: 'goalCards.kept', player, cards: [first, pick(r, dealt)] };
	}
	return { type: 'setup.completed' };
}

// ---------------------------------------------------------------- rounds

function roundStart(s: VoyagesState, r: Chooser): Entry {
	// A bonus with a choice, or from a tile nobody knows: the table takes one good for it.
	const bonuses = seatsOf(s)
		.filter((i) => roundIncome(s, i).toEnter.length > 0 && percent(r, 70))
		.map((player) => ({ player, gain: { [pick(r, GOODS)]: 1 } }));
	// Matteo Polo with both spaces full puts one away for the special pile's contract now and then.
	const matteo = roundContractChoice(s);
	const discard = matteo && percent(r, 50) ? pick(r, matteo.active) : null;
	return { type: 'round.started', ...(bonuses.length ? { bonuses } : {}), ...(discard ? { discard } : {}) };
}

function roll(s: VoyagesState, r: Chooser, player: number): Entry {
	const p = s.players[player]!;
	const faces = Array.from({ length: s.setup!.players[player]!.dice }, () => 1 + r.int(6));
	const due = compensation(faces, p.character);
	const coins = r.int(due + 1);
	return {
		type: 'dice.rolled',
		player,
		faces,
		compensation: { coins, camels: due - coins },
		...(p.character === 'matteo-polo' ? { white: 1 + r.int(6) } : {})
	};
}

// ---------------------------------------------------------------- a turn

/** Places of dice of the player's own colour used on this space this round, so they cannot go there again. */
const colourUsed = (s: VoyagesState, player: number, space: string) =>
	(s.spaces.uses[space as 'travel'] ?? []).some((u) => u.player === player && u.dice.some((d) => d.kind === 'player'));

/** `count` places in the hand that may go on this space: another colour where the player's own has been; null when none fit. */
function diceFor(s: VoyagesState, r: Chooser, player: number, space: string, count: number): number[] | null {
	const p = s.players[player]!;
	const allowed = p.dice.map((d, i) => [d, i] as const).filter(([d]) => !(d.kind === 'player' && colourUsed(s, player, space) && space !== 'money-bag'));
	if (allowed.length < count) return null;
	const shuffled = [...allowed].sort(() => r.int(3) - 1);
	const places = shuffled.slice(0, count).map(([, i]) => i);
	const dice = places.map((i) => p.dice[i]!);
	return occupiedCost(s.spaces, { player, space: space as 'travel', dice }, p.character) <= p.stock.coins ? places : null;
}

function contractsAction(s: VoyagesState, r: Chooser, p: VoyagesPlayer, die: Die): Record<string, unknown> | null {
	const max = Math.min(die.value, s.contractSpaces.length);
	if (max < 1) return null;
	const columns = [1 + r.int(max)];
	if (max > 1 && percent(r, 30)) columns.push(...[1 + r.int(max)].filter((c) => c !== columns[0]));
	const over = p.contracts.length + columns.length - CONTRACT_BOARD.activeSlots;
	const bonus = columns.reduce((t, c) => t + contractColumnBonus(c), 0);
	// Each contract's bonus all as coins or all as camels (PL:380).
	const coins = pick(r, contractBonusCoins(columns));
	return { contracts: columns, discard: over > 0 ? p.contracts.slice(0, over) : [], ...(bonus ? { gain: { coins, camels: bonus - coins } } : {}) };
}

/**
 * What a journey along these paths asks besides them: the posts moved once all are placed (PL:546), the bonus to
 * enter, a large-city tile's free black die or contract.
 */
function journeyChoices(s: VoyagesState, r: Chooser, player: number, paths: string[][]): Record<string, unknown> {
	const p = s.players[player]!;
	const bonus = journeyBonus(s, player, paths);
	const movePosts = [...p.posts].sort(() => r.int(3) - 1).slice(0, bonus.moved.length);
	const choice = extrasChoice(s, p.contracts, bonus.extras);
	const extras = {
		...(choice.blackDie && percent(r, 80) ? { blackDie: 1 + r.int(6) } : {}),
		...(choice.contract
			? choice.contract.full
				? percent(r, 50)
					? { contract: 'decline' }
					: { contract: 'take', discard: p.contracts[0] }
				: { contract: 'take' }
			: {})
	};
	return {
		...(movePosts.length ? { movePosts } : {}),
		...(bonus.toEnter.length && percent(r, 70) ? { postBonus: { [pick(r, GOODS)]: 1 } } : {}),
		...(Object.keys(extras).length ? { extras } : {})
	};
}

/** A journey the player can pay: a path of the figure moved, for Niccolò & Marco Polo now and then the other figure's too (the steps shared). */
function journeyPaths(s: VoyagesState, r: Chooser, player: number, steps: number, stepCost: boolean, purse: { coins: number; camels: number }) {
	const p = s.players[player]!;
	const figure = r.int(p.figures.length);
	const board = standardBoard(s.copy);
	const options = planRoutes(board, p.figures[figure]!, steps, { oasisJumps: p.character === 'johannes-carpini', travelCost: stepCost }).flatMap((x) =>
		x.options.filter((o) => o.total.coins <= purse.coins && o.total.camels <= purse.camels)
	);
	if (options.length === 0) return null;
	const o = pick(r, options);
	const other = percent(r, 40) ? otherFigureDestinations(s, player, figure, steps - o.steps) : [];
	// One cost for both figures: the travel action's coins for all the steps, paid once, and both legs' routes.
	const fits = other
		.flatMap((x) => x.options)
		.filter((x) => {
			const coins = (stepCost ? board.travelCost[o.steps + x.steps]! : 0) + o.extra.coins + x.total.coins;
			return coins <= purse.coins && o.extra.camels + x.total.camels <= purse.camels;
		});
	const otherPath = fits.length ? pick(r, fits).path : null;
	return { figure, paths: otherPath ? [o.path, otherPath] : [o.path] };
}

function travelAction(s: VoyagesState, r: Chooser, player: number, dice: Die[], cost: number): Record<string, unknown> | null {
	const p = s.players[player]!;
	const steps = Math.min(...dice.map((d) => d.value), MAX_TRAVEL_STEPS);
	const j = journeyPaths(s, r, player, steps, true, { coins: p.stock.coins - cost, camels: p.stock.camels });
	if (!j) return null;
	return {
		path: j.paths[0],
		...(j.figure ? { figure: j.figure } : {}),
		...(j.paths[1] ? { otherPath: j.paths[1] } : {}),
		...journeyChoices(s, r, player, j.paths)
	};
}

/** What a space needs besides the dice, for these dice; null when the player cannot use it now. */
function spaceDetail(s: VoyagesState, r: Chooser, player: number, space: string, dice: Die[]): Record<string, unknown> | null {
	const p = s.players[player]!;
	const lowest = Math.min(...dice.map((d) => d.value));
	if (space.startsWith('bazaar-')) {
		const column = percent(r, 20) ? 1 + r.int(lowest) : lowest;
		// Gold column 3 is unknown in the sources: the table says what its copy prints.
		const unknown = printedValue(s.copy, bazaarId(space.slice(7) as 'gold', column)) === null;
		return { ...(column !== lowest ? { column } : {}), ...(unknown ? { gain: { gold: 2, camels: 2 } } : {}) };
	}
	if (space === 'khans-favor') {
		const uses = s.spaces.uses['khans-favor'] ?? [];
		const left = uses[uses.length - 1]?.dice[0]?.value ?? 1;
		return uses.length < KHANS_FAVOR.spaces && dice[0]!.value >= left ? { gain: { [pick(r, GOODS)]: 1 } } : null;
	}
	if (space === 'contracts') return contractsAction(s, r, p, dice[0]!);
	if (space === 'travel') return travelAction(s, r, player, dice, occupiedCost(s.spaces, { player, space: 'travel', dice }, p.character));
	if (space.startsWith('city-card:')) {
		if (!p.posts.includes(cityOfSpace(space)!) || (s.spaces.uses[space as 'travel'] ?? []).length > 0) return null;
		const moves = cityCardGivesMoves(s, space) && percent(r, 70) ? 1 + r.int(dice[0]!.value) : 0;
		return { pay: p.stock.camels > 0 ? { camels: 1 } : {}, gain: { coins: 2 * dice[0]!.value }, ...(moves ? { moves } : {}) };
	}
	return {};
}

const MAIN_SPACES = ['take-5-coins', ...BAZAAR_GOODS.map((g) => `bazaar-${g}`), 'khans-favor', 'contracts', 'travel', 'travel', 'city-card'] as const;

function mainAction(s: VoyagesState, r: Chooser, player: number): Entry | null {
	for (let attempt = 0; attempt < 4; attempt++) {
		let space: string = pick(r, MAIN_SPACES);
		if (space === 'city-card') space = pick(r, CITY_CARD_SPACES.filter((c) => s.players[player]!.posts.includes(cityOfSpace(c)!)).concat(CITY_CARD_SPACES[0]!));
		const places = diceFor(s, r, player, space, SPACE_BY_ID.get(space)!.dice);
		if (!places) continue;
		const detail = spaceDetail(
			s,
			r,
			player,
			space,
			places.map((i) => s.players[player]!.dice[i]!)
		);
		if (detail) return { type: 'action', player, dice: places, space, ...detail };
	}
	return null;
}

function bonusAction(s: VoyagesState, r: Chooser, player: number): Entry {
	const p = s.players[player]!;
	const die = r.int(Math.max(1, p.dice.length));
	const kinds = [
		...(p.dice.length && p.stock.camels >= 1 ? ['reroll'] : []),
		...(p.dice.length && p.stock.camels >= 2 ? ['adjust'] : []),
		...(p.stock.camels >= 3 && s.blackDiceLeft > 0 && !s.blackDieTakenThisTurn ? ['black'] : []),
		'three-coins'
	];
	switch (pick(r, kinds)) {
		case 'reroll':
			return { type: 'bonus.reroll', player, die, face: 1 + r.int(6) };
		case 'adjust': {
			const value = p.dice[die]!.value;
			return { type: 'bonus.adjustDie', player, die, delta: value === 6 ? -1 : value === 1 ? 1 : pick(r, [1, -1]) };
		}
		case 'black':
			return { type: 'bonus.blackDie', player, face: 1 + r.int(6) };
		default:
			return { type: 'bonus.threeCoins', player, ...(percent(r, 50) ? { die } : {}) };
	}
}

function turn(s: VoyagesState, r: Chooser, player: number): Entry {
	const p = s.players[player]!;
	if (!s.mainActionTaken && p.dice.length > 0 && percent(r, 75)) return mainAction(s, r, player) ?? bonusAction(s, r, player);
	if ((s.mainActionTaken || p.dice.length === 0) && percent(r, 65)) return { type: 'turn.ended', player };
	return bonusAction(s, r, player);
}

// ---------------------------------------------------------------- corrections, contracts, scoring

/** A contract completed as printed when the player can pay it (mostly by the player whose turn it is, PL:600); else the goods to pay it handed over first. */
function completion(s: VoyagesState, r: Chooser): Entry | null {
	const player = s.turn !== null && percent(r, 90) ? s.turn : r.int(s.players.length);
	const p = s.players[player]!;
	const contract = p.contracts[r.int(Math.max(1, p.contracts.length))];
	const terms = contract === undefined ? null : contractTerms(s.copy, contract);
	if (!terms) return null;
	const short = Object.entries(terms.cost).filter(([k, n]) => p.stock[k as 'camels'] < n);
	if (short.length) return { type: 'table.adjust', player, delta: Object.fromEntries(short.map(([k, n]) => [k, n - p.stock[k as 'camels']])) };
	const choice = extrasChoice(
		s,
		p.contracts.filter((c) => c !== contract),
		terms.reward.extras
	);
	const extras = {
		...(choice.blackDie && percent(r, 80) ? { blackDie: 1 + r.int(6) } : {}),
		...(choice.contract && percent(r, 80) ? { contract: 'take' } : {})
	};
	return {
		type: 'contract.completed',
		player,
		pay: { ...terms.cost },
		reward: { ...terms.reward.amounts },
		contract,
		...(Object.keys(extras).length ? { extras } : {})
	};
}

function correction(s: VoyagesState, r: Chooser): Entry {
	const player = r.int(s.players.length);
	const key = pick(r, ['coins', 'camels', 'pepper', 'silk', 'gold', 'points'] as const);
	const have = key === 'points' ? s.players[player]!.points : s.players[player]!.stock[key];
	return { type: 'table.adjust', player, delta: { [key]: percent(r, 70) || have === 0 ? 1 + r.int(8) : -1 - r.int(have) } };
}

function scoring(s: VoyagesState, r: Chooser): Entry {
	const open = seatsOf(s).filter((i) => !s.players[i]!.sheetConfirmed);
	if (open.length === 0) return { type: 'game.finished' };
	const player = pick(r, open);
	const sheet = s.players[player]!.sheet;
	const k = r.int(100);
	if (k < 25) {
		const field = pick(r, SCORE_SHEET_NUMBER_FIELDS);
		return { type: 'sheet.number', player, field, value: field === 'trackSpace' ? 1 + r.int(50) : r.int(30) };
	}
	// The same posts in another order (the Beijing space goes with them).
	if (k < 35) return { type: 'sheet.posts', player, posts: [...sheet.posts].reverse(), beijingSpace: sheet.beijingSpace };
	return { type: 'sheet.confirmed', player, confirmed: true };
}

/** A value read off the copy during the game: gold column 3 of the bazaar, or a route's cost. */
const recorded = (r: Chooser): Entry => ({
	type: 'printed.recorded',
	values: percent(r, 50)
		? { [bazaarId('gold', 3)]: { amounts: { gold: 2, camels: 2 }, extras: [] } }
		: { [routeCostId('karakorum~oasis-b')]: { coins: r.int(3) } }
});

/** The travel action entered without its dice, by the player whose turn it is (now and then someone else's, refused). */
function journey(s: VoyagesState, r: Chooser): Entry | null {
	const player = s.turn !== null && percent(r, 85) ? s.turn : r.int(s.players.length);
	const maxSteps = 1 + r.int(3);
	const j = journeyPaths(s, r, player, maxSteps, true, s.players[player]!.stock);
	if (!j) return null;
	return {
		type: 'travel',
		player,
		path: j.paths[0],
		maxSteps,
		...(j.figure ? { figure: j.figure } : {}),
		...(j.paths[1] ? { otherPath: j.paths[1] } : {}),
		...journeyChoices(s, r, player, j.paths)
	};
}

/** A move a reward granted the player whose turn it is: its steps at most, the route costs only (EN supplement "Move 1"). */
function move(s: VoyagesState, r: Chooser): Entry | null {
	const grant = s.moves.find((g) => g.player === s.turn);
	if (!grant) return null;
	const j = journeyPaths(s, r, grant.player, grant.steps, false, s.players[grant.player]!.stock);
	if (!j) return null;
	return {
		type: 'move',
		player: grant.player,
		reward: grant.reward,
		path: j.paths[0],
		...(j.figure ? { figure: j.figure } : {}),
		...(j.paths[1] ? { otherPath: j.paths[1] } : {}),
		...journeyChoices(s, r, grant.player, j.paths)
	};
}

function playing(s: VoyagesState, r: Chooser): Entry {
	const k = r.int(100);
	if (k < 3) return correction(s, r);
	if (k < 7) return completion(s, r) ?? correction(s, r);
	if (k < 8) return recorded(r);
	if (k < 10) return journey(s, r) ?? correction(s, r);
	if (k < 30 && s.moves.length > 0) return move(s, r) ?? correction(s, r);
	const roundOver = s.round === 0 || s.turn === null;
	if (roundOver) return s.round < ROUNDS ? roundStart(s, r) : { type: 'scoring.started' };
	const unrolled = seatsOf(s).filter((i) => !s.rolled[i]);
	if (unrolled.length) return roll(s, r, pick(r, unrolled));
	return turn(s, r, s.turn!);
}

/** What a player at the table would enter now: mostly right, sometimes not (see `spoil`). */
export function propose(s: VoyagesState, r: Chooser): Entry {
	if (percent(r, 2)) return { type: 'undo' };
	switch (s.phase) {
		case 'new':
			return created(r);
		case 'playing':
			return playing(s, r);
		case 'scoring':
			return percent(r, 3) ? recorded(r) : scoring(s, r);
		case 'finished':
			return recorded(r);
		default:
			return beforePlay(s, r);
	}
}

/** The entry made wrong the way a hurried player might: another seat, a die not there, a face of 7, too much, a field left out. */
export function spoil(e: Entry, r: Chooser): Entry {
	const out: Entry = { ...e };
	const fields = Object.keys(out).filter((k) => k !== 'type');
	switch (r.int(6)) {
		case 0:
			if ('player' in out) out.player = (out.player as number) + 1 + r.int(3);
			break;
		case 1:
			if (Array.isArray(out.dice)) out.dice = [...(out.dice as number[]), 5 + r.int(3)];
			else if ('die' in out) out.die = 6 + r.int(3);
			break;
		case 2:
			if (Array.isArray(out.faces)) out.faces = (out.faces as number[]).map((f, i) => (i === 0 ? 7 : f));
			else if ('face' in out) out.face = pick(r, [0, 7]);
			break;
		case 3:
			if ('space' in out) out.space = pick(r, ['market', 'money-bag', 'city-card:venezia:1']);
			break;
		case 4:
			for (const k of ['gain', 'delta', 'pay', 'compensation'])
				if (k in out) out[k] = k === 'compensation' ? { coins: 99, camels: 0 } : { [pick(r, GOODS)]: 500 + r.int(400) };
			break;
		default:
			if (fields.length) delete out[pick(r, fields)];
	}
	return out;
}

/**
 * A whole game as the player at the table enters it, entry by entry through the schema and the rules
 * (refused entries left out): its log and the state after each entry.
 */
export function playedGame(r: Chooser, maxEntries = 900): { log: Stored<VoyagesEntry>[]; states: VoyagesState[] } {
	const states: VoyagesState[] = [voyagesRules.initial()];
	const log: Stored<VoyagesEntry>[] = [];
	for (let i = 0; i < maxEntries && states[states.length - 1]!.phase !== 'finished'; i++) {
		const s = states[states.length - 1]!;
		const parsed = parseEntry(voyagesRules, propose(s, r));
		if (!parsed.ok || (parsed.entry.type === 'undo' && states.length === 1)) continue;
		const outcome = parsed.entry.type === 'undo' ? null : voyagesRules.play(s, parsed.entry);
		if (outcome && !outcome.ok) continue;
		log.push({ seq: log.length + 1, at: i, entry: parsed.entry });
		if (outcome) states.push(outcome.state);
		else states.pop();
	}
	return { log, states };
}
