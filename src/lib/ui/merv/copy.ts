/** Merv in "Your copy of the game": its printed values in its own words. */
import { m } from '$lib/ui/messages.ts';
import { printedValue, type Copy, type PrintedDef } from '$lib/engine/core/printed.ts';
import {
	ACTIONS,
	CUBE_COLOURS,
	MARKET_REWARDS,
	MOSQUE_REWARDS,
	MOSQUE_TOP,
	mervPrinted,
	type ContractCard,
	type MervPrintedKind,
	type TrackPoints
} from '$lib/engine/merv/index.ts';
import { parseWhole } from '$lib/ui/copy/amounts-text.ts';
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import { actionName, cityName, colourName, courtName, mosqueRewardName, rewardName } from './words.ts';

const kindOf = (d: PrintedDef) => d.kind as MervPrintedKind;
const numeric = (d: PrintedDef) => kindOf(d) === 'space' || kindOf(d) === 'points';

function label(d: PrintedDef): string {
	const p = d.params;
	if (d.group === 'site-tiles') return m.merv_copy_site_tile({ n: p.n ?? 0 });
	if (d.id.endsWith('favour-track.last')) return m.merv_copy_favour_last();
	if (d.id.endsWith('influence-track.last')) return m.merv_copy_influence_last();
	if (kindOf(d) === 'track-points') return p.track === 'favour' ? m.merv_copy_favour_points() : m.merv_copy_influence_points();
	if (p.types) return m.merv_copy_spices({ types: p.types });
	if (d.id.endsWith('mosque.top')) return m.merv_copy_mosque_top();
	if (d.group === 'mosque') return m.merv_copy_bonus_tile({ n: p.n ?? 0 });
	if (d.group === 'courts') return m.merv_copy_court_colour({ court: courtName(String(p.court)) });
	if (d.group === 'walls') return p.gate ? m.merv_copy_gate({ n: p.n ?? 0 }) : m.merv_copy_wall({ n: p.n ?? 0 });
	if (d.group === 'market') return m.merv_copy_corner({ side: String(p.side).toUpperCase(), corner: t(messageKey('merv_corner', String(p.corner))) });
	if (d.group === 'silk-road') return m.merv_copy_city_price({ city: cityName(String(p.city)) });
	if (d.group === 'mosque-steps') {
		const at = { path: p.path ?? 0, level: p.level ?? 0 };
		return kindOf(d) === 'mosque-cost'
			? m.merv_copy_mosque_cost(at)
			: kindOf(d) === 'mosque-reward'
				? m.merv_copy_mosque_reward(at)
				: m.merv_copy_mosque_points(at);
	}
	if (d.group === 'contract-cards') return m.merv_copy_contract_card({ n: p.n ?? 0 });
	return m.merv_copy_contract({ n: p.n ?? 0 });
}

/** Two cubes, as "purple/sand": of different colours, or any two. */
function pairs(same: boolean): { value: string; label: string }[] {
	return CUBE_COLOURS.flatMap((a, i) =>
		CUBE_COLOURS.slice(same ? i : i + 1).map((b) => ({ value: `${a}/${b}`, label: `${colourName(a)} + ${colourName(b)}` }))
	);
}

/** A contract card typed as its numbers and its bonus: "points influence scrolls common rare any f|s". */
function parseContract(raw: string): unknown {
	const parts = raw.trim().split(/[\s,]+/);
	if (parts.length !== 7) return undefined;
	const n = parts.slice(0, 6).map((x) => parseWhole(x));
	if (n.some((x) => x === undefined)) return undefined;
	const bonus = parts[6]!.toLowerCase().startsWith('f') ? 'favour' : parts[6]!.toLowerCase().startsWith('s') ? 'soldier' : undefined;
	if (!bonus) return undefined;
	const [points, influence, scrolls, common, rare, anyGood] = n as number[];
	return { points, influence, scrolls, common, rare, anyGood, bonus };
}

/** A track's point spaces typed as "space:points" pairs, "3:1 7:2"; "-" for none. */
function parseTrackPoints(raw: string): unknown {
	const text = raw.trim();
	if (text === '-' || text === '—') return [];
	const out: TrackPoints[] = [];
	for (const pair of text.split(/[\s,;]+/)) {
		const [a, b] = pair.split(':');
		const space = parseWhole(a ?? '');
		const points = parseWhole(b ?? '');
		if (space === undefined || points === undefined) return undefined;
		out.push({ space, points });
	}
	return out;
}

