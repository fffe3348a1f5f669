import type { Refusal, Stored } from '$lib/engine/core/log.ts';
import type { FlaggedEntry } from '$lib/engine/core/replay.ts';

/** What the sharing screens read of the open game's session (ui/session.svelte.ts). */
export interface LiveSession {
	id: string;
	kind: string;
	state: { players: readonly { name: string }[] };
	log: readonly Pick<Stored<unknown>, 'seq' | 'by'>[];
	flagged: FlaggedEntry[];
	undoLast: () => Promise<Refusal | null>;
	/** Set while the game may only be looked at here: each entry is refused with it. */
	readOnly: Refusal | null;
}
