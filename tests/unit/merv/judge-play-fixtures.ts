/** Solo games for the judge's turns played by the app: a recorded city, the judge red, the chamberlain green, the player blue. */
import { CELLS, CUBE_COLOURS, type Action } from '../../../src/lib/engine/merv/catalog.ts';
import { mervRules, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import { judgeNeeds } from '../../../src/lib/engine/merv/judge/index.ts';
import { MOSQUE_TOP, mosquePointsId, mosqueRewardId, PRINTED_VALUES } from '../../../src/lib/engine/merv/printed.ts';
import { judgeDeck } from '../../../src/lib/engine/merv/setup.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
import { turnStep } from '../../../src/lib/engine/merv/view/turn.ts';
import { cityOf } from './judge-fixtures.ts';
import { cityGame, type Layout } from './turn-fixtures.ts';

export const SOLO = [{ name: 'Ana', colour: 'blue' as const }];
/** The judge is the second participant, after the player. */
export const J = 1;
export type Row = NonNullable<Extract<MervEntry, { type: 'judge.played' }>['row']>;

/** A solo game on a recorded city, the judge first in turn order (RU L243), from a seed of the test's choosing. */
export function soloGame(layout: Layout = {}, seed = 'TURNS'): MervEntry[] {
	return cityGame(layout, SOLO, { chamberlain: 'green', judge: 'red' }).map((e) => (e.type === 'game.created' ? { ...e, seed } : e));
}

/** The first seed J0, J1, … whose judge's deck passes the test. */
export function seedWhere(ok: (deck: Action[]) => boolean): string {
	for (let i = 0; i < 2000; i++) if (ok(judgeDeck(`J${i}`))) return `J${i}`;
	throw new Error('no seed found');
}

/** Every site of one action, in rotating colours; other cells as the layout says. */
export const every = (action: Action, more: Layout = {}): Layout => ({
	...Object.fromEntries(CELLS.map((cell) => [cell, { action, colour: CUBE_COLOURS[cell % 4]! }])),
	...more
});

/** A city drawn as in judge-fixtures (Sj, Pc, L., …): its layout, and its buildings as entries. */
export function drawnCity(rows: readonly string[]): { layout: Layout; built: MervEntry[] } {
	const city = cityOf(rows);
	const layout: Layout = {};
	const built: MervEntry[] = [];
	city.forEach((site, cell) => {
		if (!site) return;
		layout[cell] = { action: site.action, colour: site.colour };
		if (site.building) built.push({ type: 'site.built', cell, owner: site.building });
	});
	return { layout, built };
}

/** The state after entries played straight through the rules (no log): throws on the first refused. */
export function stateOf(entries: readonly MervEntry[], from: MervState = mervRules.initial()): MervState {
	let state = from;
	for (const entry of entries) {
		const out = mervRules.play(state, entry);
		if (!out.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${JSON.stringify(out.refusal)}`);
		state = out.state;
	}
	return state;
}

/**
 * The player's plain turn: the first free space whose line has a site it may activate, that site, a favour (RU L553).
 * The chamberlain's master when the player places it: the first free space (RU L937).
 */
export function playerTurn(state: MervState): MervEntry[] {
	const step = turnStep(state);
	if (step.step !== 'master') return [];
	if (step.seat === 'chamberlain') return step.free.length ? [{ type: 'turn.master', line: step.free[0]! }] : [];
	const activatable = (line: number) =>
		lineCells(state.round, line).find((c) => {
			const site = state.city[c];
			return site && (site.building ? site.building !== state.judge : state.city.filter((s) => s?.building === 'blue').length < 9);
		});
	const line = step.free.find((l) => activatable(l) !== undefined);
	if (line === undefined) return [];
	return [{ type: 'turn.master', line }, { type: 'turn.site', cell: activatable(line)! }, { type: 'turn.favour' }, { type: 'turn.ended' }];
}

/** The judge's turn as the screen sends it: the row when given, and no open contracts when the judge may fulfil one. */
export function judgePlayed(state: MervState, row?: Row): MervEntry {
	const contracts = judgeNeeds(state).contracts ? { contracts: [] } : {};
	return row ? { type: 'judge.played', row, ...contracts } : { type: 'judge.played', ...contracts };
}

/** Printed values as a test's copy shows them, less those the rulebook builds in (they cannot be recorded). */
export const copyOf = (values: Record<string, unknown>): MervEntry => ({
	type: 'printed.recorded',
	values: Object.fromEntries(Object.entries(values).filter(([id]) => !PRINTED_VALUES.find((d) => d.id === id)?.known))
});

/** A copy's mosque as these tests read it: 5 levels, each path alike — the camel, a white upgrade, a favour, a soldier, the top; 0 to 4 points. */
export const MOSQUE_COPY: MervEntry = copyOf({
	[MOSQUE_TOP]: 5,
	...Object.fromEntries<unknown>(
		[1, 2, 3, 4].flatMap((path) =>
			(['camel', 'white-upgrade', 'favour', 'soldier', 'top'] as const).flatMap((reward, i) => [
				[mosqueRewardId(path, i + 1), reward],
				[mosquePointsId(path, i + 1), i]
			])
		)
	)
});

/**
 * Plays on by turnStep until the rounds are done: the judge by judge.played (with `row`), the
 * judge's part of the chamberlain's turn by judge.chamberlain, the player's part and her own turns
 * by playerTurn (the chamberlain's site: the first empty one), the order at the default space.
 */
export function playRounds(state: MervState, row?: Row, limit = 200, stopAtJudge = false): { state: MervState; entries: MervEntry[] } {
	let s = state;
	const entries: MervEntry[] = [];
	for (let i = 0; i < limit; i++) {
		const step = turnStep(s);
		let next: MervEntry[] = [];
		if (step.step === 'judge' && stopAtJudge) break;
		if (step.step === 'judge') next = [judgePlayed(s, row)];
		else if (step.step === 'judge-chamberlain') next = [{ type: 'judge.chamberlain' }];
		else if (step.step === 'master') next = playerTurn(s);
		else if (step.step === 'site') next = [{ type: 'turn.site', cell: step.cells[0] ?? null }];
		else if (step.step === 'order') next = [{ type: 'order.placed', space: step.spaces[step.spaces.length - 1]!.space }];
		if (!next.length) break;
		s = stateOf(next, s);
		entries.push(...next);
	}
	return { state: s, entries };
}

/** Plays the others' turns (and the end of the round) up to the judge's next turn. */
export const untilJudge = (state: MervState) => playRounds(state, undefined, 200, true).state;
