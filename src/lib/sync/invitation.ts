/**
 * The invitation to a shared game: a link to this app's /join page whose #fragment holds the game (its id and
 * kind), its room at the relay and its key. Browsers never send a fragment to a server; the relay learns the
 * room alone. Read back with every part checked; anything else is not an invitation.
 */
import { gameOf } from '$lib/registry.ts';

export interface Invitation {
	gameId: string;
	kind: string;
	/** 32 hex digits: 128 random bits. */
	room: string;
	/** base64url of the 256-bit key. */
	key: string;
}

const ROOM = /^[0-9a-f]{32}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
const GAME_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The invitation's link on this app's origin. */
export function invitationLink(origin: string, invitation: Invitation): string {
	const { gameId, kind, room, key } = invitation;
	return `${origin}/join#${new URLSearchParams({ g: gameId, t: kind, r: room, k: key })}`;
}

/** An invitation read from a link's fragment (with or without its #), or null. */
export function readInvitation(fragment: string): Invitation | null {
	const params = new URLSearchParams(fragment.replace(/^#/, ''));
	const invitation = { gameId: params.get('g') ?? '', kind: params.get('t') ?? '', room: params.get('r') ?? '', key: params.get('k') ?? '' };
	if (!GAME_ID.test(invitation.gameId) || !ROOM.test(invitation.room) || !KEY.test(invitation.key) || !gameOf(invitation.kind)) return null;
	return invitation;
}
