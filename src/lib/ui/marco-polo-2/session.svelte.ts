/** An open game of Marco Polo II. */
import { GOAL_CARD_PREFIX, goalCardOf } from '$lib/engine/marco-polo-2/index.ts';
import type { MarcoPolo2Entry } from '$lib/engine/marco-polo-2/index.ts';
import { LogSession } from '$lib/ui/session.svelte.ts';
import type { TableSender } from '$lib/ui/table/sender.svelte.ts';
import type { Refusal, UndoEntry } from '$lib/engine/core/log.ts';
import type { GoalCardDef } from './goalCards.ts';
import { factsOf, phoneAfterUndo, savePhoneValues } from './board/learned-phone.ts';

export class MarcoPolo2Session extends LogSession<'marco-polo-2'> {
	constructor(id: string) {
		super(id, 'marco-polo-2');
	}

	/**
	 * Takes back the last entry; what it taught or corrected of the board goes from the phone too where the phone still
	 * holds it (a route mistyped in a move is then asked again, not brought back from the phone).
	 */
	override async undoLast(): Promise<Refusal | null> {
		const refusal = await super.undoLast();
		if (refusal) return refusal;
		const undo = this.log.at(-1)?.entry as UndoEntry | undefined;
		const undone = undo?.type === 'undo' && undo.of !== undefined ? this.log.find((s) => s.seq === undo.of)?.entry : undefined;
		return undone ? savePhoneValues(this, phoneAfterUndo(factsOf(undone), this.phone, this.state.copy)) : null;
	}

	/** The goal cards described on this phone, in the order they were described. */
	get phoneGoalCards(): GoalCardDef[] {
		return Object.keys(this.phone.values)
			.filter((id) => id.startsWith(GOAL_CARD_PREFIX))
			.map((id) => id.slice(GOAL_CARD_PREFIX.length))
			.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
			.flatMap((id) => {
				const card = goalCardOf(this.phone, id);
				return card ? [{ id, ...card }] : [];
			});
	}
}

/** Sends the table screen's entries, each refusal shown where it was tapped. */
export type TrackerSender = TableSender<MarcoPolo2Entry>;
