/**
 * (g) Export and import of 100 finished games (half Marco Polo II, half The Voyages of Marco Polo) through
 * src/lib/db as the data screen runs them, on fake-indexeddb: each export builds the file and packs it;
 * each import reads it, plans (every row through its game's schema, every log replayed) and writes it into
 * an empty database. Loaded by scripts/bench.ts through Vite, which resolves the app's module paths.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { performance } from 'node:perf_hooks';
import { exportFile } from '../src/lib/db/export.ts';
import { fileBytes, readFile } from '../src/lib/db/file-format.ts';
import { applyImport, planImport } from '../src/lib/db/import.ts';
import { SilkLedgerDb } from '../src/lib/db/schema.ts';
import { storeLog } from '../tests/unit/db-fixtures.ts';
import { finishedGameLog } from '../tests/unit/marco-polo-2/fixtures.ts';
import { voyagesFinishedGameLog } from '../tests/unit/voyages/fixtures.ts';

const GAMES = 100;

/** 100 finished games of 2–4 players, each with its own seed and times (a file of copies would compress unfairly well). */
async function storeGames(db: SilkLedgerDb) {
	for (let i = 0; i < GAMES; i++) {
		const players = 2 + (i % 3);
		const log = i % 2 === 0 ? finishedGameLog({ players, seed: `BENCH-${i}` }) : voyagesFinishedGameLog(players);
		const shifted = log.map((s, j) => ({ ...s, at: 1_700_000_000_000 + i * 86_400_000 + j * 37_000 + ((i * 7919 + j * 104_729) % 30_000) }));
		await storeLog(db, i % 2 === 0 ? 'marco-polo-2' : 'voyages', shifted, crypto.randomUUID());
	}
}

const stats = (samples: number[]) => {
	const s = [...samples].sort((a, b) => a - b);
	return { runs: s.length, medianMs: s[Math.floor(s.length / 2)]!, p95Ms: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]! };
};

export async function benchData(runs = 15) {
	const source = new SilkLedgerDb('bench-source');
	await storeGames(source);
	const entries = await source.entries.count();
	const exports: number[] = [];
	let packed = new Uint8Array();
	let plainBytes = 0;
	for (let i = 0; i < runs + 2; i++) {
		const t0 = performance.now();
		const { file } = await exportFile(source, { games: 'all', copy: true });
		packed = await fileBytes(file, true);
		if (i >= 2) exports.push(performance.now() - t0);
		plainBytes = (await fileBytes(file, false)).length;
	}
	const imports: number[] = [];
	for (let i = 0; i < runs + 2; i++) {
		const target = new SilkLedgerDb(`bench-target-${i}`);
		const t0 = performance.now();
		const read = await readFile(packed);
		if (!read.ok) throw new Error(`the benchmark file was refused: ${read.refusal.key}`);
		const { plan } = await planImport(target, read.file, 'bench.json.gz');
		if (plan.games.some((g) => g.action === 'left-out')) throw new Error('the benchmark file had games left out');
		const applied = await applyImport(target, plan);
		if (!applied.ok) throw new Error('the benchmark import was not written');
		if (i >= 2) imports.push(performance.now() - t0);
		if ((await target.games.count()) !== GAMES) throw new Error('the benchmark import lost games');
		target.close();
		await Dexie.delete(target.name);
	}
	source.close();
	await Dexie.delete(source.name);
	return { games: GAMES, entries, fileBytes: packed.length, jsonBytes: plainBytes, export: stats(exports), import: stats(imports) };
}
