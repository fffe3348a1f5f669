/** Merv in "Your copy of the game": its printed values in its own words. */
import { m } from '$lib/paraglide/messages.js';
import type { PrintedDef } from '$lib/engine/core/printed.ts';
import { ACTIONS, CUBE_COLOURS } from '$lib/engine/merv/catalog.ts';
import { MARKET_REWARDS, type MervPrintedKind } from '$lib/engine/merv/printed.ts';
import { parseWhole } from '$lib/ui/copy/amounts-text.ts';
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import { actionName, colourName, courtName, rewardName } from './words.ts';

const kindOf = (d: PrintedDef) => d.kind as MervPrintedKind;
const numeric = (d: PrintedDef) => kindOf(d) === 'space' || kindOf(d) === 'points';

function label(d: PrintedDef): string {
	const p = d.params;
	if (d.group === 'site-tiles') return m.merv_copy_site_tile({ n: p.n ?? 0 });
	if (d.id.endsWith('favour-track.last')) return m.merv_copy_favour_last();
	if (d.id.endsWith('influence-track.last')) return m.merv_copy_influence_last();
	if (p.types) return m.merv_copy_spices({ types: p.types });
	if (d.id.endsWith('mosque.top')) return m.merv_copy_mosque_top();
	if (d.group === 'mosque') return m.merv_copy_bonus_tile({ n: p.n ?? 0 });
	if (d.group === 'courts') return m.merv_copy_court_colour({ court: courtName(String(p.court)) });
	if (d.group === 'walls') return p.gate ? m.merv_copy_gate({ n: p.n ?? 0 }) : m.merv_copy_wall({ n: p.n ?? 0 });
	if (d.group === 'market') return m.merv_copy_corner({ side: String(p.side).toUpperCase(), corner: t(messageKey('merv_corner', String(p.corner))) });
	return m.merv_copy_contract({ n: p.n ?? 0 });
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
	return null;
}

function show(d: PrintedDef, value: unknown): string {
	if (numeric(d)) return String(value);
	const v = value as Record<string, unknown> | string;
	if (kindOf(d) === 'site' && typeof v === 'object') return `${actionName(String(v.action))} · ${colourName(String(v.colour))}`;
	if (kindOf(d) === 'wall' && typeof v === 'object') return m.merv_copy_wall_cost({ cubes: Number(v.cubes), colour: colourName(String(v.colour)) });
	return choices(d)?.find((c) => c.value === v)?.label ?? String(v);
}

function parse(d: PrintedDef, raw: string): unknown {
	if (numeric(d)) return parseWhole(raw);
	const [a, b] = raw.split('/');
	if (kindOf(d) === 'site') return { action: a, colour: b };
	if (kindOf(d) === 'wall') return { colour: a, cubes: Number(b) };
	return raw;
}

export const mervCopyUi: GameCopyUi = {
	title: m.merv_short,
	sections: [
		{ groups: ['tracks'], title: m.merv_copy_tracks },
		{ groups: ['mosque'], title: m.merv_copy_mosque },
		{ groups: ['courts'], title: m.merv_copy_courts },
		{ groups: ['site-tiles'], title: m.merv_copy_site_tiles, help: m.merv_copy_site_tiles_help, folded: true },
		{ groups: ['walls'], title: m.merv_copy_walls, folded: true },
		{ groups: ['market'], title: m.merv_copy_market, folded: true },
		{ groups: ['contracts'], title: m.merv_copy_contracts, folded: true }
	],
	label,
	show,
	parse,
	numeric,
	choices
};
export default mervCopyUi;
