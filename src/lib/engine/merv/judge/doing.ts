/**
 * The solo judge's turn as the app plays it: what the turn carries from one action to the next
 * (the state, the steps told to the table, the caravanserai's row, the actions done), and the
 * small effects several actions share: a soldier (RU L1105–L1111) and the first-discovery bonus
 * (RU L1170).
 */
import type { Action } from '../catalog.ts';
import { colOf, rowOf } from '../city/sites.ts';
import type { PlayerColour } from '../meta.ts';
import { placeSoldier } from '../handlers/play.ts';
import type { JudgeStep, MervState } from '../state.ts';
import { judgeSoldierSite, type CaravanCard } from './actions.ts';
import { discoveriesOf } from '../holdings/discoveries.ts';

/** The colours the judge's rules look at. */
export interface JudgeColours {
	judge: PlayerColour;
	chamberlain: PlayerColour;
	player: PlayerColour;
}

/** The judge's turn under way. */
export interface Doing {
	state: MervState;
	/** The judge's place among the participants. */
	who: number;
	colours: JudgeColours;
	steps: JudgeStep[];
	/** The caravanserai's row as given, first the card farthest from the deck; a card taken leaves its place empty (RU L605); null when not given. */
	row: (CaravanCard | null)[] | null;
	/** The actions done this turn, for the first-discovery bonus (RU L1170). */
	done: Action[];
	/** The contract cards open on top of the stacks, as the table gave them, less those the judge takes; null when not given. */
	open: number[] | null;
}

/** A step told to the table. */
export const say = (d: Doing, key: string, params?: Record<string, string | number>): Doing => ({
	...d,
	steps: [...d.steps, params ? { key, params } : { key }]
});

/** A site as the table finds it: its row and column, from 1 at the north-west. */
export const cellParams = (cell: number) => ({ row: rowOf(cell) + 1, column: colOf(cell) + 1 });

/** The action on the judge's first-discovery token (RU L1156–L1170), or null before it has one. */
export function firstDiscoveryAction(state: MervState, who: number): Action | null {
	const tile = discoveriesOf(state, who).find((d) => d.startsWith('discount.'));
	return tile ? (tile.slice('discount.'.length) as Action) : null;
}

/**
 * The first-discovery bonus (RU L1170): each turn the judge does its token's action at least once, it
 * does it once more; once a turn, whatever brought the action (its card, the camel market, a discovery).
 * Returns the turn with the action marked done and the count with the bonus.
 */
export function withBonus(d: Doing, action: Action, count: number): { d: Doing; count: number; bonus: boolean } {
	if (count < 1 || d.done.includes(action)) return { d, count, bonus: false };
	const bonus = firstDiscoveryAction(d.state, d.who) === action;
	return { d: { ...d, done: [...d.done, action] }, count: bonus ? count + 1 : count, bonus };
}

/** The step that tells the table what the judge does now, and how many times; its first-discovery bonus said with it. */
export function announce(d: Doing, action: Action, count: number): { d: Doing; count: number } {
	const b = withBonus(d, action, count);
	const told = say(b.d, 'merv_judge_step_actions', { action, count: b.count });
	return { d: b.bonus ? say(told, 'merv_judge_step_first_bonus', { action }) : told, count: b.count };
}

/**
 * A soldier for the judge (RU L1107–L1111): on the northernmost, then westernmost, unprotected
 * chamberlain's building for 2 influence, else on its own for 1 (judgeSoldierSite). None when there
 * is no such building or it has no servant left (RU L90).
 */
export function judgeSoldier(d: Doing): Doing {
	const { city, walls } = d.state;
	const site = judgeSoldierSite({ city, walls, judge: d.colours.judge, chamberlain: d.colours.chamberlain });
	if (site === null) return say(d, 'merv_judge_step_no_soldier');
	const out = placeSoldier(d.state, site.cell, d.colours.judge);
	if (!out.ok) return say(d, 'merv_judge_step_no_soldier');
	return say({ ...d, state: out.state }, 'merv_judge_step_soldier', { ...cellParams(site.cell), influence: site.influence });
}
