/** The setup's entries: players sit down, the first player is drawn or chosen, characters are drafted or picked (RU L140–181, L1114–1182). */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { checkPlayers, checkSeat, withPlayer } from '../../core/players.ts';
import { checkCopyValues } from '../../core/printed.ts';
import type { Handlers } from '../../core/rules.ts';
import { CHARACTERS, type CharacterId } from '../catalog.ts';
import type { SetupEntry } from '../entries.ts';
import { marcoPolo2Meta } from '../meta.ts';
import { marcoPolo2Printed } from '../printed.ts';
import { emptySheet } from '../scoring.ts';
import { draftCharacters, draftOrder, drawFirstPlayer, nextToChoose } from '../setup.ts';
import type { MarcoPolo2State } from '../state.ts';
import { tableAtSetup } from '../table/state.ts';

/** Why this character cannot be chosen by this player now, or null. */
function checkCharacter(state: MarcoPolo2State, player: number, character: CharacterId): Refusal | null {
	const bad = checkSeat(player, state.players.length);
	if (bad) return bad;
	if (!CHARACTERS.includes(character)) return refuse('marco_polo_2_refusal_no_such_character');
	const holder = state.players.find((p) => p.character === character);
	if (holder) return refuse('marco_polo_2_refusal_character_taken', { name: holder.name });
	if (!state.offered.includes(character)) return refuse('marco_polo_2_refusal_character_not_offered');
	const next = nextToChoose(state);
	if (state.characterMode === 'draft' && next !== player)
		return refuse('marco_polo_2_refusal_not_your_turn_to_choose', { name: state.players[next ?? 0]?.name ?? '' });
	if (state.players[player]!.character !== null) return refuse('marco_polo_2_refusal_already_has_character');
	return null;
}

export const setupHandlers: Handlers<MarcoPolo2State, SetupEntry> = {
	'game.created': (state, e) => {
		const bad = checkPlayers(e.players, marcoPolo2Meta) ?? (e.copy ? checkCopyValues(marcoPolo2Printed, e.copy) : null);
		if (bad) return refusedWith(bad);
		const players = e.players.map((p) => ({ name: p.name, colour: p.colour, character: null, sheet: emptySheet(), sheetConfirmed: false }));
		return accepted({ ...state, phase: 'first-player', seed: e.seed, players, copy: { values: structuredClone(e.copy ?? {}) } });
	},
	'firstPlayer.set': (state, e) => {
		const bad = checkSeat(e.player, state.players.length);
		if (bad) return refusedWith(bad);
		if (e.drawn && e.player !== drawFirstPlayer(state.seed, state.players.length)) return refused('marco_polo_2_refusal_first_player_not_drawn');
		return accepted({
			...state,
			phase: 'characters',
			firstPlayer: e.player,
			firstPlayerDrawn: e.drawn,
			choosingOrder: draftOrder(e.player, state.players.length)
		});
	},
	'characters.mode': (state, e): Outcome<MarcoPolo2State> => {
		const offered = e.mode === 'draft' ? draftCharacters(state.seed, state.players.length) : [...CHARACTERS];
		return accepted({ ...state, characterMode: e.mode, offered });
	},
	'character.chosen': (state, e) => {
		const bad = checkCharacter(state, e.player, e.character);
		if (bad) return refusedWith(bad);
		const next = withPlayer(state, e.player, (p) => ({ ...p, character: e.character }));
		return accepted(next.players.every((p) => p.character !== null) ? { ...next, phase: 'setup' } : next);
	},
	'setup.completed': (state) => accepted({ ...state, phase: 'playing', table: tableAtSetup(state) })
};
