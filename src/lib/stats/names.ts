/**
 * Players remembered across games by name: the same name in any case or spacing is one player, and two
 * spellings the group merged are one player too (an alias kept on this phone, undone by removing it).
 */

/** Spelling (trimmed, lower case) → the name it is merged into. */
export type Aliases = Readonly<Record<string, string>>;

export const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The name a spelling stands for: followed through the merges (a loop stops where it would repeat). */
export function canonicalName(name: string, aliases: Aliases): string {
	let current = name.trim();
	const seen = new Set<string>();
	for (let next = aliases[nameKey(current)]; next !== undefined && !seen.has(nameKey(next)); next = aliases[nameKey(current)]) {
		seen.add(nameKey(current));
		current = next.trim();
	}
	return current;
}

/** A player's merged name for each spelling, worked out once per spelling (statistics read thousands of names). */
export function namesOf(aliases: Aliases): (name: string) => { name: string; key: string } {
	const seen = new Map<string, { name: string; key: string }>();
	return (spelling) => {
		let found = seen.get(spelling);
		if (!found) {
			const name = canonicalName(spelling, aliases);
			found = { name, key: nameKey(name) };
			seen.set(spelling, found);
		}
		return found;
	};
}

/** The aliases with `from` merged into `into`; merging a name into itself changes nothing. */
export function merged(aliases: Aliases, from: string, into: string): Aliases {
	if (nameKey(from) === nameKey(into) || nameKey(canonicalName(into, aliases)) === nameKey(from)) return aliases;
	return { ...aliases, [nameKey(from)]: into.trim() };
}

/** The aliases with a merge undone. */
export function unmerged(aliases: Aliases, from: string): Aliases {
	const { [nameKey(from)]: _, ...rest } = aliases;
	return rest;
}
