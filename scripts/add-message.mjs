#!/usr/bin/env node
// Adds or changes a message in every language, keeping the files' order and format:
//   node scripts/add-message.mjs <key> '<English>' '<Russian>' '<Hungarian>' '<Polish>' '<Portuguese>'
// The languages are project.inlang/settings.json's, in its order; each one must be given.
import { readFileSync, writeFileSync } from 'node:fs';

const { locales } = JSON.parse(readFileSync(new URL('../project.inlang/settings.json', import.meta.url), 'utf8'));
const [key, ...texts] = process.argv.slice(2);
if (!key || texts.length !== locales.length || texts.some((t) => t.trim() === '') || !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(key)) {
	console.error(`usage: node scripts/add-message.mjs <snake_case_key> ${locales.map((l) => `'<${l}>'`).join(' ')}`);
	process.exit(1);
}
for (const [i, locale] of locales.entries()) {
	const path = new URL(`../messages/${locale}.json`, import.meta.url);
	const messages = JSON.parse(readFileSync(path, 'utf8'));
	messages[key] = texts[i];
	writeFileSync(path, JSON.stringify(messages, null, 2) + '\n');
}
