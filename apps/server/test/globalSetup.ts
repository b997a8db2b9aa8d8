/**
 * Once per test run, before any suite: one migrated database per backend to copy from.
 * Migrating a fresh database took each suite seconds (PGlite's initdb plus every migration in
 * WebAssembly); copying a migrated one takes a fraction of that. The copies are the same
 * schema the migrations make; migrate() still runs on each copy and finds nothing to do.
 * - PGlite: the data folder of a migrated in-memory database, dumped to a tar file; each
 *   suite's database loads it (harness.ts).
 * - PostgreSQL (DATABASE_URL set): a migrated database used as TEMPLATE by CREATE DATABASE.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/index.js';
import { createServerDatabase } from './support.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tar of a migrated PGlite data folder. */
    pgliteTemplate: string;
    /** Name of a migrated database on the DATABASE_URL server, if set. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void> | void)[] = [];
  // Every temporary folder of this run (data folders, built pages, servers' files) lands in one
  // folder that goes at the end: hundreds of suites no longer leave their folders in /tmp.
  const outerTmp = process.env.TMPDIR;
  const runTmp = mkdtempSync(join(tmpdir(), 'pd-run-'));
  // Open like /tmp itself: the fault tests' private PostgreSQL runs as another user (postgres).
  chmodSync(runTmp, 0o1777);
  process.env.TMPDIR = runTmp;
  cleanups.push(() => {
    if (outerTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outerTmp;
    try {
      rmSync(runTmp, { recursive: true, force: true });
    } catch {
      // A folder still in use (e.g. a mount a failed fault test left) stays; nothing else depends on it.
    }
  });
  try {
    const pglite = new PGlite();
    await pglite.waitReady;
    await migrateWith(new pg.Pool({ ...createPgConfig(pglite), max: 1 }));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const file = join(tmpdir(), `pd-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    cleanups.push(() => rmSync(file, { force: true }));
    project.provide('pgliteTemplate', file);

    let postgresTemplate: string | undefined;
    if (process.env.DATABASE_URL) {
      const server = await createServerDatabase();
      cleanups.push(() => server.drop());
      await migrateWith(new pg.Pool({ connectionString: server.url, max: 1 }));
      postgresTemplate = new URL(server.url).pathname.slice(1);
    }
    project.provide('postgresTemplate', postgresTemplate);
  } catch (err) {
    for (const c of cleanups.reverse()) await c();
    throw err;
  }
  return async () => {
    for (const c of cleanups.reverse()) await c();
  };
}

async function migrateWith(pool: pg.Pool) {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}
