/** Plays as CSV (RFC 4180): one line per player of each play, for a spreadsheet. */
import { durationMin, type Play } from './play.ts';

export const CSV_COLUMNS = ['date', 'game', 'play', 'duration_min', 'seat', 'player', 'character', 'score', 'rank', 'winner', 'categories'] as const;

/** What a spreadsheet reads as the start of a formula (or hides before one) when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that begins like a formula gets an apostrophe before it, so a spreadsheet shows it as
 * text and never runs it (a player named "=HYPERLINK(…)" or "-Anna"); a number stays the number, a
 * negative score "-3" included, which a spreadsheet reads as a number, not a formula.
 */
const cell = (v: string | number) => {
	const s = typeof v === 'number' ? String(v) : FORMULA_START.test(v) ? `'${v}` : v;
	return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * Every play's players, oldest play first. `gameName` and `character` put the game's and the character's
 * names in words; categories are `key=points` pairs, as each game keys them.
 */
export function playsCsv(plays: readonly Play[], gameName: (kind: string) => string, character: (key: string) => string = (k) => k): string {
	const lines: string[] = [CSV_COLUMNS.join(',')];
	for (const play of [...plays].sort((a, b) => a.endedAt - b.endedAt)) {
		const date = new Date(play.endedAt).toISOString().slice(0, 10);
		for (const p of play.result.players) {
			const categories = play.result.categories.map((c) => `${c}=${p.categories[c] ?? 0}`).join(' ');
			const row = [
				date,
				gameName(play.kind),
				play.id,
				durationMin(play),
				p.seat + 1,
				p.name,
				p.character ? character(p.character) : '',
				p.total,
				p.rank,
				play.result.winners.includes(p.seat) ? 1 : 0,
				categories
			];
			lines.push(row.map(cell).join(','));
		}
	}
	return lines.join('\r\n') + '\r\n';
}
