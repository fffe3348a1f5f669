/**
 * Message keys in the one key style every layer uses: snake_case, a game's own keys
 * starting with its name, e.g. ('marco-polo-2', 'char', 'mongke-khan') → 'marco_polo_2_char_mongke_khan'.
 * Keys are built from data ids (characters, fields, spaces) with this, never by hand.
 */
export function messageKey(...parts: readonly (string | number)[]): string {
	return parts
		.map(String)
		.join('_')
		.replace(/([a-z0-9])([A-Z])/g, '$1_$2')
		.replace(/[^A-Za-z0-9]+/g, '_')
		.toLowerCase();
}
