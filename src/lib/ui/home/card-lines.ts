/** What a game's card on the home list says, from its summary row: small and pure, for the first screen. */
import type { GameRecord } from '$lib/db/schema.ts';

type Figures = Pick<GameRecord, 'players' | 'winners' | 'points' | 'phase'>;

/** Those with the most points and the points; none while nobody has scored or the game does not know points. */
export function leaderOf(game: Figures): { names: string[]; points: number } | null {
	const { points, players } = game;
	if (!points || points.length !== players.length) return null;
	const most = Math.max(...points);
	if (!(most > 0)) return null;
	return { names: players.filter((_, i) => points[i] === most), points: most };
}

/** The winners' points once finished, when the row has them and every winner has the same (else none: never a wrong number). */
export function winnersPoints(game: Figures): number | null {
	const { points, players, winners } = game;
	if (!points || points.length !== players.length || winners.length === 0) return null;
	const theirs = winners.map((w) => points[players.indexOf(w)]);
	const first = theirs[0];
	return first !== undefined && theirs.every((p) => p === first) ? first : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a game was last played: "5 minutes ago", "yesterday", or a short date after a week. */
export function lastPlayed(at: number, now: number, locale: string): string {
	const ago = Math.max(0, now - at);
	const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
	if (ago < MINUTE) return relative.format(0, 'second');
	if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
	if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
	if (ago < 7 * DAY) return relative.format(-Math.round(ago / DAY), 'day');
	const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
	return new Date(at).toLocaleDateString(locale, sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' });
}
