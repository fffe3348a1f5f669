/**
 * The browser's storage itself: whether it keeps this site's data (persistent storage), how much is used
 * and free, and what went wrong when a read or a write fails, so every screen can say what to do.
 */

export interface StorageInfo {
	/** Whether the browser promised to keep the data; null: this browser does not say. */
	persisted: boolean | null;
	usage: number | null;
	quota: number | null;
}

/** Why storage failed: full (free space), unavailable (private mode, blocked), or failed otherwise. */
export type StorageProblem = 'full' | 'unavailable' | 'failed';

export async function storageInfo(): Promise<StorageInfo> {
	const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
	const [persisted, estimate] = await Promise.all([
		storage?.persisted ? storage.persisted().catch(() => null) : null,
		storage?.estimate ? storage.estimate().catch(() => null) : null
	]);
	return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/**
 * Asks the browser to keep this site's data (not to evict it when space runs low). Asked once a game is
 * saved; browsers decide by how the site is used (Chrome grants it to an installed app, Firefox asks).
 */
export async function askToKeep(): Promise<boolean | null> {
	const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
	if (!storage?.persist) return null;
	try {
		return (await storage.persisted()) || (await storage.persist());
	} catch {
		return null;
	}
}

const names = (error: unknown): string[] => {
	const out: string[] = [];
	// Dexie wraps the browser's error (inner) and a failed bulk write's (failures).
	for (let e = error as { name?: unknown; inner?: unknown; failures?: unknown } | null, i = 0; e && i < 5; i++) {
		if (typeof e.name === 'string') out.push(e.name);
		if (Array.isArray(e.failures) && e.failures.length) out.push(...names(e.failures[0]));
		e = e.inner as typeof e;
	}
	return out;
};

/** What a storage error means for the player. */
export function storageProblem(error: unknown): StorageProblem {
	const n = names(error);
	if (n.includes('QuotaExceededError')) return 'full';
	if (n.some((x) => ['MissingAPIError', 'InvalidStateError', 'SecurityError', 'OpenFailedError', 'DatabaseClosedError', 'UnknownError'].includes(x)))
		return 'unavailable';
	return 'failed';
}

/** How long a screen waits for storage before it says it is not answering (the home screen waits as long). */
export const SLOW_MS = 6000;

/**
 * A storage request, unchanged, watched: IndexedDB can hang instead of failing (blocked by an upgrade in another
 * tab, a browser's broken storage), so once it has not answered for `ms`, `slow` is called, and `answered` when it
 * answers (or fails) after that. What a screen waits for goes through here (ui/data/watch.ts says it).
 */
export function noticeSlow<T>(request: Promise<T>, ms: number, slow: () => void, answered: () => void): Promise<T> {
	let late = false;
	const timer = setTimeout(() => {
		late = true;
		slow();
	}, ms);
	const done = () => {
		clearTimeout(timer);
		if (late) answered();
	};
	request.then(done, done);
	return request;
}
