/**
 * Statistics over the finished games on this phone, derived from their results each time (never stored):
 * the history with its filters, each player's figures and each game's. Unfinished games are left out.
 */
import { nameKey, namesOf, type Aliases } from './names.ts';
import { isFinished, type Play, type PlayOrUnfinished } from './play.ts';

export interface HistoryFilter {
	kind?: string;
	/** A player's name (any spelling merged into it counts). */
	player?: string;
}

/** The finished plays that match, newest first. */
export function history(plays: readonly PlayOrUnfinished[], filter: HistoryFilter, aliases: Aliases = {}): Play[] {
	const names = namesOf(aliases);
	const who = filter.player === undefined ? null : names(filter.player).key;
	return plays
		.filter(isFinished)
		.filter((p) => (filter.kind === undefined || p.kind === filter.kind) && (who === null || p.result.players.some((x) => names(x.name).key === who)))
		.sort((a, b) => b.endedAt - a.endedAt);
}

export interface PlayerStats {
	/** The merged name, as last spelt. */
	name: string;
	games: number;
	wins: number;
	/** Wins / games, 0–1; a shared victory is a win for each who shares it. */
	winRate: number;
	averageScore: number;
	bestScore: number;
	/** Average points per scoring category, by game kind (categories differ from game to game). */
	categories: Record<string, Record<string, number>>;
	/** The character played most often (message key); the latest on a tie; null where none was played. */
	favouriteCharacter: string | null;
}

interface PlayerAcc {
	name: string;
	games: number;
	wins: number;
	sum: number;
	best: number;
	cats: Record<string, { n: number; sums: Record<string, number> }>;
	chars: Map<string, { n: number; last: number }>;
}

/** Every player's figures over the finished plays (of one game kind, if given), most games first. */
export function playerStats(plays: readonly PlayOrUnfinished[], aliases: Aliases = {}, kind?: string): PlayerStats[] {
	const acc = new Map<string, PlayerAcc>();
	const names = namesOf(aliases);
	const finished = plays.filter(isFinished).filter((p) => kind === undefined || p.kind === kind);
	// Oldest first: the name shown is the latest spelling.
	for (const play of [...finished].sort((a, b) => a.endedAt - b.endedAt)) {
		for (const p of play.result.players) {
			const { name, key } = names(p.name);
			const a: PlayerAcc = acc.get(key) ?? { name, games: 0, wins: 0, sum: 0, best: -Infinity, cats: {}, chars: new Map() };
			a.name = name;
			a.games++;
			if (play.result.winners.includes(p.seat)) a.wins++;
			a.sum += p.total;
			a.best = Math.max(a.best, p.total);
			const c = (a.cats[play.kind] ??= { n: 0, sums: {} });
			c.n++;
			for (const cat of play.result.categories) c.sums[cat] = (c.sums[cat] ?? 0) + (p.categories[cat] ?? 0);
			if (p.character) a.chars.set(p.character, { n: (a.chars.get(p.character)?.n ?? 0) + 1, last: play.endedAt });
			acc.set(key, a);
		}
	}
	return [...acc.values()].map(toPlayerStats).sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
}

function toPlayerStats(a: PlayerAcc): PlayerStats {
	const categories = Object.fromEntries(
		Object.entries(a.cats).map(([kind, c]) => [kind, Object.fromEntries(Object.entries(c.sums).map(([cat, sum]) => [cat, sum / c.n]))])
	);
	let favourite: [string, { n: number; last: number }] | null = null;
	for (const entry of a.chars)
		if (!favourite || entry[1].n > favourite[1].n || (entry[1].n === favourite[1].n && entry[1].last > favourite[1].last)) favourite = entry;
	return {
		name: a.name,
		games: a.games,
		wins: a.wins,
		winRate: a.wins / a.games,
		averageScore: a.sum / a.games,
		bestScore: a.best,
		categories,
		favouriteCharacter: favourite?.[0] ?? null
	};
}

export interface CharacterWins {
	character: string;
	played: number;
	won: number;
	/** Won / played, 0–1. */
	winRate: number;
}

export interface GameStats {
	kind: string;
	plays: number;
	/** The winning total averaged over the plays some player won; null when none was. */
	averageWinningScore: number | null;
	/** Each character played: how often it won, most wins first. */
	characters: CharacterWins[];
	/** Each category's share of all the points scored, 0–1, in the game's order. */
	categoryShare: { category: string; share: number }[];
}

/** One game's figures over its finished plays. */
export function gameStats(plays: readonly PlayOrUnfinished[], kind: string): GameStats {
	const own = plays.filter(isFinished).filter((p) => p.kind === kind);
	let won = 0;
	let winningSum = 0;
	const chars = new Map<string, { played: number; won: number }>();
	const catSums = new Map<string, number>();
	let total = 0;
	for (const play of own) {
		const { players, winners, categories } = play.result;
		if (winners.length) {
			won++;
			winningSum += Math.max(...winners.map((w) => players[w]?.total ?? 0));
		}
		for (const cat of categories) if (!catSums.has(cat)) catSums.set(cat, 0);
		for (const p of players) {
			if (p.character) {
				const c = chars.get(p.character) ?? { played: 0, won: 0 };
				c.played++;
				if (winners.includes(p.seat)) c.won++;
				chars.set(p.character, c);
			}
			for (const cat of categories) {
				const v = Math.max(0, p.categories[cat] ?? 0);
				catSums.set(cat, catSums.get(cat)! + v);
				total += v;
			}
		}
	}
	return {
		kind,
		plays: own.length,
		averageWinningScore: won ? winningSum / won : null,
		characters: [...chars]
			.map(([character, c]) => ({ character, ...c, winRate: c.won / c.played }))
			.sort((a, b) => b.won - a.won || b.winRate - a.winRate || a.character.localeCompare(b.character)),
		categoryShare: [...catSums].map(([category, sum]) => ({ category, share: total ? sum / total : 0 }))
	};
}

/** Every spelling of a player's name on this phone, each once with how many finished plays it is in: what can be merged. */
export function spellings(plays: readonly PlayOrUnfinished[]): { name: string; plays: number }[] {
	const out = new Map<string, { name: string; plays: number }>();
	for (const play of plays.filter(isFinished))
		for (const p of play.result.players) {
			const s = out.get(nameKey(p.name)) ?? { name: p.name.trim(), plays: 0 };
			s.plays++;
			out.set(nameKey(p.name), s);
		}
	return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}
