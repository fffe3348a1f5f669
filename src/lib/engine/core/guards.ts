/**
 * Guards for numbers and shapes that come from outside (stored rows, imported files, forms).
 * Amounts on a table stay far below these bounds; anything above is a typo or a hostile file.
 */

/** The most of one thing an entry may carry (coins, camels, goods, a printed value). */
export const MAX_AMOUNT = 999;
/** The most points a score may reach or change by at once. */
export const MAX_POINTS = 9_999;

/** A whole number a phone can hold exactly (not 1e308, not 2^53 + 1). */
export const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
/** A whole number from 0 to `max`. */
export const isWhole = (v: unknown, max = MAX_AMOUNT): v is number => isInt(v) && v >= 0 && v <= max;
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A die face, 1–6. */
export const isFace = (v: unknown): v is number => isInt(v) && v >= 1 && v <= 6;
