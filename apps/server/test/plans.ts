/** EXPLAIN as the app role, for the plan tests at size (inbox-plans, intake-facts-plans). */
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import type { OpenDatabase } from '../src/db/index.js';
import { APP_ROLE } from '../src/db/migrations/helpers.js';

export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Join Type'?: string;
  Plans?: PlanNode[];
}

/** A plan's nodes, the root first. */
export const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * The plan of a statement as the app sends it: through the app's own pool, whose connections
 * run as the app role (row-level security applies to it only; the owner bypasses it).
 */
export function planAsApp(db: OpenDatabase['db'], statement: (c: OpenDatabase['db']) => CompiledQuery) {
  return db.connection().execute(async (c) => {
    const who = await sql<{ u: string }>`select current_user as u`.execute(c);
    expect(who.rows[0]?.u).toBe(APP_ROLE);
    const q = statement(c);
    const r = await c.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
      ...q,
      sql: `explain (format json) ${q.sql}`,
    });
    const root = r.rows[0]?.['QUERY PLAN'][0].Plan;
    if (!root) throw new Error('no plan');
    return root;
  });
}

/**
 * Seeds straight in as the owner (the plan depends on row counts and statistics, not on
 * content), then analyzes, as autovacuum does on a live server.
 */
export async function seedAsOwner(url: string | undefined, fill: (owner: pg.Client) => Promise<void>) {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    await fill(owner);
    await owner.query('vacuum analyze');
  } finally {
    await owner.end();
  }
}
