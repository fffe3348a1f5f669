/** A tiny game for the core's tests: its rules got stricter (steps above 5 are refused now), and 'boom' is a bug that throws. */
import * as v from 'valibot';
import { accepted, refused } from '../../../src/lib/engine/core/log.ts';
import { rulesOf } from '../../../src/lib/engine/core/rules.ts';
import { whole } from '../../../src/lib/engine/core/schema.ts';
import { onePhase } from '../play.ts';

export type Step = { type: 'step'; n: number } | { type: 'boom' };
const stepSchema = v.variant('type', [v.strictObject({ type: v.literal('step'), n: whole(9) }), v.strictObject({ type: v.literal('boom') })]);
export const strict = rulesOf(() => ({ total: 0 }), stepSchema, onePhase<Step>('step', 'boom'), {
	step: (s, e) => (e.n > 5 ? refused('refusal_step_too_big', { max: 5 }) : accepted({ total: s.total + e.n })),
	boom: () => {
		throw new Error('a bug');
	}
});
