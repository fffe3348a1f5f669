/** What the checksums and marks of stored data are made of: canonical JSON and its SHA-256. */

/**
 * JSON with its keys in order: the same value gives the same text whatever order its keys were written in. A
 * key whose value is undefined is left out, as JSON leaves it out: a row read back from a file is the same row.
 */
export function canonical(x: unknown): string {
	if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
	if (typeof x === 'object' && x !== null)
		return `{${Object.keys(x)
			.filter((k) => (x as Record<string, unknown>)[k] !== undefined)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
			.join(',')}}`;
	return JSON.stringify(x) ?? 'null';
}

/** SHA-256 of a text, as 64 hex digits. */
export async function sha256(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
