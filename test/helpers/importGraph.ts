/**
 * The import graph of the project's own files, for the architecture test: static imports,
 * `export ... from` and dynamic `import('...')`, relative specifiers resolved to files. Packages
 * (bare specifiers) are left out: the rules are about the project's own folders.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
// TypeScript 5's parser: the compiler of `npm run typecheck` (TypeScript 7, native) has no JS API
// that parses a file.
import ts from 'typescript-5';

export interface Edge {
  /** Repository-relative path of the imported file ('/'-separated). */
  to: string;
  /** The specifier as written. */
  specifier: string;
  dynamic: boolean;
  /** `import type`, `export type`, or every named binding `type`: erased from the build. */
  typeOnly: boolean;
}

/** file → its imports; every path repository-relative, '/'-separated. */
export type Graph = Map<string, Edge[]>;

interface RawImport {
  specifier: string;
  dynamic: boolean;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The imports written in one source text. */
export function parseImports(fileName: string, text: string): RawImport[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: RawImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: isTypeOnlyImport(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: isTypeOnlyExport(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push({ specifier: first.text, dynamic: true, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, dynamic: false, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A relative specifier as a file: as written, with .ts/.tsx, or as a folder's index (ESM `.js` → `.ts`). */
export function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? null;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const toKey = (root: string, path: string) => relative(root, path).split(sep).join('/');

/** The graph of every source file under `folders` (relative to `root`). */
export function buildGraph(root: string, folders: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const edges: Edge[] = [];
    for (const found of parseImports(file, readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, found.specifier);
      if (target) edges.push({ to: toKey(root, target), ...found });
    }
    graph.set(toKey(root, file), edges);
  }
  return graph;
}
