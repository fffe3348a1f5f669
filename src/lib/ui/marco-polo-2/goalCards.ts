import type { GoalCardValue } from '$lib/engine/marco-polo-2/printed.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

/** A goal card described on this phone: its id there ('g1', 'g2', …) and what it shows. */
export type GoalCardDef = GoalCardValue & { id: string };

/** Goal cards are numbered on this phone in the order they were described: g1, g2, … */
export function goalCardNumber(id: string): string {
	return id.replace(/^g/, '');
}

export function nextGoalCardId(cards: readonly GoalCardDef[]): string {
	const used = new Set(cards.map((c) => c.id));
	let n = 1;
	while (used.has(`g${n}`)) n++;
	return `g${n}`;
}

export function goalCardLabel(card: Pick<GoalCardDef, 'id' | 'seals' | 'coats'>): string {
	const parts = [
		...card.seals.map((g) => t(messageKey('marco_polo_2_guild', g))),
		...(card.coats ? [t('marco_polo_2_goal_coats', { count: card.coats })] : [])
	];
	return `${t('marco_polo_2_goal_label', { n: goalCardNumber(card.id) })}: ${parts.join(', ')}`;
}
