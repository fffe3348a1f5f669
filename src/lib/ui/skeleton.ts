/**
 * What a screen's prerendered HTML shows before any script has run: the header with the app's name and the
 * shape of the screen (its title and blocks), drawn by an inline style. The words come with the app's code, in
 * the reader's language (known only on the phone), so the skeleton has none but the app's name, the same in every
 * language. The layout takes it away as it mounts.
 */

/** The blocks a screen is drawn as: a game in play has its turn panel and the players' lines. */
function blocks(path: string): string {
	const game = /^\/(marco-polo-2|voyages|merv)$/.test(path);
	const rows = game ? ['panel', 'line', 'line', 'line'] : ['line', 'line', 'panel', 'line'];
	return rows.map((kind) => `<div class="sk-${kind}"></div>`).join('');
}

const STYLE = `<style>
#skeleton{font:17px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#faf7f2;color:#1c1917;min-height:100vh}
#skeleton header{display:flex;align-items:center;min-height:2.75rem;padding:.5rem 1rem;border-bottom:1px solid #d6d3d1}
#skeleton b{font-size:1.1rem;color:#9a3412}
#skeleton main{max-width:34rem;margin:0 auto;padding:0 1rem}
#skeleton .sk-title{height:1.6rem;width:60%;margin:1.2rem 0 1rem;border-radius:.4rem;background:#d6d3d1}
#skeleton .sk-line{height:2.75rem;margin:.5rem 0;border-radius:.5rem;background:#fff;border:1px solid #d6d3d1}
#skeleton .sk-panel{height:9rem;margin:.5rem 0;border-radius:.5rem;background:#fff;border:1px solid #d6d3d1}
@media (prefers-color-scheme:dark){#skeleton{background:#1c1917;color:#f5f5f4}#skeleton b{color:#f59e0b}
#skeleton header,#skeleton .sk-line,#skeleton .sk-panel{border-color:#44403c}#skeleton .sk-title{background:#44403c}
#skeleton .sk-line,#skeleton .sk-panel{background:#292524}}
</style>`;

/** The skeleton of the screen at this path, as HTML for the page's body. */
export function skeleton(path: string): string {
	return `<div id="skeleton" aria-busy="true">${STYLE}<header><b>Silk Ledger</b></header><main><div class="sk-title"></div>${blocks(path)}</main></div>`;
}
