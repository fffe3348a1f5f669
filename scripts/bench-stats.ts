/**
 * (j) Statistics over 1,000 finished games: the history, every player's figures and each game's, as the
 * history screen derives them each time it opens. The games are made up from a seed, in each game's own
 * scoring categories and characters; one in ten is unfinished (left out, as on the phone).
 */
import { createRandom } from '../src/lib/engine/core/random.ts';
import { messageKey } from '../src/lib/engine/core/messages.ts';
import type { GameResult } from '../src/lib/engine/core/result.ts';
import { BREAKDOWN_CATEGORIES as MP2_CATEGORIES, CHARACTERS as MP2_CHARACTERS } from '../src/lib/engine/marco-polo-2/index.ts';
import { MERV_CATEGORIES } from '../src/lib/engine/merv/module.ts';
import { CHARACTERS as VOYAGES_CHARACTERS, BREAKDOWN_CATEGORIES as VOYAGES_CATEGORIES } from '../src/lib/engine/voyages/index.ts';
import { merged } from '../src/lib/stats/names.ts';
import type { PlayOrUnfinished } from '../src/lib/stats/play.ts';
import { gameStats, history, playerStats, spellings } from '../src/lib/stats/stats.ts';
import { time } from './bench-timing.ts';

export const STATS_TARGET_MS = 50;

const GAMES = [
	{ kind: 'marco-polo-2', categories: MP2_CATEGORIES, characters: MP2_CHARACTERS.map((c) => messageKey('marco_polo_2_char', c)) },
	{ kind: 'voyages', categories: VOYAGES_CATEGORIES, characters: VOYAGES_CHARACTERS.map((c) => messageKey('voyages_char', c)) },
	{ kind: 'merv', categories: MERV_CATEGORIES, characters: [] as string[] }
];
const NAMES = ['Anna', 'Boris', 'Vera', 'Chen', 'Ewa', 'Filip', 'Gosia', 'Olga', 'Pyotr', 'Ana', 'anna', 'Ewka'];

export function madeUpPlays(count: number, seed = 'STATS-BENCH'): PlayOrUnfinished[] {
	const r = createRandom(seed);
	return Array.from({ length: count }, (_, i): PlayOrUnfinished => {
		const game = GAMES[i % GAMES.length]!;
		const at = 1_700_000_000_000 + i * 86_400_000;
		const base = { id: `game-${i}`, kind: game.kind, startedAt: at, endedAt: at + 5_400_000 };
		if (i % 10 === 9) return { ...base, result: null };
		const names = r.shuffle(NAMES).slice(0, 2 + r.int(3));
		const players = names.map((name, seat) => {
			const categories = Object.fromEntries(game.categories.map((c) => [c, r.int(30)]));
			const total = Object.values(categories).reduce((a, b) => a + b, 0);
			const character = game.characters.length ? { character: game.characters[r.int(game.characters.length)]! } : {};
			return { seat, name, colour: 'blue', total, rank: 0, categories, tieBreak: { camels: r.int(5) }, ...character };
		});
		for (const p of players) p.rank = 1 + players.filter((q) => q.total > p.total).length;
		const winners = players.filter((p) => p.rank === 1).map((p) => p.seat);
		const result: GameResult = { players, winners, decidedBy: winners.length > 1 ? 'shared' : 'points', categories: game.categories };
		return { ...base, result };
	});
}

/** Everything the history screen shows at once with no filter, then with a player's, plus one game's figures. */
function allStatistics(plays: readonly PlayOrUnfinished[]) {
	const aliases = merged({}, 'Ewka', 'Ewa');
	return {
		history: history(plays, {}, aliases).length,
		players: playerStats(plays, aliases),
		mine: history(plays, { player: 'Ewa' }, aliases).length,
		games: GAMES.map((g) => gameStats(plays, g.kind)),
		spellings: spellings(plays)
	};
}

export function benchStatistics() {
	const plays = madeUpPlays(1000);
	const check = allStatistics(plays);
	if (check.history !== 900) throw new Error(`the statistics bench expects 900 finished plays, got ${check.history}`);
	const timing = time(() => allStatistics(plays), 100, 20);
	return {
		games: plays.length,
		finished: check.history,
		players: check.players.length,
		...timing,
		targetMs: STATS_TARGET_MS,
		ok: timing.p95Ms < STATS_TARGET_MS
	};
}
