import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME } from './first-read.ts';

/** One game on this device; its truth is the entries, this row is a summary for the home screen. */
export interface GameRecord {
	id: string;
	/** A registered game's kind (checked when the row is read). */
	kind: string;
	createdAt: number;
	updatedAt: number;
	phase: string;
	players: string[];
	seed: string;
	winners: string[];
	/** Each player's colour in seating order (rows written before it have none). */
	colours?: string[];
	/** Merv's year while it is played. */
	year?: number;
	/** The round being played, while the game tracks it. */
	round?: number;
	/** Each player's points in seating order where the game knows them: in play, or final totals once scored. */
	points?: number[];
	/** Setup checklist items ticked on this phone. */
	checklist?: string[];
	/** Moved out of the main list (a finished game kept for the record). */
	archived?: boolean;
	/** When the player deleted it: hidden at once, removed for good once the few seconds to undo have passed. */
	deletedAt?: number;
}

/** One entry of a game's append-only log, as it was written. */
export interface EntryRecord {
	gameId: string;
	seq: number;
	at: number;
	entry: unknown;
	/** The version of the game's entry shapes it was written with; none: version 1. */
	v?: number;
	/** The phone that made it, and its logical clock (engine/core/merge.ts); none: written before phones shared games. */
	by?: string;
	lc?: number;
}

/** A value this phone keeps about itself: `device`, its random id, which every entry it makes carries. */
export interface MetaRecord {
	id: string;
	value: unknown;
}

/** A game this phone shares live: the invitation's room, key and relay, kept so a reload joins again. */
export interface SharedRecord {
	gameId: string;
	/** The room at the relay: 32 hex digits (128 random bits). */
	room: string;
	/** The game's key (AES-GCM, 256 bits, base64url), which never leaves the phones but in the invitation's #fragment. */
	key: string;
	/** The relay's address (ws:// or wss://). */
	relay: string;
	since: number;
}

/** Where a value of the copy of the game came from, when it was not typed on this phone: a file another group exported. */
export interface CopySource {
	/** The file's name as it was imported. */
	file: string;
	exportedAt: number;
	importedAt: number;
}

/** A value read off the player's own copy of the game. */
export interface PrintedRecord {
	id: string;
	/** A number, resources, a route cost, a tile id, a described goal card…: checked by its game's printed values when read. */
	value: unknown;
	updatedAt: number;
	/** None: typed on this phone. */
	from?: CopySource;
}

/** Why a backup was made. */
export type BackupReason = 'auto' | 'delete' | 'import' | 'restore';

/** What a backup holds, for the list of backups (the rows themselves are compressed in `data`). */
export interface BackupSummary {
	games: number;
	entries: number;
	copy: number;
	/** The games, newest first (at most a few dozen), for the list. */
	list: { kind: string; players: string[] }[];
}

/** A snapshot of every game and the copy of the game, kept on this phone to undo a mistake. */
export interface BackupRecord {
	id?: number;
	at: number;
	reason: BackupReason;
	summary: BackupSummary;
	/** The games, entries and printed rows as stored, as gzip-compressed JSON. */
	data: Uint8Array;
	/** A mark of the data it holds (SHA-256 of its rows), so the same contents are kept once. Older backups have a shorter one. */
	mark: string;
	/** Kept at least until then, whatever the rotation says (the backup taken before a delete). Not indexed. */
	keepUntil?: number;
}

/** A form not submitted yet (e.g. the new-game form), so a reload keeps what was typed. */
export interface DraftRecord {
	id: string;
	value: unknown;
	updatedAt: number;
}

export class SilkLedgerDb extends Dexie {
	games!: EntityTable<GameRecord, 'id'>;
	entries!: Dexie.Table<EntryRecord, [string, number]>;
	printed!: EntityTable<PrintedRecord, 'id'>;
	drafts!: EntityTable<DraftRecord, 'id'>;
	backups!: EntityTable<BackupRecord, 'id'>;
	meta!: EntityTable<MetaRecord, 'id'>;
	shared!: EntityTable<SharedRecord, 'gameId'>;

	constructor(name = DB_NAME) {
		super(name);
		this.version(1).stores({
			games: 'id, updatedAt, phase',
			entries: '[gameId+seq], gameId',
			printed: 'id',
			goalCards: 'id, createdAt'
		});
		// 2: drafts of forms not submitted yet.
		this.version(2).stores({ drafts: 'id' });
		// 3: one name per game everywhere: The Voyages of Marco Polo was 'marco-polo', its printed
		// values 'mp1.…' and Marco Polo II's 'mp2.…'; the Voyages new-game draft and checklist ticks follow.
		this.version(3).upgrade(async (tx) => {
			await tx
				.table('games')
				.toCollection()
				.modify((game: { kind: string; checklist?: string[] }) => {
					if (game.kind === 'marco-polo') game.kind = 'voyages';
					if (game.checklist) game.checklist = game.checklist.map((id) => id.replace(/^mp1_setup_/, 'voyages_setup_'));
				});
			const printed = tx.table<{ id: string }, string>('printed');
			for (const row of await printed.toArray()) {
				const id = String(row.id)
					.replace(/^mp1\./, 'voyages.')
					.replace(/^mp2\./, 'marco-polo-2.');
				if (id === row.id) continue;
				await printed.delete(row.id);
				await printed.put({ ...row, id });
			}
			const drafts = tx.table<{ id: string }, string>('drafts');
			const voyagesDraft = await drafts.get('new-marco-polo');
			if (voyagesDraft) {
				await drafts.delete('new-marco-polo');
				await drafts.put({ ...voyagesDraft, id: 'new-voyages' });
			}
		});
		// 4: one design for "Your copy of the game": Marco Polo II's goal cards the player described become
		// printed values like every other ('marco-polo-2.goal-card.g1' → its symbols and points).
		this.version(4)
			.stores({ goalCards: null })
			.upgrade(async (tx) => {
				const printed = tx.table('printed');
				for (const card of await tx.table<Record<string, unknown> | null>('goalCards').toArray()) {
					if (typeof card?.id !== 'string') continue;
					const { id, seals, coats, points, createdAt } = card;
					await printed.put({
						id: `marco-polo-2.goal-card.${id}`,
						value: { seals, coats, points },
						updatedAt: Number.isSafeInteger(createdAt) ? createdAt : 0
					});
				}
			});
		// 5: backups of every game and the copy of the game, kept on this phone (db/backups.ts).
		this.version(5).stores({ backups: '++id, at' });
		// 6: games shared live between phones: the phone's own id (`meta`), the shared games' invitations (`shared`).
		// Entries gain `by` and `lc` (optional, not indexed); rows written before keep none and read as before.
		// The latest version is first-read.ts's SCHEMA_VERSION too.
		this.version(6).stores({ meta: 'id', shared: 'gameId' });
	}
}
