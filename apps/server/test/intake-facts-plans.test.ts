/**
 * The intake's facts statement at size (issue 16, point 2): with 60,000 submissions and
 * 30,000 learned tokens in the database, the app role, under row-level security, must reach a
 * request's repeat count and token counts through the practice's index entries — the practice
 * in the index condition — not by reading every practice's rows. Before, each read compared
 * `tenant_id = scope.tenant::uuid`: the text-to-uuid cast is not leakproof, so the planner kept
 * it behind the policy's checks, out of the index condition, and the repeat count scanned all
 * submissions of all practices on every request (a sequential scan, or the whole source index).
 *
 * The statement EXPLAINed is the one the intake sends (repository intakeFactsStatement), through
 * the app's own pool, as the app role. PostgreSQL only,
 * like test/inbox-plans.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/index.js';
import { type IntakeFactsQuery, intakeFactsStatement } from '../src/features/intake/repository.js';
import { createTenant } from '../src/features/tenants/provision.js';
import { Keyring } from '../src/lib/crypto.js';
import { openTestDatabase, testConfig } from './harness.js';
import { nodes, type PlanNode, planAsApp, seedAsOwner } from './plans.js';

const PER_PRACTICE = 20_000;

describe.skipIf(!process.env.DATABASE_URL)('intake facts plans at 60,000 submissions [postgres]', () => {
  let database: OpenDatabase & { url?: string };
  const practices: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const keyring = new Keyring(testConfig().secrets.masterKey);
    for (let i = 0; i < 3; i++)
      practices.push((await createTenant(database.db, keyring, { slug: `facts-plan-${i}`, name: `Praxis ${i}` })).id);
    await seedAsOwner(database.url, async (owner) => {
      for (const t of practices) {
        await owner.query(
          `insert into form_submissions (id, tenant_id, form_type, form_data, key_version, spam_reasons,
             client_ip_hash, created_at)
           select gen_random_uuid(), $1::uuid, 'contact', decode(md5(i::text), 'hex'), 1, '[]',
             md5($1::text || i::text), now() - (i || ' seconds')::interval
           from generate_series(1, $2::int) i`,
          [t, PER_PRACTICE],
        );
        await owner.query(
          `insert into spam_tokens (tenant_id, token_key, spam_count, ham_count)
           select $1, md5(i::text), i % 7, i % 5 from generate_series(1, $2::int) i`,
          [t, PER_PRACTICE / 2],
        );
      }
    });
  }, 300_000);

  afterAll(async () => {
    await database?.close();
  });

  const query = (tenantId: string): IntakeFactsQuery => ({
    tenantId,
    ipHash: `hash-${randomUUID()}`,
    tokenKeys: ['__total__', 'a', 'b'],
    limits: {
      first: { key: `intake:ip:${randomUUID()}`, limit: 30 },
      second: { key: `intake:tenant:${tenantId}`, limit: 2000 },
      windowSeconds: 600,
    },
  });

  const plan = async (statement: (c: OpenDatabase['db']) => CompiledQuery) =>
    nodes(await planAsApp(database.db, statement));

  /** Every read of the table goes through an index whose condition names the practice. */
  function expectPracticeIndex(n: PlanNode[], table: string, index: string) {
    const reads = n.filter((x) => x['Relation Name'] === table || x['Index Name'] === index);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map((x) => x['Node Type'])).not.toContain('Seq Scan');
    for (const read of reads.filter((x) => x['Index Cond'])) expect(read['Index Cond']).toMatch(/\(tenant_id = /);
    expect(reads.some((x) => x['Index Name'] === index && /\(tenant_id = /.test(x['Index Cond'] ?? ''))).toBe(true);
  }

  it("one request's statement: repeats and tokens by the practice's index entries", async () => {
    const n = await plan((c) => intakeFactsStatement(c, query(practices[0] as string)));
    expectPracticeIndex(n, 'form_submissions', 'form_submissions_source_idx');
    expectPracticeIndex(n, 'spam_tokens', 'spam_tokens_pkey');
  });
});
