#!/usr/bin/env node
// Adds or changes a message in both languages, keeping the files' order and format:
//   node scripts/add-message.mjs <key> '<English>' '<Russian>'
import { readFileSync, writeFileSync } from 'node:fs';

const [key, en, ru] = process.argv.slice(2);
if (!key || en === undefined || ru === undefined || !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(key)) {
	console.error("usage: node scripts/add-message.mjs <snake_case_key> '<English>' '<Russian>'");
	process.exit(1);
}
for (const [locale, text] of [
	['en', en],
	['ru', ru]
]) {
	const path = new URL(`../messages/${locale}.json`, import.meta.url);
	const messages = JSON.parse(readFileSync(path, 'utf8'));
	messages[key] = text;
	writeFileSync(path, JSON.stringify(messages, null, 2) + '\n');
}
