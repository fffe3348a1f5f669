/** A game's file as numbered QR codes: Base45 as RFC 9285 gives it, and the pieces read back in any order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, Pieces, base45, readPiece, toCodes, unbase45 } from '../../src/lib/ui/data/chunks.ts';

describe('Base45', () => {
	it('the examples of RFC 9285', () => {
		expect(base45(new TextEncoder().encode('AB'))).toBe('BB8');
		expect(base45(new TextEncoder().encode('Hello!!'))).toBe('%69 VD92EX0');
		expect(base45(new TextEncoder().encode('base-45'))).toBe('UJCLQE7W581');
		expect(new TextDecoder().decode(unbase45('QED8WEX0')!)).toBe('ietf!');
		expect(unbase45('GGW')).toBeNull();
		expect(unbase45('ZZZZ')).toBeNull();
	});
	it('any bytes come back', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
				expect(unbase45(base45(bytes))).toEqual(bytes);
			})
		);
	});
});

describe('numbered codes', () => {
	it('a file comes back from its codes scanned in any order, twice over; a code of another file starts over', async () => {
		const file = new TextEncoder().encode(JSON.stringify({ log: Array.from({ length: 400 }, (_, i) => ({ seq: i, x: Math.sin(i) })) }));
		const codes = await toCodes(file);
		expect(codes.length).toBeGreaterThan(2);
		expect(codes.every((c) => c.length <= CHUNK_CHARS + 20 && /^[0-9A-Z $%*+\-./:]+$/.test(c))).toBe(true);
		const pieces = new Pieces();
		const other = readPiece((await toCodes(new TextEncoder().encode('other')))[0]!)!;
		pieces.add(other);
		for (const code of [...codes].reverse().concat(codes)) pieces.add(readPiece(code)!);
		expect(pieces.complete).toBe(true);
		expect(await pieces.file()).toEqual(file);
	});
	it('texts that are not ours are not pieces', () => {
		for (const text of ['hello', 'SLZ/0/1/ABCDEF12/AA', 'SLZ/2/1/ABCDEF12/AA', 'SLZ/1/99/ABCDEF12/AA', 'SLZ/1/1/abcdef12/AA', 'SLX/1/1/ABCDEF12/AA'])
			expect(readPiece(text)).toBeNull();
	});
});
