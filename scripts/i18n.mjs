/**
 * `npm run i18n`: compiles the messages with Paraglide JS, then splits them by language and group
 * (scripts/split-messages.mjs). Paraglide's compile (~7 s) runs only when what it reads changed since it last
 * ran here: the message files, the inlang settings, Paraglide's and its plugin's versions and the options
 * below (their hash is kept beside the output). `npm ci`, `npm run check` and `npm run build` each ask for
 * the messages; on a fresh clone the first compiles and the others find them current. The split reads the
 * screens' sources as well, so it always runs (~0.2 s). `--force` compiles anyway.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = 'src/lib/paraglide';
const STAMP = join(ROOT, OUT, '.compiled-from');
const OPTIONS = ['--project', './project.inlang', '--outdir', `./${OUT}`, '--output-structure', 'locale-modules'];
OPTIONS.push('--strategy', 'localStorage', 'preferredLanguage', 'baseLocale', '--silent');

const versionOf = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** What Paraglide's output depends on, as one hash. */
function inputsHash() {
	const hash = createHash('sha256');
	hash.update(JSON.stringify([OPTIONS, versionOf('@inlang/paraglide-js'), versionOf('@inlang/plugin-message-format')]));
	const settings = join(ROOT, 'project.inlang/settings.json');
	const messages = readdirSync(join(ROOT, 'messages'))
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) => join(ROOT, 'messages', f));
	for (const file of [settings, ...messages]) hash.update(`\0${file.slice(ROOT.length)}\0`).update(readFileSync(file));
	return hash.digest('hex');
}

const hash = inputsHash();
const { locales } = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8'));
const outputs = ['runtime.js', 'messages.js', ...locales.map((l) => `messages/${l}.js`)].map((f) => join(ROOT, OUT, f));
const current = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash && outputs.every((f) => existsSync(f));
if (process.argv.includes('--force') || !current) {
	const cli = join(ROOT, 'node_modules/.bin/paraglide-js');
	execFileSync(cli, ['compile', ...OPTIONS], { cwd: ROOT, stdio: 'inherit' });
	writeFileSync(STAMP, hash);
} else console.log('messages compiled already from these message files and settings');
execFileSync(process.execPath, [join(ROOT, 'scripts/split-messages.mjs')], { cwd: ROOT, stdio: 'inherit' });
