/** Merv's things in the player's language, by their ids. */
import { m } from '$lib/ui/messages.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import type { ContractCard } from '$lib/engine/merv/index.ts';
import { t } from '$lib/ui/i18n.ts';

export const actionName = (action: string) => t(messageKey('merv_action', action));
export const courtName = (court: string) => t(messageKey('merv_court', court));
export const colourName = (colour: string) => t(messageKey('colour', colour));
export const rewardName = (reward: string) => t(messageKey('merv_reward', reward));
export const spiceName = (spice: string) => t(messageKey('merv_spice', spice));
export const discoveryName = (tile: string) => t(messageKey('merv_discovery', tile));

/** A judge's step in the player's language: its ids (an action, a side, a court…) named as the screens name them. */
export function judgeStepText(step: { key: string; params?: Record<string, string | number> }): string {
	const p: Record<string, string | number> = { ...step.params };
	const named: Record<string, (id: string) => string> = {
		action: actionName,
		side: (id) => t(messageKey('merv_side', id)),
		court: courtName,
		spice: spiceName,
		corner: (id) => t(messageKey('merv_corner', id)),
		colour: colourName,
		reward: rewardName,
		city: cityName
	};
	for (const [name, f] of Object.entries(named)) if (typeof p[name] === 'string') p[name] = f(p[name]);
	return t(step.key, p);
}
export const cityName = (city: string) => t(messageKey('merv_city', city));
export const mosqueRewardName = (reward: string) => t(messageKey('merv_mosque_reward', reward));

/** A contract card as the player described it in their copy: its number, and its face once known. */
export function contractLabel(n: number, face: ContractCard | null): string {
	if (!face) return m.merv_copy_contract_card({ n });
	const bonus = face.bonus === 'favour' ? m.merv_turn_favour() : m.merv_turn_soldier();
	return `${m.merv_copy_contract_card({ n })}: ${m.merv_copy_contract_shown({ ...face, bonus })}`;
}
