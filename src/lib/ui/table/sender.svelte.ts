/**
 * Sends entries to a game for a table screen and keeps the reason of the last refusal, with the part
 * of the screen it came from, so the reason shows next to what was tapped; a new entry clears it.
 */
import type { Refusal } from '$lib/engine/core/log.ts';
import { refusalText, type RefusalNames } from '$lib/ui/i18n.ts';

export class TableSender<E> {
	/** The last refusal, in the player's language; empty when the last entry was accepted. */
	error = $state('');
	/** The part of the screen (a name the screen chooses: 'turn', 'travel'…) that sent the last entry. */
	at = $state('');

	/** `names`: the game's names for the ids its refusals carry (places), so a reason never shows an id. */
	constructor(
		private readonly session: { send(entry: E): Promise<Refusal | null> },
		private readonly names: RefusalNames = {}
	) {}

	/** Sends one entry from a part of the screen; true when the rules accepted it. */
	async send(entry: E, at = ''): Promise<boolean> {
		this.error = '';
		this.at = at;
		const refusal = await this.session.send(entry);
		this.error = refusal ? this.text(refusal) : '';
		return !refusal;
	}

	/** A refusal in the player's language, the game's ids in it by name. */
	text(refusal: Refusal): string {
		return refusalText(refusal, this.names);
	}

	/** A reason found by the screen itself (nothing was sent), shown in that part of the screen. */
	fail(message: string, at = ''): void {
		this.at = at;
		this.error = message;
	}

	/** The reason to show in this part of the screen: the last one, when it came from there. */
	errorAt(at: string): string {
		return this.at === at ? this.error : '';
	}

	clear(): void {
		this.error = '';
	}

	/** Forgets the last reason when it came from this part of the screen: the player changed what it was about. */
	clearAt(at: string): void {
		if (this.at === at) this.error = '';
	}
}
