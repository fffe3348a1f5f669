import { expect } from 'vitest';
import type { Refusal } from '../../../src/lib/engine/core/log.ts';

type Outcome<T> = { ok: true; value?: T; setup?: T } | { ok: false; refusal: Refusal };

/** A refusal with exactly this key, and these params when given. */
export function expectRefusal(refusal: Refusal | null, key: string, params?: Record<string, string | number>) {
	expect(refusal, `expected a refusal ${key}`).not.toBeNull();
	expect(refusal!.key).toBe(key);
	if (params) expect(refusal!.params).toEqual(params);
}

/** A refused result (`{ ok: false, refusal }`) with this key. */
export function expectRefused<T>(result: Outcome<T>, key: string, params?: Record<string, string | number>) {
	expect(result.ok, `expected ${key}`).toBe(false);
	if (!result.ok) expectRefusal(result.refusal, key, params);
}

/** The value of an accepted result. */
export function accepted<T>(result: { ok: true; value: T } | { ok: false; refusal: Refusal }): T {
	if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
	return result.value;
}
