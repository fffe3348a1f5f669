/** A file's bytes read and checked into a plan of what importing it would do, or the reason it is refused, as text. */
import { readFile } from '$lib/db/file-format.ts';
import { db } from '$lib/db/index.ts';
import { planImport, type ImportPlan } from '$lib/db/import.ts';
import { storageProblem } from '$lib/db/storage.ts';
import { refusalText } from '$lib/ui/i18n.ts';
import { problemText } from './words.ts';
import { waitFor } from './watch.ts';

export async function checkBytes(bytes: Uint8Array, name: string): Promise<{ plan: ImportPlan } | { error: string }> {
	try {
		const read = await readFile(bytes);
		if (!read.ok) return { error: refusalText(read.refusal) };
		return { plan: (await waitFor(planImport(db(), read.file, name))).plan };
	} catch (e) {
		return { error: problemText(storageProblem(e)) };
	}
}
