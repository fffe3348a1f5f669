// The words of the page's language, asked for with the page (issue 28), not once the app's first script has run: a
// script in the page's head reads which files each language needs (a <meta> the prerendered page holds), picks the
// language as Paraglide does (the stored choice, then the browser's languages, then English) and preloads its files.
// The same text on every page, allowed by its hash (svelte.config.js): plain JavaScript, so the config can read it.

/** The name of the <meta> that lists each language's word files for the page. */
export const WORDS_META = 'silk-words';

/** The script's text, as it stands in the page. */
export const WORDS_PRELOAD = `(() => {
	try {
		const files = JSON.parse(document.querySelector('meta[name="${WORDS_META}"]').content);
		const stored = localStorage.getItem('PARAGLIDE_LOCALE');
		const browser = navigator.languages.flatMap((tag) => [tag, tag.split('-')[0]]);
		const locale = [stored, ...browser, 'en'].find((l) => l && files[l]);
		for (const href of files[locale]) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
	} catch {
		// Without the list the app still loads the words itself, one step later.
	}
})();`;
