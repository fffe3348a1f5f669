/** Entries during the year: the city's sites and walls, the turn order, each participant's counts. */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { BONUS_TILES, BUILDINGS_PER_COLOUR, CUBE_COLOURS, EXTRA_UPGRADES, SERVANTS_PER_COLOUR, WHITE_UPGRADES } from '../catalog.ts';
import { fullyWalled, soldierInfluence, wallInfluence } from '../city/sites.ts';
import type { MervEntry } from '../entries.ts';
import type { PlayerColour } from '../meta.ts';
import { courtiersOf, checkTally, gainInfluence } from '../holdings/tally.ts';
import { type TallyField } from '../state.ts';
import { isJudge, soldiersOf, tallyContext, whoOf } from '../holdings/participants.ts';
import type { MervState, Participant, Site } from '../state.ts';

type PlayEntry = Extract<
	MervEntry,
	{ type: 'tally.set' | 'tally.change' | 'bonus.tile' | 'order.set' | 'site.built' | 'site.upgraded' | 'site.soldier' | 'wall.built' }
>;

const sites = (state: MervState) => state.city.filter((s): s is Site => s !== null);

/** The city changes (in the year's actions: the phase table) only when it is on the phone. */
const inCity = (state: MervState): Refusal | null => (state.cityMode === 'counts' ? refuse('merv_refusal_no_city') : null);
const checkWho = (state: MervState, who: number) => (who < state.participants.length ? null : refuse('refusal_no_such_player'));

function withParticipant(state: MervState, who: number, change: (p: Participant) => Participant): MervState {
	return { ...state, participants: state.participants.map((p, i) => (i === who ? change(p) : p)) };
}
function withSite(state: MervState, cell: number, change: (s: Site) => Site): MervState {
	const city = state.city.slice();
	city[cell] = change(state.city[cell]!);
	return { ...state, city };
}
/** Influence to whoever owns this colour, when it is a participant's (the chamberlain keeps none). */
function influenceTo(state: MervState, colour: PlayerColour, n: number): MervState {
	const who = whoOf(state, colour);
	return who < 0 || n === 0 ? state : withParticipant(state, who, (p) => ({ ...p, tally: gainInfluence(p.tally, n, state.copy, isJudge(state, who)) }));
}
const isNeutral = (state: MervState, colour: PlayerColour) => whoOf(state, colour) < 0 && colour !== state.chamberlain;

function build(state: MervState, cell: number, owner: PlayerColour | null): Outcome<MervState> {
	const site = state.city[cell]!;
	if (owner === null) return accepted(withSite(state, cell, (s) => ({ ...s, building: null })));
	if (isNeutral(state, owner)) return refused('refusal_no_such_colour');
	if (site.building) return refused('merv_refusal_site_taken');
	if (sites(state).filter((s) => s.building === owner).length >= BUILDINGS_PER_COLOUR) return refused('merv_refusal_buildings', { max: BUILDINGS_PER_COLOUR });
	return accepted(withSite(state, cell, (s) => ({ ...s, building: owner })));
}

/** A soldier goes on a site with a building, no upgrade, not fully walled; one a site (RU L563; RU L142: one surroundings area). */
export function placeSoldier(state: MervState, cell: number, owner: PlayerColour | null): Outcome<MervState> {
	const site = state.city[cell]!;
	if (owner === null) return accepted(withSite(state, cell, (s) => ({ ...s, soldier: null })));
	const who = whoOf(state, owner);
	if (who < 0) return refused('merv_refusal_no_soldiers');
	if (!site.building) return refused('merv_refusal_soldier_needs_building');
	if (site.upgrade) return refused('merv_refusal_soldier_upgrade');
	if (fullyWalled(state.walls, cell)) return refused('merv_refusal_soldier_walled');
	if (site.soldier) return refused('merv_refusal_soldier_there');
	if (soldiersOf(state, owner) + courtiersOf(state.participants[who]!.tally) >= SERVANTS_PER_COLOUR)
		return refused('merv_refusal_servants', { max: SERVANTS_PER_COLOUR });
	return accepted(
		influenceTo(
			withSite(state, cell, (s) => ({ ...s, soldier: owner })),
			owner,
			soldierInfluence(site, owner)
		)
	);
}

