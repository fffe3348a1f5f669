/** Figures of the statistics in the player's language. */
import { getLocale } from '$lib/paraglide/runtime.js';
import { messageKey } from '$lib/engine/core/messages.ts';
import { gameOf } from '$lib/ui/games.ts';
import { t } from '$lib/ui/i18n.ts';

export const percent = (x: number, locale: string = getLocale()) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(x);
export const decimal = (x: number, locale: string = getLocale()) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(x);
export const gameName = (kind: string) => gameOf(kind)?.card.name() ?? kind;
/** A game's scoring category in words. */
export const categoryName = (kind: string, category: string) => t(messageKey(gameOf(kind)?.meta.messages ?? kind, 'cat', category));
