/**
 * The app's import graph, read from its sources with the parsers the build itself uses (TypeScript's for .ts and .js,
 * Svelte's for .svelte): every import, re-export, `import()` and `import.meta.glob` between files of src/, each as what
 * it loads (with the file, later, or nothing: a type), and the messages each file names (`m.<key>`, a key passed as
 * written to `t`/`message`, a refusal's key in the rules, the prefix of a key built while the app runs).
 * An import of the app's own code that names no file is an error: an edge the graph cannot follow is never dropped.
 * Read by scripts/split-messages.mjs (which words go in which group) and by the tests that check the layers and the
 * words each screen loads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse as parseSvelte } from 'svelte/compiler';
import ts from 'typescript';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
/** Paraglide's compiled messages (and their groups): they define the words and show none; written by `npm run i18n`. */
export const generated = (/** @type {string} */ file) => file.startsWith('src/lib/paraglide/');

/**
 * @typedef {'static' | 'later' | 'type'} Load  how an import loads its file: with the importing one (an import, a
 *   re-export, an eager glob), when the code asks for it (`import()`, a lazy glob), or not at all (a type-only import)
 * @typedef {{ to: string, load: Load }} Edge  `to`: the file imported, root-relative
 * @typedef {{ edges: Edge[], packages: string[], keys: Set<string>, built: Set<string>, groups: Set<string> }} FileFacts
 *   `packages`: what it imports from outside src/ (packages, SvelteKit's modules); `keys`: the message keys named as written;
 *   `built`: prefixes of keys built while the app runs (`messageKey('phase', …)`, `` `phase_${…}` ``); `groups`: the message
 *   groups it loads itself, named as written (`loadMessages(['core'])`)
 * @typedef {Omit<FileFacts, 'edges' | 'packages'> & { imports: { spec: string, load: Load }[], globs: { pattern: string, eager: boolean }[], mKeys: Set<string>, m: boolean }} Found
 *   `mKeys`: the names read from a binding `m`, message keys when `m` is the messages' (imported as `m`)
 */

/** Every file of the app's code under src/, root-relative. */
export const SOURCES = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
	.filter((e) => e.isFile() && /\.(ts|js|svelte)$/.test(e.name))
	.map((e) => relative(ROOT, join(e.parentPath, e.name)));

/**
 * A glob as Vite reads it (`*` within a folder, `**` across folders), as a test of root-relative paths.
 * @param {string} pattern
 */
