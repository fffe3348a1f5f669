/**
 * What a turn costs a player at the table, counted as a player enters it: taps (a select counts 2: open it, pick),
 * characters typed (a field counts 1 tap plus its characters), and how far the page had to scroll to reach each
 * control. A control is reached the way a thumb reaches it: if it is not on the screen, the page scrolls just
 * enough to show it, and that distance counts. Counts, never times: speed is measured by `npm run bench`.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { settled, shots } from './helpers.ts';

export interface TurnCost {
	taps: number;
	typed: number;
	/** CSS pixels scrolled to reach the turn's controls. */
	scrolled: number;
}

export interface Turn {
	/** Taps a button, a chip, a checkbox or a place on a map. */
	tap(control: Locator): Promise<void>;
	/** Picks an option of a select: 2 taps. */
	choose(select: Locator, option: string | { label: string }): Promise<void>;
	/** Types into a field: 1 tap and its characters (the field's old text is replaced, as a phone's keyboard does). */
	type(field: Locator, text: string): Promise<void>;
	/** Presses a key of the phone's keyboard (Enter to the next field): no tap. */
	press(key: string): Promise<void>;
	/**
	 * Types into the field the keyboard's Enter moved to: its characters, no tap. The field must have the focus; if the
	 * page moved to show it, that distance counts as scrolled.
	 */
	typeOn(field: Locator, text: string): Promise<void>;
	/** What the turn cost so far. */
	readonly cost: TurnCost;
}

/**
 * The room on the screen over the control's column: between the sticky bars at the top and the bottom (the header, the
 * thumb bar), measured, not taken from the page's scroll padding, which a bar may not match.
 */
export function roomFor(control: Locator): Promise<{ top: number; bottom: number }> {
	return control.evaluate((el) => {
		const r = el.getBoundingClientRect();
		let top = 0;
		let bottom = window.innerHeight;
		for (const bar of document.querySelectorAll('body *')) {
			if (!['sticky', 'fixed'].includes(getComputedStyle(bar).position)) continue;
			const b = bar.getBoundingClientRect();
			if (!b.height || b.right <= r.left || b.left >= r.right) continue;
			if (b.top <= 0 && b.bottom > 0) top = Math.max(top, b.bottom);
			else if (b.bottom >= window.innerHeight && b.top < window.innerHeight) bottom = Math.min(bottom, b.top);
		}
		return { top, bottom };
	});
}

/**
 * Scrolls just enough to bring the control where a thumb can tap it (into its room, `roomFor`), and says how far that was:
 * a control under a sticky bar is not on screen.
 */
async function reach(page: Page, control: Locator): Promise<number> {
	await control.waitFor({ state: 'visible' });
	await settled(page);
	const room = await roomFor(control);
	return control.evaluate((el, { top, bottom }) => {
		const r = el.getBoundingClientRect();
		// Below the room: up until its bottom shows, or its top if it is taller than the room; above: down to its top.
		const by = r.top < top ? r.top - top : r.bottom > bottom ? Math.min(r.bottom - bottom, r.top - top) : 0;
		const before = window.scrollY;
		if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' });
		return Math.abs(window.scrollY - before);
	}, room);
}

/** Starts counting a turn on this page. */
export function turn(page: Page): Turn {
	const cost: TurnCost = { taps: 0, typed: 0, scrolled: 0 };
	const scrollY = () => page.evaluate(() => window.scrollY);
	/** Where the page was when a key was last pressed: a field Enter reached may have moved it. */
	let beforeKey: number | null = null;
	return {
		cost,
		async tap(control) {
			cost.scrolled += await reach(page, control);
			await control.click();
			cost.taps += 1;
		},
		async choose(select, option) {
			cost.scrolled += await reach(page, select);
			await select.selectOption(option);
			cost.taps += 2;
		},
		async type(field, text) {
			cost.scrolled += await reach(page, field);
			await field.fill(text);
			cost.taps += 1;
			cost.typed += text.length;
		},
		async press(key) {
			beforeKey = await scrollY();
			await page.keyboard.press(key);
		},
		async typeOn(field, text) {
			await expect(field, 'the field Enter moved to').toBeFocused();
			if (beforeKey !== null) cost.scrolled += Math.abs((await scrollY()) - beforeKey);
			beforeKey = null;
			cost.scrolled += await reach(page, field);
			await field.fill(text);
			cost.typed += text.length;
		}
	};
}

/** The turn stayed within its budget: at most these taps and characters, and no scrolling unless allowed. */
export function expectWithin(t: Turn, budget: { taps: number; typed?: number; scrolled?: number }, what: string): void {
	expect(t.cost.taps, `${what}: taps`).toBeLessThanOrEqual(budget.taps);
	expect(t.cost.typed, `${what}: characters typed`).toBeLessThanOrEqual(budget.typed ?? 0);
	expect(t.cost.scrolled, `${what}: pixels scrolled`).toBeLessThanOrEqual(budget.scrolled ?? 0);
}

/** The page is at its top, as a turn starts: the game screen as a player opens it. */
export async function fromTheTop(page: Page): Promise<void> {
	await page.evaluate(() => window.scrollTo(0, 0));
}

/** Says what a turn cost in the test's report (its annotations), then holds it to its budget. */
export function counted(t: Turn, budget: { taps: number; typed?: number; scrolled?: number }, what: string): void {
	test.info().annotations.push({ type: what, description: `${t.cost.taps} taps, ${t.cost.typed} typed, ${t.cost.scrolled} px scrolled` });
	expectWithin(t, budget, what);
}

/** Screenshots of the step (SHOTS=1), the page left where the player had it: a screenshot scrolls, a player did not. */
export async function look(page: Page, name: string): Promise<void> {
	const y = await page.evaluate(() => window.scrollY);
	await shots(page, name);
	await page.evaluate((top) => window.scrollTo(0, top), y);
}
