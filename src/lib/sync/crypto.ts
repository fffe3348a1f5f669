/**
 * A shared game's entries are sealed on the phone (WebCrypto, AES-GCM with a 256-bit key and a random 96-bit IV
 * per entry) before they reach the relay: the key travels only in the invitation's #fragment, which browsers never
 * send to a server, so the relay stores and forwards what it cannot read, and a phone without the key can neither
 * read nor write the game (a sealed entry it forges does not open).
 */
import { isSentEntry, type SentEntry } from '$lib/db/shared.ts';

/** A sealed entry larger than this is refused before it is opened (the largest entries are a few KB). */
export const MAX_SEALED_BYTES = 64 * 1024;
const IV_BYTES = 12;

/** Bytes as base64url (no padding), as the invitation writes its key. */
export const b64url = (bytes: Uint8Array): string =>
	btoa(String.fromCharCode(...bytes))
		.replace(/\+/g, '-')
		.replace(/\//g, '_')
		.replace(/=+$/, '');

/** base64url read back; null when it is not. */
export function fromB64url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
	} catch {
		return null;
	}
}

/** 128 random bits as 32 hex digits: a game's room at the relay. */
export const newRoom = (): string => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A new game key, written as the invitation carries it (base64url of 32 bytes). */
export const newKey = (): string => b64url(crypto.getRandomValues(new Uint8Array(32)));

/** The key an invitation carries, ready to seal and open entries; null when it is not one. */
export async function importKey(text: string): Promise<CryptoKey | null> {
	const raw = fromB64url(text);
	if (!raw || raw.length !== 32) return null;
	try {
		return await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
	} catch {
		return null;
	}
}

/** An entry sealed with the game's key: IV then ciphertext. */
export async function seal(key: CryptoKey, entry: SentEntry): Promise<Uint8Array> {
	const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
	const data = new TextEncoder().encode(JSON.stringify(entry));
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, data));
	const out = new Uint8Array(IV_BYTES + sealed.length);
	out.set(iv);
	out.set(sealed, IV_BYTES);
	return out;
}

/** A sealed entry opened and its shape checked; null for anything else (not bytes, too large, another key, changed, not an entry). Never throws. */
export async function open(key: CryptoKey, sealed: unknown): Promise<SentEntry | null> {
	if (!(sealed instanceof Uint8Array) || sealed.length <= IV_BYTES + 16 || sealed.length > MAX_SEALED_BYTES) return null;
	try {
		const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES) }, key, sealed.slice(IV_BYTES));
		const entry: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
		return isSentEntry(entry) ? entry : null;
	} catch {
		return null;
	}
}
