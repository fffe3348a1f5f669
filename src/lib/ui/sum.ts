/**
 * A number typed on a score sheet, as a sum when the table adds up as it counts ("3+6+2", "40 − 3"), as BG Stats
 * takes it: whole numbers joined by + and −, read term by term (never evaluated as code). Anything else is no
 * number: null, and the field says so.
 */
export function wholeSum(typed: string): number | null {
	// The phone's keyboards give −, –, or -: all one minus; spaces and a lone leading + do not matter.
	const text = typed.replace(/[−–]/g, '-').replace(/\s+/g, '');
	if (!/^[+-]?\d+([+-]\d+)*$/.test(text)) return null;
	let total = 0;
	for (const [, sign, digits] of text.matchAll(/([+-]?)(\d+)/g)) total += (sign === '-' ? -1 : 1) * Number(digits);
	return Number.isSafeInteger(total) ? total : null;
}
