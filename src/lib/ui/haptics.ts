/**
 * A light tick (Vibration API) when an entry is accepted, so the player feels it without looking.
 * Off by default, the choice kept on the phone; nothing happens where the device cannot vibrate.
 */
const KEY = 'silk-ledger.haptics';

export const hapticsSupported = () => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

export function hapticsWanted(): boolean {
	try {
		return localStorage.getItem(KEY) === 'on';
	} catch {
		return false;
	}
}

export function setHapticsWanted(on: boolean): void {
	try {
		localStorage.setItem(KEY, on ? 'on' : 'off');
	} catch {
		// Private browsing may refuse storage: the choice then lasts as long as the screen.
	}
}

/** One short tick for an accepted entry, if the player wants it. */
export function tick(): void {
	if (!hapticsSupported() || !hapticsWanted()) return;
	try {
		navigator.vibrate(10);
	} catch {
		// Some browsers throw before a first tap on the page: the tick is only a nicety.
	}
}
