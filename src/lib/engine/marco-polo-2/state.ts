/** The state a Marco Polo II log replays to. */
import { emptyCopy, type Copy } from '../core/printed.ts';
import type { CharacterId, PlayerColour } from './catalog.ts';
import type { ScoreSheet } from './scoring.ts';
import type { TableState } from './table/state.ts';

export type Phase = 'new' | 'first-player' | 'characters' | 'setup' | 'playing' | 'scoring' | 'finished';

export interface PlayerSetup {
	name: string;
	colour: PlayerColour;
}

export interface MarcoPolo2Player extends PlayerSetup {
	character: CharacterId | null;
	sheet: ScoreSheet;
	sheetConfirmed: boolean;
}

export interface MarcoPolo2State {
	phase: Phase;
	seed: string;
	players: MarcoPolo2Player[];
	firstPlayer: number | null;
	firstPlayerDrawn: boolean;
	characterMode: 'draft' | 'free' | null;
	/** Characters on offer: players+1 at random in a draft, all 7 when picking freely. */
	offered: CharacterId[];
	/** Seats in the order they choose a character. */
	choosingOrder: number[];
	/** The table as tracked during play (from the end of setup). */
	table: TableState | null;
	/** The printed values this game is played and scored with: the phone's when it started, and those recorded since. */
	copy: Copy;
}

export const initialState = (): MarcoPolo2State => ({
	phase: 'new',
	seed: '',
	players: [],
	firstPlayer: null,
	firstPlayerDrawn: false,
	characterMode: null,
	offered: [],
	choosingOrder: [],
	table: null,
	copy: emptyCopy()
});