/** Each choice's value as the select holds it ("palace/purple", "purple/2") and as the player reads it. */
function choices(d: PrintedDef): { value: string; label: string }[] | null {
	const kind = kindOf(d);
	if (kind === 'site') return ACTIONS.flatMap((a) => CUBE_COLOURS.map((c) => ({ value: `${a}/${c}`, label: `${actionName(a)} · ${colourName(c)}` })));
	if (kind === 'action') return ACTIONS.map((a) => ({ value: a, label: actionName(a) }));
	if (kind === 'colour') return CUBE_COLOURS.map((c) => ({ value: c, label: colourName(c) }));
	if (kind === 'wall')
		return CUBE_COLOURS.flatMap((c) => [1, 2].map((n) => ({ value: `${c}/${n}`, label: m.merv_copy_wall_cost({ cubes: n, colour: colourName(c) }) })));
	if (kind === 'reward') return MARKET_REWARDS.map((r) => ({ value: r, label: rewardName(r) }));
	if (kind === 'colour-pair') return pairs(false);
	if (kind === 'mosque-cost') return [...CUBE_COLOURS.map((c) => ({ value: c, label: colourName(c) })), ...pairs(true)];
	if (kind === 'mosque-reward') return MOSQUE_REWARDS.map((r) => ({ value: r, label: mosqueRewardName(r) }));
	return null;
}

function show(d: PrintedDef, value: unknown): string {
	if (numeric(d)) return String(value);
	const v = value as Record<string, unknown> | string;
	if (kindOf(d) === 'site' && typeof v === 'object') return `${actionName(String(v.action))} · ${colourName(String(v.colour))}`;
	if (kindOf(d) === 'wall' && typeof v === 'object') return m.merv_copy_wall_cost({ cubes: Number(v.cubes), colour: colourName(String(v.colour)) });
	if (kindOf(d) === 'track-points' && Array.isArray(v))
		return v.length ? (v as TrackPoints[]).map((x) => `${x.space}:${x.points}`).join(' ') : m.merv_copy_track_points_none();
	if (Array.isArray(v)) return v.map((c) => colourName(String(c))).join(' + ');
	if (kindOf(d) === 'contract' && typeof v === 'object') {
		const c = v as unknown as ContractCard;
		const bonus = c.bonus === 'favour' ? m.merv_turn_favour() : m.merv_turn_soldier();
		return m.merv_copy_contract_shown({
			points: c.points,
			influence: c.influence,
			scrolls: c.scrolls,
			common: c.common,
			rare: c.rare,
			anyGood: c.anyGood,
			bonus
		});
	}
	return choices(d)?.find((c) => c.value === v)?.label ?? String(value);
}

function parse(d: PrintedDef, raw: string): unknown {
	if (numeric(d)) return parseWhole(raw);
	const [a, b] = raw.split('/');
	if (kindOf(d) === 'site') return { action: a, colour: b };
	if (kindOf(d) === 'wall') return { colour: a, cubes: Number(b) };
	if (kindOf(d) === 'colour-pair' || kindOf(d) === 'mosque-cost') return b === undefined ? [a] : [a, b];
	if (kindOf(d) === 'contract') return parseContract(raw);
	if (kindOf(d) === 'track-points') return parseTrackPoints(raw);
	return raw;
}

/** The mosque's steps up to the copy's top (the app has ids far above any track), and any the rulebook states or the copy holds. */
function shown(d: PrintedDef, copy: Copy): boolean {
	if (d.group !== 'mosque-steps' || d.known || copy.values[d.id] !== undefined) return true;
	const top = printedValue(mervPrinted, copy, MOSQUE_TOP);
	return typeof top === 'number' && Number(d.params.level) <= top;
}

export const mervCopyUi: GameCopyUi = {
	title: m.merv_short,
	terms: m.merv_copy_terms,
	sections: [
		{ groups: ['tracks'], title: m.merv_copy_tracks },
		{ groups: ['mosque'], title: m.merv_copy_mosque },
		{ groups: ['courts'], title: m.merv_copy_courts },
		{ groups: ['site-tiles'], title: m.merv_copy_site_tiles, help: m.merv_copy_site_tiles_help, folded: true },
		{ groups: ['walls'], title: m.merv_copy_walls, folded: true },
		{ groups: ['market'], title: m.merv_copy_market, folded: true },
		{ groups: ['silk-road'], title: m.merv_copy_silk_road, folded: true },
		{ groups: ['mosque-steps'], title: m.merv_copy_mosque_steps, help: m.merv_copy_mosque_steps_help, folded: true },
		{ groups: ['contract-cards'], title: m.merv_copy_contract_cards, help: m.merv_copy_contract_cards_help, folded: true },
		{ groups: ['contracts'], title: m.merv_copy_contracts, folded: true }
	],
	label,
	show,
	parse,
	numeric,
	choices,
	shown
};
export default mervCopyUi;
