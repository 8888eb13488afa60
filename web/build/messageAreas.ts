import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Which messages only the admin area shows, so the shop's pages load a dictionary without them (a third of its ids:
 * the importer, subscriptions, dashboard, jobs, users, taxonomy tools). Read from the sources' import graph, not a
 * list kept by hand: a module is the admin's when it is reached only through the admin's entries in the route table
 * (`ADMIN_ENTRIES`), which render under `AdminDictionary` (src/i18n/AdminDictionary.tsx) once the admin's part of
 * the dictionary is loaded; an id is the admin's when an admin module names it (or builds it: `` `importer.reason.${code}` ``)
 * and no other module does. Whatever cannot be told for sure stays in the shop's part: an id built from a prefix in a
 * shop module (`` `role.${type}` ``, `'tier.' + tier`) keeps every id with that prefix there, and so does an id no
 * module names at all.
 */
export interface MessageAreas {
  /** Ids only modules of the admin area name. */
  admin: Set<string>;
  /** The modules reached only through the admin's entries (paths relative to the sources' folder). */
  adminModules: string[];
}

/** The route table, and what it reaches only for the admin area: its layout, its tabs and its pages (lazy). */
const ROUTES = 'app/routes.tsx';
const ADMIN_ENTRIES = [
  /^app\/layouts\/AdminLayout\.tsx$/,
  /^app\/admin\//,
  /\/routes\/Admin[A-Z]\w*\.tsx$/,
  /^features\/dashboard\/routes\/BrandFigures\.tsx$/,
  /^features\/brands\/routes\/BrandSubscriptionsPage\.tsx$/,
];

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|^test\//;

export function messageAreas(sourceDir: string, ids: readonly string[]): MessageAreas {
  const modules = sourceModules(sourceDir);
  const read = new Map(modules.map((path) => [path, readModule(sourceDir, path)]));
  const imports = new Map(
    [...read].map(([path, { specifiers }]) => [path, specifiers.flatMap((to) => resolveModule(sourceDir, join(dirname(path), to)) ?? [])]),
  );

  const isAdminEntry = (path: string) => ADMIN_ENTRIES.some((entry) => entry.test(path));
  const reach = (roots: string[], follow: (from: string, to: string) => boolean) => {
    const seen = new Set(roots);
    const queue = [...roots];
    for (let from = queue.pop(); from !== undefined; from = queue.pop()) {
      for (const to of imports.get(from) ?? []) {
        if (seen.has(to) || !follow(from, to)) continue;
        seen.add(to);
        queue.push(to);
      }
    }
    return seen;
  };
  const shop = reach(modules.filter(isRoot), (from, to) => !(from === ROUTES && isAdminEntry(to)));
  const adminModules = [...reach(modules.filter(isAdminEntry), () => true)].filter((path) => !shop.has(path)).sort();

  const namedInShop = new Set<string>();
  const prefixesInShop: string[] = [];
  for (const path of shop) {
    for (const { literal, open } of read.get(path)!.strings) {
      namedInShop.add(literal);
      if (open || /[._-]$/.test(literal)) prefixesInShop.push(literal);
    }
  }
  const namedInAdmin = new Set<string>();
  const prefixesInAdmin: string[] = [];
  for (const path of adminModules) {
    for (const { literal, open } of read.get(path)!.strings) {
      namedInAdmin.add(literal);
      if (open) prefixesInAdmin.push(literal);
    }
  }
  const built = (prefixes: string[], id: string) => prefixes.some((prefix) => prefix !== '' && id.startsWith(prefix));
  const admin = new Set(ids.filter((id) => (namedInAdmin.has(id) || built(prefixesInAdmin, id)) && !namedInShop.has(id) && !built(prefixesInShop, id)));
  return { admin, adminModules };
}

/** The app's entries: the browser's (boot.ts, which loads main.tsx) and the server's. */
const isRoot = (path: string) => path === 'boot.ts' || path === 'main.tsx' || path === 'entry-server.tsx';

function sourceModules(sourceDir: string): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => SOURCE.test(path) && !path.endsWith('.d.ts') && !TEST.test(path));
}

function resolveModule(sourceDir: string, path: string): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
    const absolute = resolve(sourceDir, candidate);
    if (SOURCE.test(candidate) && existsSync(absolute)) return relative(sourceDir, absolute).split('\\').join('/');
  }
  return null;
}

interface ModuleText {
  /** Relative modules it imports, statically or on demand. */
  specifiers: string[];
  /** Every string it writes: quoted whole, or a template's head before its first `${` (`open`). */
  strings: { literal: string; open: boolean }[];
}

/** TypeScript's parser reads the module, so a quote inside a template or a comment is never taken for a string. */
function readModule(sourceDir: string, path: string): ModuleText {
  const file = ts.createSourceFile(
    path,
    readFileSync(join(sourceDir, path), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const read: ModuleText = { specifiers: [], strings: [] };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.moduleSpecifier.text.startsWith('.')) read.specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) read.specifiers.push(specifier.text);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      read.strings.push({ literal: node.text.trim(), open: false });
    else if (ts.isTemplateExpression(node)) read.strings.push({ literal: node.head.text, open: true });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return read;
}
