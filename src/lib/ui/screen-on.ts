/**
 * Keeps the phone's screen on while a game screen is open (Screen Wake Lock API), so it does not dim
 * and lock between turns: asked for on the screen, asked again when the tab comes back (the browser lets
 * it go while hidden), let go on leaving. The player's choice is kept on the phone; on by default.
 */
const KEY = 'silk-ledger.screen-on';

export const screenOnSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function screenOnWanted(): boolean {
	try {
		return localStorage.getItem(KEY) !== 'off';
	} catch {
		return true;
	}
}

export function setScreenOnWanted(on: boolean): void {
	try {
		localStorage.setItem(KEY, on ? 'on' : 'off');
	} catch {
		// Private browsing may refuse storage: the choice then lasts as long as the screen.
	}
}

/** Holds the screen on until the returned function is called. */
export function keepScreenOn(): () => void {
	let lock: WakeLockSentinel | null = null;
	let gone = false;
	const acquire = async () => {
		if (gone || lock || document.visibilityState !== 'visible' || !screenOnSupported()) return;
		try {
			const got = await navigator.wakeLock.request('screen');
			if (gone) return void got.release().catch(() => {});
			lock = got;
			got.addEventListener('release', () => {
				if (lock === got) lock = null;
			});
		} catch {
			// Refused (battery saver, a frame without permission): the screen simply may dim.
			lock = null;
		}
	};
	const onVisibility = () => void acquire();
	document.addEventListener('visibilitychange', onVisibility);
	void acquire();
	return () => {
		gone = true;
		document.removeEventListener('visibilitychange', onVisibility);
		lock?.release().catch(() => {});
		lock = null;
	};
}
