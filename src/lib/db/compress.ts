/**
 * Compression with the browser's own streams (CompressionStream: Chrome 80, Safari 16.4, Firefox 113, Node 18):
 * no library is loaded for it. Reading is bounded, so a small hostile file cannot unpack into gigabytes.
 */

export type Packing = 'gzip' | 'deflate-raw';

export const canCompress = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
	const reader = stream.getReader();
	const parts: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > limit) {
			await reader.cancel();
			throw new RangeError('too large');
		}
		parts.push(value);
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}

function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
	const writer = stream.writable.getWriter();
	// Errors surface on the reading side; the writer's own promises are not awaited.
	writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
	writer.close().catch(() => {});
	return collect(stream.readable, limit);
}

export function compress(bytes: Uint8Array, packing: Packing = 'gzip'): Promise<Uint8Array> {
	return through(bytes, new CompressionStream(packing), Infinity);
}

/** Unpacks at most `limit` bytes; throws on damaged data or when there is more. */
export function decompress(bytes: Uint8Array, limit: number, packing: Packing = 'gzip'): Promise<Uint8Array> {
	return through(bytes, new DecompressionStream(packing), limit);
}

/** Gzip data starts with these two bytes. */
export const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