function globTest(pattern) {
	const source = pattern
		.replace(/^\//, '')
		.replace(/[.+^${}()|[\]\\]/g, '\\$&')
		.replace(/\*\*\//g, '\0')
		.replace(/\*/g, '[^/]*')
		.replace(/\0/g, '(?:.*/)?');
	const re = new RegExp(`^${source}$`);
	return (/** @type {string} */ path) => re.test(path);
}

/**
 * The file an import names, root-relative; null for packages and SvelteKit's own modules; throws for a missing file.
 * @param {string} from
 * @param {string} spec
 */
function resolveSpec(from, spec) {
	if (spec === './$types' || /^\$(app|env|service-worker)\b/.test(spec)) return null;
	const path = spec.startsWith('$lib/') ? join('src/lib', spec.slice(5)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
	if (path === null) return null;
	if (!existsSync(join(ROOT, path))) throw new Error(`${from} imports ${spec}, which is no file`);
	return path;
}

const REFUSAL = /^(?:[a-z0-9]+_)*refusal_[a-z0-9_]+$/;
const KEY = /^[a-z][a-z0-9_]*$/;

/** @returns {Found} */
const nothingFound = () => ({ imports: [], globs: [], keys: new Set(), built: new Set(), groups: new Set(), mKeys: new Set(), m: false });

/**
 * The keys a file names: `m.<key>` where `m` is the messages it imports, and the others, less the prefixes it builds on.
 * @param {Found} found
 */
function finish(found) {
	if (found.m) for (const key of found.mKeys) found.keys.add(key);
	for (const prefix of found.built) found.keys.delete(prefix);
	return found;
}

/**
 * A message named by a call `t('key')` / `message('key')`, a prefix built on by `messageKey('prefix', …)`, groups
 * loaded by `loadMessages(['group', …])`.
 * @param {Found} found
 * @param {string | undefined} callee
 * @param {(string | undefined)[]} first  the first argument's strings, as written
 */
function noteCall(found, callee, first) {
	const [text] = first;
	if (callee === 'loadMessages') for (const group of first) if (group !== undefined) found.groups.add(group);
	if (text === undefined || !KEY.test(text)) return;
	if (callee === 't' || callee === 'message') found.keys.add(text);
	if (callee === 'messageKey') found.built.add(text);
}

/** @param {Found} found @param {string} text */
function noteLiteral(found, text) {
	if (REFUSAL.test(text)) found.keys.add(text);
}

/**
 * A key built on a prefix: `` `phase_${…}` ``, `'phase_' + …`.
 * @param {Found} found
 * @param {string} head  the text before what is added
 */
function noteTemplateHead(found, head) {
	const prefix = /^([a-z][a-z0-9_]*)_$/.exec(head);
	if (prefix) found.built.add(/** @type {string} */ (prefix[1]));
}

/**
 * What a TypeScript or JavaScript file imports and names, from TypeScript's syntax tree.
 * @param {string} code
 * @returns {Found}
 */
function readTs(code) {
	const found = nothingFound();
	const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
	/** @param {ts.Node | undefined} n */
	const text = (n) => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined);
	/** @param {ts.Node} node */
	const visit = (node) => {
		if (ts.isImportDeclaration(node)) {
			const clause = node.importClause;
			const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
			const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
			found.imports.push({ spec: /** @type {string} */ (text(node.moduleSpecifier)), load: typeOnly ? 'type' : 'static' });
			if (named?.some((e) => e.name.text === 'm')) found.m = true;
		} else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
			found.imports.push({ spec: /** @type {string} */ (text(node.moduleSpecifier)), load: node.isTypeOnly ? 'type' : 'static' });
		} else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
			found.imports.push({ spec: /** @type {string} */ (text(node.argument.literal)), load: 'type' });
		} else if (ts.isCallExpression(node)) {
			const callee = node.expression;
			if (callee.kind === ts.SyntaxKind.ImportKeyword) {
				const spec = text(node.arguments[0]);
				if (spec !== undefined) found.imports.push({ spec, load: 'later' });
			} else if (ts.isPropertyAccessExpression(callee) && ts.isMetaProperty(callee.expression) && callee.name.text === 'glob') {
				const [first, options] = node.arguments;
				const eager =
					!!options &&
					ts.isObjectLiteralExpression(options) &&
					options.properties.some(
						(p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'eager' && p.initializer.kind === ts.SyntaxKind.TrueKeyword
					);
				const patterns = first && ts.isArrayLiteralExpression(first) ? [...first.elements] : first ? [first] : [];
				for (const p of patterns) {
					const pattern = text(p);
					if (pattern !== undefined) found.globs.push({ pattern, eager });
				}
			} else {
				const first = node.arguments[0];
				noteCall(
					found,
					ts.isIdentifier(callee) ? callee.text : undefined,
					first && ts.isArrayLiteralExpression(first) ? first.elements.map(text) : [text(first)]
				);
			}
		} else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'm') {
			found.mKeys.add(node.name.text);
		} else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
			noteLiteral(found, node.text);
		} else if (ts.isTemplateExpression(node)) {
			noteTemplateHead(found, node.head.text);
		} else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && text(node.left) !== undefined) {
			noteTemplateHead(found, /** @type {string} */ (text(node.left)));
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return finish(found);
}

/**
 * @typedef {{ type: string, [key: string]: any }} EsNode  a node of Svelte's syntax tree (ESTree in scripts and expressions)
 */
/** @param {unknown} x @returns {x is EsNode} */
const isNode = (x) => typeof x === 'object' && x !== null && typeof (/** @type {EsNode} */ (x).type) === 'string';
/** @param {unknown} n @returns {string | undefined} */
const literal = (n) => (isNode(n) && n.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined);

/**
 * What a Svelte component imports and names (its scripts and its markup), from Svelte's syntax tree.
 * @param {string} code
 * @returns {Found}
 */
