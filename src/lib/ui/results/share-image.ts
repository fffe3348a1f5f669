/** The result drawn as an image on the phone (a canvas): the game, the winner line, each player's total and bar. */
import type { GameResult } from '$lib/engine/core/result.ts';
import { m } from '$lib/ui/messages.ts';

const WIDTH = 720;
const ROW = 96;

/** A CSS variable of the page (light or dark as shown), for the image to match the screen. */
function cssVar(name: string, fallback: string): string {
	const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
	return v || fallback;
}

/** Draws the result and gives it as a PNG file, or null where the browser cannot draw one. */
export async function resultImage(result: GameResult, title: string, winner: string, fileName: string): Promise<File | null> {
	const ranking = [...result.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
	const canvas = document.createElement('canvas');
	canvas.width = WIDTH;
	canvas.height = 170 + ranking.length * ROW;
	const g = canvas.getContext('2d');
	if (!g) return null;
	const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
	g.fillStyle = cssVar('--bg', '#faf7f2');
	g.fillRect(0, 0, canvas.width, canvas.height);
	g.fillStyle = cssVar('--fg', '#1c1917');
	g.font = `600 30px ${font}`;
	g.fillText(title, 32, 56, WIDTH - 64);
	g.fillStyle = cssVar('--accent', '#9a3412');
	g.font = `700 34px ${font}`;
	g.fillText(winner, 32, 112, WIDTH - 64);
	const max = Math.max(1, ...ranking.map((p) => p.total));
	ranking.forEach((p, i) => {
		const y = 170 + i * ROW;
		g.fillStyle = cssVar(`--${p.colour}`, '#888');
		g.beginPath();
		g.arc(44, y + 12, 12, 0, Math.PI * 2);
		g.fill();
		g.fillStyle = cssVar('--fg', '#1c1917');
		g.font = `600 28px ${font}`;
		g.fillText(`${p.rank}. ${p.name}`, 68, y + 22, WIDTH - 260);
		g.textAlign = 'right';
		g.fillText(m.results_points({ points: p.total }), WIDTH - 32, y + 22);
		g.textAlign = 'left';
		let x = 32;
		result.categories.forEach((c, ci) => {
			const w = (Math.max(0, p.categories[c] ?? 0) / max) * (WIDTH - 64);
			g.fillStyle = cssVar(`--cat-${ci % 8}`, '#888');
			g.fillRect(x, y + 40, w, 22);
			x += w;
		});
	});
	const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
	return blob ? new File([blob], fileName, { type: 'image/png' }) : null;
}
