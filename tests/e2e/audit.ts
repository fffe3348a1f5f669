/** Measures a screen as a phone user meets it: targets big enough for a finger, nothing sideways, nothing axe objects to. */
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';

/** WCAG 2.5.5's 44 × 44 CSS px, which the app holds itself to (stricter than 2.5.8's 24). */
export const MIN_TARGET = 44;

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role=button], [tabindex]';

/**
 * Every visible interactive element whose box is under 44 × 44 CSS px, described as "tag 'name' W×H".
 * Exempt, as WCAG 2.5.8 allows: a link inside running text (an inline link with other text in its
 * block), whose size the line of text sets. Not targets: [tabindex="-1"] on a non-control (focus is moved
 * there by script, it is not tapped). A checkbox, radio or file input counts its label's box as well,
 * since a tap on the label works it. `within`: only those inside what this selector finds.
 */
export function smallTargets(page: Page, within?: string): Promise<string[]> {
	return page.evaluate(
		({ selector, min }) => {
			const found: string[] = [];
			const controls = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);
			const blockOf = (el: Element): Element => {
				let at = el.parentElement;
				while (at && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement;
				return at ?? el;
			};
			const box = (el: Element) => {
				const r = el.getBoundingClientRect();
				return { w: r.width, h: r.height };
			};
			for (const el of document.querySelectorAll(selector)) {
				if (el.getAttribute('tabindex') === '-1' && !controls.has(el.tagName) && el.getAttribute('role') !== 'button') continue;
				if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
				const style = getComputedStyle(el);
				let { w, h } = box(el);
				const labelled = el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type);
				// Shown: not in a closed fold (whose content the browser still lays out when asked).
				const shown = (e: Element) => e.checkVisibility({ visibilityProperty: true });
				if (labelled) {
					const labels = [...(el.labels ?? [])].filter(shown);
					if (!labels.length && !shown(el)) continue;
					for (const label of labels) {
						const l = box(label);
						if (l.w * l.h > w * h) ({ w, h } = l);
					}
				} else if (w === 0 || h === 0 || !shown(el)) continue;
				if (w === 0 || h === 0) continue;
				if (el.tagName === 'A' && style.display === 'inline') {
					const block = blockOf(el);
					if ((block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
				}
				if (w + 0.01 >= min && h + 0.01 >= min) continue;
				const name = (el.getAttribute('aria-label') ?? (el.textContent || '') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
				const id = el.id ? `#${el.id}` : '';
				const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
				found.push(`${el.tagName.toLowerCase()}${type}${id} '${name}' ${Math.round(w)}×${Math.round(h)}`);
			}
			return found;
		},
		{ selector: within ? `${within} :is(${INTERACTIVE})` : INTERACTIVE, min: MIN_TARGET }
	);
}

/** Whether the page scrolls sideways, as "scrolls sideways: W > V" with the innermost elements that stick out, or nothing. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
	const wide = await page.evaluate(() => {
		const { scrollWidth, clientWidth } = document.documentElement;
		if (scrollWidth <= clientWidth) return null;
		const out = [...document.querySelectorAll('body *')].filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > clientWidth + 0.5);
		const innermost = out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
		const named = innermost
			.slice(0, 3)
			.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} '${(el.textContent ?? '').trim().slice(0, 30)}'`);
		return `${scrollWidth} > ${clientWidth}: ${named.join(', ')}`;
	});
	return wide ? [`scrolls sideways: ${wide}`] : [];
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe run in the page itself, put there once per page (not at every run, nor in a blank page of its own as
 * @axe-core/playwright does: the app has no frames), violations only; on the page or what `on` selects.
 */
async function runAxe(page: Page, options: RunOptions, on?: string): Promise<Result[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
	return page.evaluate(
		async ({ options, on }) => {
			const run = (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run;
			return (await run(on ?? document, { ...options, resultTypes: ['violations'] })).violations;
		},
		{ options, on }
	);
}

/**
 * axe's violations with its rules as they come (every rule on by default, best practices too: what
 * `new AxeBuilder({ page }).analyze()` runs), and `rules` switched on or off; run as above, in the page.
 */
export function axeDefaultViolations(page: Page, rules: RunOptions['rules'] = {}): Promise<Result[]> {
	return runAxe(page, { rules });
}

/**
 * axe's WCAG 2.0–2.2 A and AA rules, target-size among them; with `contrastOnly`, only what a colour
 * scheme changes (the same page in the other scheme). Not axe's experimental label-in-name rule: it takes
 * all the text of a home card for its label, where the card's label is its heading.
 * axe's target-size counts a control partly under the sticky header or the bar at the thumb, at the
 * current scroll, as too small: each one it flags is scrolled to the middle of the screen and asked
 * again, and only one still too small there is reported.
 */
export async function axeViolations(page: Page, contrastOnly = false): Promise<string[]> {
	const rules: RunOptions['runOnly'] = contrastOnly ? { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } : { type: 'tag', values: WCAG };
	const found: string[] = [];
	for (const v of await runAxe(page, { runOnly: rules }))
		for (const n of v.nodes) {
			const target = n.target.join(' ');
			if (v.id === 'target-size' && (await clearOnceInView(page, target))) continue;
			found.push(`axe ${v.id}: ${target} ${n.html.slice(0, 160)}`);
		}
	return found;
}

/** Whether axe's target-size passes this control once it is scrolled to the middle of the screen; the scroll is put back. */
async function clearOnceInView(page: Page, selector: string): Promise<boolean> {
	const scrolled = await page.evaluate(() => window.scrollY);
	await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
	const again = await runAxe(page, { runOnly: { type: 'rule', values: ['target-size'] } }, selector);
	await page.evaluate((y) => window.scrollTo(0, y), scrolled);
	return again.length === 0;
}

/**
 * Whether a tap on this element reaches it where it is now: the points at its centre and near its
 * corners are its own, not the sticky header's or the bar's at the thumb drawn over it.
 */
export function uncovered(target: Locator): Promise<boolean> {
	return target.evaluate((el) => {
		const r = el.getBoundingClientRect();
		const points = [
			[0.5, 0.5],
			[0.1, 0.1],
			[0.9, 0.1],
			[0.1, 0.9],
			[0.9, 0.9]
		].map(([x, y]) => [r.left + r.width * x!, r.top + r.height * y!] as const);
		return points.every(([x, y]) => {
			const hit = document.elementFromPoint(x, y);
			return !!hit && (el.contains(hit) || (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.contains(hit))));
		});
	});
}

/** The next frame is drawn: what follows a width (the map's zoom) or a fold opened (content drawn once first opened) has followed it. */
export const drawn = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Opens the folds (corrections, bonus actions, counts: what a player opens is measured too), the first
 * `limit` of them when told; returns how to close them again.
 */
export async function openFolds(page: Page, limit = Infinity): Promise<() => Promise<void>> {
	await page.evaluate((limit) => {
		for (const d of [...document.querySelectorAll('details:not([open]):not(.menu)')].slice(0, limit)) {
			d.setAttribute('data-audit-opened', '');
			(d as HTMLDetailsElement).open = true;
		}
	}, limit);
	await drawn(page);
	return async () => {
		await page.evaluate(() =>
			document.querySelectorAll<HTMLDetailsElement>('details[data-audit-opened]').forEach((d) => ((d.open = false), d.removeAttribute('data-audit-opened')))
		);
	};
}
