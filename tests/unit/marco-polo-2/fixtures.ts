/**
 * Test and benchmark fixtures for the Marco Polo II engine: logs built through the
 * rules (every entry is validated exactly as `append` would), finished games for
 * N players, realistic long logs with undos, and a "copy of the game" in which
 * every printed value scoring needs is known.
 *
 * The coat-track and goal-card points below that are not in the rulebook text
 * are MADE UP for tests; they are not the values printed on the real components.
 */
import { refusalOf, stateAfter } from '../play.ts';
import type { Refusal, Stored, UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { emptyCopy, type Copy } from '../../../src/lib/engine/core/printed.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { append, parseEntry } from '../../../src/lib/engine/core/replay.ts';
import { check } from '../play.ts';
import {
	PLAYER_COLOURS,
	SHEET_NUMBER_FIELDS,
	GUILDS,
	GUILD_SEAL_TAKE,
	type Bundle,
	type TrackerEntry,
	coatTrackId,
	drawFirstPlayer,
	emptySheet,
	goalCardId,
	marcoPolo2Rules,
	type CharacterId,
	type GoalCardRef,
	type MarcoPolo2Entry,
	type MarcoPolo2Player,
	type MarcoPolo2State,
	type ScoreSheet,
	type SealState,
	travelMaxStepsId,
	TRAVEL_UPPER_COST_ID
} from '../../../src/lib/engine/marco-polo-2/index.ts';

export type Entry = MarcoPolo2Entry | UndoEntry;
export type Log = Stored<MarcoPolo2Entry>[];

export const NAMES = ['Ada', 'Boris', 'Chen', 'Dana'] as const;

/** A refused entry while building a fixture is a bug in the fixture (or the engine). */
export class FixtureError extends Error {
	constructor(
		readonly entry: Entry,
		readonly refusal: Refusal
	) {
		super(`fixture entry refused: ${JSON.stringify(entry)} → ${JSON.stringify(refusal)}`);
	}
}

/**
 * Builds a log entry by entry in linear time: keeps the stack of states, as
 * `replayStates` does, instead of replaying the whole log for each entry.
 * Like `append`, reads each entry with the schema first and stores what it read.
 * Produces the same log as calling `append` repeatedly (a test checks this).
 */
export class LogBuilder {
	readonly log: Log = [];
	private readonly states: MarcoPolo2State[] = [marcoPolo2Rules.initial()];
	private clock: number;

	constructor(startAt = 1_700_000_000_000) {
		this.clock = startAt;
	}

	get state(): MarcoPolo2State {
		return this.states[this.states.length - 1]!;
	}

	get undoDepth(): number {
		return this.states.length - 1;
	}

	/** The entry as the schema reads it, or why it is refused (its shape, then the rules). */
	private read(entry: Entry): { ok: true; entry: Entry } | { ok: false; refusal: Refusal } {
		const parsed = parseEntry(marcoPolo2Rules, entry);
		if (!parsed.ok) return parsed;
		if (parsed.entry.type === 'undo') return this.states.length > 1 ? parsed : { ok: false, refusal: { key: 'refusal_nothing_to_undo' } };
		const refusal = refusalOf(marcoPolo2Rules, this.state, parsed.entry);
		return refusal ? { ok: false, refusal } : parsed;
	}

	/** The reason the entry would be refused, or null. */
	refusal(entry: Entry): Refusal | null {
		const r = this.read(entry);
		return r.ok ? null : r.refusal;
	}

	/** Appends if accepted; returns whether it was. */
	try(entry: Entry): boolean {
		const r = this.read(entry);
		if (!r.ok) return false;
		const seq = this.log.length + 1;
		this.clock += 1000;
		this.log.push({ seq, at: this.clock, entry: r.entry });
		if (r.entry.type === 'undo') this.states.pop();
		else this.states.push(stateAfter(marcoPolo2Rules, this.state, r.entry));
		return true;
	}

	/** Appends or throws. */
	add(...entries: Entry[]): this {
		for (const entry of entries) {
			const refusal = this.refusal(entry);
			if (refusal) throw new FixtureError(entry, refusal);
			this.try(entry);
		}
		return this;
	}
}

/** Builds a log from entries, throwing on the first refused one. */
export function logOf(entries: readonly Entry[]): Log {
	return new LogBuilder().add(...entries).log;
}

export function players(count: number) {
	return Array.from({ length: count }, (_, i) => ({ name: NAMES[i]!, colour: PLAYER_COLOURS[i]! }));
}

export interface SetupOptions {
	players?: number;
	seed?: string;
	/** Seat of the first player; default: the one drawn from the seed. */
	firstPlayer?: number;
	/** Characters per seat: picked freely. Default: a draft, each taking the first character left. */
	characters?: readonly CharacterId[];
	/** The printed values the game starts with (the phone's copy); default none. */
	copy?: Copy;
}

/** Entries from an empty log to the 'playing' phase. */
export function setupEntries(options: SetupOptions = {}): MarcoPolo2Entry[] {
	const n = options.players ?? 4;
	const seed = options.seed ?? 'FIXTURE';
	const copy = options.copy && Object.keys(options.copy.values).length ? { copy: structuredClone(options.copy.values) } : {};
	const entries: MarcoPolo2Entry[] = [{ type: 'game.created', players: players(n), seed, ...copy }];
	const builder = new LogBuilder().add(entries[0]!);
	const drawn = options.firstPlayer === undefined;
	const first = options.firstPlayer ?? drawFirstPlayer(seed, n);
	const push = (e: MarcoPolo2Entry) => {
		entries.push(e);
		builder.add(e);
	};
	push({ type: 'firstPlayer.set', player: first, drawn });
	if (options.characters) {
		push({ type: 'characters.mode', mode: 'free' });
		options.characters.forEach((character, player) => push({ type: 'character.chosen', player, character }));
	} else {
		push({ type: 'characters.mode', mode: 'draft' });
		for (const player of builder.state.choosingOrder) {
			const taken = new Set(builder.state.players.map((p) => p.character));
			const character = builder.state.offered.find((c) => !taken.has(c))!;
			push({ type: 'character.chosen', player, character });
		}
	}
	push({ type: 'setup.completed' });
	return entries;
}

/** Entries that fill a sheet, in an order the checks accept (card and trading posts before coats). */
export function sheetEntries(player: number, sheet: Partial<ScoreSheet>): MarcoPolo2Entry[] {
	const full = { ...emptySheet(), ...sheet };
	const out: MarcoPolo2Entry[] = [];
	if (full.goalCard) out.push({ type: 'sheet.goalCard', player, card: full.goalCard });
	const order = [
		'tradingPosts',
		'differentCoats',
		'goalCoatsReached',
		...SHEET_NUMBER_FIELDS.filter((f) => !['tradingPosts', 'differentCoats', 'goalCoatsReached'].includes(f))
	] as const;
	for (const field of order) {
		if (full[field] !== emptySheet()[field]) out.push({ type: 'sheet.number', player, field, value: full[field] });
	}
	for (const guild of GUILDS) {
		if (full.seals[guild] !== 'none') out.push({ type: 'sheet.seal', player, guild, seal: full.seals[guild] });
	}
	return out;
}

export const GOAL_CARDS: Record<'kabul' | 'farmers' | 'tailors' | 'coats', GoalCardRef> = {
	/** The rulebook example card (RU L1104–1108): spicers + jewelers seals, 2 coats (one of them Kabul's). */
	kabul: { id: 'goal-kabul', seals: ['spicers', 'jewelers'], coats: 2 },
	farmers: { id: 'goal-farmers', seals: ['farmers', 'tailors', 'jewelers'], coats: 1 },
	tailors: { id: 'goal-tailors', seals: ['tailors'], coats: 3 },
	coats: { id: 'goal-coats', seals: [], coats: 4 }
};

/** Points per seal on the goal cards above. Only jewelers = 5 on the Kabul card is from the rulebook. */
const GOAL_POINTS: Record<string, Partial<Record<(typeof GUILDS)[number], number>>> = {
	'goal-kabul': { spicers: 3, jewelers: 5 },
	'goal-farmers': { farmers: 2, tailors: 4, jewelers: 6 },
	'goal-tailors': { tailors: 7 },
	'goal-coats': {}
};

/** Made-up coat-track values (9 → 17 and 13 → 43 are built in and not needed here). */
export const MADE_UP_COAT_TRACK: Record<number, number> = {
	1: 1,
	2: 2,
	3: 4,
	4: 6,
	5: 8,
	6: 10,
	7: 12,
	8: 14,
	10: 22,
	11: 28,
	12: 35
};

/**
 * Made-up values of the middle and upper travel spaces (their most steps and the upper one's cost exist only as
 * pictures): 6 steps, no cost, so that only the dice cap a move, as the tracker did before it asked for them.
 */
export const MADE_UP_TRAVEL: Record<string, unknown> = {
	[travelMaxStepsId('middle')]: 6,
	[travelMaxStepsId('upper')]: 6,
	[TRAVEL_UPPER_COST_ID]: {}
};

/** A copy of the game with the made-up travel spaces: what a table tracking moves has read off its board. */
export const travelCopy = (): Copy => ({ values: structuredClone(MADE_UP_TRAVEL) });

/** A copy of the game in which every value scoring can need is known. */
export function fullCopy(): Copy {
	const values: Record<string, unknown> = {};
	for (const [index, points] of Object.entries(MADE_UP_COAT_TRACK)) values[coatTrackId(Number(index))] = points;
	for (const c of Object.values(GOAL_CARDS)) values[goalCardId(c.id)] = { seals: [...c.seals], coats: c.coats, points: { ...GOAL_POINTS[c.id] } };
	return { values };
}

/** The copy without the goal cards it describes. */
export function withoutGoalCards(copy: Copy): Copy {
	return { values: Object.fromEntries(Object.entries(copy.values).filter(([id]) => !id.startsWith(goalCardId('')))) };
}

export const seals = (s: Partial<Record<(typeof GUILDS)[number], SealState>> = {}): ScoreSheet['seals'] => ({
	farmers: 'none',
	spicers: 'none',
	tailors: 'none',
	jewelers: 'none',
	...s
});

/** Sheets for a plausible end of game, one per seat. */
export function sampleSheets(count: number): ScoreSheet[] {
	const all: ScoreSheet[] = [
		{
			...emptySheet(),
			tradingPosts: 9,
			differentCoats: 7,
			goalCard: GOAL_CARDS.kabul,
			goalCoatsReached: 1,
			otherPlusOnes: 1,
			seals: seals({ spicers: 'basic', jewelers: 'improved' }),
			pepper: 3,
			silk: 2,
			gold: 1,
			jade: 1,
			camels: 4,
			coins: 23,
			completedContracts: 5,
			trackSpace: 37,
			trackLaps: 2
		},
		{
			...emptySheet(),
			tradingPosts: 11,
			differentCoats: 9,
			goalCard: GOAL_CARDS.farmers,
			goalCoatsReached: 1,
			otherPlusOnes: 2,
			seals: seals({ farmers: 'improved', tailors: 'improved' }),
			pepper: 1,
			silk: 0,
			gold: 4,
			jade: 2,
			camels: 2,
			coins: 9,
			completedContracts: 3,
			trackSpace: 12,
			trackLaps: 3
		},
		{
			...emptySheet(),
			tradingPosts: 6,
			differentCoats: 5,
			goalCard: GOAL_CARDS.tailors,
			goalCoatsReached: 2,
			otherPlusOnes: 0,
			seals: seals({ tailors: 'basic', farmers: 'improved' }),
			pepper: 0,
			silk: 5,
			gold: 0,
			jade: 0,
			camels: 7,
			coins: 41,
			completedContracts: 3,
			trackSpace: 48,
			trackLaps: 1
		},
		{
			...emptySheet(),
			tradingPosts: 4,
			differentCoats: 4,
			goalCard: GOAL_CARDS.coats,
			goalCoatsReached: 3,
			otherPlusOnes: 0,
			seals: seals(),
			pepper: 2,
			silk: 2,
			gold: 2,
			jade: 2,
			camels: 0,
			coins: 0,
			completedContracts: 1,
			trackSpace: 50,
			trackLaps: 2
		}
	];
	return all.slice(0, count);
}

export interface FinishedOptions extends SetupOptions {
	sheets?: readonly Partial<ScoreSheet>[];
}

/** Entries of a whole game: setup (with the full copy unless told otherwise), every sheet filled and confirmed, game finished. */
export function finishedGameEntries(options: FinishedOptions = {}): MarcoPolo2Entry[] {
	const n = options.players ?? options.sheets?.length ?? 4;
	const sheets = options.sheets ?? sampleSheets(n);
	const entries: MarcoPolo2Entry[] = [...setupEntries({ copy: fullCopy(), ...options, players: n }), { type: 'scoring.started' }];
	sheets.forEach((sheet, player) => entries.push(...sheetEntries(player, sheet)));
	for (let player = 0; player < n; player++) entries.push({ type: 'sheet.confirmed', player, confirmed: true });
	entries.push({ type: 'game.finished' });
	return entries;
}

/** A finished game log for N players (2–4). */
export function finishedGameLog(options: FinishedOptions = {}): Log {
	return logOf(finishedGameEntries(options));
}

/** A log in the 'scoring' phase with empty sheets. */
export function scoringLog(options: SetupOptions = {}): Log {
	return logOf([...setupEntries(options), { type: 'scoring.started' }]);
}

/**
 * A realistic long log: setup, then sheet.number / sheet.seal / sheet.goalCard
 * entries as people type and correct values, with some undos; every entry
 * accepted by the rules. Exactly `length` entries; when `finish` is set the log
 * ends with every sheet confirmed and the game finished.
 */
export function realisticLog(length = 1000, options: { players?: number; seed?: string; finish?: boolean } = {}): Log {
	const n = options.players ?? 4;
	const rnd = createRandom(`realistic:${options.seed ?? 'bench'}:${n}:${length}`);
	const b = new LogBuilder();
	b.add(...setupEntries({ players: n, seed: options.seed ?? 'BENCH' }), { type: 'scoring.started' });
	const tail = options.finish ? n + 1 : 0;
	if (b.log.length + n + tail > length) throw new Error(`a ${n}-player log needs more than ${length} entries`);
	const cards = Object.values(GOAL_CARDS);
	const sealStates: SealState[] = ['none', 'basic', 'improved'];
	const maxOf: Record<string, number> = { tradingPosts: 11, differentCoats: 9, trackSpace: 50, trackLaps: 4, goalCoatsReached: 4, otherPlusOnes: 3 };
	// The goal card first, as people do, so that confirming is possible at the end.
	for (let player = 0; player < n; player++) b.add({ type: 'sheet.goalCard', player, card: cards[player % cards.length]! });
	// People only undo what they typed: never the setup or the goal cards above.
	const baseDepth = b.undoDepth;
	while (b.log.length + tail < length) {
		const roll = rnd.next();
		const player = rnd.int(n);
		let entry: Entry;
		if (roll < 0.06 && b.undoDepth > baseDepth) entry = { type: 'undo' };
		else if (roll < 0.25) entry = { type: 'sheet.seal', player, guild: GUILDS[rnd.int(4)]!, seal: sealStates[rnd.int(3)]! };
		else if (roll < 0.27) entry = { type: 'sheet.goalCard', player, card: cards[rnd.int(cards.length)]! };
		else {
			const field = SHEET_NUMBER_FIELDS[rnd.int(SHEET_NUMBER_FIELDS.length)]!;
			const max = maxOf[field] ?? 40;
			const value = field === 'trackSpace' ? 1 + rnd.int(max) : rnd.int(max + 1);
			entry = { type: 'sheet.number', player, field, value };
		}
		b.try(entry);
	}
	if (options.finish) {
		for (let player = 0; player < n; player++) b.add({ type: 'sheet.confirmed', player, confirmed: true });
		b.add({ type: 'game.finished' });
	}
	return b.log;
}

/** A player built directly, for scoring tests that need no log. */
export function player(sheet: Partial<ScoreSheet> = {}, character: CharacterId | null = null, index = 0): MarcoPolo2Player {
	return {
		name: NAMES[index] ?? `P${index}`,
		colour: PLAYER_COLOURS[index % PLAYER_COLOURS.length]!,
		character,
		sheet: { ...emptySheet(), ...sheet, seals: { ...emptySheet().seals, ...sheet.seals } },
		sheetConfirmed: true
	};
}

/** A state for scoreGame from sheets (and optional characters), with an empty copy of its own. */
export function scoringState(
	sheets: readonly Partial<ScoreSheet>[],
	characters: readonly (CharacterId | null)[] = []
): Pick<MarcoPolo2State, 'players' | 'copy'> {
	return { players: sheets.map((s, i) => player(s, characters[i] ?? null, i)), copy: emptyCopy() };
}

/** True when the entry would be accepted after the log (the engine's own check). */
export const accepted = (log: Log, entry: Entry) => check(marcoPolo2Rules, log, entry) === null;

// ---------------------------------------------------------------- tracked games

export interface TrackedGameOptions {
	players?: number;
	/** Full rounds to play (1–5); default 2. */
	rounds?: number;
	seed?: string;
	/** Characters per seat; default Abha Basu, De Wu, Gantulga Od, Isabella Donati (the ones the tracker has rules for). */
	characters?: readonly CharacterId[];
	/** Take back and re-enter an entry now and then, as people do; default true. */
	undos?: boolean;
}

export const TRACKED_CHARACTERS: readonly CharacterId[] = ['abha-basu', 'de-wu', 'gantulga-od', 'isabella-donati'];

/** Cities the tracked games build in: a few named ones, the special cities and the city-card cities. */
export const TRACKED_CITIES = [
	'kashgar',
	'kabul',
	'pagan',
	'jaipur',
	'kunming',
	'yangzhou',
	'fuzhou',
	'xian',
	'baghdad',
	'balkh',
	'hormuz',
	'city-card-1',
	'city-card-2',
	'city-card-3',
	'city-card-4',
	'city-card-5',
	'city-card-6'
] as const;

type ActionEntry = Extract<TrackerEntry, { type: 'action' }>;

/** Main actions a player could try with the dice they hold, most of them legal; tried in random order. */
function candidateActions(state: MarcoPolo2State, seat: number, rnd: ReturnType<typeof createRandom>): ActionEntry[] {
	const table = state.table!;
	const p = table.players[seat]!;
	const byFace = p.dice.map((d, i) => ({ i, face: d.face })).sort((a, b) => b.face - a.face);
	if (byFace.length === 0) return [];
	const high = byFace[0]!;
	const low = byFace[byFace.length - 1]!;
	const top = (k: number) =>
		byFace
			.slice(0, k)
			.map((d) => d.i)
			.sort((a, b) => a - b);
	const minOf = (k: number) => byFace[Math.min(k, byFace.length) - 1]!.face;
	const newCity = () => TRACKED_CITIES.filter((c) => !p.tradingPosts.includes(c))[rnd.int(TRACKED_CITIES.length - p.tradingPosts.length)] ?? 'kabul';
	const out: ActionEntry[] = [];
	const action = (dice: number[], detail: object) => out.push({ type: 'action', player: seat, dice, ...detail } as ActionEntry);
	action([high.i], { space: 'khans-favor' });
	action([low.i], { space: 'book-1', pay: {}, gain: rnd.next() < 0.5 ? { pepper: 2 } : { camels: 2, coins: 1 } });
	if (high.face >= 3) action([high.i], { space: 'book-2', pay: rnd.next() < 0.3 ? { jade: 1 } : {}, gain: { silk: 1, pepper: 1 } });
	if (high.face >= 5) action([high.i], { space: rnd.next() < 0.5 ? 'book-3-upper' : 'book-3-lower', pay: {}, gain: { gold: 1, coins: 2 } });
	const sealDice = state.players[seat]!.character === 'de-wu' ? 1 : 2;
	if (byFace.length >= sealDice) {
		const lowest = minOf(sealDice);
		const guild = GUILDS.filter((g) => p.seals[g] === 'none' && GUILD_SEAL_TAKE[g].minDie <= lowest).pop();
		if (guild) action(top(sealDice), { space: 'guild-seal', guild });
	}
	const travel = (space: 'travel-lower' | 'travel-middle' | 'travel-upper', dice: number) => {
		if (byFace.length < dice) return;
		const lowest = minOf(dice);
		const steps = space === 'travel-lower' ? 1 : 1 + rnd.int(lowest);
		const routeCost: Bundle = { coins: steps + rnd.int(2), ...(steps > 1 ? { camels: steps - 1 } : {}) };
		const posts = space === 'travel-upper' ? [newCity(), newCity()].filter((c, i, a) => a.indexOf(c) === i) : [newCity()];
		// The city bonus marker of 1 camel and 3 coins (RU L424) sits in Kashgar here.
		const gain: Bundle = posts.includes('kashgar') ? { coins: 3, camels: 1 } : {};
		action(space === 'travel-lower' ? [low.i] : top(dice), { space, steps, routeCost, tradingPosts: posts, gain });
	};
	travel('travel-lower', 1);
	travel('travel-middle', 2);
	travel('travel-upper', 3);
	const full = p.contracts.length >= 2;
	action([low.i], { space: 'contracts', take: 1, discard: full ? [0] : [] });
	for (const city of ['baghdad', 'balkh', 'hormuz'] as const)
		if (p.tradingPosts.includes(city)) action([low.i], { space: city, slot: rnd.next() < 0.5 ? 1 : 2, gain: { camels: 2, points: 1 } });
	action([low.i], { space: 'city-card', card: rnd.next() < 0.5 ? 'area-1' : 'area-2', pay: { camels: 1 }, gain: { coins: 3 } });
	const cardCity = p.tradingPosts.find((c) => c.startsWith('city-card-'));
	if (cardCity) action([high.i], { space: 'city-card', card: Number(cardCity.slice('city-card-'.length)), pay: {}, gain: { coins: 2 * high.face } });
	return rnd.shuffle(out);
}

/** Actions for a player none of whose candidate actions was accepted: the contracts action taking nothing, book I with nothing, Khan's Favor; lowest die first. */
function fallbackActions(state: MarcoPolo2State, seat: number): ActionEntry[] {
	const dice = state.table!.players[seat]!.dice.map((d, i) => ({ i, face: d.face })).sort((a, b) => a.face - b.face);
	const details = [{ space: 'contracts', take: 0, discard: [] }, { space: 'book-1', pay: {}, gain: {} }, { space: 'khans-favor' }];
	return details.flatMap((detail) => dice.map((d) => ({ type: 'action', player: seat, dice: [d.i], ...detail }) as ActionEntry));
}

/** One player's turn: bonus actions now and then, one main action (else a fallback one, or the money bag with the only die of the turn), turn ended. */
function playTrackedTurn(b: LogBuilder, rnd: ReturnType<typeof createRandom>, undos: boolean): void {
	const seat = b.state.table!.turn!;
	const me = () => b.state.table!.players[seat]!;
	const maybeUndo = () => {
		// Someone taps the wrong thing, takes it back and enters it again.
		if (!undos || rnd.next() >= 0.05) return;
		const last = b.log[b.log.length - 1]!.entry;
		b.add({ type: 'undo' }, last);
	};
	const tryFulfil = () => {
		const p = me();
		if (p.contracts.length === 0) return;
		const good = (['pepper', 'silk', 'gold'] as const).find((g) => p.stock[g] >= 2);
		if (!good) return;
		const reward: Bundle = { points: 3 + rnd.int(4), ...(rnd.next() < 0.5 ? { coins: 2 } : { jade: 1 }) };
		const extras = rnd.next() < 0.2 ? { plusOnes: 1 } : rnd.next() < 0.1 ? { blackDieFace: 1 + rnd.int(6) } : undefined;
		if (
			b.try({
				type: 'bonus.fulfilContract',
				player: seat,
				contract: rnd.int(p.contracts.length),
				pay: { [good]: 2, camels: 1 },
				reward,
				...(extras ? { reward2: extras } : {})
			})
		)
			maybeUndo();
	};
	if (me().dice.length > 0) {
		if (rnd.next() < 0.15 && me().stock.camels >= 5) b.try({ type: 'bonus.blackDie', player: seat, face: 1 + rnd.int(6) });
		if (rnd.next() < 0.1 && me().stock.camels >= 3) b.try({ type: 'bonus.reroll', player: seat, die: rnd.int(me().dice.length), face: 1 + rnd.int(6) });
		if (rnd.next() < 0.1 && me().stock.camels >= 4)
			b.try({ type: 'bonus.adjustDie', player: seat, die: rnd.int(me().dice.length), delta: rnd.next() < 0.5 ? 1 : -1 });
		if (rnd.next() < 0.3) tryFulfil();
		let acted = false;
		for (const entry of candidateActions(b.state, seat, rnd)) {
			if (b.try(entry)) {
				acted = true;
				maybeUndo();
				break;
			}
		}
		if (!acted) {
			// No main action was possible. Only a die that was all the player had at the start of the turn may go
			// to the money bag without one (RU L681); otherwise a fallback action, the money bag paying for it if need be.
			const bag = (): boolean => b.try({ type: 'bonus.moneyBag', player: seat, die: 0, take: (['coins', 'camels', 'jade'] as const)[rnd.int(3)]! });
			const fallback = () => fallbackActions(b.state, seat).some((entry) => b.try(entry));
			const table = b.state.table!;
			if (!(table.turnStartDice === 1 && me().dice.length === 1))
				while (!fallback()) if (me().dice.length < 2 || !bag()) throw new Error(`seat ${seat} has no action to take`);
			while (me().dice.length > 0) if (!bag()) throw new Error(`seat ${seat} cannot use the money bag`);
		} else if (rnd.next() < 0.15 && me().dice.length > 1) b.add({ type: 'bonus.moneyBag', player: seat, die: rnd.int(me().dice.length), take: 'coins' });
		if (rnd.next() < 0.3) tryFulfil();
		const p = me();
		if (p.seals.jewelers === 'basic' && p.stock.coins >= 9 && p.stock.gold >= 2)
			b.add({ type: 'bonus.improveSeal', player: seat, guild: 'jewelers', cost: { coins: 9, gold: 2 }, bonus: { camels: 2 } });
	}
	b.add({ type: 'turn.ended', player: seat });
}

/**
 * A tracked game played entry by entry through the rules: setup, then full rounds
 * of round start (with the Kashgar city bonus for those who built there), rolls
 * with compensation, and turns with bonus actions and main actions on every kind
 * of space, until every die is used. Deterministic for the same options.
 * Default: two full rounds of a 4-player game.
 */
export function trackedGameBuilder(options: TrackedGameOptions = {}): LogBuilder {
	const n = options.players ?? 4;
	const rounds = options.rounds ?? 2;
	const seed = options.seed ?? 'TRACKED';
	const rnd = createRandom(`tracked:${seed}:${n}:${rounds}`);
	const b = new LogBuilder();
	b.add(...setupEntries({ players: n, seed, firstPlayer: 0, characters: (options.characters ?? TRACKED_CHARACTERS).slice(0, n), copy: travelCopy() }));
	for (let round = 0; round < rounds; round++) {
		const table = b.state.table!;
		const bonuses = table.players.flatMap((p, player) => (p.tradingPosts.includes('kashgar') ? [{ player, gain: { coins: 3, camels: 1 } }] : []));
		b.add({ type: 'round.started', bonuses });
		for (let player = 0; player < n; player++) {
			const faces = Array.from({ length: 5 }, () => 1 + rnd.int(6));
			const due = Math.max(0, 15 - faces.reduce((x, y) => x + y, 0));
			const coins = rnd.int(due + 1);
			b.add({ type: 'dice.rolled', player, faces, compensation: { coins, camels: due - coins } });
		}
		for (let turns = 0; b.state.table!.stage === 'turns'; turns++) {
			if (turns > 200) throw new Error('a tracked round does not end');
			playTrackedTurn(b, rnd, options.undos ?? true);
		}
	}
	return b;
}

/** The log of a tracked game (see trackedGameBuilder); default two full rounds of a 4-player game. */
export function trackedGameLog(options: TrackedGameOptions = {}): Log {
	return trackedGameBuilder(options).log;
}

/** Re-appends every entry with `append`, as the app would, and returns the log it gives. */
export function reappend(log: Log): Log {
	let out: Log = [];
	for (const s of log) {
		const r = append(marcoPolo2Rules, out, s.entry, s.at);
		if (!r.ok) throw new Error(`entry ${s.seq} refused: ${r.refusal.key}`);
		out = r.log;
	}
	return out;
}
