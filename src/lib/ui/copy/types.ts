/** How a game shows its printed values in "Your copy of the game": one design, each game's words. */
import type { Component } from 'svelte';
import type { Refusal } from '$lib/engine/core/log.ts';
import type { Copy, PrintedDef } from '$lib/engine/core/printed.ts';
import type { RefusalNames } from '$lib/ui/i18n.ts';

export interface CopyGroup {
	/** The printed-value groups shown together here, in this order. */
	groups: readonly string[];
	title: () => string;
	help?: () => string;
	/** Long lists start closed. */
	folded?: boolean;
}

/** The game's own part of the copy: things the player describes (Marco Polo II's goal cards). */
export type CopyExtra = Component<{
	copy: Copy;
	/** Stores a value on the phone (null clears it); the refusal, if any. */
	onsave: (id: string, value: unknown) => Promise<Refusal | null>;
}>;

export interface GameCopyUi {
	/** The game's full name, over its part of the screen. */
	title: () => string;
	help?: () => string;
	/** Where the game's words in this language come from: its rulebook, or, with none, the app's own borrowed from the sister game's (messages/glossary.md). */
	terms: () => string;
	sections: readonly CopyGroup[];
	label(def: PrintedDef): string;
	/** A value as the player reads and types it. */
	show(def: PrintedDef, value: unknown): string;
	/** What the player typed: the value, or undefined when it is not understood (an empty field clears the value). */
	parse(def: PrintedDef, raw: string): unknown;
	/** Whether the value is typed as a number (the phone shows a number pad). */
	numeric(def: PrintedDef): boolean;
	/** A value picked from a list (a tile) instead of typed. */
	choices?(def: PrintedDef): { value: string; label: string }[] | null;
	/** Whether a value is listed with this copy (a long list cut to what the copy's other values say is there); left out: every one. */
	shown?(def: PrintedDef, copy: Copy): boolean;
	extra?: CopyExtra;
	/** The game's names for the ids its refusals carry (its places), as a game with this copy knows them: for screens shared by every game. */
	refusalNames?(copy: Copy): RefusalNames;
}
