/**
 * The server's layering, enforced (docs/ARCHITECTURE.md): inside src/features/<name>/, SQL lives
 * only in repository files (`repository.ts`, `*.repository.ts`, or files under a `repository/`
 * folder), and layers run one way: routes → service → repository. The checks read the syntax
 * tree (TypeScript's parser), so a comment or a string that mentions `.selectFrom(` is no
 * violation, and a query split over lines is still found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(new URL(import.meta.url).pathname);
const FEATURES = join(SRC, 'features');

/** Query builder calls that start a statement. */
const STATEMENT_STARTS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'mergeInto',
  'replaceInto',
]);

export const isRepository = (path: string) =>
  basename(path) === 'repository.ts' || path.endsWith('.repository.ts') || path.split('/').includes('repository');

/** A module path (as imported) that names a routes file or a service. */
const isRoutesOrService = (specifier: string) => {
  const name = basename(specifier).replace(/\.(js|ts)$/, '');
  return /^(routes|service)$/.test(name) || /(\.|[a-z])(routes|Routes|service|Service)$/.test(name);
};

/**
 * Text any violation needs (a superset of what the syntax tree check finds), so the large
 * files without any (the spam training data) are not parsed at all.
 */
const CANDIDATE =
  /kysely|\bsql\s*(<[^`]*>)?\s*`|\.\s*(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto|replaceInto|with)\s*\(|(routes|service)(\.[jt]s)?['"]/i;

/** What is wrong with one file, as `path:line message` (path relative to src/). */
export function violations(path: string, source: string): string[] {
  if (!CANDIDATE.test(source)) return [];
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const repository = isRepository(path);
  const out: string[] = [];
  const at = (node: ts.Node, message: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    out.push(`${path}:${line} ${message}`);
  };

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!repository && from === 'kysely') {
        const values = valueNames(node);
        if (values.length > 0)
          at(node, `imports a value from 'kysely' (${values.join(', ')}): SQL belongs in a repository`);
      }
      if (repository && from.startsWith('.') && isRoutesOrService(from)) {
        at(node, `repository imports '${from}': layers run routes → service → repository`);
      }
    }
    if (!repository) {
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
        at(node, 'sql`…` template outside a repository');
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        const first = node.arguments[0];
        // `.with('name', …)` starts a statement with a CTE; Array.prototype.with takes an index.
        const cte = name === 'with' && first !== undefined && ts.isStringLiteralLike(first);
        if (STATEMENT_STARTS.has(name) || cte) at(node.expression.name, `.${name}(…) outside a repository`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The names an import/export declaration takes as values (not `import type`/`type X`). */
function valueNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return ['*'];
    return node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
  }
  const clause = node.importClause;
  if (!clause) return ['(side effect)'];
  if (clause.isTypeOnly) return [];
  const names: string[] = [];
  if (clause.name) names.push(clause.name.text);
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(`* as ${bindings.name.text}`);
  if (bindings && ts.isNamedImports(bindings)) {
    for (const e of bindings.elements) if (!e.isTypeOnly) names.push(e.name.text);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    // Tests beside a feature may set up data however they need; the rule is for the product code.
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('server layering', () => {
  it('keeps SQL in repositories and repositories free of routes and services', () => {
    const files = sourceFiles(FEATURES);
    expect(files.filter((f) => isRepository(relative(SRC, f))).length).toBeGreaterThanOrEqual(13);
    const found = files.flatMap((f) => violations(relative(SRC, f), readFileSync(f, 'utf8')));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('recognises each kind of violation (so the check above cannot pass by seeing nothing)', () => {
    const service = [
      "import { sql, type Transaction } from 'kysely';",
      "import type { Kysely } from 'kysely';",
      "import { type Insertable } from 'kysely';",
      '// a comment about .selectFrom( is fine',
      "const a = tx.selectFrom('t').selectAll();",
      'const b = sql<number>`select 1`;',
      "const c = tx\n  .deleteFrom('t');",
      "const d = db.with('x', (q) => q).selectNoFrom((eb) => eb.val(1));",
      'const e = [1, 2].with(0, 3);',
    ].join('\n');
    expect(violations('features/x/service.ts', service)).toEqual([
      "features/x/service.ts:1 imports a value from 'kysely' (sql): SQL belongs in a repository",
      'features/x/service.ts:5 .selectFrom(…) outside a repository',
      'features/x/service.ts:6 sql`…` template outside a repository',
      'features/x/service.ts:8 .deleteFrom(…) outside a repository',
      'features/x/service.ts:9 .selectNoFrom(…) outside a repository',
      'features/x/service.ts:9 .with(…) outside a repository',
    ]);
    const repository = [
      "import { sql } from 'kysely';",
      "import type { X } from './service.js';",
      "import { y } from '../other/routes.js';",
      "import { z } from './mappers.js';",
      'const a = sql`select 1`;',
    ].join('\n');
    expect(violations('features/x/things.repository.ts', repository)).toEqual([
      "features/x/things.repository.ts:2 repository imports './service.js': layers run routes → service → repository",
      "features/x/things.repository.ts:3 repository imports '../other/routes.js': layers run routes → service → repository",
    ]);
  });
});
