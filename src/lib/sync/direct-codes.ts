/**
 * What two phones show each other to connect directly (same Wi-Fi, no internet, no server between them): the
 * offer is the invitation's link (/join#…, the game, its room and its key in the fragment) with the offering
 * phone's WebRTC description added, and the answer is the other phone's description; each description is the
 * whole session (every network address gathered first), packed so that each fits one QR code.
 */
import { compress, decompress } from '$lib/db/compress.ts';
import { b64url, fromB64url } from './crypto.ts';
import { invitationLink, readInvitation, type Invitation } from './invitation.ts';

/** A session description is about 1 KB; more than this is not one. */
const MAX_SDP = 16 * 1024;
/** Printable ASCII lines, the first "v=0": the shape of a session description (RFC 8866); the browser checks the rest. */
const SDP = /^v=0\r?\n[\x20-\x7e\r\n]*$/;

async function pack(sdp: string): Promise<string> {
	return b64url(await compress(new TextEncoder().encode(sdp), 'deflate-raw'));
}

async function unpack(text: string | null): Promise<string | null> {
	const bytes = text ? fromB64url(text) : null;
	if (!bytes) return null;
	try {
		const sdp = new TextDecoder('utf-8', { fatal: true }).decode(await decompress(bytes, MAX_SDP, 'deflate-raw'));
		return SDP.test(sdp) ? sdp : null;
	} catch {
		return null;
	}
}

const params = (text: string) => new URLSearchParams(text.trim().replace(/^[^#]*#/, ''));

/** The offer: the invitation's link, with the offering phone's description. */
export async function offerLink(origin: string, invitation: Invitation, sdp: string): Promise<string> {
	return `${invitationLink(origin, invitation)}&o=${await pack(sdp)}`;
}

/** An offer read from a link or its fragment, every part checked; null when it is not one. */
export async function readOffer(text: string): Promise<{ invitation: Invitation; sdp: string } | null> {
	const fragment = text.trim().replace(/^[^#]*#/, '');
	const invitation = readInvitation(fragment);
	const sdp = invitation ? await unpack(params(fragment).get('o')) : null;
	return invitation && sdp ? { invitation, sdp } : null;
}

/** The answer, as text: the answering phone's description. */
export const answerText = async (sdp: string): Promise<string> => `a=${await pack(sdp)}`;

/** An answer's description, or null when the text is not an answer. */
export const readAnswer = (text: string): Promise<string | null> => unpack(params(text).get('a'));
