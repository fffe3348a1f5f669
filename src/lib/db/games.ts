/**
 * Games on this device. Every entry goes through the rules engine inside one
 * transaction: a refused entry writes nothing.
 */
import { append, replay } from '$lib/engine/core/replay.ts';
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import { mp2Rules, type Mp2Entry, type Mp2State } from '$lib/engine/marco-polo-2/game.ts';
import { scoreGame } from '$lib/engine/marco-polo-2/scoring.ts';
import type { EntryRecord, GameRecord, SilkLedgerDb } from './schema.ts';
import { loadCopy } from './copy.ts';

export type AppendResult = { ok: true; log: Stored<Mp2Entry>[]; state: Mp2State } | { ok: false; refusal: Refusal };

function newId(): string {
	return crypto.randomUUID();
}

export async function getGame(db: SilkLedgerDb, id: string): Promise<GameRecord | undefined> {
	return db.games.get(id);
}

export async function loadLog(db: SilkLedgerDb, gameId: string): Promise<Stored<Mp2Entry>[]> {
	const rows = await db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
	return rows.map(({ seq, at, entry }) => ({ seq, at, entry }));
}

async function summarize(db: SilkLedgerDb, state: Mp2State): Promise<Pick<GameRecord, 'phase' | 'players' | 'seed' | 'winners'>> {
	let winners: string[] = [];
	if (state.phase === 'finished') {
		const outcome = scoreGame(state, await loadCopy(db));
		if (outcome.complete) winners = outcome.result.winners.map((p) => state.players[p]!.name);
	}
	return { phase: state.phase, players: state.players.map((p) => p.name), seed: state.seed, winners };
}

/** Starts a game with its first entry; nothing is stored if the rules refuse it. */
export async function createGame(db: SilkLedgerDb, first: Mp2Entry, now = Date.now()): Promise<{ ok: true; id: string } | { ok: false; refusal: Refusal }> {
	const result = append(mp2Rules, [], first, now);
	if (!result.ok) return result;
	const id = newId();
	const state = replay(mp2Rules, result.log);
	await db.transaction('rw', db.games, db.entries, db.goalCards, db.printed, async () => {
		await db.entries.add({ gameId: id, ...result.stored });
		await db.games.add({ id, kind: 'marco-polo-2', createdAt: now, updatedAt: now, ...(await summarize(db, state)) });
	});
	return { ok: true, id };
}

/** Checks an entry against the stored log and appends it, all in one transaction. */
export async function appendEntry(db: SilkLedgerDb, gameId: string, entry: Mp2Entry | UndoEntry, now = Date.now()): Promise<AppendResult> {
	return db.transaction('rw', db.games, db.entries, db.goalCards, db.printed, async () => {
		const log = await loadLog(db, gameId);
		const result = append(mp2Rules, log, entry, now);
		if (!result.ok) return result;
		const state = replay(mp2Rules, result.log);
		await db.entries.add({ gameId, ...result.stored } satisfies EntryRecord);
		await db.games.update(gameId, { updatedAt: now, ...(await summarize(db, state)) });
		return { ok: true as const, log: result.log, state };
	});
}

export async function refreshSummary(db: SilkLedgerDb, gameId: string): Promise<void> {
	const log = await loadLog(db, gameId);
	if (log.length) await db.games.update(gameId, await summarize(db, replay(mp2Rules, log)));
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
