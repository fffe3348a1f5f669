/**
 * What a bonus action on one die sends, read off the form in one go: the die selected and the new face typed or
 * rolled. Read before the form is cleared (the form clears at once, so a quick next tap is not undone by it).
 */

/** Why nothing is sent: not exactly one die selected, or no new face for a reroll. */
export type BonusDieFail = 'one-die' | 'no-face';

/** The one die selected, or why there is none. */
export function oneDie(selected: readonly number[]): number | BonusDieFail {
	return selected.length === 1 ? selected[0]! : 'one-die';
}

/**
 * A reroll as the form holds it: the die and the new face as typed (the rules say whether it is a die's face), or
 * why nothing is sent. A field left empty is no face: said so rather than sent as 0.
 */
export function rerollOf(selected: readonly number[], faceText: string): { die: number; face: number } | BonusDieFail {
	const die = oneDie(selected);
	if (typeof die !== 'number') return die;
	const text = faceText.trim();
	return text === '' ? 'no-face' : { die, face: Number(text) };
}
