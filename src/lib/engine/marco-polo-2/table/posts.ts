/** Trading posts: built by travel or entered as a correction (RU L456–505). */
import { refuse, type Refusal } from '../../core/log.ts';
import { STARTING, TRADING_POST_MILESTONES } from '../catalog.ts';
import type { TablePlayer, TableState } from './state.ts';

/** Milestone points for the n-th trading post built (RU L468). */
export function tradingPostMilestone(n: number): number {
	return TRADING_POST_MILESTONES[n] ?? 0;
}

/** All of a player's trading posts are out: a new one moves one of them (RU L502). */
export const allPostsOut = (p: Pick<TablePlayer, 'tradingPosts'>): boolean => p.tradingPosts.length >= STARTING.tradingPosts;

/** Builds a trading post; never in Beijing, never twice in a city; with all 11 out, an existing one moves (RU L502). */
export function buildTradingPost(p: TablePlayer, city: string, movedFrom: string | undefined): TablePlayer | Refusal {
	const name = city.trim();
	if (!name) return refuse('marco_polo_2_refusal_trading_post_city_missing');
	if (name.toLowerCase() === 'beijing') return refuse('marco_polo_2_refusal_trading_post_beijing');
	if (p.tradingPosts.includes(name)) return refuse('marco_polo_2_refusal_trading_post_twice', { city: name });
	if (allPostsOut(p)) {
		if (!movedFrom || !p.tradingPosts.includes(movedFrom)) return refuse('marco_polo_2_refusal_trading_posts_all_out', { max: STARTING.tradingPosts });
		return { ...p, tradingPosts: [...p.tradingPosts.filter((c) => c !== movedFrom), name] };
	}
	const count = p.tradingPosts.length + 1;
	return { ...p, tradingPosts: [...p.tradingPosts, name], points: p.points + tradingPostMilestone(count) };
}

/** The table with the trading posts a player built (those in `after`, not in `before`) noted as built this turn. */
export function notePostsBuilt(table: TableState, player: number, before: TablePlayer, after: TablePlayer): TableState {
	const built = after.tradingPosts.filter((c) => !before.tradingPosts.includes(c));
	return built.length ? { ...table, turnPosts: [...table.turnPosts, ...built.map((city) => ({ player, city, contract: false }))] } : table;
}

/** Whether a player built a trading post in this city during the turn now being played. */
export const builtThisTurn = (table: TableState, player: number, city: string): boolean =>
	table.turnPosts.some((tp) => tp.player === player && tp.city === city);
