/**
 * Generates db/schema.ts (Kysely's table types) from the migrations: runs them on a fresh
 * in-memory PGlite, reads the catalog and writes one interface per table. schema.test.ts
 * fails when the committed file differs from what this would write.
 *
 *   npm run db:codegen            (root; or `npm run db:codegen -w apps/server`)
 *
 * What the catalog cannot know lives in OVERRIDES below: the shape of jsonb columns, columns
 * the app must never write, and doc comments. An override naming a column that no longer
 * exists fails the run.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate } from './index.js';

export const SCHEMA_PATH = fileURLToPath(new URL('./schema.ts', import.meta.url));
export const CODEGEN_COMMAND = 'npm run db:codegen';

export interface ColumnOverride {
  /** TypeScript type of a jsonb column's parsed value. */
  json?: string;
  /** The app must not write this column in these statements (e.g. maintained by triggers). */
  never?: readonly ('insert' | 'update')[];
  /** Doc comment on the column (or, for a key without a column, on the table's interface). */
  doc?: string;
}

/** `table.column` (or `table` for a table's doc comment) → what the catalog cannot say. */
export const OVERRIDES: Record<string, ColumnOverride> = {
  'tenants.reception_config': { json: 'Record<string, unknown>' },
  'tenants.settings': { json: 'Record<string, unknown>' },
  'form_submissions.spam_reasons': { json: 'unknown[]' },
  'form_submissions.prescription_file': { json: 'Record<string, unknown>' },
  'form_submissions.ai_verdict': { json: '{ spam: boolean; reason: string; model: string; at: string }' },
  'form_submissions.contact_email_key': {
    doc: "Blind index of the contact details (features/privacy/contactIndex.ts): null = not indexed yet, '' = none.",
  },
  'email_logs.kind': { never: ['update'] },
  'membership_packages.features': { json: '{ included_users: number; included_forms: number; benefits: string[] }' },
  'user_memberships.addons': { json: 'Array<string | { id: string; quantity?: number }>' },
  'jobs.payload': { json: 'Record<string, unknown>' },
  'audit_log.details': { json: 'Record<string, unknown>' },
  submission_counts: { doc: 'Maintained by triggers (migration 0005); the app only reads it.' },
  'submission_counts.changes': { never: ['insert', 'update'] },
};

export interface CatalogColumn {
  table: string;
  column: string;
  type: string;
  category: string;
  elem: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
}

interface Column {
  name: string;
  /** Types for select, insert and update, before nullability and defaults. */
  select: string;
  insert: string;
  update: string;
  nullable: boolean;
  defaulted: boolean;
  jsonShape: boolean;
  override: ColumnOverride | undefined;
}

export interface Catalog {
  columns: CatalogColumn[];
  checks: { table: string; column: string; def: string }[];
}

/** Runs the migrations on a fresh PGlite and returns schema.ts's text, formatted. */
export async function generateSchema(overrides = OVERRIDES): Promise<string> {
  return renderSchema(await readCatalog(), overrides);
}

export function renderSchema(catalog: Catalog, overrides = OVERRIDES): string {
  return format(render(catalog.columns, unionsFromChecks(catalog.checks), overrides));
}

