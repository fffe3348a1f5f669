/**
 * The games the app serves: one line each. Everything else (storage, home screen, new-game
 * form, copy of the game) reads games from here; nothing else names a game's kind. A game's
 * folders share its kind as their name, which is how its rules and its words for "Your copy
 * of the game" are found when needed (modules.ts) without loading them with the home screen.
 */
import type { GameMeta, GameModule, GameStateBase } from '$lib/engine/core/game.ts';
import { marcoPolo2Meta } from '$lib/engine/marco-polo-2/meta.ts';
import { mervMeta } from '$lib/engine/merv/meta.ts';
import { voyagesMeta } from '$lib/engine/voyages/meta.ts';
import type { GameCard } from '$lib/ui/card.ts';
import { marcoPolo2Card } from '$lib/ui/marco-polo-2/card.ts';
import { mervCard } from '$lib/ui/merv/card.ts';
import { voyagesCard } from '$lib/ui/voyages/card.ts';

export type AnyGameModule = GameModule<GameStateBase, { type: string }>;

export interface RegisteredGame {
	meta: GameMeta;
	card: GameCard;
}

/** A registered game; `M` is the type of its module, for typed screens (a type only: nothing is loaded by it). */
const game =
	<M extends { meta: GameMeta }>() =>
	<Meta extends GameMeta>(meta: Meta, card: GameCard): RegisteredGame & { meta: Meta; module?: M } => ({ meta, card });

export const GAMES = [
	game<typeof import('$lib/engine/marco-polo-2/module.ts').default>()(marcoPolo2Meta, marcoPolo2Card),
	game<typeof import('$lib/engine/voyages/module.ts').default>()(voyagesMeta, voyagesCard),
	game<typeof import('$lib/engine/merv/module.ts').default>()(mervMeta, mervCard)
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
