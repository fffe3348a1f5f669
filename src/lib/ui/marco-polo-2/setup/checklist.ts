/** The setup checklist for the player count and the characters chosen (RU rules p. 1–4, L826–842). */
import { BLACK_DICE, BLOCKING_DICE, MAILIN_TIAN_CHIN_EXTRA_COINS, type MarcoPolo2State, STARTING } from '$lib/engine/marco-polo-2/index.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

export interface ChecklistGroup {
	id: string;
	title: string;
	items: { id: string; text: string }[];
}

export function setupChecklist(state: MarcoPolo2State): ChecklistGroup[] {
	const count = state.players.length;
	const board: ChecklistGroup = {
		id: 'board',
		title: t('marco_polo_2_setup_board'),
		items: [
			{ id: 'black-dice', text: t('marco_polo_2_setup_black_dice', { count: BLACK_DICE[count] ?? 0 }) },
			...(BLOCKING_DICE[count] ?? []).map((b) => ({ id: `block-${b.space}`, text: t(messageKey('marco_polo_2_setup_block', b.space)) })),
			...['goal_cards', 'city_bonus', 'outpost_bonus', 'city_cards', 'contracts', 'offers', 'seals'].map((k) => ({
				id: k,
				text: t(messageKey('marco_polo_2_setup', k))
			}))
		]
	};
	const players = state.players.map((p, i): ChecklistGroup => {
		const colour = t(messageKey('colour', p.colour));
		const mailin = p.character === 'mailin-tian-chin';
		const coins = STARTING.coins + (mailin ? MAILIN_TIAN_CHIN_EXTRA_COINS : 0);
		return {
			id: `player-${i}`,
			title: `${t('marco_polo_2_setup_player', { name: p.name, colour })}${p.character ? ` — ${t(messageKey('marco_polo_2_char', p.character))}` : ''}`,
			items: [
				{ id: `p${i}-basics`, text: t('marco_polo_2_setup_player_basics', { colour }) },
				{ id: `p${i}-contract`, text: t('marco_polo_2_setup_player_contract') },
				{ id: `p${i}-figures`, text: t('marco_polo_2_setup_player_figures') },
				...(mailin ? [{ id: `p${i}-second-figure`, text: t('marco_polo_2_setup_player_figures_second') }] : []),
				{ id: `p${i}-money`, text: t('marco_polo_2_setup_player_money', { coins, camels: STARTING.camels }) },
				{ id: `p${i}-goal`, text: t('marco_polo_2_setup_player_goal') }
			]
		};
	});
	const first = state.firstPlayer !== null ? state.players[state.firstPlayer] : undefined;
	const start: ChecklistGroup = {
		id: 'start',
		title: t('marco_polo_2_setup_start'),
		items: [
			...(first ? [{ id: 'first-marker', text: t('marco_polo_2_setup_first_marker', { name: first.name }) }] : []),
			{ id: 'roll', text: t('marco_polo_2_setup_roll') }
		]
	};
	return [board, ...players, start];
}
