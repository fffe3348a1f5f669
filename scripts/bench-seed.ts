/**
 * For the browser benchmarks: a file as the data screen exports it, holding one game in play of each
 * kind (Marco Polo II in round 3 at the table, The Voyages of Marco Polo with play started, Merv in its
 * second round), so each game screen is measured as a table sees it mid-game. Loaded through Vite.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { exportFile } from '../src/lib/db/export.ts';
import { fileBytes } from '../src/lib/db/file-format.ts';
import { SilkLedgerDb } from '../src/lib/db/schema.ts';
import { storeLog } from '../tests/unit/db-fixtures.ts';
import { trackedGameLog } from '../tests/unit/marco-polo-2/fixtures.ts';
import { trackedMervLog } from '../tests/unit/merv/turn-fixtures.ts';
import { voyagesPlayingLog } from '../tests/unit/voyages/fixtures.ts';
import { GAMES_IN_PLAY } from './bench-seed-ids.ts';

function marcoPolo2InPlay() {
	const game = trackedGameLog({ players: 4, rounds: 5, seed: 'BENCH' });
	const round3 = game.flatMap((s, i) => (s.entry.type === 'round.started' ? [i] : []))[2]!;
	return game.slice(0, round3 + 5);
}

/** The file's bytes (packed, as exported). */
export async function gamesInPlayFile(): Promise<Uint8Array> {
	const db = new SilkLedgerDb('bench-seed');
	const at = (log: readonly { seq: number; entry: unknown }[]) => log.map((s, j) => ({ ...s, at: 1_760_000_000_000 + j * 41_000 }));
	await storeLog(db, 'marco-polo-2', at(marcoPolo2InPlay()), GAMES_IN_PLAY['/marco-polo-2']);
	await storeLog(db, 'voyages', at(voyagesPlayingLog(3)), GAMES_IN_PLAY['/voyages']);
	await storeLog(db, 'merv', at(trackedMervLog(2)), GAMES_IN_PLAY['/merv']);
	const { file } = await exportFile(db, { games: 'all', copy: true });
	const bytes = await fileBytes(file, true);
	db.close();
	await Dexie.delete(db.name);
	return bytes;
}
