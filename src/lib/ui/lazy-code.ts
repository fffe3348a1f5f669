/**
 * Code a screen loads once it is needed (LoadedCode): fetched once, and once here drawn at once, in the same task as
 * the tap that shows it, not a moment later. A screen fetches it early, once it is shown (`whenSettled`), so a tap
 * that opens it waits for no file.
 */
export interface LazyCode<T> {
	(): Promise<T>;
	/** The code, once it has arrived. */
	loaded: T | null;
}

export function lazyCode<T>(load: () => Promise<T>): LazyCode<T> {
	let loading: Promise<T> | null = null;
	const code = (() =>
		(loading ??= load().then(
			(module) => (code.loaded = module),
			(error: unknown) => {
				// Fetched again at the next need: the phone may be back online.
				loading = null;
				throw error;
			}
		))) as LazyCode<T>;
	code.loaded = null;
	return code;
}
