/** A result in words: the winner line and the text shared with others. */
import type { GameResult } from '$lib/engine/core/result.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import { m } from '$lib/ui/messages.ts';
import { t } from '$lib/ui/i18n.ts';
import { listNames } from '$lib/ui/format.ts';

/** Who won and why: points, the tie-break that decided it, a shared victory, or no player at all. */
export function winnerLine(result: GameResult): string {
	const names = result.winners.map((w) => result.players[w]?.name ?? '');
	if (names.length === 0) return m.results_no_winner();
	if (result.decidedBy === 'shared' || names.length > 1) return m.results_shared({ names: listNames(names) });
	const name = names[0]!;
	if (result.decidedBy === 'points') return m.results_winner({ name });
	return t(messageKey('results_winner', result.decidedBy), { name });
}

/** The result as a short text to send: the game, the date, the winner line and each player's total, best first. */
export function resultText(result: GameResult, game: string, date: string, messages: string): string {
	const ranking = [...result.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
	const lines = ranking.map((p) => {
		const parts = result.categories.filter((c) => (p.categories[c] ?? 0) !== 0).map((c) => `${t(messageKey(messages, 'cat', c))} ${p.categories[c]}`);
		return `${m.results_rank({ rank: p.rank })} ${p.name}: ${m.results_points({ points: p.total })}${parts.length ? ` (${parts.join(', ')})` : ''}`;
	});
	return [`${game} · ${date}`, winnerLine(result), ...lines].join('\n');
}
