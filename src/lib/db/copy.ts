/**
 * "Your copy of the game": printed values the player read off their components,
 * kept on this device for every later game. Rows are checked when read, so a
 * damaged row is ignored instead of breaking scoring.
 */
import * as v from 'valibot';
import { GUILDS } from '$lib/engine/marco-polo-2/catalog.ts';
import { checkGoalCard, PRINTED_BY_ID, RESOURCES, type CopyOfTheGame, type GoalCardDef, type Resources } from '$lib/engine/marco-polo-2/printed.ts';
import type { Refusal } from '$lib/engine/core/log.ts';
import { checkPrintedValue, cleanCopy, type Copy, type PrintedCatalog } from '$lib/engine/core/printed.ts';
import { checkEditablePrintedValue, type VoyagesCopy } from '$lib/engine/voyages/printed.ts';
import type { SilkLedgerDb } from './schema.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
const resourcesSchema = v.strictObject(
	Object.fromEntries(RESOURCES.map((r) => [r, v.optional(count)])) as Record<(typeof RESOURCES)[number], v.OptionalSchema<typeof count, undefined>>
);
const guildSchema = v.picklist(GUILDS);
export const goalCardSchema = v.object({
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	seals: v.array(guildSchema),
	coats: count,
	points: v.record(guildSchema, count)
});

/** Marco Polo II's goal cards the player described are printed values under this prefix. */
const GOAL_CARD_PREFIX = 'marco-polo-2.goal-card.';

export async function loadCopy(db: SilkLedgerDb): Promise<CopyOfTheGame> {
	const values: CopyOfTheGame['values'] = {};
	for (const row of await db.printed.toArray()) {
		const def = PRINTED_BY_ID.get(row.id);
		if (!def || def.known) continue;
		const ok = def.kind === 'points' ? v.safeParse(count, row.value).success : v.safeParse(resourcesSchema, row.value).success;
		if (ok) values[row.id] = row.value as number | Resources;
	}
	const goalCards: GoalCardDef[] = [];
	for (const row of await db.printed.where('id').startsWith(GOAL_CARD_PREFIX).toArray()) {
		const card = { ...(row.value as object), id: row.id.slice(GOAL_CARD_PREFIX.length) };
		const parsed = v.safeParse(goalCardSchema, card);
		if (parsed.success && !checkGoalCard(parsed.output))
			goalCards.push({ id: parsed.output.id, seals: parsed.output.seals, coats: parsed.output.coats, points: parsed.output.points });
	}
	// In the order they were described: g1, g2, …
	goalCards.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
	return { values, goalCards };
}

/** Stores a value the player read off their copy; built-in values cannot be overwritten. */
export async function setPrintedValue(db: SilkLedgerDb, id: string, value: number | Resources | null): Promise<Refusal | null> {
	const def = PRINTED_BY_ID.get(id);
	if (!def) return { key: 'refusal_no_such_printed_value' };
	if (def.known) return { key: 'refusal_printed_value_built_in' };
	if (value === null) {
		await db.printed.delete(id);
		return null;
	}
	const ok = def.kind === 'points' ? v.safeParse(count, value).success : v.safeParse(resourcesSchema, value).success;
	if (!ok) return { key: 'refusal_not_whole_number', params: { field: 'value' } };
	await db.printed.put({ id, value, updatedAt: Date.now() });
	return null;
}

/** Adds or corrects a goal card described from the player's copy. */
export async function saveGoalCard(db: SilkLedgerDb, card: GoalCardDef): Promise<Refusal | null> {
	const parsed = v.safeParse(goalCardSchema, card);
	if (!parsed.success) return { key: 'refusal_not_whole_number', params: { field: 'value' } };
	const bad = checkGoalCard(card);
	if (bad) return bad;
	const points: GoalCardDef['points'] = {};
	for (const g of card.seals) if (card.points[g] !== undefined) points[g] = card.points[g];
	await db.printed.put({ id: `${GOAL_CARD_PREFIX}${card.id}`, value: { seals: [...card.seals], coats: card.coats, points }, updatedAt: Date.now() });
	return null;
}

export async function deleteGoalCard(db: SilkLedgerDb, id: string): Promise<void> {
	await db.printed.delete(`${GOAL_CARD_PREFIX}${id}`);
}

/** The Voyages of Marco Polo: corrections the player made to the researched defaults, checked when read. */
export async function loadVoyagesCopy(db: SilkLedgerDb): Promise<VoyagesCopy> {
	const values: VoyagesCopy['values'] = {};
	for (const row of await db.printed.where('id').startsWith('voyages.').toArray()) {
		if (!checkEditablePrintedValue(row.id, row.value)) values[row.id] = row.value as VoyagesCopy['values'][string];
	}
	return { values };
}

/** Stores or clears (null) a correction; built-in rulebook values are refused. */
export async function setVoyagesPrintedValue(db: SilkLedgerDb, id: string, value: unknown): Promise<Refusal | null> {
	if (value === null) {
		await db.printed.delete(id);
		return null;
	}
	const bad = checkEditablePrintedValue(id, value);
	if (bad) return bad;
	await db.printed.put({ id, value: value as number, updatedAt: Date.now() });
	return null;
}

/**
 * The phone's copy of one game: every value the player gave for it, read back through the game's
 * printed values (a value that no longer fits, or is now built in, is left out).
 */
export async function loadPhoneCopy(db: SilkLedgerDb, kind: string, catalog: PrintedCatalog): Promise<Copy> {
	const rows = await db.printed.where('id').startsWith(`${kind}.`).toArray();
	return cleanCopy(catalog, Object.fromEntries(rows.map((r) => [r.id, r.value])));
}

/** Stores a value read off the phone's copy, or clears it (null); a value the game refuses is not stored. */
export async function savePhoneValue(db: SilkLedgerDb, catalog: PrintedCatalog, id: string, value: unknown): Promise<Refusal | null> {
	if (value === null) {
		if (!catalog.schemaOf(id)) return { key: 'refusal_no_such_printed_value' };
		await db.printed.delete(id);
		return null;
	}
	const bad = checkPrintedValue(catalog, id, value);
	if (bad) return bad;
	await db.printed.put({ id, value: structuredClone(value), updatedAt: Date.now() });
	return null;
}
