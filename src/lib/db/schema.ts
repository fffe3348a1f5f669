import Dexie, { type EntityTable } from 'dexie';
import type { Stored } from '$lib/engine/core/log.ts';
import type { MarcoPolo2Entry, Phase } from '$lib/engine/marco-polo-2/game.ts';
import type { VoyagesEntry, VoyagesState } from '$lib/engine/voyages/game.ts';
import type { GoalCardDef, Resources } from '$lib/engine/marco-polo-2/printed.ts';

/** The games the app serves; each has its own rules engine. */
export type GameKind = 'marco-polo-2' | 'voyages';

/** One game on this device; its truth is the entries, this row is a summary for the home screen. */
export interface GameRecord {
	id: string;
	kind: GameKind;
	createdAt: number;
	updatedAt: number;
	phase: Phase | VoyagesState['phase'];
	players: string[];
	seed: string;
	winners: string[];
	/** Setup checklist items ticked on this phone. */
	checklist?: string[];
}

/** One entry of a game's append-only log. */
export interface EntryRecord extends Stored<MarcoPolo2Entry | VoyagesEntry> {
	gameId: string;
}

/** A value read off the player's own copy of the game. */
export interface PrintedRecord {
	id: string;
	/** A number, resources, a route cost or a tile id, by the printed value's kind. */
	value: number | Resources | { coins?: number; camels?: number } | string;
	updatedAt: number;
}

export interface GoalCardRecord extends GoalCardDef {
	createdAt: number;
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
	goalCards!: EntityTable<GoalCardRecord, 'id'>;
	drafts!: EntityTable<DraftRecord, 'id'>;

	constructor(name = 'silk-ledger') {
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
			const printed = tx.table('printed');
			for (const row of await printed.toArray()) {
				const id = String(row.id)
					.replace(/^mp1\./, 'voyages.')
					.replace(/^mp2\./, 'marco-polo-2.');
				if (id === row.id) continue;
				await printed.delete(row.id);
				await printed.put({ ...row, id });
			}
			const drafts = tx.table('drafts');
			const voyagesDraft = await drafts.get('new-marco-polo');
			if (voyagesDraft) {
				await drafts.delete('new-marco-polo');
				await drafts.put({ ...voyagesDraft, id: 'new-voyages' });
			}
		});
	}
}
