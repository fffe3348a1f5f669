import { m } from '$lib/ui/messages.ts';
import type { ActiveContract } from '$lib/engine/marco-polo-2/index.ts';

/** A contract as the forms name it: "Contract 1 (starting)". */
export const contractName = (text: string, c: ActiveContract): string => (c.starting ? `${text} (${m.marco_polo_2_tracker_starting_contract()})` : text);
