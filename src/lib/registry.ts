/**
 * The games the app serves: one line each, what storage and the rules need of a game (its meta, and the type of
 * its module, which modules.ts loads by the game's kind). Storage, the rules and the screens read games only from
 * here; nothing else names a game's kind. The screens find each game's words beside it, by the same kind
 * (ui/games.ts). Nothing here imports a screen or a word: storage knows neither.
 */
import type { GameMeta, GameModule, GameStateBase } from '$lib/engine/core/game.ts';
import { marcoPolo2Meta } from '$lib/engine/marco-polo-2/meta.ts';
import { mervMeta } from '$lib/engine/merv/meta.ts';
import { voyagesMeta } from '$lib/engine/voyages/meta.ts';

export type AnyGameModule = GameModule<GameStateBase, { type: string }>;

export interface RegisteredGame {
	meta: GameMeta;
}

/** A registered game; `M` is the type of its module, for typed screens (a type only: nothing is loaded by it). */
const game =
	<M extends { meta: GameMeta }>() =>
	<Meta extends GameMeta>(meta: Meta): RegisteredGame & { meta: Meta; module?: M } => ({ meta });

export const GAMES = [
	game<typeof import('$lib/engine/marco-polo-2/module.ts').default>()(marcoPolo2Meta),
	game<typeof import('$lib/engine/voyages/module.ts').default>()(voyagesMeta),
	game<typeof import('$lib/engine/merv/module.ts').default>()(mervMeta)
] as const;

type Registered = (typeof GAMES)[number];
export type GameKind = Registered['meta']['kind'];
type ModuleOf<K extends GameKind> = NonNullable<Extract<Registered, { meta: { kind: K } }>['module']>;
/** The state a game of this kind replays to. */
export type StateOf<K extends GameKind> = ModuleOf<K> extends GameModule<infer S, infer _E> ? S : never;
/** The entries a game of this kind's log holds. */
export type EntryOf<K extends GameKind> = ModuleOf<K> extends GameModule<infer _S, infer E> ? E : never;

/** The registered game of this kind; undefined for a kind this app does not know (a damaged row, a file from elsewhere). */
export function gameOf(kind: unknown): RegisteredGame | undefined {
	return (GAMES as readonly RegisteredGame[]).find((g) => g.meta.kind === kind);
}
