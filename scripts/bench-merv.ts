/**
 * Merv's benchmarks: the invasion on full cities, the best spice split, one turn entry of a tracked
 * game (check + append + replay), production on random cities, and the judge's decision.
 */
import { append, replay } from '../src/lib/engine/core/replay.ts';
import { createRandom } from '../src/lib/engine/core/random.ts';
import { emptyCopy } from '../src/lib/engine/core/printed.ts';
import {
	ACTIONS,
	attackedBuildings,
	bestSpiceSplit,
	dealCity,
	mervRules,
	planJudgeTurn,
	production,
	SIDES,
	siteTiles,
	type JudgeView,
	type MervEntry,
	type MervState
} from '../src/lib/engine/merv/index.ts';
import { trackedMervLog } from '../tests/unit/merv/turn-fixtures.ts';
import { time } from './bench-timing.ts';

const colours = ['red', 'blue', 'yellow', 'green'] as const;

/** Full cities dealt from seeds, each site built by a random colour, some soldiers and walls. */
function fullCities(n: number) {
	const random = createRandom('bench-merv');
	return Array.from({ length: n }, (_, i) => {
		const city = dealCity(`bench-${i}`, siteTiles(emptyCopy())).map((site) =>
			site ? { ...site, building: random.next() < 0.8 ? colours[random.int(4)]! : null, soldier: random.next() < 0.2 ? colours[random.int(4)]! : null } : null
		);
		const walls = Object.fromEntries(SIDES.map((side) => [side, Array.from({ length: 5 }, () => random.next() < 0.4)])) as MervState['walls'];
		return { city, walls };
	});
}

const MERV_TARGETS = { invasionMs: 1, spiceSplitMs: 1, turnEntryMs: 2, productionMs: 1, judgeMs: 1 } as const;

/** 200 full cities (most sites built, some soldiers, some walls), the invasion computed on each in turn. */
function benchMervInvasion() {
	const cities = fullCities(200);
	let k = 0;
	const timing = time(
		() => {
			const c = cities[k++ % cities.length]!;
			return attackedBuildings(c.city, c.walls);
		},
		5000,
		500
	);
	return { cities: cities.length, ...timing, targetMs: MERV_TARGETS.invasionMs, ok: timing.p95Ms < MERV_TARGETS.invasionMs };
}

/** The best spice split for every holding of 0–8 cards of each spice, in turn. */
function benchMervSpices() {
	const holdings: number[][] = [];
	for (let a = 0; a <= 8; a++) for (let b = 0; b <= 6; b++) for (let c = 0; c <= 6; c++) for (let d = 0; d <= 4; d++) holdings.push([a, b, c, d]);
	let k = 0;
	const timing = time(() => bestSpiceSplit(holdings[k++ % holdings.length]!), 5000, 500);
	return { holdings: holdings.length, ...timing, targetMs: MERV_TARGETS.spiceSplitMs, ok: timing.p95Ms < MERV_TARGETS.spiceSplitMs };
}

/** One turn entry in a tracked 3-player game cut in round 3 of year 1: check, append, replay of the new log. */
function benchMervTurnEntry() {
	const game = trackedMervLog(4);
	let cut = Math.floor(game.length * 0.6);
	while (game[cut]!.entry.type !== 'turn.site') cut++;
	const log = game.slice(0, cut);
	const entry = game[cut]!.entry as MervEntry;
	const timing = time(
		() => {
			const r = append(mervRules, log, entry, log.length);
			if (!r.ok) throw new Error(`the Merv turn benchmark entry was refused: ${r.refusal.key}`);
			return replay(mervRules, r.log);
		},
		500,
		100
	);
	return { entries: log.length, entryType: entry.type, ...timing, targetMs: MERV_TARGETS.turnEntryMs, ok: timing.p95Ms < MERV_TARGETS.turnEntryMs };
}

/** Production of every site of every line of 200 full cities, one activation at a time. */
function benchMervProduction() {
	const cities = fullCities(200);
	const cases = cities.flatMap(({ city }, i) => [0, 1, 2, 3, 4].map((line) => ({ city, round: (i % 4) + 1, line, cell: (i % 4) % 2 ? line * 5 : line })));
	let k = 0;
	const timing = time(
		() => {
			const c = cases[k++ % cases.length]!;
			return production(c.city, c.round, c.line, c.cell, 'red');
		},
		5000,
		500
	);
	return { activations: cases.length, ...timing, targetMs: MERV_TARGETS.productionMs, ok: timing.p95Ms < MERV_TARGETS.productionMs };
}

/** The judge's whole decision (space, site, actions) on 200 full cities, each card in turn. */
function benchMervJudge() {
	const views: JudgeView[] = fullCities(200).map(({ city, walls }, i) => ({
		city,
		walls,
		round: ((i % 4) + 1) as 1 | 2 | 3 | 4,
		freeLines: [0, 1, 2, 3, 4].filter((l) => (l + i) % 3 !== 0),
		judge: 'green',
		chamberlain: 'yellow',
		player: 'red',
		judgeBuildingsLeft: i % 5
	}));
	let k = 0;
	const timing = time(
		() => {
			const n = k++;
			return planJudgeTurn(views[n % views.length]!, ACTIONS[n % ACTIONS.length]!);
		},
		5000,
		500
	);
	return { cities: views.length, ...timing, targetMs: MERV_TARGETS.judgeMs, ok: timing.p95Ms < MERV_TARGETS.judgeMs };
}

const ms = (n: number) => (n < 0.1 ? n.toFixed(4) : n.toFixed(3));
const mark = (ok: boolean) => (ok ? 'OK  ' : 'OVER');

/** Every Merv benchmark: the results for the JSON file and the lines to print. */
export function mervBenches() {
	const mervInvasion = benchMervInvasion();
	const mervSpices = benchMervSpices();
	const mervTurnEntry = benchMervTurnEntry();
	const mervProduction = benchMervProduction();
	const mervJudge = benchMervJudge();
	const line = (r: { ok: boolean; medianMs: number; p95Ms: number; runs: number; targetMs: number }, what: string) =>
		`${mark(r.ok)} ${what}: median ${ms(r.medianMs)} ms, p95 ${ms(r.p95Ms)} ms over ${r.runs} runs   (target < ${r.targetMs} ms)`;
	return {
		results: { mervInvasion, mervSpices, mervTurnEntry, mervProduction, mervJudge },
		ok: mervInvasion.ok && mervSpices.ok && mervTurnEntry.ok && mervProduction.ok && mervJudge.ok,
		lines: [
			line(mervInvasion, `Merv invasion on ${mervInvasion.cities} full cities`),
			line(mervSpices, `Merv best spice split over ${mervSpices.holdings} holdings`),
			line(mervTurnEntry, `Merv turn entry (${mervTurnEntry.entryType}): check + append + replay on a ${mervTurnEntry.entries}-entry tracked log`),
			line(mervProduction, `Merv production, ${mervProduction.activations} activations`),
			line(mervJudge, `Merv judge's decision (space, site, actions) on ${mervJudge.cities} cities`)
		]
	};
}
