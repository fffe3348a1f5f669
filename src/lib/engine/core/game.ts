/**
 * The shape every game plugs into: one module per game, listed in the app's registry.
 * The rest of the app reads games only through it.
 */
import type { Copy, PrintedCatalog } from './printed.ts';
import type { GameResult } from './result.ts';
import type { Rules } from './rules.ts';

/** What the home screen and the new-game form need to know of a game, without loading its rules. */
export interface GameMeta {
	kind: string;
	/** Its screens: `${route}?id=…` for a game, `${route}/new` to start one. */
	route: string;
	/** Its own message keys start with this (`marco_polo_2_…`). */
	messages: string;
	players: { min: number; max: number };
	colours: readonly string[];
	/** Its phases, in order; the last is the finished game. */
	phases: readonly string[];
	/** Its name and id on BoardGameGeek, which BG Stats plays are matched by. */
	bgg: { id: number; name: string };
}

/** A game on the home list. */
export interface GameSummary {
	phase: string;
	players: string[];
	seed: string;
	/** Names of the winners once the game is finished and scored. */
	winners: string[];
	/** Each player's colour, in seating order. */
	colours?: string[];
	/** Merv's year (1–3) while it is played. */
	year?: number;
	/** The round being played (Marco Polo games 1–5, Merv's round of the year 1–4), while play is tracked. */
	round?: number;
	/**
	 * Each player's points in seating order, where the game knows them: on the score track in play,
	 * the final totals once finished and scored. Absent when the game does not know them.
	 */
	points?: number[];
}

/**
 * A change of an entry shape: stored entries written before it are rewritten when read,
 * from version `from` to `from + 1`. Returning null means the entry cannot be carried over.
 */
export interface EntryMigration {
	from: number;
	/** What changed and why, for docs/data.md and the tests. */
	describe: string;
	migrate(entry: Record<string, unknown>): Record<string, unknown> | null;
}

/** What every game state has: phase, seed, players and the printed values this game uses. */
export interface GameStateBase {
	phase: string;
	seed: string;
	players: readonly { name: string }[];
	copy: Copy;
}

export interface GameModule<S extends GameStateBase = GameStateBase, E extends { type: string } = { type: string }> {
	meta: GameMeta;
	rules: Rules<S, E>;
	/** The version of the entry shapes written now; stored entries of older versions go through `migrations`. */
	entryVersion: number;
	migrations: readonly EntryMigration[];
	printed: PrintedCatalog;
	/** The home list's line for this state (winners from the game's own copy). */
	summary(state: S): GameSummary;
	/** The finished game's result for the results screen and the statistics; null before it is finished and scored. */
	result(state: S): GameResult | null;
	/** The first entry of a game with these players, seed and choices; the app's copy goes with it. */
	created(players: { name: string; colour: string }[], seed: string, copy: Copy, options: Record<string, string>): E;
}

/** Brings a stored entry to the current version, or says it cannot be. Never throws. */
export function migrateEntry(module: Pick<GameModule, 'entryVersion' | 'migrations'>, entry: unknown, version: number): Record<string, unknown> | null {
	if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
	if (!Number.isInteger(version) || version < 1 || version > module.entryVersion) return null;
	let out: Record<string, unknown> | null = entry as Record<string, unknown>;
	for (let from = version; from < module.entryVersion && out; from++) {
		const step = module.migrations.find((m) => m.from === from);
		if (!step) return null;
		try {
			out = step.migrate(structuredClone(out));
		} catch {
			return null;
		}
	}
	return out;
}

/** Final totals in seating order, from a ranking that names each player's seat. */
export function totalsBySeat(ranking: readonly { player: number; total: number }[], players: number): number[] {
	const out: number[] = Array.from({ length: players }, () => 0);
	for (const s of ranking) if (s.player >= 0 && s.player < players) out[s.player] = s.total;
	return out;
}