function readSvelte(code) {
	const found = nothingFound();
	const ast = parseSvelte(code, { modern: true });
	const seen = new Set();
	/** @param {EsNode} node */
	const visit = (node) => {
		if (seen.has(node)) return;
		seen.add(node);
		if (node.type === 'ImportDeclaration') {
			/** @type {{ importKind?: string, local: { name: string } }[]} */
			const specifiers = node.specifiers;
			const typeOnly = node.importKind === 'type' || (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type'));
			found.imports.push({ spec: /** @type {string} */ (literal(node.source)), load: typeOnly ? 'type' : 'static' });
			if (specifiers.some((s) => s.local.name === 'm')) found.m = true;
		} else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
			found.imports.push({ spec: /** @type {string} */ (literal(node.source)), load: node.exportKind === 'type' ? 'type' : 'static' });
		} else if (node.type === 'TSImportType' && literal(node.argument?.literal ?? node.argument) !== undefined) {
			found.imports.push({ spec: /** @type {string} */ (literal(node.argument?.literal ?? node.argument)), load: 'type' });
		} else if (node.type === 'ImportExpression' && literal(node.source) !== undefined) {
			found.imports.push({ spec: /** @type {string} */ (literal(node.source)), load: 'later' });
		} else if (node.type === 'CallExpression') {
			const { callee, arguments: args } = node;
			if (callee.type === 'MemberExpression' && callee.object.type === 'MetaProperty' && callee.property.name === 'glob') {
				const [first, options] = args;
				/** @type {EsNode[]} */
				const props = options?.type === 'ObjectExpression' ? options.properties : [];
				const eager = props.some((p) => p.key?.name === 'eager' && p.value?.value === true);
				const patterns = first?.type === 'ArrayExpression' ? first.elements : first ? [first] : [];
				for (const p of patterns) {
					const pattern = literal(p);
					if (pattern !== undefined) found.globs.push({ pattern, eager });
				}
			} else {
				const first = args[0];
				noteCall(
					found,
					callee.type === 'Identifier' ? callee.name : undefined,
					first?.type === 'ArrayExpression' ? first.elements.map(literal) : [literal(first)]
				);
			}
		} else if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.object.name === 'm') {
			found.mKeys.add(node.property.name);
		} else if (literal(node) !== undefined) {
			noteLiteral(found, /** @type {string} */ (literal(node)));
		} else if (node.type === 'TemplateLiteral' && node.expressions.length > 0) {
			noteTemplateHead(found, node.quasis[0]?.value.cooked ?? '');
		} else if (node.type === 'BinaryExpression' && node.operator === '+' && literal(node.left) !== undefined) {
			noteTemplateHead(found, /** @type {string} */ (literal(node.left)));
		}
		for (const [key, value] of Object.entries(node)) {
			if (key === 'parent' || key === 'metadata') continue;
			for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
		}
	};
	for (const part of [ast.module, ast.instance, ast.fragment]) if (isNode(part)) visit(part);
	return finish(found);
}

/** @type {Map<string, FileFacts>} */
const cache = new Map();

/**
 * A file's imports (resolved, root-relative) and the messages it names.
 * @param {string} file  root-relative
 * @returns {FileFacts}
 */
export function factsOf(file) {
	const known = cache.get(file);
	if (known) return known;
	const code = readFileSync(join(ROOT, file), 'utf8');
	const found = file.endsWith('.svelte') ? readSvelte(code) : readTs(code);
	/** @type {Edge[]} */
	const edges = [];
	/** @type {string[]} */
	const packages = [];
	for (const { spec, load } of found.imports) {
		const to = resolveSpec(file, spec);
		if (to === null) packages.push(spec);
		// A style sheet or an image is no code: it names no message and imports nothing.
		else if (/\.(ts|js|mjs|svelte)$/.test(to)) edges.push({ to, load });
	}
	for (const { pattern, eager } of found.globs) {
		const matches = SOURCES.filter(globTest(pattern));
		if (matches.length === 0 && !generated(pattern.replace(/^\//, ''))) throw new Error(`${file}: import.meta.glob('${pattern}') matches no file`);
		/** @type {Load} */
		const load = eager ? 'static' : 'later';
		edges.push(...matches.map((to) => ({ to, load })));
	}
	const facts = { edges, packages, keys: found.keys, built: found.built, groups: found.groups };
	cache.set(file, facts);
	return facts;
}

/**
 * Every file these files reach, each with the chain of imports that first reaches it from one of them.
 * `follow`: the ways of loading followed; `within`: the files whose own imports are followed (the others are reached, not read).
 * @param {readonly string[]} starts  root-relative
 * @param {{ follow: readonly Load[], within?: (file: string) => boolean }} options
 * @returns {Map<string, string[]>}
 */
export function reach(starts, { follow, within = () => true }) {
	/** @type {Map<string, string[]>} */
	const chains = new Map(starts.map((s) => [s, [s]]));
	const queue = [...starts];
	for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
		if (!within(file)) continue;
		const chain = /** @type {string[]} */ (chains.get(file));
		for (const edge of factsOf(file).edges) {
			if (!follow.includes(edge.load) || chains.has(edge.to)) continue;
			chains.set(edge.to, [...chain, edge.to]);
			queue.push(edge.to);
		}
	}
	return chains;
}