/** An upgrade is never replaced; it sends a soldier there home (RU L618, L835–L837); 6 white and 4 extra in the box (RU L159). */
export function placeUpgrade(state: MervState, cell: number, up: Site['upgrade']): Outcome<MervState> {
	const site = state.city[cell]!;
	if (up === null) return accepted(withSite(state, cell, (s) => ({ ...s, upgrade: null })));
	if (site.upgrade) return refused('merv_refusal_upgrade_there');
	const white = up === 'white';
	const used = sites(state).filter((s) => s.upgrade !== null && (s.upgrade === 'white') === white).length;
	const max = white ? WHITE_UPGRADES : EXTRA_UPGRADES;
	if (used >= max) return refused('merv_refusal_upgrades_used', { max });
	return accepted(withSite(state, cell, (s) => ({ ...s, upgrade: up, soldier: null })));
}

/** A count set or stepped, checked as the number it makes. */
function setTally(state: MervState, who: number, field: TallyField, value: (now: number) => number): Outcome<MervState> {
	const bad = checkWho(state, who);
	if (bad) return refusedWith(bad);
	const participant = state.participants[who]!;
	const next = value(participant.tally[field]);
	if (next < 0) return refused('merv_refusal_below_zero', { field: field.replace('.', '_') });
	const after = withParticipant(state, who, (p) => ({ ...p, tally: { ...p.tally, [field]: next } }));
	const wrong = checkTally(tallyContext(after), who, field);
	return wrong ? refusedWith(wrong) : accepted(after);
}

export const playHandlers: Handlers<MervState, PlayEntry> = {
	'tally.set': (state, e) => setTally(state, e.who, e.field, () => e.value),
	'tally.change': (state, e) => setTally(state, e.who, e.field, (now) => now + e.by),
	'bonus.tile': (state, e) => {
		const bad = checkWho(state, e.who) ?? (e.tile >= 1 && e.tile <= BONUS_TILES ? null : refuse('merv_refusal_no_such_tile'));
		if (bad) return refusedWith(bad);
		const holder = state.participants.findIndex((p) => p.bonusTiles.includes(e.tile));
		if (e.held && holder >= 0) return refused('merv_refusal_tile_held', { name: state.participants[holder]!.name || '—' });
		return accepted(
			withParticipant(state, e.who, (p) => ({ ...p, bonusTiles: e.held ? [...p.bonusTiles, e.tile].sort() : p.bonusTiles.filter((t) => t !== e.tile) }))
		);
	},
	'order.set': (state, e) => {
		// Mid-round the order is the track's, set by the masters (RU L403–L427).
		if (state.turnAt > 0 || state.turn || state.reorder) return refused('merv_refusal_order_in_round');
		const same = e.order.length === state.order.length && state.order.every((s) => e.order.includes(s));
		return same ? accepted({ ...state, order: e.order.slice() }) : refused('merv_refusal_order');
	},
	'site.built': (state, e) => {
		const bad = inCity(state);
		return bad ? refusedWith(bad) : build(state, e.cell, e.owner);
	},
	'site.soldier': (state, e) => {
		const bad = inCity(state);
		return bad ? refusedWith(bad) : placeSoldier(state, e.cell, e.owner);
	},
	'site.upgraded': (state, e) => {
		const bad = inCity(state) ?? (e.upgrade === null || e.upgrade === 'white' || CUBE_COLOURS.includes(e.upgrade) ? null : refuse('merv_refusal_no_such_cube'));
		return bad ? refusedWith(bad) : placeUpgrade(state, e.cell, e.upgrade);
	},
	'wall.built': (state, e) => {
		const bad = inCity(state) ?? (e.by === null ? null : checkWho(state, e.by));
		if (bad) return refusedWith(bad);
		if (state.walls[e.side][e.slot]) return refused('merv_refusal_wall_there');
		const walls = { ...state.walls, [e.side]: state.walls[e.side].map((b, i) => b || i === e.slot) };
		const next = { ...state, walls };
		if (e.by === null) return accepted(next);
		const by = state.participants[e.by]!.colour;
		return accepted(influenceTo(next, by, wallInfluence(state.city, e.side, e.slot, by)));
	}
};
