/**
 * Spam defence against the database: reasons at intake, learning from staff marking, scans in
 * every scope with their SSE stream, and the optional AI path against a local test server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withTenant } from '../src/db/scope.js';
import { createSpamDefence } from '../src/features/spam/index.js';
import { createWorker } from '../src/jobs/worker.js';
import type { Mailer } from '../src/lib/mailer.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';

const ham = {
  name: 'Helga Brandt',
  email: 'helga@example.de',
  nachricht: 'Ich brauche einen Termin für Krankengymnastik, Rezept liegt vor.',
};
const seoSpam = {
  name: 'Digital Growth',
  email: 'sales@growth.example',
  message:
    'Hello, I noticed your website. We offer SEO and backlinks to reach the first page of Google. Reply for pricing.',
};

async function submit(
  c: TestContext,
  tenant: { slug: string; publicKey: string },
  formData: Record<string, unknown>,
  ip = randomIp(),
) {
  const res = await c.app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    payload: { tenantId: tenant.slug, formData },
    headers: { apikey: tenant.publicKey },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json().submissionId as string;
}

const rowOf = (c: TestContext, tenantId: string, id: string) =>
  withTenant(c.database.db, tenantId, (tx) =>
    tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );

describeEachDatabase('spam defence', (ctx) => {
  it('scores at intake with reasons that explain the score', async () => {
    const t = await makeTenant(ctx());
    const okId = await submit(ctx(), t, ham);
    const spamId = await submit(ctx(), t, seoSpam);
    const ok = await rowOf(ctx(), t.id, okId);
    const spam = await rowOf(ctx(), t.id, spamId);
    expect(ok.is_spam).toBe(false);
    expect(ok.spam_score).toBeLessThan(30);
    expect(spam.is_spam).toBe(true);
    const reasons = spam.spam_reasons as { reason: string; points: number }[];
    expect(reasons.some((r) => r.reason.includes('SEO'))).toBe(true);
    expect(reasons.reduce((s, r) => s + r.points, 0)).toBeGreaterThanOrEqual(spam.spam_score);
  });

  it('a honeypot filled by the browser’s autofill (own name, street) does not decide; a bot’s link does', async () => {
    const t = await makeTenant(ctx());
    const autofilled = await rowOf(ctx(), t.id, await submit(ctx(), t, { ...ham, website_url: 'Helga Brandt' }));
    expect(autofilled.is_spam).toBe(false);
    expect(autofilled.spam_score).toBeLessThan(50);
    expect(JSON.stringify(autofilled.spam_reasons)).toContain('Autofill');
    const street = await rowOf(ctx(), t.id, await submit(ctx(), t, { ...ham, website_url: 'Lindenstraße 12' }));
    expect(street.is_spam).toBe(false);
    const bot = await rowOf(
      ctx(),
      t.id,
      await submit(ctx(), t, { ...ham, website_url: 'https://cheap-pills.example' }),
    );
    expect(bot.is_spam).toBe(true);
    expect(bot.spam_score).toBeGreaterThanOrEqual(80);
  });

  it('intake scores any field content without failing: nested objects, megabytes, binary, invisible and RTL characters', async () => {
    const t = await makeTenant(ctx());
    // Within the public contract (flat fields, strings up to 20,000 characters, lists); nested
    // objects and megabytes are refused by the contract and scored by the engine's own tests.
    const big = 'Ich brauche einen Termin. '.repeat(760);
    const hostile: Record<string, unknown>[] = [
      {
        name: 'Anna Beck',
        nachricht: 'Termin bitte \u202Egnurökc\u202C und\u200B\u200B\u200B mehr 😀👨‍👩‍👧',
        liste: ['x', 1, true],
      },
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`feld${i}`, big])),
      {
        name: 'Bin',
        nachricht: String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => i % 256)),
        n: 42,
        b: false,
      },
      { name: '\uD800 kaputt \uDFFF', nachricht: '\u0000\u0007\uFFFD\uFEFF', leer: null },
    ];
    for (const formData of hostile) {
      // A scorer that cannot read a submission answers with a verdict, never with an error.
      const row = await rowOf(ctx(), t.id, await submit(ctx(), t, formData));
      expect(row.spam_score).toBeGreaterThanOrEqual(0);
      expect(row.spam_score).toBeLessThanOrEqual(100);
    }
  });

  it('flags bot timing and repeated submissions from one source', async () => {
    const t = await makeTenant(ctx());
    const token = (await ctx().app.inject({ method: 'GET', url: '/functions/v1/formToken' })).json().token;
    const fast = await rowOf(ctx(), t.id, await submit(ctx(), t, { ...ham, _ts: token }));
    expect(JSON.stringify(fast.spam_reasons)).toContain('zu schnell für Menschen');
    const forged = await rowOf(ctx(), t.id, await submit(ctx(), t, { ...ham, _ts: '1.abc' }));
    expect(JSON.stringify(forged.spam_reasons)).toContain('Ungültiger Formular-Zeitstempel');

    const ip = randomIp();
    let last = '';
    for (let i = 0; i < 4; i++) last = await submit(ctx(), t, { ...ham, nachricht: `Anfrage ${i}` }, ip);
    expect(JSON.stringify((await rowOf(ctx(), t.id, last)).spam_reasons)).toContain(
      'weitere Einsendungen derselben Quelle',
    );
  });

  it('learns from staff marking: marking one message moves similar ones, and re-marking undoes it', async () => {
    const t = await makeTenant(ctx());
    const spam = createSpamDefence(ctx().database.db, ctx().keyring, ctx().config);
    const user = await makeUser(ctx(), { tenantIds: [t.id] });
    // A kind of message the global model does not know as spam: the practice teaches it.
    const pitch = (n: number) => ({
      name: `Kontakt ${n}`,
      nachricht: `Hallo, hier ist Frau Kunz vom Chor Lichtblick. Am Sonntag singen wir im Gemeindehaus, Konzert ${n}.`,
    });
    const before = await withTenant(ctx().database.db, t.id, (tx) =>
      spam.scorer.score(tx, { tenantId: t.id, formType: 'contact', formData: pitch(99) }),
    );
    for (let i = 0; i < 3; i++) {
      const id = await submit(ctx(), t, pitch(i));
      await withTenant(ctx().database.db, t.id, (tx) =>
        spam.feedback.recordStaffLabel(tx, { tenantId: t.id, submissionId: id, isSpam: true, userId: user.id }),
      );
    }
    const after = await withTenant(ctx().database.db, t.id, (tx) =>
      spam.scorer.score(tx, { tenantId: t.id, formType: 'contact', formData: pitch(99) }),
    );
    expect(after.score).toBeGreaterThan(before.score + 15);

    // In a fresh practice: marking the same message twice counts once; marking it the other
    // way moves it to the other side.
    const t2 = await makeTenant(ctx());
    const one = await submit(ctx(), t2, pitch(7));
    const mark = (isSpam: boolean) =>
      withTenant(ctx().database.db, t2.id, (tx) =>
        spam.feedback.recordStaffLabel(tx, { tenantId: t2.id, submissionId: one, isSpam, userId: user.id }),
      );
    // The text model's contribution (the score itself is clipped at 0 and 100).
    const scoreNow = async () =>
      (
        await withTenant(ctx().database.db, t2.id, (tx) =>
          spam.scorer.score(tx, { tenantId: t2.id, formType: 'contact', formData: pitch(99) }),
        )
      ).reasons.find((r) => r.layer === 'classifier')?.points ?? 0;
    const base = await scoreNow();
    await mark(true);
    const once = await scoreNow();
    expect(once).toBeGreaterThan(base);
    await mark(true);
    expect(await scoreNow()).toBe(once);
    await mark(false);
    // Back below the spam marking, and to the legitimate side of where it started; a message the
    // global model already puts at the floor of the text points (−20) cannot go further.
    const undone = await scoreNow();
    expect(undone).toBeLessThan(once);
    expect(undone).toBeLessThanOrEqual(base);
    if (base > -20) expect(undone).toBeLessThan(base);

    // Another practice's model is untouched.
    const other = await makeTenant(ctx());
    const elsewhere = await withTenant(ctx().database.db, other.id, (tx) =>
      spam.scorer.score(tx, { tenantId: other.id, formType: 'contact', formData: pitch(99) }),
    );
    expect(elsewhere.score).toBe(before.score);

    // The learned counts are keyed hashes, not words.
    const keys = await withTenant(ctx().database.db, t.id, (tx) =>
      tx.selectFrom('spam_tokens').select('token_key').execute(),
    );
    expect(keys.map((k) => k.token_key).join(' ')).not.toMatch(/chor|gemeindehaus|lichtblick/i);
  });

  it('scans in each scope, keeps staff decisions, and streams progress then complete', async () => {
    const t = await makeTenant(ctx());
    const staff = await makeUser(ctx(), { tenantIds: [t.id] });
    const spamId = await submit(ctx(), t, seoSpam);
    const hamIds = [
      await submit(ctx(), t, ham),
      await submit(ctx(), t, { ...ham, formType: 'training', kurs: 'Pilates' }),
    ];
    // A staff decision that the scan must not overwrite.
    await withTenant(ctx().database.db, t.id, (tx) =>
      tx.updateTable('form_submissions').set({ is_spam: false, spam_score: 0 }).where('id', '=', spamId).execute(),
    );
    const spam = createSpamDefence(ctx().database.db, ctx().keyring, ctx().config);
    await withTenant(ctx().database.db, t.id, (tx) =>
      spam.feedback.recordStaffLabel(tx, { tenantId: t.id, submissionId: spamId, isSpam: false, userId: staff.id }),
    );
    // A drifted score that the scan corrects.
    await withTenant(ctx().database.db, t.id, (tx) =>
      tx
        .updateTable('form_submissions')
        .set({ spam_score: 99, is_spam: true })
        .where('id', '=', hamIds[0] ?? '')
        .execute(),
    );

    const scan = (options: object) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/spam/scan',
        payload: { options },
        headers: { cookie: staff.cookie },
      });
    const newest = await scan({ limit: 50 });
    expect(newest.statusCode).toBe(200);
    const result = newest.json();
    expect(result.totalScanned).toBe(3);
    const byId = new Map(result.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(spamId)).toMatchObject({ previous_score: 0, new_score: 0, is_spam: false });
    expect(byId.get(hamIds[0])).toMatchObject({ previous_score: 99, is_spam: false, aiClassified: false });
    expect((await rowOf(ctx(), t.id, hamIds[0] ?? '')).is_spam).toBe(false);
    // A re-scan that changes no verdict rewrites no row.
    const stamps = () =>
      withTenant(ctx().database.db, t.id, (tx) =>
        tx.selectFrom('form_submissions').select(['id', 'updated_at']).orderBy('id').execute(),
      );
    const written = await stamps();
    expect((await scan({ limit: 50 })).json().totalScanned).toBe(3);
    expect(await stamps()).toEqual(written);

    expect((await scan({ limit: 50, formType: 'training' })).json().totalScanned).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await scan({ limit: 50, dateRange: { from: today, to: today } })).json().totalScanned).toBe(3);
    expect((await scan({ limit: 50, dateRange: { to: '2000-01-01' } })).json().totalScanned).toBe(0);
    expect((await scan({ limit: 1, all: true })).json().totalScanned).toBe(3);
    expect((await scan({ limit: 2 })).json().totalScanned).toBe(2);
    expect((await scan({ limit: 101 })).statusCode).toBe(400);

    const stream = await scan({ limit: 20, enableStreaming: true });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const events = stream.body
      .split('\n\n')
      .filter(Boolean)
      .map((chunk) => JSON.parse(chunk.replace(/^data: /, '')));
    expect(events.map((e) => e.type)).toEqual(['progress', 'progress', 'progress', 'complete']);
    expect(events[2]).toMatchObject({ processed: 3, total: 3, currentBatch: 1 });
    expect(events[3].result.totalScanned).toBe(3);

    // Each scan left one audit entry (the last batch writes it; an empty scan on its own).
    const trail = await sql<{ tenant_id: string; details: { scanned: number; spamFound: number } }>`
      select tenant_id, details from audit_log
      where action = 'spam.scan' and actor_user_id = ${staff.id} order by id`.execute(ctx().database.db);
    expect(trail.rows.map((r) => r.details.scanned)).toEqual([3, 3, 1, 3, 0, 3, 2, 3]);
    expect(new Set(trail.rows.map((r) => r.tenant_id))).toEqual(new Set([t.id]));

    const other = await makeUser(ctx(), { tenantIds: [(await makeTenant(ctx())).id] });
    const foreign = await ctx().app.inject({
      method: 'POST',
      url: '/api/spam/scan',
      payload: { tenant: t.id, options: { limit: 10 } },
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const signedOut = await ctx().app.inject({ method: 'POST', url: '/api/spam/scan', payload: { options: {} } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describeEachDatabase('spam defence with an AI classifier', (ctx) => {
  let server: Server;
  let mode: 'spam' | 'ham' | 'garbage' | 'slow' = 'spam';
  const prompts: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let c: TestContext;
  const sent: string[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m.to), close: () => {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        prompts.push(body);
        if (mode === 'slow') return; // never answers: the client times out
        const content =
          mode === 'garbage'
            ? 'Ich bin mir nicht sicher.'
            : JSON.stringify({
                spam: mode === 'spam',
                reason: mode === 'spam' ? 'Werbeangebot' : 'Echte Terminanfrage',
              });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    c = ctx();
    const config = {
      ...c.config,
      ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test', model: 'test-model', timeoutMs: 1000 },
    };
    const services = buildServices(config, c.database.db);
    app = await buildApp({ config, db: c.database.db, serveWeb: false, services });
    c = { ...c, app, config };
    (c as TestContext & { worker: ReturnType<typeof createWorker> }).worker = createWorker(
      c.database.db,
      services.jobHandlers(mailer),
    );
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const worker = () => (c as TestContext & { worker: ReturnType<typeof createWorker> }).worker;
  // Borderline (the rules and the text model give it about 55, inside the AI band 30–70): one
  // link and an offer, but no spam topic. If a training-data change moves it out of the band,
  // the first assertions below say so; pick another message of this kind then.
  const borderline = {
    name: 'Jana Pohl',
    email: 'jana.pohl@example.de',
    telefon: '0171 2233445',
    message: 'Guten Tag, ich hätte ein Angebot für Ihre Praxis: https://a.example – melden Sie sich gern.',
  };

  async function runUntilSettled() {
    for (let i = 0; i < 5; i++) {
      await c.database.db.updateTable('jobs').set({ run_at: new Date() }).where('status', '=', 'pending').execute();
      if ((await worker().runOnce()) === 0) return;
    }
  }

  it('sends borderline submissions to the AI without name or contact data, and stores its verdict', async () => {
    const t = await makeTenant(c, 'KI Praxis', { emailRecipients: ['empfang@ki.example'] });
    mode = 'spam';
    const id = await submit(c, t, borderline);
    const pending = await rowOf(c, t.id, id);
    expect(pending.spam_score).toBeGreaterThanOrEqual(30);
    expect(pending.spam_score).toBeLessThanOrEqual(70);
    expect(pending.quarantine_status).toBe('pending');
    await runUntilSettled();
    const done = await rowOf(c, t.id, id);
    expect(done.quarantine_status).toBe('completed');
    expect(done.is_spam).toBe(true);
    expect(done.ai_verdict).toMatchObject({ spam: true, reason: 'Werbeangebot', model: 'test-model' });
    expect(JSON.stringify(done.spam_reasons)).toContain('KI: Werbeangebot');
    const prompt = prompts.at(-1) ?? '';
    for (const v of [borderline.name, borderline.email, borderline.telefon]) expect(prompt).not.toContain(v);
    expect(sent).not.toContain('empfang@ki.example');

    const scan = await c.app.inject({
      method: 'POST',
      url: '/api/spam/scan',
      payload: { options: { limit: 10 } },
      headers: { cookie: (await makeUser(c, { tenantIds: [t.id] })).cookie },
    });
    expect(scan.json().results.find((r: { id: string }) => r.id === id)).toMatchObject({
      aiClassified: true,
      is_spam: true,
    });
  });

  it('lets a real patient through when the AI says so, and notifies then', async () => {
    const t = await makeTenant(c, 'KI Praxis', { emailRecipients: ['empfang@ki2.example'] });
    mode = 'ham';
    const id = await submit(c, t, borderline);
    await runUntilSettled();
    const done = await rowOf(c, t.id, id);
    expect([done.quarantine_status, done.is_spam]).toEqual(['completed', false]);
    expect(sent).toContain('empfang@ki2.example');
  });

  it.each(['garbage', 'slow'] as const)('ends as failed with the rule score kept when the AI answers %s', async (m) => {
    const t = await makeTenant(c, 'KI Praxis', { emailRecipients: [`empfang@${m}.example`] });
    mode = m;
    const id = await submit(c, t, borderline);
    const before = await rowOf(c, t.id, id);
    await runUntilSettled();
    const after = await rowOf(c, t.id, id);
    expect(after.quarantine_status).toBe('failed');
    expect(after.spam_score).toBe(before.spam_score);
    expect(after.ai_verdict).toBeNull();
    const jobs = await c.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('queue', '=', 'spam.ai')
      .where(sql<boolean>`payload->>'submissionId' = ${id}`)
      .execute();
    expect(jobs).toEqual([{ status: 'done', attempts: 3 }]);
    // Not spam by rules: staff are told, nothing is lost.
    if (!after.is_spam) expect(sent).toContain(`empfang@${m}.example`);
  });
});
