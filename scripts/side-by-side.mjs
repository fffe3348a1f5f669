/**
 * Runs npm scripts side by side and fails if any of them fails: the type check, the lint and the unit tests
 * each keep about one core busy, and the end-to-end tests leave half of two cores idle (their browsers wait on
 * pages more than they compute), so on two cores they all end sooner together than one after another. Each
 * one's output is shown whole, with its time, once it ends (never interleaved with another's).
 * Usage: node scripts/side-by-side.mjs <script> [<script> …]
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const start = Date.now();

/** Runs `npm run <name>`; resolves whether it passed, once its output is printed. */
function run(name) {
	return new Promise((resolve) => {
		const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
		const output = [];
		child.stdout.on('data', (chunk) => output.push(chunk));
		child.stderr.on('data', (chunk) => output.push(chunk));
		child.on('close', (code, signal) => {
			const passed = code === 0;
			const seconds = Math.round((Date.now() - start) / 1000);
			const text = Buffer.concat(output).toString().trimEnd();
			console.log(`\n── npm run ${name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s ──`);
			if (text) console.log(text);
			resolve(passed);
		});
	});
}

console.log(`Side by side: ${names.map((n) => `npm run ${n}`).join(', ')}`);
const passed = await Promise.all(names.map(run));
const failed = names.filter((_, i) => !passed[i]);
if (failed.length) {
	console.error(`\nFailed: ${failed.map((n) => `npm run ${n}`).join(', ')}`);
	process.exit(1);
}
