/** Measures a screen as a phone user meets it: targets big enough for a finger, nothing sideways, nothing axe objects to. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.5.5's 44 × 44 CSS px, which the app holds itself to (stricter than 2.5.8's 24). */
export const MIN_TARGET = 44;

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role=button], [tabindex]';

/**
 * Every visible interactive element whose box is under 44 × 44 CSS px, described as "tag 'name' W×H".
 * Exempt, as WCAG 2.5.8 allows: a link inside running text (an inline link with other text in its
 * block), whose size the line of text sets. Not targets: [tabindex="-1"] on a non-control (focus is moved
 * there by script, it is not tapped). A checkbox, radio or file input counts its label's box as well,
 * since a tap on the label works it.
 */
export function smallTargets(page: Page): Promise<string[]> {
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
				if (labelled) {
					for (const label of (el as HTMLInputElement).labels ?? []) {
						const l = box(label);
						if (l.w * l.h > w * h) ({ w, h } = l);
					}
				} else if (w === 0 || h === 0 || style.visibility === 'hidden') continue;
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
		{ selector: INTERACTIVE, min: MIN_TARGET }
	);
}

/** Whether the page scrolls sideways, as "scrolls sideways: W > V" or nothing. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
	const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
	return scroll > client ? [`scrolls sideways: ${scroll} > ${client}`] : [];
}

/**
 * axe's WCAG 2.0–2.2 A and AA rules, target-size among them. Not axe's experimental label-in-name rule:
 * it takes all the text of a home card for its label, where the card's label is its heading.
 */
export async function axeViolations(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
	return results.violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 160)}`));
}
