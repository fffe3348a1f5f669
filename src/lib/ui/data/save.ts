/** Hands a file to the player: the phone's share sheet where the browser can share files, a download otherwise. */

export function canShareFile(file: File): boolean {
	return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

export function asFile(bytes: Uint8Array, name: string): File {
	return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: name.endsWith('.gz') ? 'application/gzip' : 'application/json' });
}

export function download(file: File): void {
	const url = URL.createObjectURL(file);
	const a = document.createElement('a');
	a.href = url;
	a.download = file.name;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shares the file; false if the player closed the share sheet or the browser refused (then offer the download). */
export async function share(file: File, title: string): Promise<boolean> {
	try {
		await navigator.share({ files: [file], title });
		return true;
	} catch {
		return false;
	}
}
