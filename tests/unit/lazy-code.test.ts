/** Code a screen loads when needed: fetched once, known once here (drawn at once), fetched again after a failure. */
import { describe, expect, it } from 'vitest';
import { lazyCode } from '../../src/lib/ui/lazy-code.ts';

describe('lazy code', () => {
	it('is fetched once, and known once here', async () => {
		let fetched = 0;
		const code = lazyCode(() => Promise.resolve({ n: ++fetched }));
		expect(code.loaded).toBeNull();
		const [a, b] = await Promise.all([code(), code()]);
		expect(a).toBe(b);
		expect(fetched).toBe(1);
		expect(code.loaded).toBe(a);
		await code();
		expect(fetched).toBe(1);
	});

	it('that failed to arrive is fetched again at the next need', async () => {
		let tries = 0;
		const code = lazyCode(() => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true })));
		await expect(code()).rejects.toThrow('offline');
		expect(code.loaded).toBeNull();
		await expect(code()).resolves.toEqual({ ok: true });
		expect(code.loaded).toEqual({ ok: true });
	});
});
