/** Words for what the table log holds: entries in the player's language. */
import type { Stored } from '$lib/engine/core/log.ts';
import { learnedBoard, type MarcoPolo2Entry, type MarcoPolo2State, ROUTE_PREFIX } from '$lib/engine/marco-polo-2/index.ts';
import { bundleText } from '$lib/ui/bundle.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import { placeName as nameOfPlace } from '../words.ts';

/** One line of the game log, or null for entries the log does not show. */
export function describeEntry(stored: Stored<MarcoPolo2Entry>, state: MarcoPolo2State): string | null {
	const e = stored.entry;
	const name = (i: number) => state.players[i]?.name ?? '?';
	// A place the player added is named as they gave it, from the game's own copy of the board.
	const placeName = (id: string) => nameOfPlace(id, learnedBoard(state.copy));
	switch (e.type) {
		case 'undo':
			return t('marco_polo_2_log_undo');
		case 'round.started':
			return t('marco_polo_2_log_round_started');
		case 'dice.rolled':
			return t('marco_polo_2_log_rolled', {
				name: name(e.player),
				faces: e.faces.join(' '),
				extra: [
					e.compensation.coins + e.compensation.camels ? ` (+${bundleText(e.compensation)})` : '',
					e.doubles?.length ? ` · ${t('marco_polo_2_log_doubles', { faces: e.doubles.join(' ') })}` : ''
				].join('')
			});
		case 'action': {
			const dice = e.dice.length;
			const where = t(messageKey('marco_polo_2_space', e.space));
			const extras: string[] = [];
			if ('gain' in e && Object.keys(e.gain).length) extras.push(`+${bundleText(e.gain)}`);
			if ('pay' in e && Object.keys(e.pay).length) extras.push(`−${bundleText(e.pay)}`);
			if ('routeCost' in e && Object.keys(e.routeCost).length) extras.push(`−${bundleText(e.routeCost)}`);
			if ('guild' in e && e.guild) extras.push(t(messageKey('marco_polo_2_guild', e.guild)));
			if ('tradingPosts' in e && e.tradingPosts.length) extras.push(t('marco_polo_2_log_posts', { where: e.tradingPosts.map((c) => placeName(c)).join(', ') }));
			if ('take' in e) extras.push(t('marco_polo_2_log_contracts_taken', { count: e.take }));
			if ('oases' in e && e.oases?.length) extras.push(t('marco_polo_2_log_oases', { count: e.oases.length }));
			if ('outposts' in e && e.outposts?.length) extras.push(t('marco_polo_2_log_outposts', { what: e.outposts.map((b) => bundleText(b)).join(' · ') }));
			if (e.jadeFor) extras.push(t('marco_polo_2_log_jade_for', { what: bundleText(e.jadeFor) }));
			return t('marco_polo_2_log_action', { name: name(e.player), where, dice, extra: extras.length ? `: ${extras.join('; ')}` : '' });
		}
		case 'bonus.moneyBag':
			return t('marco_polo_2_log_money_bag', { name: name(e.player), what: t(messageKey('res', e.take)) });
		case 'bonus.reroll':
			return t('marco_polo_2_log_reroll', { name: name(e.player), face: e.face });
		case 'bonus.adjustDie':
			return t('marco_polo_2_log_adjust_die', { name: name(e.player), delta: e.delta > 0 ? '+1' : '−1' });
		case 'bonus.blackDie':
			return t('marco_polo_2_log_black_die', { name: name(e.player), face: e.face });
		case 'bonus.fulfilContract':
			return t('marco_polo_2_log_contract', { name: name(e.player), pay: bundleText(e.pay), reward: bundleText(e.reward) });
		case 'contract.taken':
			return t('marco_polo_2_log_contract_taken', { name: name(e.player), from: t(messageKey('marco_polo_2_contract_from', e.from)) });
		case 'bonus.outpostTile':
			return t('marco_polo_2_log_outpost_tile', { name: name(e.player) });
		case 'option.set':
			return t('marco_polo_2_log_option', { what: t(messageKey('marco_polo_2_choice_isabella', e.value)) });
		case 'bonus.improveSeal':
			return t('marco_polo_2_log_improve', { name: name(e.player), guild: t(messageKey('marco_polo_2_guild', e.guild)) });
		case 'turn.ended':
			return t('marco_polo_2_log_turn_ended', { name: name(e.player) });
		case 'table.adjust':
			return t('marco_polo_2_log_adjust', {
				name: name(e.player),
				what: Object.entries(e.delta)
					.map(([k, v]) => `${v > 0 ? '+' : ''}${v} ${t(messageKey('res', k))}`)
					.join(', ')
			});
		case 'table.tradingPost':
			return t('marco_polo_2_log_post', { name: name(e.player), where: placeName(e.city) });
		case 'table.figure':
			return t('marco_polo_2_log_figure', { name: name(e.player), where: placeName(e.place) });
		case 'table.seal':
			return t('marco_polo_2_log_seal', {
				name: name(e.player),
				guild: t(messageKey('marco_polo_2_guild', e.guild)),
				seal: t(messageKey('marco_polo_2_seal', e.seal))
			});
		case 'board.corrected':
			return t('marco_polo_2_log_board_corrected', {
				what: Object.keys(e.values)
					.map((id) => factName(id, placeName))
					.join(', ')
			});
		case 'scoring.started':
			return t('phase_scoring');
		case 'setup.completed':
			return t('phase_playing');
		default:
			return null;
	}
}

/** A learned fact by what it is about: a route by its two places, a travel space's print by its space, else its place. */
function factName(id: string, placeName: (id: string) => string): string {
	if (id.startsWith(ROUTE_PREFIX)) return id.slice(ROUTE_PREFIX.length).split('~').map(placeName).join(' – ');
	const space = /^marco-polo-2\.travel-[a-z-]+\.(middle|upper)$/.exec(id)?.[1];
	if (space) return t(messageKey('marco_polo_2_travel_space', space));
	return placeName(id.slice(id.lastIndexOf('.') + 1));
}
