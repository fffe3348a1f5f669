/**
 * Test and benchmark fixtures for the Marco Polo II engine: logs built through the
 * rules (every entry is validated exactly as `append` would), finished games for
 * N players, realistic long logs with undos, and a "copy of the game" in which
 * every printed value scoring needs is known.
 *
 * The coat-track and goal-card points below that are not in the rulebook text
 * are MADE UP for tests; they are not the values printed on the real components.
 */
import type { Refusal, Stored, UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { check } from '../../../src/lib/engine/core/replay.ts';
import {
	PLAYER_COLOURS,
	SHEET_NUMBER_FIELDS,
	GUILDS,
	coatTrackId,
	drawFirstPlayer,
	emptySheet,
	mp2Rules,
	type CharacterId,
	type CopyOfTheGame,
	type GoalCardDef,
	type GoalCardRef,
	type Mp2Entry,
	type Mp2Player,
	type Mp2State,
	type ScoreSheet,
	type SealState
} from '../../../src/lib/engine/marco-polo-2/index.ts';

export type Entry = Mp2Entry | UndoEntry;
export type Log = Stored<Mp2Entry>[];

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
 * Produces the same log as calling `append` repeatedly (a test checks this).
 */
export class LogBuilder {
	readonly log: Log = [];
	private readonly states: Mp2State[] = [mp2Rules.initial()];
	private clock: number;

	constructor(startAt = 1_700_000_000_000) {
		this.clock = startAt;
	}

	get state(): Mp2State {
		return this.states[this.states.length - 1]!;
	}

	get undoDepth(): number {
		return this.states.length - 1;
	}

	/** The reason the entry would be refused, or null. */
	refusal(entry: Entry): Refusal | null {
		if (entry.type === 'undo') return this.states.length > 1 ? null : { key: 'refusal_nothing_to_undo' };
		return mp2Rules.validate(this.state, entry);
	}

	/** Appends if accepted; returns whether it was. */
	try(entry: Entry): boolean {
		if (this.refusal(entry)) return false;
		const seq = this.log.length + 1;
		this.clock += 1000;
		this.log.push({ seq, at: this.clock, entry });
		if (entry.type === 'undo') this.states.pop();
		else this.states.push(mp2Rules.apply(this.state, entry));
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
}

/** Entries from an empty log to the 'playing' phase. */
export function setupEntries(options: SetupOptions = {}): Mp2Entry[] {
	const n = options.players ?? 4;
	const seed = options.seed ?? 'FIXTURE';
	const entries: Mp2Entry[] = [{ type: 'game.created', players: players(n), seed }];
	const builder = new LogBuilder().add(entries[0]!);
	const drawn = options.firstPlayer === undefined;
	const first = options.firstPlayer ?? drawFirstPlayer(seed, n);
	const push = (e: Mp2Entry) => {
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
export function sheetEntries(player: number, sheet: Partial<ScoreSheet>): Mp2Entry[] {
	const full = { ...emptySheet(), ...sheet };
	const out: Mp2Entry[] = [];
	if (full.goalCard) out.push({ type: 'sheet.goalCard', player, card: full.goalCard });
	const order = ['tradingPosts', 'differentCoats', 'goalCoatsReached', ...SHEET_NUMBER_FIELDS.filter((f) => !['tradingPosts', 'differentCoats', 'goalCoatsReached'].includes(f))] as const;
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

/** A copy of the game in which every value scoring can need is known. */
export function fullCopy(): CopyOfTheGame {
	const values: Record<string, number> = {};
	for (const [index, points] of Object.entries(MADE_UP_COAT_TRACK)) values[coatTrackId(Number(index))] = points;
	const goalCards: GoalCardDef[] = Object.values(GOAL_CARDS).map((c) => ({ ...c, seals: [...c.seals], points: { ...GOAL_POINTS[c.id] } }));
	return { values, goalCards };
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

/** Entries of a whole game: setup, every sheet filled and confirmed, game finished. */
export function finishedGameEntries(options: FinishedOptions = {}): Mp2Entry[] {
	const n = options.players ?? options.sheets?.length ?? 4;
	const sheets = options.sheets ?? sampleSheets(n);
	const entries: Mp2Entry[] = [...setupEntries({ ...options, players: n }), { type: 'scoring.started' }];
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
export function player(sheet: Partial<ScoreSheet> = {}, character: CharacterId | null = null, index = 0): Mp2Player {
	return {
		name: NAMES[index] ?? `P${index}`,
		colour: PLAYER_COLOURS[index % PLAYER_COLOURS.length]!,
		character,
		sheet: { ...emptySheet(), ...sheet, seals: { ...emptySheet().seals, ...sheet.seals } },
		sheetConfirmed: true
	};
}

/** A state for scoreGame from sheets (and optional characters). */
export function scoringState(sheets: readonly Partial<ScoreSheet>[], characters: readonly (CharacterId | null)[] = []): Pick<Mp2State, 'players'> {
	return { players: sheets.map((s, i) => player(s, characters[i] ?? null, i)) };
}

/** True when the entry would be accepted after the log (the engine's own check). */
export const accepted = (log: Log, entry: Entry) => check(mp2Rules, log, entry) === null;
