/** Timing for the benchmarks: runs after a warm-up, median and 95th percentile in milliseconds. */
import { performance } from 'node:perf_hooks';

export interface Timing {
	runs: number;
	warmup: number;
	medianMs: number;
	p95Ms: number;
	meanMs: number;
	minMs: number;
	maxMs: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
	return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Keeps results alive so the engine cannot skip the work measured. */
let sink: unknown;
export const keep = (value: unknown) => {
	sink = value;
};
export const kept = () => sink;

export function time(fn: () => unknown, runs: number, warmup: number): Timing {
	for (let i = 0; i < warmup; i++) sink = fn();
	const samples: number[] = new Array(runs);
	for (let i = 0; i < runs; i++) {
		const t0 = performance.now();
		sink = fn();
		samples[i] = performance.now() - t0;
	}
	return summarize(samples, warmup);
}

export function summarize(samples: readonly number[], warmup: number): Timing {
	const runs = samples.length;
	const sorted = samples.slice().sort((a, b) => a - b);
	return {
		runs,
		warmup,
		medianMs: percentile(sorted, 50),
		p95Ms: percentile(sorted, 95),
		meanMs: samples.reduce((a, b) => a + b, 0) / runs,
		minMs: sorted[0]!,
		maxMs: sorted[sorted.length - 1]!
	};
}
