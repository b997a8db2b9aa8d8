import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { type Catalog, CODEGEN_COMMAND, OVERRIDES, readCatalog, renderSchema, SCHEMA_PATH } from './codegen.js';

// One fresh PGlite with every migration for both tests (opening one is slow).
let catalog: Catalog;
beforeAll(async () => {
  catalog = await readCatalog();
});

it('schema.ts is what the migrations generate', () => {
  const committed = readFileSync(SCHEMA_PATH, 'utf8');
  expect(committed, `db/schema.ts is out of date with the migrations: run \`${CODEGEN_COMMAND}\``).toBe(
    renderSchema(catalog),
  );
});

it('refuses an override for a column the migrations do not have', () => {
  const overrides = { ...OVERRIDES, 'form_submissions.no_such_column': { json: 'string[]' } };
  expect(() => renderSchema(catalog, overrides)).toThrow(/form_submissions\.no_such_column/);
});
