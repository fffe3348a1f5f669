/**
 * Runs npm scripts in phases, those of a phase side by side, and fails if any of them fails (the later phases
 * still run, so one run shows every failure). The type check, the lint and the unit tests keep about one core
 * busy each and share two cores well; the end-to-end tests' browsers keep both cores busy on their own, and
 * run in the next phase, which starts once one script of this phase is left (side by side with all the rest they
 * time out). Each script's output is shown whole, with its time, once it ends (never interleaved with another's);
 * the end of a failed script's output is shown again last, so a log cut to its tail still says what failed.
 * Usage: node scripts/side-by-side.mjs <script> [<script> …] [then <script> …]
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const start = Date.now();

/** The last lines of each failed script's output, shown again at the end. */
const TAIL_LINES = 40;
const tails = [];

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
			if (!passed) tails.push(`── the end of npm run ${name} ──\n${text.split('\n').slice(-TAIL_LINES).join('\n')}`);
			resolve(passed);
		});
	});
}

const phases = [[]];
for (const name of names)
	if (name === 'then') phases.push([]);
	else phases.at(-1).push(name);

/** Resolves once at most `left` of these promises are still pending. */
function untilPending(promises, left) {
	let pending = promises.length;
	return new Promise((resolve) => {
		if (pending <= left) resolve();
		for (const p of promises) p.then(() => --pending <= left && resolve());
	});
}

const failed = [];
const started = [];
for (const [i, phase] of phases.entries()) {
	console.log(`\nSide by side: ${phase.map((n) => `npm run ${n}`).join(', ')}`);
	const running = phase.map((name) => run(name).then((passed) => passed || failed.push(name)));
	started.push(...running);
	// The next phase starts once one script of this one is left: the last alone (the lint) keeps one core of two busy.
	if (i < phases.length - 1) await untilPending(running, 1);
}
await Promise.all(started);
if (failed.length) {
	console.error(`\n${tails.join('\n\n')}`);
	console.error(`\nFailed: ${failed.map((n) => `npm run ${n}`).join(', ')}`);
	process.exit(1);
}
