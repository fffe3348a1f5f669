/** Merv's things in the player's language, by their ids. */
import { messageKey } from '$lib/engine/core/messages.ts';
import { t } from '$lib/ui/i18n.ts';

export const actionName = (action: string) => t(messageKey('merv_action', action));
export const courtName = (court: string) => t(messageKey('merv_court', court));
export const colourName = (colour: string) => t(messageKey('colour', colour));
export const rewardName = (reward: string) => t(messageKey('merv_reward', reward));
export const spiceName = (spice: string) => t(messageKey('merv_spice', spice));
export const discoveryName = (tile: string) => t(messageKey('merv_discovery', tile));
