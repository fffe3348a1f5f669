/** Amounts written as players write them: "9 coins, 2 gold", in either language. */
import { messageKey } from '$lib/engine/core/messages.ts';
import { t } from '$lib/ui/i18n.ts';

const word = (key: string) => t(messageKey('res', key));

/** "9 coins, 2 gold"; with `all`, every key listed, zeros too ("0 coins, 2 camels"). */
export function amountsText(amounts: Record<string, number | undefined>, all: readonly string[] = []): string {
	const keys = all.length ? all : Object.keys(amounts).filter((k) => amounts[k]);
	return keys.map((k) => `${amounts[k] ?? 0} ${word(k)}`).join(', ');
}

/**
 * "2 coins, 1 camels" (or "2 монеты…", the words as this app shows them) → { coins: 2, camels: 1 };
 * zeros left out; undefined when a part is not understood.
 */
export function parseAmounts(raw: string, keys: readonly string[]): Record<string, number> | undefined {
	const out: Record<string, number> = {};
	for (const part of raw
		.split(/[,;+]/)
		.map((p) => p.trim())
		.filter(Boolean)) {
		const match = /^(\d+)\s*(.+)$/.exec(part);
		const said = match?.[2]?.toLowerCase() ?? '';
		const key = keys.find((k) => [k, word(k).toLowerCase()].includes(said));
		if (!match || !key) return undefined;
		if (Number(match[1]) > 0) out[key] = Number(match[1]);
	}
	return out;
}

/** A whole number typed by the player, or undefined. */
export function parseWhole(raw: string): number | undefined {
	const trimmed = raw.trim();
	return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}
