/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from whichever screen
 * it comes on until the player takes it from the home screen. Loaded with the layout, so it is never missed.
 */
export interface InstallOffer extends Event {
	prompt(): Promise<unknown>;
	userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const install = $state<{ offer: InstallOffer | null }>({ offer: null });

if (typeof window !== 'undefined') {
	addEventListener('beforeinstallprompt', (event) => {
		// Kept for the home screen's button instead of the browser's own banner.
		event.preventDefault();
		install.offer = event as InstallOffer;
	});
	addEventListener('appinstalled', () => (install.offer = null));
}

/** Running as the installed app, from the home screen. */
export const isStandalone = () => matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/** An iPhone or iPad, where installing is Share → Add to Home Screen (an iPad may say it is a Mac with touch). */
export const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
