/**
 * The inbox API as staff use it: list with filters and pages, stats from the counters, processed,
 * spam marking (training data), delete and bulk delete, resend, the decrypted file, blocking a
 * sender, and live change events. Every action also proves that another tenant's submission
 * answers 404 and stays untouched.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeAsOwner } from '../src/db/index.js';
import { crossTenant, withTenant } from '../src/db/scope.js';
import { inboxEvents } from '../src/features/submissions/events.js';
import { hashIp } from '../src/lib/ipHash.js';
import {
  describeEachDatabase,
  makeSubmission,
  makeTenant,
  makeUser,
  randomIp,
  type TestContext,
  type TestUser,
} from './harness.js';
import { multipartBody, samples } from './multipart.js';

type Tenant = Awaited<ReturnType<typeof makeTenant>>;

async function setFlags(
  ctx: TestContext,
  tenantId: string,
  id: string,
  flags: { spam?: boolean; processed?: boolean },
) {
  await withTenant(ctx.database.db, tenantId, (tx) =>
    tx
      .updateTable('form_submissions')
      .set({
        ...(flags.spam !== undefined ? { is_spam: flags.spam } : {}),
        ...(flags.processed !== undefined ? { is_processed: flags.processed } : {}),
      })
      .where('id', '=', id)
      .execute(),
  );
}

describeEachDatabase('inbox API', (ctx) => {
  let own: Tenant;
  let other: Tenant;
  let staff: TestUser;
  let foreignId: string;

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, user = staff) =>
    ctx().app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) } as never);

  beforeAll(async () => {
    own = await makeTenant(ctx(), 'Eigene Praxis');
    other = await makeTenant(ctx(), 'Fremde Praxis');
    staff = await makeUser(ctx(), { tenantIds: [own.id] });
    foreignId = await makeSubmission(ctx(), other.id, { name: 'Fremd' });
  });

  async function expectForeignUntouched() {
    const row = await withTenant(ctx().database.db, other.id, (tx) =>
      tx
        .selectFrom('form_submissions')
        .select(['is_spam', 'is_processed'])
        .where('id', '=', foreignId)
        .executeTakeFirst(),
    );
    expect(row).toEqual({ is_spam: false, is_processed: false });
  }

  describe('list, filters and stats', () => {
    let tenant: Tenant;
    let user: TestUser;
    beforeAll(async () => {
      tenant = await makeTenant(ctx(), 'Listenpraxis');
      user = await makeUser(ctx(), { tenantIds: [tenant.id] });
      // 14 contact (2 spam, 3 processed), 4 prescription (1 spam), 2 training.
      for (let i = 0; i < 14; i++) {
        const id = await makeSubmission(ctx(), tenant.id, { name: `Kontakt ${i}` }, 'contact');
        if (i < 2) await setFlags(ctx(), tenant.id, id, { spam: true });
        else if (i < 5) await setFlags(ctx(), tenant.id, id, { processed: true });
      }
      for (let i = 0; i < 4; i++) {
        const id = await makeSubmission(ctx(), tenant.id, { name: `Rezept ${i}` }, 'prescription');
        if (i === 0) await setFlags(ctx(), tenant.id, id, { spam: true });
      }
      for (let i = 0; i < 2; i++) await makeSubmission(ctx(), tenant.id, { name: `Kurs ${i}` }, 'training');
    });

    it('pages by 10 newest first and hides spam unless asked', async () => {
      const p1 = await api('GET', `/api/submissions?tenant=${tenant.id}&page=1&limit=10`, undefined, user);
      expect(p1.statusCode).toBe(200);
      const b1 = p1.json();
      expect(b1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 17, hasNextPage: true });
      expect(b1.submissions).toHaveLength(10);
      expect(b1.submissions[0].formData).toEqual({ name: 'Kurs 1' });
      expect(b1.submissions.every((s: { isSpam: boolean }) => !s.isSpam)).toBe(true);
      const p2 = (await api('GET', `/api/submissions?tenant=${tenant.id}&page=2&limit=10`, undefined, user)).json();
      expect(p2.submissions).toHaveLength(7);
      expect(p2.pagination.hasNextPage).toBe(false);
      const ids = new Set([...b1.submissions, ...p2.submissions].map((s: { id: string }) => s.id));
      expect(ids.size).toBe(17);

      const withSpam = (
        await api('GET', `/api/submissions?tenant=${tenant.id}&includeSpam=1&limit=10`, undefined, user)
      ).json();
      expect(withSpam.pagination.totalCount).toBe(20);
    });

    it('filters by form type, with and without spam', async () => {
      const r = (
        await api('GET', `/api/submissions?tenant=${tenant.id}&formType=prescription&limit=10`, undefined, user)
      ).json();
      expect(r.pagination.totalCount).toBe(3);
      expect(r.submissions.map((s: { formType: string }) => s.formType)).toEqual([
        'prescription',
        'prescription',
        'prescription',
      ]);
      const all = (
        await api(
          'GET',
          `/api/submissions?tenant=${tenant.id}&formType=prescription&includeSpam=true&limit=10`,
          undefined,
          user,
        )
      ).json();
      expect(all.pagination.totalCount).toBe(4);
    });

    it('answers the stats with the spec counting rules', async () => {
      const r = await api('GET', `/api/submissions/stats?tenant=${tenant.id}`, undefined, user);
      expect(r.statusCode).toBe(200);
      const s = r.json();
      expect(s).toMatchObject({
        total: 20,
        spam: 3,
        processed: 3,
        unprocessed: 17,
        typeCounts: { contact: 12, prescription: 3, anamnese: 0, bewerbung: 0, training: 2 },
      });
      const list = (
        await api('GET', `/api/submissions?tenant=${tenant.id}&includeSpam=1&limit=1`, undefined, user)
      ).json();
      expect(s.lastSubmissionId).toBe(list.submissions[0].id);
    });

    it("refuses another tenant's stats and list (403), and shows nothing of it", async () => {
      expect((await api('GET', `/api/submissions/stats?tenant=${other.id}`, undefined, user)).statusCode).toBe(403);
      expect((await api('GET', `/api/submissions?tenant=${other.id}`, undefined, user)).statusCode).toBe(403);
      const mine = (await api('GET', '/api/submissions/stats', undefined, user)).json();
      expect(mine.total).toBe(20);
    });

    it('keeps the counters equal to a full count through inserts, updates, deletes and a tenant deletion', async () => {
      const t = await makeTenant(ctx(), 'Zählpraxis');
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await makeSubmission(ctx(), t.id, { i }, i % 3 ? 'contact' : 'anamnese'));
      const db = ctx().database.db;
      await withTenant(db, t.id, async (tx) => {
        await tx.updateTable('form_submissions').set({ is_spam: true }).where('id', 'in', ids.slice(0, 5)).execute();
        await tx
          .updateTable('form_submissions')
          .set({ is_processed: true })
          .where('id', 'in', ids.slice(3, 9))
          .execute();
        await tx
          .updateTable('form_submissions')
          .set({ form_type: 'training' })
          .where('id', '=', ids[1] ?? '')
          .execute();
        await tx.deleteFrom('form_submissions').where('id', 'in', ids.slice(7, 10)).execute();
        await tx.updateTable('form_submissions').set({ quarantine_status: 'completed' }).execute();
      });
      const [counted, kept] = await withTenant(db, t.id, async (tx) => [
        await sql<{ form_type: string; total: number; spam: number; processed: number }>`
          select form_type, count(*)::int as total, (count(*) filter (where is_spam))::int as spam,
                 (count(*) filter (where is_processed))::int as processed
          from form_submissions group by form_type order by form_type`.execute(tx),
        await sql<{ form_type: string; total: number; spam: number; processed: number }>`
          select form_type, total, spam, processed from submission_counts where total > 0 order by form_type`.execute(
          tx,
        ),
      ]);
      expect(kept.rows).toEqual(counted.rows);
      // A tenant with submissions can still be deleted (the counters go with it).
      await crossTenant(db, (tx) => tx.deleteFrom('tenants').where('id', '=', t.id).execute());
      const left = await crossTenant(db, (tx) =>
        tx.selectFrom('submission_counts').select('tenant_id').where('tenant_id', '=', t.id).execute(),
      );
      expect(left).toEqual([]);
    });
  });

  it('marks processed and back; the unprocessed counter follows; foreign ids are 404', async () => {
    const id = await makeSubmission(ctx(), own.id);
    const before = (await api('GET', '/api/submissions/stats')).json();
    const r = await api('PATCH', `/api/submissions/${id}/processed`, { processed: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().submission).toMatchObject({ isProcessed: true });
    expect((await api('GET', '/api/submissions/stats')).json().unprocessed).toBe(before.unprocessed - 1);
    await api('PATCH', `/api/submissions/${id}/processed`, { processed: false });
    expect((await api('GET', '/api/submissions/stats')).json().unprocessed).toBe(before.unprocessed);
    expect((await api('PATCH', `/api/submissions/${foreignId}/processed`, { processed: true })).statusCode).toBe(404);
    await expectForeignUntouched();
  });

  it('marks spam (score 70) and not spam (score 0) only when the state differs, and records each label', async () => {
    const id = await makeSubmission(ctx(), own.id);
    const spam = await api('PATCH', `/api/submissions/${id}/spam`, { isSpam: true });
    expect(spam.statusCode).toBe(200);
    expect(spam.json().submission).toMatchObject({ isSpam: true, spamScore: 70 });
    const again = await api('PATCH', `/api/submissions/${id}/spam`, { isSpam: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SPAM_STATE_UNCHANGED');
    const ham = await api('PATCH', `/api/submissions/${id}/spam`, { isSpam: false });
    expect(ham.json().submission).toMatchObject({ isSpam: false, spamScore: 0 });

    const labels = await withTenant(ctx().database.db, own.id, (tx) =>
      tx
        .selectFrom('spam_feedback')
        .select(['is_spam', 'user_id'])
        .where('submission_id', '=', id)
        .orderBy('id')
        .execute(),
    );
    expect(labels).toEqual([
      { is_spam: true, user_id: staff.id },
      { is_spam: false, user_id: staff.id },
    ]);
    expect((await api('PATCH', `/api/submissions/${foreignId}/spam`, { isSpam: true })).statusCode).toBe(404);
    await expectForeignUntouched();
  });

  it('deletes one submission; a foreign one answers 404 and stays', async () => {
    const id = await makeSubmission(ctx(), own.id);
    expect((await api('DELETE', `/api/submissions/${id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/submissions/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/submissions/${foreignId}`)).statusCode).toBe(404);
    await expectForeignUntouched();
  });

  it('bulk-deletes all given submissions, or none when one is not visible', async () => {
    const a = await makeSubmission(ctx(), own.id);
    const b = await makeSubmission(ctx(), own.id);
    const c = await makeSubmission(ctx(), own.id);
    const total = (await api('GET', '/api/submissions/stats')).json().total;

    const mixed = await api('POST', '/api/submissions/bulk-delete', { ids: [a, foreignId] });
    expect(mixed.statusCode).toBe(404);
    expect((await api('GET', `/api/submissions/${a}`)).statusCode).toBe(200);
    await expectForeignUntouched();

    const ok = await api('POST', '/api/submissions/bulk-delete', { ids: [a, b, a] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ deleted: 2, hidden: 0 });
    expect((await api('GET', `/api/submissions/${a}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/submissions/${c}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/submissions/stats')).json().total).toBe(total - 2);
    expect((await api('POST', '/api/submissions/bulk-delete', { ids: [] })).statusCode).toBe(400);
  });

  it('re-sends the notification to every recipient; a foreign id answers 404', async () => {
    const t = await makeTenant(ctx(), 'Mailpraxis', { emailRecipients: ['a@praxis.test', 'B@praxis.test'] });
    const u = await makeUser(ctx(), { tenantIds: [t.id] });
    const id = await makeSubmission(ctx(), t.id);
    const r = await api('POST', `/api/submissions/${id}/notifications`, undefined, u);
    expect(r.statusCode).toBe(202);
    expect(r.json()).toEqual({ queued: 2 });
    expect((await api('POST', `/api/submissions/${foreignId}/notifications`, undefined, u)).statusCode).toBe(404);
  });

  describe('prescription file and sender', () => {
    let submissionId: string;
    const ip = randomIp();
    beforeAll(async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/submitForm',
        payload: { tenantId: own.slug, formData: { name: 'Rita Rezept', type: 'prescription' } },
        headers: { apikey: own.publicKey },
        remoteAddress: ip,
      });
      const s = res.json() as { submissionId: string; grant: string };
      submissionId = s.submissionId;
      const up = await ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/secureUpload',
        ...multipartBody(
          { submissionId, fileName: 'Rezept Müller.pdf', grant: s.grant },
          { name: 'file', filename: 'Rezept Müller.pdf', contentType: 'application/pdf', content: samples.pdf },
        ),
        remoteAddress: ip,
      });
      expect(up.statusCode).toBe(200);
    });

    it('serves the decrypted file to staff of the tenant, as an attachment or inline', async () => {
      const r = await api('GET', `/api/submissions/${submissionId}/file`);
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(samples.pdf)).toBe(true);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toBe(
        `attachment; filename="Rezept M_ller.pdf"; filename*=UTF-8''Rezept%20M%C3%BCller.pdf`,
      );
      expect(r.headers['cache-control']).toContain('no-store');
      const inline = await api('GET', `/api/submissions/${submissionId}/file?inline=1`);
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
      expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(inline.headers['content-security-policy']).toContain('sandbox');
    });

    it('refuses the file without a session, to other tenants, and for submissions without a file', async () => {
      const anon = await ctx().app.inject({ method: 'GET', url: `/api/submissions/${submissionId}/file` });
      expect(anon.statusCode).toBe(401);
      const stranger = await makeUser(ctx(), { tenantIds: [other.id] });
      const foreign = await api('GET', `/api/submissions/${submissionId}/file`, undefined, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('%PDF');
      expect((await api('GET', `/api/submissions/${foreignId}/file`)).statusCode).toBe(404);
      const plain = await makeSubmission(ctx(), own.id);
      const none = await api('GET', `/api/submissions/${plain}/file`);
      expect([none.statusCode, none.json().code]).toEqual([404, 'FILE_NOT_FOUND']);
    });

    it('blocks the sender of a spam submission by its IP hash only, and intake then refuses that IP', async () => {
      expect((await api('POST', `/api/submissions/${submissionId}/block-sender`)).statusCode).toBe(403);
      await api('PATCH', `/api/submissions/${submissionId}/spam`, { isSpam: true });
      const r = await api('POST', `/api/submissions/${submissionId}/block-sender`);
      expect(r.statusCode).toBe(200);
      const hash = hashIp(ctx().config.secrets.ipHashSecret, ip);
      expect(r.json()).toMatchObject({ added: true, hashPrefix: hash.slice(0, 16) });
      expect(r.body).not.toContain(ip);
      const row = await ctx()
        .database.db.selectFrom('ip_blacklist')
        .select(['ip_hash', 'reason'])
        .where('ip_hash', '=', hash)
        .executeTakeFirst();
      expect(row?.reason).toContain(`Spam-Einreichung ${submissionId.slice(0, 8)} gesperrt`);
      expect(row?.reason).not.toContain(ip);
      expect((await api('POST', `/api/submissions/${submissionId}/block-sender`)).json().added).toBe(false);

      await setFlags(ctx(), other.id, foreignId, { spam: true });
      expect((await api('POST', `/api/submissions/${foreignId}/block-sender`)).statusCode).toBe(404);
      await setFlags(ctx(), other.id, foreignId, { spam: false });

      const after = await ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/submitForm',
        payload: { tenantId: own.slug, formData: { name: 'Nochmal', message: 'Hallo' } },
        headers: { apikey: own.publicKey },
        remoteAddress: ip,
      });
      const newest = (await api('GET', '/api/submissions?includeSpam=1&limit=1')).json().submissions[0];
      // The intake answers as usual but files a blacklisted sender's request as spam.
      expect(after.json().success).toBe(true);
      expect(newest).toMatchObject({ isSpam: true });
    });
  });

  it('keeps planner statistics on PGlite, and the app connection stays the app role afterwards', async () => {
    if (ctx().backend !== 'pglite') return; // the server has autovacuum
    const t = await makeTenant(ctx(), 'Statistikpraxis');
    for (let i = 0; i < 3; i++) await makeSubmission(ctx(), t.id);
    await analyzeAsOwner(ctx().database.db);
    const r = await sql<{ user: string; analyzed: boolean }>`
      select current_user as user,
             (select last_analyze is not null from pg_stat_user_tables where relname = 'form_submissions') as analyzed`.execute(
      ctx().database.db,
    );
    expect(r.rows[0]).toEqual({ user: 'praxisdesk_app', analyzed: true });
  });

  describe('live events', () => {
    async function readEvents(url: string, cookie: string, until: (lines: string[]) => boolean, timeoutMs = 8_000) {
      const res = await fetch(url, { headers: { cookie } });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body?.getReader();
      if (!reader) throw new Error('no body');
      const lines: string[] = [];
      const decoder = new TextDecoder();
      const deadline = Date.now() + timeoutMs;
      let buffer = '';
      try {
        while (!until(lines) && Date.now() < deadline) {
          const chunk = await Promise.race([
            reader.read(),
            new Promise<{ done: true; value: undefined }>((r) =>
              setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
            ),
          ]);
          if (chunk.done) break;
          buffer += decoder.decode(chunk.value, { stream: true });
          const parts = buffer.split('\n\n');
          buffer = parts.pop() ?? '';
          lines.push(...parts.filter((p) => p.startsWith('data: ')).map((p) => p.slice(6)));
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
      return lines.map((l) => JSON.parse(l) as { type: string; tenantId?: string });
    }

    it('ready waits for the baseline, not for the next poll: a change right after it is pushed', async () => {
      // An hour between polls: only ready() itself can have read the baseline, and only the
      // tick a later subscriber's ready() forces (or the LISTEN) can report the change.
      const events = inboxEvents(ctx().database.db, { listenUrl: ctx().database.url, pollMs: 3_600_000 });
      try {
        const a = await makeTenant(ctx(), 'Bereitpraxis A');
        const b = await makeTenant(ctx(), 'Bereitpraxis B');
        const seen: string[] = [];
        const first = events.subscribe([a.id], (id) => seen.push(id));
        await first.ready;
        await makeSubmission(ctx(), a.id);
        await events.subscribe([b.id], () => {}).ready;
        for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
        expect(seen).toEqual([a.id]);
        first.unsubscribe();
      } finally {
        await events.close();
      }
    });

    it('pushes a new submission of the own tenant within seconds, and nothing of another tenant', async () => {
      const { buildApp } = await import('../src/app.js');
      const events = inboxEvents(ctx().database.db, {
        listenUrl: ctx().database.url,
        pollMs: 300,
      });
      const app = await buildApp({ config: ctx().config, db: ctx().database.db, serveWeb: false, events });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const t = await makeTenant(ctx(), 'Livepraxis');
        const u = await makeUser(ctx(), { tenantIds: [t.id] });
        let subscribed = () => {};
        const ready = new Promise<void>((r) => {
          subscribed = r;
        });
        const seen = readEvents(
          `${address}/api/submissions/events?tenant=${t.id}`,
          u.cookie,
          (l) => {
            if (l.length > 0) subscribed();
            return l.some((x) => x.includes('changed'));
          },
          60_000,
        );
        // `ready` comes once the baseline is read (a condition, not a fixed sleep); then a
        // foreign and an own submission.
        await Promise.race([ready, seen]);
        await makeSubmission(ctx(), other.id);
        const start = Date.now();
        await makeSubmission(ctx(), t.id);
        const got = await seen;
        expect(got[0]).toEqual({ type: 'ready' });
        expect(got.slice(1)).toEqual([{ type: 'changed', tenantId: t.id }]);
        // Pushed, not found by the clients' 120-s poll: a bound far below that, generous for a
        // busy machine (where 5 s was too tight).
        expect(Date.now() - start).toBeLessThan(30_000);

        const refused = await fetch(`${address}/api/submissions/events?tenant=${other.id}`, {
          headers: { cookie: u.cookie },
        });
        expect(refused.status).toBe(403);
        expect((await fetch(`${address}/api/submissions/events`)).status).toBe(401);
      } finally {
        await app.close();
      }
    });
  });
});
