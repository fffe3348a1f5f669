/**
 * Whether a reward the player chooses can be taken at all now. One that cannot (no own building
 * without an upgrade, no upgrade tile of its kind left, every bonus tile held, the palace full,
 * every wall piece built) is lost: the rulebook names no substitute, and owing it would block the turn.
 */
import { BONUS_TILES, COURTIERS_PER_COURT, COURTS, EXTRA_UPGRADES, GATE_SLOT, SERVANTS_PER_COLOUR, SIDES, WHITE_UPGRADES } from '../catalog.ts';
import { soldiersOf } from '../holdings/participants.ts';
import { courtiersOf } from '../holdings/tally.ts';
import type { MervState, Owed } from '../state.ts';
import { piecesLeft } from '../city/wall-pieces.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A tile of the kind left in the box (RU L159–L160) and a site without an upgrade: any site for the pepper pair's (RU L618), else one with the player's building. */
function upgradeFits(state: MervState, who: number, white: boolean, anySite = false): boolean {
	const sites = state.city.filter((s) => s !== null);
	const used = sites.filter((s) => s.upgrade !== null && (s.upgrade === 'white') === white).length;
	const own = state.participants[who]!.colour;
	return used < (white ? WHITE_UPGRADES : EXTRA_UPGRADES) && sites.some((s) => s.upgrade === null && (anySite || s.building === own));
}

function courtierFits(state: MervState, who: number): boolean {
	const p = state.participants[who]!;
	if (courtiersOf(p.tally) + soldiersOf(state, p.colour) >= SERVANTS_PER_COLOUR) return false;
	return COURTS.some((c) => state.participants.reduce((n, q) => n + q.tally[`court.${c}`], 0) < COURTIERS_PER_COURT);
}

function pieceFits(state: MervState): boolean {
	const left = piecesLeft(state);
	const free = (gate: boolean) => SIDES.some((side) => state.walls[side].some((built, slot) => !built && (slot === GATE_SLOT) === gate));
	return left.some((p) => free(p.kind === 'gate'));
}

export function canTake(state: MervState, who: number, owed: Owed): boolean {
	if (owed.kind === 'white-upgrade') return upgradeFits(state, who, true, owed.anySite);
	if (owed.kind === 'extra-upgrade') return upgradeFits(state, who, false);
	if (owed.kind === 'bonus-tile') return range(BONUS_TILES).some((n) => !state.participants.some((p) => p.bonusTiles.includes(n)));
	if (owed.kind === 'courtier') return courtierFits(state, who);
	if (owed.kind === 'wall-piece') return pieceFits(state);
	return true;
}

/** The rewards still to choose: one that can no longer be taken (the last tile of its kind placed meanwhile) is lost and does not hold up the turn. */
export const owedNow = (state: MervState, who: number, owed: readonly Owed[]): Owed[] => owed.filter((o) => canTake(state, who, o));
