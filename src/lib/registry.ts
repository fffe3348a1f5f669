/**
 * The games the app serves: one line each. Everything else (storage, home screen, new-game
 * form, copy of the game) reads games from here; nothing else names a game's kind.
 * A game's rules load only when one of its games is opened.
 */
import type { GameMeta, GameModule, GameStateBase } from '$lib/engine/core/game.ts';
import { marcoPolo2Meta } from '$lib/engine/marco-polo-2/meta.ts';
import { voyagesMeta } from '$lib/engine/voyages/meta.ts';
import type { GameCard } from '$lib/ui/card.ts';
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { marcoPolo2Card } from '$lib/ui/marco-polo-2/card.ts';
import { voyagesCard } from '$lib/ui/voyages/card.ts';

export type AnyGameModule = GameModule<GameStateBase, { type: string }>;

export interface RegisteredGame {
	meta: GameMeta;
	card: GameCard;
	/** The game's module: its rules, entry schema, printed values, summary. */
	load(): Promise<AnyGameModule>;
	/** How "Your copy of the game" shows its printed values. */
	copyUi(): Promise<GameCopyUi>;
}

export const GAMES = [
	{
		meta: marcoPolo2Meta,
		card: marcoPolo2Card,
		load: () => import('$lib/engine/marco-polo-2/module.ts').then((x) => x.marcoPolo2),
		copyUi: () => import('$lib/ui/marco-polo-2/copy.ts').then((x) => x.marcoPolo2CopyUi)
	},
	{
		meta: voyagesMeta,
		card: voyagesCard,
		load: () => import('$lib/engine/voyages/module.ts').then((x) => x.voyages),
		copyUi: () => import('$lib/ui/voyages/copy.ts').then((x) => x.voyagesCopyUi)
	}
] as const;

export type GameKind = (typeof GAMES)[number]['meta']['kind'];
type ModuleOf<K extends GameKind> = Awaited<ReturnType<Extract<(typeof GAMES)[number], { meta: { kind: K } }>['load']>>;
/** The state a game of this kind replays to. */
export type StateOf<K extends GameKind> = ModuleOf<K> extends GameModule<infer S, infer _E> ? S : never;
/** The entries a game of this kind's log holds. */
export type EntryOf<K extends GameKind> = ModuleOf<K> extends GameModule<infer _S, infer E> ? E : never;

/** The registered game of this kind; undefined for a kind this app does not know (a damaged row, a file from elsewhere). */
export function gameOf(kind: unknown): RegisteredGame | undefined {
	return (GAMES as readonly RegisteredGame[]).find((g) => g.meta.kind === kind);
}

const loaded = new Map<string, Promise<AnyGameModule>>();

/** The module of a game kind, loaded once; undefined for a kind this app does not know. */
export function moduleOf(kind: unknown): Promise<AnyGameModule> | undefined {
	const game = gameOf(kind);
	if (!game) return undefined;
	let module = loaded.get(game.meta.kind);
	if (!module) {
		module = game.load();
		loaded.set(game.meta.kind, module);
	}
	return module;
}
