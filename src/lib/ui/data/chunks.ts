/**
 * A game's file as a few numbered QR codes, read back in any order. The file is compressed, written in
 * Base45 (RFC 9285: the characters of the QR code's alphanumeric mode, so each code holds as much as it
 * can) and cut into pieces; each code says which file it is part of, which piece, and how many there are:
 *
 *   SLZ/2/5/1A2B3C4D/<Base45>   (SLZ: compressed; SLJ: plain JSON, for a browser that cannot compress)
 */
import { canCompress, compress, decompress } from '$lib/db/compress.ts';
import { MAX_JSON_BYTES, sha256 } from '$lib/db/file-format.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
/** Characters of Base45 in one code: a version 16 code at medium error correction, easy to read off a phone's screen. */
export const CHUNK_CHARS = 600;
/** More codes than this is not a game for a table: save it as a file instead. */
export const MAX_CODES = 40;

export function base45(bytes: Uint8Array): string {
	let out = '';
	for (let i = 0; i < bytes.length; i += 2) {
		if (i + 1 < bytes.length) {
			const n = bytes[i]! * 256 + bytes[i + 1]!;
			out += ALPHABET[n % 45]! + ALPHABET[Math.floor(n / 45) % 45]! + ALPHABET[Math.floor(n / 2025)]!;
		} else out += ALPHABET[bytes[i]! % 45]! + ALPHABET[Math.floor(bytes[i]! / 45)]!;
	}
	return out;
}

/** The bytes of a Base45 text, or null if it is not one. */
export function unbase45(text: string): Uint8Array | null {
	if (text.length % 3 === 1) return null;
	const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
	const digit = (c: string) => ALPHABET.indexOf(c);
	for (let i = 0, o = 0; i < text.length; i += 3) {
		const [a, b, c] = [digit(text[i]!), digit(text[i + 1]!), i + 2 < text.length ? digit(text[i + 2]!) : 0];
		if (a < 0 || b < 0 || c < 0) return null;
		const n = a + b * 45 + c * 2025;
		if (i + 2 < text.length) {
			if (n > 0xffff) return null;
			out[o++] = n >> 8;
			out[o++] = n & 0xff;
		} else {
			if (n > 0xff) return null;
			out[o++] = n;
		}
	}
	return out;
}

/** The texts of the QR codes that carry these file bytes. */
export async function toCodes(file: Uint8Array): Promise<string[]> {
	const packed = canCompress();
	const body = base45(packed ? await compress(file, 'deflate-raw') : file);
	const id = (await sha256(body)).slice(0, 8).toUpperCase();
	const count = Math.max(1, Math.ceil(body.length / CHUNK_CHARS));
	return Array.from({ length: count }, (_, i) => `SL${packed ? 'Z' : 'J'}/${i + 1}/${count}/${id}/${body.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS)}`);
}

export interface Piece {
	packed: boolean;
	index: number;
	count: number;
	id: string;
	body: string;
}

/** A scanned text as a piece of a file, or null if it is not one of ours. */
export function readPiece(text: string): Piece | null {
	const m = /^SL([ZJ])\/(\d{1,3})\/(\d{1,3})\/([0-9A-F]{8})\/([0-9A-Z $%*+\-./:]*)$/.exec(text);
	if (!m) return null;
	const [index, count] = [Number(m[2]), Number(m[3])];
	if (count < 1 || count > MAX_CODES || index < 1 || index > count) return null;
	return { packed: m[1] === 'Z', index, count, id: m[4]!, body: m[5]! };
}

/** The pieces of one file as they are scanned, in any order. */
export class Pieces {
	readonly got = new Map<number, Piece>();
	id: string | null = null;
	count = 0;

	/** Adds a scanned piece; a piece of another file starts over with that file. Returns whether it was new. */
	add(piece: Piece): boolean {
		if (piece.id !== this.id || piece.count !== this.count) {
			this.got.clear();
			this.id = piece.id;
			this.count = piece.count;
		}
		if (this.got.has(piece.index)) return false;
		this.got.set(piece.index, piece);
		return true;
	}

	get complete(): boolean {
		return this.count > 0 && this.got.size === this.count;
	}

	/** The file's bytes once every piece is in; null if they do not make a whole file. */
	async file(): Promise<Uint8Array | null> {
		if (!this.complete) return null;
		const pieces = [...this.got.values()].sort((a, b) => a.index - b.index);
		const body = pieces.map((p) => p.body).join('');
		if ((await sha256(body)).slice(0, 8).toUpperCase() !== this.id) return null;
		const bytes = unbase45(body);
		if (!bytes) return null;
		try {
			return pieces[0]!.packed ? await decompress(bytes, MAX_JSON_BYTES, 'deflate-raw') : bytes;
		} catch {
			return null;
		}
	}
}
