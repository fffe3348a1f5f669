import type { GoalCardValue } from '$lib/engine/marco-polo-2/index.ts';
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

/**
 * "Goal card 2: Spicers 3 VP, Jewelers 5 VP, coats of arms: 2": its symbols with the points printed for each seal, so
 * that two cards with the same symbols can be told apart; a seal whose points are not known yet shows without them.
 */
export function goalCardLabel(card: Pick<GoalCardDef, 'id' | 'seals' | 'coats'> & { points?: GoalCardDef['points'] }): string {
	const seal = (g: GoalCardDef['seals'][number]) => {
		const name = t(messageKey('marco_polo_2_guild', g));
		const points = card.points?.[g];
		return points === undefined ? name : t('marco_polo_2_goal_seal_points', { guild: name, points });
	};
	const parts = [...card.seals.map(seal), ...(card.coats ? [t('marco_polo_2_goal_coats', { count: card.coats })] : [])];
	return `${t('marco_polo_2_goal_label', { n: goalCardNumber(card.id) })}: ${parts.join(', ')}`;
}
