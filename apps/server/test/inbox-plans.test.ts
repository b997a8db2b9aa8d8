import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/index.js';
import { inboxListStatement, type ListFilter } from '../src/features/submissions/repository.js';
import { createTenant } from '../src/features/tenants/provision.js';
import { Keyring } from '../src/lib/crypto.js';
import { openTestDatabase, testConfig } from './harness.js';
import { nodes, type PlanNode, planAsApp, seedAsOwner } from './plans.js';

const BIG = 120_000;
const OTHERS = 6;
const PER_OTHER = 30_000;

describe.skipIf(!process.env.DATABASE_URL)('inbox plans at 120,000 submissions in a practice [postgres]', () => {
  let database: OpenDatabase & { url?: string };
  let big: string;
  const others: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const keyring = new Keyring(testConfig().secrets.masterKey);
    big = (await createTenant(database.db, keyring, { slug: 'plan-big', name: 'Große Praxis' })).id;
    for (let i = 0; i < OTHERS; i++)
      others.push((await createTenant(database.db, keyring, { slug: `plan-${i}`, name: `Praxis ${i}` })).id);
    const seed = `insert into form_submissions (id, tenant_id, form_type, form_data, key_version, is_spam,
        is_processed, spam_score, spam_reasons, quarantine_status, created_at)
      select gen_random_uuid(), $1,
        (array['contact','prescription','anamnese','bewerbung','training'])[1 + i % 5],
        decode(md5(i::text), 'hex'), 1, i % 20 = 0, i % 3 = 0, 5, '[]', 'completed',
        now() - (i || ' minutes')::interval
      from generate_series(1, $2::int) i`;
    await seedAsOwner(database.url, async (owner) => {
      await owner.query(seed, [big, BIG]);
      for (const t of others) await owner.query(seed, [t, PER_OTHER]);
    });
  }, 300_000);

  afterAll(async () => {
    await database?.close();
  });

  async function plan(f: Omit<ListFilter, 'tenantIds'>, tenantIds = [big]) {
    const root = await planAsApp(database.db, (c) => inboxListStatement(c, { ...f, tenantIds }).compile());
    expectScopeFirst(root);
    return nodes(root);
  }

  const cases: [string, Omit<ListFilter, 'tenantIds'>, string][] = [
    ['page 1', { includeSpam: false, limit: 30, offset: 0 }, 'form_submissions_inbox_idx'],
    ['page 500', { includeSpam: false, limit: 30, offset: 14_970 }, 'form_submissions_inbox_idx'],
    ['page 2,000 (the last pages)', { includeSpam: false, limit: 30, offset: 59_970 }, 'form_submissions_inbox_idx'],
    ['spam shown, page 500', { includeSpam: true, limit: 30, offset: 14_970 }, 'form_submissions_inbox_idx'],
    [
      'type filter, page 300',
      { includeSpam: false, formType: 'prescription', limit: 30, offset: 8_970 },
      'form_submissions_type_idx',
    ],
  ];

  /**
   * The scope row (set_config and the count) is the outer side of the nested loop that reads
   * the page, so every read of form_submissions runs after the scope is set.
   */
  function expectScopeFirst(root: PlanNode) {
    const reads = (n: PlanNode) => nodes(n).filter((x) => x['Relation Name'] === 'form_submissions').length;
    const all = reads(root);
    const join = nodes(root).find((x) => {
      const [outer, inner] = x.Plans ?? [];
      return x['Node Type'] === 'Nested Loop' && outer && inner && reads(outer) === 0 && reads(inner) === all;
    });
    expect(join?.['Join Type']).toBe('Left');
    const outer = join?.Plans?.[0] as PlanNode;
    expect(nodes(outer).map((x) => x['Relation Name'])).toContain('submission_counts');
  }

  /** The page's ids come from index-only walks; only the page's rows are read; no big sort. */
  function expectIndexWalk(n: PlanNode[], index: string, walks: number, limit: number) {
    const onSubmissions = n.filter((x) => x['Relation Name'] === 'form_submissions');
    const kinds = onSubmissions.map((x) => `${x['Node Type']} ${x['Index Name'] ?? ''}`.trim());
    expect(kinds.filter((k) => k === `Index Only Scan ${index}`)).toHaveLength(walks);
    expect(kinds.filter((k) => k !== `Index Only Scan ${index}`)).toEqual(['Index Scan form_submissions_pkey']);
    for (const sort of n.filter((x) => x['Node Type'] === 'Sort')) expect(sort['Plan Rows']).toBeLessThanOrEqual(limit);
  }

  for (const [name, filter, index] of cases) {
    it(`${name}: walks ${index} alone, reads only the page`, async () => {
      expectIndexWalk(await plan(filter), index, 1, filter.limit);
    });
  }

  it('several practices ("Alle Praxen"), page 100: merges the index walks of each practice', async () => {
    const tenantIds = [big, ...others.slice(0, 3)];
    const n = await plan({ includeSpam: false, limit: 30, offset: 2_970 }, tenantIds);
    expectIndexWalk(n, 'form_submissions_inbox_idx', tenantIds.length, 30);
    expect(n.map((x) => x['Node Type'])).toContain('Merge Append');
  });
});
