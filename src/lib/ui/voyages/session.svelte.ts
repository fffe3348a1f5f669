/** An open game of The Voyages of Marco Polo. */
import { LogSession } from '$lib/ui/session.svelte.ts';

export class VoyagesSession extends LogSession<'voyages'> {
	constructor(id: string) {
		super(id, 'voyages');
	}
}
