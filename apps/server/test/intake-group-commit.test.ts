/**
 * Group commit of the intake's store statement (features/intake/groupCommit.ts): submissions
 * that arrive while a store is in flight go out together in one statement, keep their own
 * practices, their Idempotency-Keys and their jobs, and one bad row fails only its own request.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { GroupCommit } from '../src/features/intake/groupCommit.js';
import { insertSubmissionsWithJobs, type NewSubmission } from '../src/features/intake/repository.js';
import { createTenant } from '../src/features/tenants/provision.js';
import type { NewJob } from '../src/jobs/payloads.js';
import { describeEachDatabase, randomIp, type TestContext } from './harness.js';

describeEachDatabase(
  'intake group commit',
  (context, statements) => {
    let ctx: TestContext;
    beforeAll(() => {
      ctx = context();
    });

    const item = (tenantId: string, idempotencyKey: string | null = null) => {
      const id = randomUUID();
      const row: NewSubmission = {
        id,
        tenant_id: tenantId,
        form_type: 'contact',
        form_data: Buffer.from([1, 2, 3]),
        key_version: 1,
        is_spam: false,
        spam_score: 5,
        spam_confidence: 0.5,
        spam_reasons: '[]',
        quarantine_status: 'completed',
        client_ip_hash: 'h',
        user_agent: null,
        idempotency_key: idempotencyKey,
        treatment_deadline: idempotencyKey ? '2026-12-01' : null,
        language: 'de',
        contact_email_key: '',
        contact_phone_key: '',
      };
      const jobs: NewJob[] = [{ queue: 'spam.ai', payload: { submissionId: id }, tenantId, maxAttempts: 3 }];
      return { row, jobs };
    };
    const inserts = () => statements.filter((s) => /insert into form_submissions/i.test(s)).length;
    const storedOf = (tenantId: string) =>
      withTenant(ctx.database.db, tenantId, async (tx) => ({
        rows: await tx.selectFrom('form_submissions').select(['id', 'tenant_id', 'treatment_deadline']).execute(),
        jobs: (
          await tx
            .selectFrom('jobs')
            .select(['payload', 'tenant_id'])
            .where('queue', '=', 'spam.ai')
            // The job table is the worker's, not scoped by RLS: each practice's jobs by their tenant_id.
            .where('tenant_id', '=', tenantId)
            .execute()
        ).map((j) => ({ submissionId: (j.payload as { submissionId: string }).submissionId, tenant_id: j.tenant_id })),
      }));

    it('stores what arrived meanwhile in one statement: two practices keep their rows, a repeat its first id', async () => {
      const a = await createTenant(ctx.database.db, ctx.keyring, { slug: `gc-a-${ctx.backend}`, name: 'A' });
      const b = await createTenant(ctx.database.db, ctx.keyring, { slug: `gc-b-${ctx.backend}`, name: 'B' });
      const commit = new GroupCommit((items: ReturnType<typeof item>[]) =>
        insertSubmissionsWithJobs(ctx.database.db, items),
      );
      const items = [item(a.id), item(a.id), item(b.id), item(a.id, 'k-1'), item(a.id, 'k-1'), item(b.id, 'k-1')];
      statements.length = 0;
      // The first goes out alone; the five that arrive while it is in flight go as one batch.
      const ids = await Promise.all(items.map((i) => commit.submit(i)));
      expect(inserts()).toBe(2);
      const [i0, i1, i2, i3, , i5] = items.map((i) => i.row.id);
      // The repeat inside the batch (same practice, same key) stored nothing; the other
      // practice's same key is its own.
      expect(ids).toEqual([i0, i1, i2, i3, null, i5]);

      const seenByA = await storedOf(a.id);
      const pairs = (rows: { id: string; tenant_id: string }[]) => rows.map((r) => `${r.id}@${r.tenant_id}`).sort();
      const ofA = [i0, i1, i3].map((id) => ({ id: String(id), tenant_id: a.id }));
      const ofB = [i2, i5].map((id) => ({ id: String(id), tenant_id: b.id }));
      expect(pairs(seenByA.rows)).toEqual(pairs(ofA));
      // One job per stored submission, in its practice; none for the repeat.
      expect(pairs(seenByA.jobs.map((j) => ({ id: j.submissionId, tenant_id: String(j.tenant_id) })))).toEqual(
        pairs(ofA),
      );
      const seenByB = await storedOf(b.id);
      expect(pairs(seenByB.rows)).toEqual(pairs(ofB));
      expect(pairs(seenByB.jobs.map((j) => ({ id: j.submissionId, tenant_id: String(j.tenant_id) })))).toEqual(
        pairs(ofB),
      );
      expect(seenByB.rows.find((r) => r.id === i5)?.treatment_deadline).toBeTruthy();
    });

    it('a batch with a bad row stores the others one by one and fails only that one', async () => {
      const a = await createTenant(ctx.database.db, ctx.keyring, { slug: `gc-fail-a-${ctx.backend}`, name: 'A' });
      const b = await createTenant(ctx.database.db, ctx.keyring, { slug: `gc-fail-b-${ctx.backend}`, name: 'B' });
      const commit = new GroupCommit((items: ReturnType<typeof item>[]) =>
        insertSubmissionsWithJobs(ctx.database.db, items),
      );
      // A practice that does not exist (deleted meanwhile): the foreign key refuses its row.
      const items = [item(a.id), item(a.id), item(randomUUID()), item(b.id)];
      statements.length = 0;
      const outcomes = await Promise.allSettled(items.map((i) => commit.submit(i)));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23503' });
      // Alone; the batch of three (refused as a whole); then each of the three on its own.
      expect(inserts()).toBe(5);
      expect((await storedOf(a.id)).rows.map((r) => r.id).sort()).toEqual(
        [items[0], items[1]].map((i) => i?.row.id).sort(),
      );
      expect((await storedOf(b.id)).rows.map((r) => r.id)).toEqual([items[3]?.row.id]);
    });

    it('concurrent submissions to two practices over HTTP: every answer stored once, in its practice, with its jobs', async () => {
      const a = await createTenant(ctx.database.db, ctx.keyring, {
        slug: `gc-http-a-${ctx.backend}`,
        name: 'A',
        emailRecipients: ['a@praxis.example'],
      });
      const b = await createTenant(ctx.database.db, ctx.keyring, {
        slug: `gc-http-b-${ctx.backend}`,
        name: 'B',
        emailRecipients: ['b@praxis.example'],
      });
      const submit = (t: typeof a, headers: Record<string, string> = {}) =>
        ctx.app.inject({
          method: 'POST',
          url: '/functions/v1/submitForm',
          payload: {
            tenantId: t.slug,
            formData: { name: 'Erika Muster', email: 'erika@example.de', message: 'Termin für Krankengymnastik bitte' },
          },
          headers: { apikey: t.publicKey, ...headers },
          remoteAddress: randomIp(),
        });
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => submit(a)),
        ...Array.from({ length: 6 }, () => submit(b)),
        // Repeats of one request (Idempotency-Key) among them: one row, one id for all.
        ...Array.from({ length: 4 }, () => submit(a, { 'idempotency-key': 'same-request' })),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const ids = answers.map((r) => r.json().submissionId as string);
      const repeated = new Set(ids.slice(12));
      expect(repeated.size).toBe(1);
      for (const [t, expected] of [
        [a, [...ids.slice(0, 6), ...repeated]],
        [b, ids.slice(6, 12)],
      ] as const) {
        const seen = await withTenant(ctx.database.db, t.id, async (tx) => ({
          rows: await tx.selectFrom('form_submissions').select(['id', 'tenant_id']).execute(),
          jobs: await tx
            .selectFrom('jobs')
            .select('payload')
            .where('queue', '=', 'notify.staff')
            .where('tenant_id', '=', t.id)
            .execute(),
        }));
        expect(seen.rows.map((r) => r.id).sort()).toEqual([...expected].sort());
        expect(seen.rows.every((r) => r.tenant_id === t.id)).toBe(true);
        // Its staff notifications (one per recipient), for every stored submission and no other.
        const notified = seen.jobs.map((j) => (j.payload as { submissionId: string }).submissionId);
        expect([...new Set(notified)].sort()).toEqual([...expected].sort());
        expect(notified.length % expected.length).toBe(0);
      }
    });
  },
  { recordStatements: true },
);
