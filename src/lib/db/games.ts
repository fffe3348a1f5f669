/**
 * Games on this device. Every entry goes through its game's rules engine inside
 * one transaction: a refused entry writes nothing.
 */
import { append, replay } from '$lib/engine/core/replay.ts';
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import type { Rules } from '$lib/engine/core/rules.ts';
import { marcoPolo2Rules, type MarcoPolo2Entry, type MarcoPolo2State } from '$lib/engine/marco-polo-2/game.ts';
import { scoreGame } from '$lib/engine/marco-polo-2/scoring.ts';
import { voyagesRules, type VoyagesEntry, type VoyagesState } from '$lib/engine/voyages/game.ts';
import { scoreGame as scoreMp1Game } from '$lib/engine/voyages/scoring.ts';
import type { EntryRecord, GameKind, GameRecord, SilkLedgerDb } from './schema.ts';
import { loadCopy } from './copy.ts';

/** What each game kind's log holds and replays to. */
export interface KindTypes {
	'marco-polo-2': { entry: MarcoPolo2Entry; state: MarcoPolo2State };
	voyages: { entry: VoyagesEntry; state: VoyagesState };
}
export type EntryOf<K extends GameKind> = KindTypes[K]['entry'];
export type StateOf<K extends GameKind> = KindTypes[K]['state'];

const RULES: { [K in GameKind]: Rules<StateOf<K>, EntryOf<K>> } = {
	'marco-polo-2': marcoPolo2Rules,
	voyages: voyagesRules
};

export const rulesOf = <K extends GameKind>(kind: K): Rules<StateOf<K>, EntryOf<K>> => RULES[kind];

export type AppendResult<K extends GameKind = 'marco-polo-2'> = { ok: true; log: Stored<EntryOf<K>>[]; state: StateOf<K> } | { ok: false; refusal: Refusal };

function newId(): string {
	return crypto.randomUUID();
}

export async function getGame(db: SilkLedgerDb, id: string): Promise<GameRecord | undefined> {
	return db.games.get(id);
}

export async function loadLog<K extends GameKind = 'marco-polo-2'>(db: SilkLedgerDb, gameId: string): Promise<Stored<EntryOf<K>>[]> {
	const rows = await db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
	return rows.map(({ seq, at, entry }) => ({ seq, at, entry }) as Stored<EntryOf<K>>);
}

/** The home screen's summary of a game: phase, players, seed and, once finished, the winners. */
async function summarize(
	db: SilkLedgerDb,
	kind: GameKind,
	state: MarcoPolo2State | VoyagesState
): Promise<Pick<GameRecord, 'phase' | 'players' | 'seed' | 'winners'>> {
	let winners: string[] = [];
	if (state.phase === 'finished') {
		if (kind === 'marco-polo-2') {
			const outcome = scoreGame(state as MarcoPolo2State, await loadCopy(db));
			if (outcome.complete) winners = outcome.result.winners.map((p) => state.players[p]!.name);
		} else {
			const s = state as VoyagesState;
			const outcome = scoreMp1Game(
				s.players.map((p) => ({ sheet: p.sheet, character: p.character })),
				s.copy
			);
			if (outcome.complete) winners = outcome.result.winners.map((p) => s.players[p]!.name);
		}
	}
	return { phase: state.phase, players: state.players.map((p) => p.name), seed: state.seed, winners };
}

/** Starts a game with its first entry; nothing is stored if the rules refuse it. */
export async function createGame<K extends GameKind>(
	db: SilkLedgerDb,
	first: EntryOf<K>,
	now = Date.now(),
	kind: K = 'marco-polo-2' as K
): Promise<{ ok: true; id: string } | { ok: false; refusal: Refusal }> {
	const rules = rulesOf(kind);
	const result = append(rules, [], first, now);
	if (!result.ok) return result;
	const id = newId();
	const state = replay(rules, result.log);
	await db.transaction('rw', db.games, db.entries, db.goalCards, db.printed, async () => {
		await db.entries.add({ ...(result.stored as Omit<EntryRecord, 'gameId'>), gameId: id });
		await db.games.add({ id, kind, createdAt: now, updatedAt: now, ...(await summarize(db, kind, state as MarcoPolo2State | VoyagesState)) });
	});
	return { ok: true, id };
}

/** Checks an entry against the stored log and appends it, all in one transaction. */
export async function appendEntry<K extends GameKind = 'marco-polo-2'>(
	db: SilkLedgerDb,
	gameId: string,
	entry: EntryOf<K> | UndoEntry,
	now = Date.now()
): Promise<AppendResult<K>> {
	return db.transaction('rw', db.games, db.entries, db.goalCards, db.printed, async () => {
		const game = await db.games.get(gameId);
		if (!game) return { ok: false as const, refusal: { key: 'refusal_no_such_game' } };
		const rules = rulesOf(game.kind) as unknown as Rules<StateOf<K>, EntryOf<K>>;
		const log = await loadLog<K>(db, gameId);
		const result = append(rules, log, entry, now);
		if (!result.ok) return result;
		const state = replay(rules, result.log);
		await db.entries.add({ ...(result.stored as Omit<EntryRecord, 'gameId'>), gameId });
		await db.games.update(gameId, { updatedAt: now, ...(await summarize(db, game.kind, state as MarcoPolo2State | VoyagesState)) });
		return { ok: true as const, log: result.log, state };
	});
}

export async function refreshSummary(db: SilkLedgerDb, gameId: string): Promise<void> {
	const game = await db.games.get(gameId);
	if (!game) return;
	const log = await loadLog(db, gameId);
	if (log.length)
		await db.games.update(gameId, await summarize(db, game.kind, replay(rulesOf(game.kind) as Rules<MarcoPolo2State | VoyagesState, never>, log as never)));
}

export async function deleteGame(db: SilkLedgerDb, gameId: string): Promise<void> {
	await db.transaction('rw', db.games, db.entries, async () => {
		await db.entries.where('gameId').equals(gameId).delete();
		await db.games.delete(gameId);
	});
}

export async function setChecklist(db: SilkLedgerDb, gameId: string, ticked: string[]): Promise<void> {
	await db.games.update(gameId, { checklist: ticked });
}