/** Tables, columns and single-column CHECK constraints of schema public after all migrations. */
export async function readCatalog(): Promise<Catalog> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
  try {
    await migrate(db);
    const columns = await sql<CatalogColumn>`
      select c.relname as table, a.attname as column, t.typname as type, t.typcategory as category,
             e.typname as elem, a.attnotnull as not_null, a.atthasdef as has_default,
             a.attidentity as identity
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
      order by c.oid, a.attnum`.execute(db);
    const checks = await sql<{ table: string; column: string; def: string }>`
      select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as def
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1
      order by c.oid, k.conname`.execute(db);
    return { columns: columns.rows, checks: checks.rows };
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

/** `col = ANY (ARRAY['a'::text, 'b'::text])` or `col = 'a'::text` (PostgreSQL's form of IN). */
function unionsFromChecks(rows: readonly { table: string; column: string; def: string }[]): Map<string, string[]> {
  const unions = new Map<string, string[]>();
  for (const { table, column, def } of rows) {
    const body = def.replace(/^CHECK \((.*)\)$/s, '$1').replace(/^\((.*)\)$/s, '$1');
    const any = body.match(/^\(?"?(\w+)"? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)?$/s);
    const one = body.match(/^\(?"?(\w+)"? = ('(?:[^']|'')*')::text\)?$/s);
    const list = any?.[1] === column ? any[2] : one?.[1] === column ? one[2] : undefined;
    if (list === undefined) continue;
    const values = [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
    if (values.length === 0) continue;
    const key = `${table}.${column}`;
    if (unions.has(key)) throw new Error(`${key}: two CHECK (… IN …) constraints; narrow by hand in codegen.ts`);
    unions.set(key, values);
  }
  return unions;
}

function baseType(c: CatalogColumn): { select: string; insert: string; update: string } {
  const same = (t: string) => ({ select: t, insert: t, update: t });
  if (c.category === 'A') {
    if (!c.elem) throw new Error(`${c.table}.${c.column}: array of unknown element type`);
    const elem = baseType({ ...c, type: c.elem, category: '', elem: null });
    if (elem.select !== elem.insert || elem.select !== elem.update) {
      throw new Error(`${c.table}.${c.column}: arrays of ${c.elem} are not mapped yet (codegen.ts)`);
    }
    return same(`${elem.select}[]`);
  }
  switch (c.type) {
    case 'uuid':
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'citext':
    case 'inet':
      return same('string');
    case 'int2':
    case 'int4':
    case 'float4':
    case 'float8':
      return same('number');
    // pg (and PGlite's pg adapter) return int8 and numeric as strings: no precision is lost.
    case 'int8':
      return same('string');
    case 'numeric':
      return { select: 'string', insert: 'string | number', update: 'string | number' };
    case 'bool':
      return same('boolean');
    case 'timestamptz':
    case 'timestamp':
    case 'date':
      return { select: 'Date', insert: 'Date | string', update: 'Date | string' };
    case 'bytea':
      return same('Buffer');
    case 'json':
    case 'jsonb':
      return { select: 'unknown', insert: 'string', update: 'string' };
    default:
      throw new Error(`${c.table}.${c.column}: no TypeScript type for ${c.type} yet (codegen.ts baseType)`);
  }
}

function render(
  rows: readonly CatalogColumn[],
  unions: Map<string, string[]>,
  overrides: Record<string, ColumnOverride>,
): string {
  const tables = new Map<string, Column[]>();
  const used = new Set<string>();
  for (const row of rows) {
    const key = `${row.table}.${row.column}`;
    const override = overrides[key];
    if (override) used.add(key);
    const base = baseType(row);
    const isJson = row.type === 'json' || row.type === 'jsonb';
    if (override?.json !== undefined) {
      if (!isJson) throw new Error(`overrides['${key}'].json: the column is ${row.type}, not jsonb`);
      base.select = override.json;
    }
    const union = unions.get(key);
    if (union) {
      if (base.select !== 'string') throw new Error(`${key}: CHECK (… IN …) on a ${row.type} column`);
      const literal = union.map((v) => `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(' | ');
      base.select = base.insert = base.update = literal;
    }
    const columns = tables.get(row.table) ?? [];
    tables.set(row.table, columns);
    columns.push({
      name: row.column,
      ...base,
      nullable: !row.not_null,
      defaulted: row.has_default || row.identity !== '',
      jsonShape: isJson,
      override,
    });
  }
  for (const table of tables.keys()) if (overrides[table]) used.add(table);
  const stale = Object.keys(overrides).filter((k) => !used.has(k));
  if (stale.length > 0) {
    throw new Error(`codegen.ts OVERRIDES name columns or tables the migrations do not have: ${stale.join(', ')}`);
  }

  const aliases = new Set<string>();
  const out: string[] = [];
  const interfaces: string[] = [];
  for (const [table, columns] of tables) {
    const name = `${pascal(table)}Table`;
    interfaces.push(`  ${table}: ${name};`);
    const doc = overrides[table]?.doc;
    if (doc) out.push(`/** ${doc} */`);
    out.push(`export interface ${name} {`);
    for (const c of columns) {
      if (c.override?.doc) out.push(`  /** ${c.override.doc} */`);
      out.push(`  ${c.name}: ${columnType(c, aliases)};`);
    }
    out.push('}', '');
  }
  const header = [
    '/**',
    ' * Generated by apps/server/src/db/codegen.ts from the migrations; do not edit.',
    ` * Run \`${CODEGEN_COMMAND}\` after adding a migration (schema.test.ts fails until you do).`,
    ' * jsonb shapes, write restrictions and doc comments come from OVERRIDES in codegen.ts. int8 and',
    " * numeric come back from pg (and PGlite's pg adapter) as strings: `string` for bigserials and prices.",
    ' */',
    `import type { ColumnType${aliases.has('Generated') ? ', Generated' : ''} } from 'kysely';`,
    '',
  ];
  for (const [alias, definition] of ALIASES) {
    if (aliases.has(alias)) header.push(definition);
  }
  return [...header, '', ...out, 'export interface DB {', ...interfaces, '}', ''].join('\n');
}

const ALIASES: readonly [string, string][] = [
  ['Timestamp', 'type Timestamp = ColumnType<Date, Date | string, Date | string>;'],
  ['GeneratedTimestamp', 'type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;'],
  ['Numeric', 'type Numeric = ColumnType<string, string | number, string | number>;'],
  ['Json', 'type Json<T> = ColumnType<T, string, string>;'],
  ['GeneratedJson', 'type GeneratedJson<T> = ColumnType<T, string | undefined, string>;'],
];

function columnType(c: Column, aliases: Set<string>): string {
  const insert = c.override?.never?.includes('insert') ? 'never' : c.defaulted ? `${c.insert} | undefined` : c.insert;
  const update = c.override?.never?.includes('update') ? 'never' : c.update;
  let t: string;
  const use = (alias: string, text: string) => {
    aliases.add(alias);
    return text;
  };
  if (insert === c.select && update === c.select) t = c.select;
  else if (insert === `${c.select} | undefined` && update === c.select) t = use('Generated', `Generated<${c.select}>`);
  else if (c.jsonShape && insert === 'string' && update === 'string') t = use('Json', `Json<${c.select}>`);
  else if (c.jsonShape && insert === 'string | undefined' && update === 'string') {
    t = use('GeneratedJson', `GeneratedJson<${c.select}>`);
  } else if (c.select === 'Date' && insert === 'Date | string' && update === 'Date | string')
    t = use('Timestamp', 'Timestamp');
  else if (c.select === 'Date' && insert === 'Date | string | undefined' && update === 'Date | string') {
    t = use('GeneratedTimestamp', 'GeneratedTimestamp');
  } else if (c.select === 'string' && insert === 'string | number' && update === 'string | number') {
    t = use('Numeric', 'Numeric');
  } else t = `ColumnType<${c.select}, ${insert}, ${update}>`;
  return c.nullable ? `${t} | null` : t;
}

function pascal(snake: string): string {
  return snake.replace(/(^|_)([a-z0-9])/g, (_, __, ch: string) => ch.toUpperCase());
}

/** Biome's own formatting, so `biome check` passes on the generated file as written. */
function format(source: string): string {
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${SCHEMA_PATH}`], {
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`);
  return result.stdout;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_PATH, await generateSchema());
  console.log(`wrote ${SCHEMA_PATH}`);
}
