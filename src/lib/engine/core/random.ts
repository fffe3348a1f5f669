/**
 * Seeded random numbers: the same seed gives the same draw on every phone,
 * so a seed shown on one phone reproduces a setup on another.
 */

/** 32-bit FNV-1a hash of a string, to turn a readable seed into a number. */
function hashSeed(seed: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < seed.length; i++) {
		h ^= seed.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** A whole number in [0, n). */
	int(n: number): number;
	/** A shuffled copy (Fisher–Yates). */
	shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: small, fast and well distributed for game draws. */
export function createRandom(seed: string): Random {
	let a = hashSeed(seed);
	const next = () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (n: number) => Math.floor(next() * n);
	const shuffle = <T>(items: readonly T[]): T[] => {
		const out = items.slice();
		for (let i = out.length - 1; i > 0; i--) {
			const j = int(i + 1);
			[out[i], out[j]] = [out[j]!, out[i]!];
		}
		return out;
	};
	return { next, int, shuffle };
}

/** Letters easy to read aloud and type: no 0/O, 1/I/L. */
const SEED_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short seed from a source of entropy given by the caller (the engine has none of its own). */
export function seedFromNumbers(values: ArrayLike<number>, length = 6): string {
	let s = '';
	for (let i = 0; i < length; i++) s += SEED_ALPHABET[(values[i] ?? 0) % SEED_ALPHABET.length];
	return s;
}

export function isValidSeed(seed: string): boolean {
	return /^[A-Za-z0-9-]{1,32}$/.test(seed);
}
