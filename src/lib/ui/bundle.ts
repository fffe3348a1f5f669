/** Amounts a player holds, gains or pays, as the table screens show and enter them. */
import { messageKey } from '$lib/engine/core/messages.ts';
import { t } from '$lib/ui/i18n.ts';

export const BUNDLE_KEYS = ['coins', 'camels', 'pepper', 'silk', 'gold', 'jade', 'points'] as const;
export type BundleKey = (typeof BUNDLE_KEYS)[number];
export type Bundle = Partial<Record<BundleKey, number>>;

/**
 * "3 coins", "1 camel": "res_amount" puts the number where the language reads it without plural
 * forms ("монеты: 8"); for one, the word for one where the language has one ("res_one_…").
 */
export function amountText(resource: string, n: number): string {
	const one = messageKey('res_one', resource);
	const word = n === 1 && t(one) !== one ? t(one) : t(messageKey('res', resource));
	return t('res_amount', { n, res: word });
}

/** "3 coins, 2 camels"; with `all`, zeros too for every key the bundle has (a player's stock). */
export function bundleText(b: Bundle, all = false): string {
	const parts = BUNDLE_KEYS.filter((k) => (all ? k in b : b[k])).map((k) => amountText(k, b[k] ?? 0));
	return parts.length ? parts.join(', ') : '—';
}
