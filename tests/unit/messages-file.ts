/** The message files as the tests read them: plain texts or inlang variant messages (plural forms). */
import { readFileSync } from 'node:fs';

export type MessageValue = string | { declarations?: string[]; selectors?: string[]; match?: Record<string, string> }[];

export const LOCALES = (JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { locales: string[] }).locales;

/** A language's messages, without the file's $schema line. */
export function load(locale: string): Record<string, MessageValue> {
	const { $schema: _, ...messages } = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, MessageValue>;
	return messages;
}

/** Every text a message can show: the text, or each variant's. */
export const patterns = (value: MessageValue | undefined): string[] =>
	typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap((v) => Object.values(v.match ?? {})) : [];

/** The parameters a message takes: its {placeholders} and declared inputs, not its local plural selectors. */
export function messageInputs(value: MessageValue | undefined): string[] {
	const found = new Set<string>();
	const locals = new Set<string>();
	for (const text of patterns(value)) for (const hit of text.matchAll(/(?<!\\)\{(\w+)\}/g)) found.add(hit[1]!);
	if (Array.isArray(value))
		for (const declaration of value.flatMap((v) => v.declarations ?? [])) {
			const input = /^input\s+(\w+)$/.exec(declaration);
			const local = /^local\s+(\w+)\s*=\s*(\w+)\s*:/.exec(declaration);
			if (input) found.add(input[1]!);
			if (local) {
				locals.add(local[1]!);
				found.add(local[2]!);
			}
		}
	for (const local of locals) found.delete(local);
	return [...found].sort();
}
