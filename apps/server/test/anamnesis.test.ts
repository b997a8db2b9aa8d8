import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnamnesisResponse } from '@praxisdesk/domain';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { withTenant } from '../src/db/scope.js';
import { openAiProvider, RULES_MODEL } from '../src/features/anamnesis/provider.js';
import { createWorker, type Worker } from '../src/jobs/worker.js';
import type { Mailer } from '../src/lib/mailer.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp, type TestContext } from './harness.js';

const fixture = (n: string) => {
  const f = anamnesisFixtures.find((x) => x.name.startsWith(n));
  if (!f) throw new Error(n);
  return f.answers;
};
const mailer: Mailer = { send: async () => {}, close: () => {} };

/** A patient sends a request and then the anamnesis, through the public endpoints. */
async function patientSends(c: TestContext, tenant: { slug: string; publicKey: string }, answers: object) {
  const sub = await c.app.inject({
    method: 'POST',
    url: '/functions/v1/submitForm',
    payload: {
      tenantId: tenant.slug,
      formData: { vorname: 'Erika', nachname: 'Mustermann', email: 'erika@example.de', telefon: '0171 9988776' },
    },
    headers: { apikey: tenant.publicKey },
    remoteAddress: randomIp(),
  });
  const { submissionId, grant } = sub.json() as { submissionId: string; grant: string };
  const res = await c.app.inject({
    method: 'POST',
    url: '/functions/v1/submitAnamnese',
    payload: {
      tenantId: tenant.slug,
      originalSubmissionId: submissionId,
      grant,
      answers,
      completedAt: '2026-03-02T09:00:00Z',
    },
    headers: { apikey: tenant.publicKey },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(200);
  return submissionId;
}

describeEachDatabase('anamnesis card API', (ctx) => {
  let worker: Worker;
  beforeAll(() => {
    const c = ctx();
    worker = createWorker(c.database.db, buildServices(c.config, c.database.db).jobHandlers(mailer));
  });

  it('shows labelled answers and red flags, generates summary and clinical text as jobs, keeps older summaries', async () => {
    const c = ctx();
    const t = await makeTenant(c, 'Anamnese Praxis');
    const u = await makeUser(c, { tenantIds: [t.id] });
    const id = await patientSends(c, t, fixture('cancer history'));
    const get = async () => {
      const r = await c.app.inject({ url: `/api/submissions/${id}/anamnesis`, headers: { cookie: u.cookie } });
      expect(r.statusCode).toBe(200);
      return (r.json() as AnamnesisResponse).anamnesis;
    };

    // The inbox list carries the red-flag indicator without decrypting per row.
    const list = await c.app.inject({ url: `/api/submissions?tenant=${t.id}`, headers: { cookie: u.cookie } });
    expect(list.json().submissions[0]).toMatchObject({ id, hasAnamnese: true, anamnesisRedFlags: true });

    const first = await get();
    expect(first?.labelled.find((l) => l.id === 'comorbidities')?.value).toBe('Ja: Mammakarzinom 2019, operiert');
    expect(first?.labelled.find((l) => l.id === 'bodyParts')?.value).toBe('Rücken');
    expect(first?.redFlags.map((f) => f.id)).toEqual(['cancer-night-sweats', 'cancer-night-rest-pain']);
    expect(first?.answers.cancer).toBe('ja');
    expect(first?.summary).toBeNull();
    expect(first?.clinicalText).toBeNull();

    const post = (path: string, regenerate = false) =>
      c.app.inject({
        method: 'POST',
        url: `/api/submissions/${id}/anamnesis/${path}`,
        payload: { regenerate },
        headers: { cookie: u.cookie },
      });
    const queued = await post('summary');
    expect([queued.statusCode, queued.json().summaryStatus]).toEqual([202, 'pending']);
    const status = await c.app.inject({
      url: `/api/submissions/${id}/anamnesis/status`,
      headers: { cookie: u.cookie },
    });
    expect(status.json()).toEqual({ summaryStatus: 'pending', summaryError: null, textStatus: null, textError: null });
    await worker.runOnce();

    const withSummary = await get();
    expect(withSummary?.status.summaryStatus).toBe('done');
    expect(withSummary?.summary?.model).toBe(RULES_MODEL);
    expect(withSummary?.summary?.riskFactors.filter((r) => r.redFlag)).toHaveLength(2);
    expect(withSummary?.summary?.summary).toContain('Rücken');
    expect(withSummary?.summary?.note).toBeNull();

    // Generating again without regenerate changes nothing; regenerate adds a new one, keeps the old.
    expect((await post('summary')).json().summaryStatus).toBe('done');
    expect(await worker.runOnce()).toBe(0);
    await post('summary', true);
    await worker.runOnce();
    const again = await get();
    expect(again?.summary?.id).not.toBe(withSummary?.summary?.id);
    const rows = await withTenant(c.database.db, t.id, (tx) =>
      tx.selectFrom('anamnese_ai_summaries').select(['summary']).where('tenant_id', '=', t.id).execute(),
    );
    expect(rows).toHaveLength(2);
    // Stored encrypted: the plaintext is not in the row.
    expect(rows[0]?.summary.toString('utf8')).not.toContain('Rücken');

    expect((await post('clinical-text')).statusCode).toBe(202);
    await worker.runOnce();
    const withText = await get();
    expect(withText?.status.textStatus).toBe('done');
    expect(withText?.clinicalText?.text).toContain('Pat. berichtet über Beschwerden im Bereich Rücken.');
    expect(withText?.clinicalText?.html).toContain('<h3>Anamnese (Online-Anamnesebogen vom 2.3.2026)</h3>');
    const raw = await withTenant(c.database.db, t.id, (tx) =>
      tx.selectFrom('form_submissions').select('generated_text').where('id', '=', id).executeTakeFirstOrThrow(),
    );
    expect(raw.generated_text?.toString('utf8')).not.toContain('Pat.');

    const audit = await c.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .where('action', 'like', 'anamnesis.%')
      .execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['anamnesis.read', 'anamnesis.generate_summary', 'anamnesis.generate_text']),
    );
  });

  it('no anamnesis is not an error; another tenant gets 404; signed out 401', async () => {
    const c = ctx();
    const t = await makeTenant(c);
    const u = await makeUser(c, { tenantIds: [t.id] });
    const sub = await c.app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { name: 'Ohne Anamnese', message: 'Termin bitte' } },
      headers: { apikey: t.publicKey },
      remoteAddress: randomIp(),
    });
    const plain = sub.json().submissionId as string;
    const none = await c.app.inject({ url: `/api/submissions/${plain}/anamnesis`, headers: { cookie: u.cookie } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ anamnesis: null, message: 'Für diese Submission wurde keine Anamnese ausgefüllt.' });
    const gen = await c.app.inject({
      method: 'POST',
      url: `/api/submissions/${plain}/anamnesis/summary`,
      payload: {},
      headers: { cookie: u.cookie },
    });
    expect([gen.statusCode, gen.json().code]).toEqual([404, 'ANAMNESIS_NOT_FOUND']);

    const withAnamnesis = await patientSends(c, t, fixture('office worker'));
    const list = await c.app.inject({ url: `/api/submissions?tenant=${t.id}`, headers: { cookie: u.cookie } });
    expect(list.json().submissions.find((s: { id: string }) => s.id === withAnamnesis).anamnesisRedFlags).toBe(false);
    const other = await makeUser(c, { tenantIds: [(await makeTenant(c)).id] });
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/status'],
      ['POST', '/summary'],
      ['POST', '/clinical-text'],
    ] as const) {
      const r = await c.app.inject({
        method,
        url: `/api/submissions/${withAnamnesis}/anamnesis${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
        headers: { cookie: other.cookie },
      });
      expect([path, r.statusCode]).toEqual([path, 404]);
      const anon = await c.app.inject({
        method,
        url: `/api/submissions/${withAnamnesis}/anamnesis${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(anon.statusCode).toBe(401);
    }
  });
});

describe('OpenAI-compatible anamnesis provider against a local test server', () => {
  let server: Server;
  let mode: 'valid' | 'invalid-json' | 'wrong-schema' | 'slow' | 'error' | 'ungrounded' = 'valid';
  const requests: string[] = [];
  let ai: NonNullable<Config['ai']>;
  const answers = fixture('cancer history');

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        requests.push(body);
        if (mode === 'slow') return;
        if (mode === 'error') {
          res.writeHead(500).end('upstream broke');
          return;
        }
        const isText = body.includes('Anamnesetext');
        const content =
          mode === 'invalid-json'
            ? '{"summary": "Rückenschmerzen", "keyFindings": [}'
            : mode === 'wrong-schema'
              ? JSON.stringify({ zusammenfassung: 'x' })
              : isText
                ? JSON.stringify({ text: 'Pat. berichtet über dumpfe Dauerschmerzen im Rücken, nachts verstärkt.' })
                : JSON.stringify({
                    summary: 'Dumpfe Dauerschmerzen im Rücken (6/10), nachts verstärkt.',
                    keyFindings: [
                      { text: 'Schmerz 6/10', source: 'painLevel' },
                      {
                        text: mode === 'ungrounded' ? 'Kraftverlust' : 'Rücken',
                        source: mode === 'ungrounded' ? 'strengthChanged' : 'bodyParts',
                      },
                    ],
                    recommendations: ['Ärztliche Abklärung'],
                    riskFactors: [{ text: 'Tamoxifen', sources: ['medications'], redFlag: false }],
                  });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content } }], usage: { total_tokens: 321 } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    ai = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      apiKey: 'k',
      model: 'test-llm',
      timeoutMs: 300,
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('valid answer: model, tokens and the deterministic red flags; only the answers are sent', async () => {
    mode = 'valid';
    const r = await openAiProvider(ai).summary(answers);
    expect(r).toMatchObject({ model: 'test-llm', tokensUsed: 321, note: null });
    expect(r.content.summary).toBe('Dumpfe Dauerschmerzen im Rücken (6/10), nachts verstärkt.');
    expect(r.content.riskFactors.map((x) => x.redFlag)).toEqual([true, true, false]);
    const sent = requests.at(-1) ?? '';
    expect(sent).toContain('Mammakarzinom 2019');
    expect(sent).toContain('"model":"test-llm"');
    const text = await openAiProvider(ai).clinicalText(answers, '2026-03-02T09:00:00Z');
    expect(text).toMatchObject({ content: expect.stringContaining('dumpfe Dauerschmerzen'), tokensUsed: 321 });
  });

  it('never sends name or contact data (free text is masked)', async () => {
    mode = 'valid';
    await openAiProvider(ai).summary({
      ...answers,
      expectations: { text: 'Bitte rufen Sie mich an: 0171 9988776 oder erika@example.de', checkbox: true },
    });
    const sent = requests.at(-1) ?? '';
    expect(sent).not.toContain('0171 9988776');
    expect(sent).not.toContain('erika@example.de');
    expect(sent).toContain('[Telefon]');
  });

  it.each([
    ['invalid-json', 'ungültiges JSON'],
    ['wrong-schema', 'Antwort entspricht nicht dem Schema'],
    ['ungrounded', 'Bezug auf nicht gegebene Antworten'],
    ['slow', 'Zeitüberschreitung'],
    ['error', 'HTTP 500'],
  ] as const)('%s falls back to the rules with a visible note', async (m, reason) => {
    mode = m;
    const r = await openAiProvider(ai).summary(answers);
    expect(r.model).toBe(RULES_MODEL);
    expect(r.note).toBe(
      `Das KI-Modell „test-llm“ hat nicht verwendbar geantwortet (${reason}); dieser Text wurde regelbasiert erstellt.`,
    );
    expect(r.content.riskFactors.filter((x) => x.redFlag)).toHaveLength(2);
    if (m === 'ungrounded') return; // grounding concerns the summary's citations only
    const text = await openAiProvider(ai).clinicalText(answers, '2026-03-02T09:00:00Z');
    expect(text.model).toBe(RULES_MODEL);
    expect(text.content).toContain('Pat. berichtet über Beschwerden im Bereich Rücken.');
  });
});

describeEachDatabase('anamnesis generation through a configured model', (ctx) => {
  let server: Server;
  let fail = false;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      if (fail) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                content: JSON.stringify({
                  summary: 'Kniebeschwerden rechts, stark und zunehmend.',
                  keyFindings: [{ text: 'Schmerz 9/10', source: 'painLevel' }],
                  recommendations: ['Ärztliche Abklärung vor Behandlungsbeginn'],
                  riskFactors: [],
                }),
              },
            },
          ],
          usage: { total_tokens: 99 },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('the job records model, time and tokens; a failing model shows the fallback note', async () => {
    const base = ctx();
    const config: Config = {
      ...base.config,
      ai: {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        apiKey: undefined,
        model: 'kleines-modell',
        timeoutMs: 2000,
      },
    };
    const app = await buildApp({ config, db: base.database.db, serveWeb: false });
    const c = { ...base, app, config };
    const worker = createWorker(c.database.db, buildServices(config, c.database.db).jobHandlers(mailer));
    try {
      const t = await makeTenant(c);
      const u = await makeUser(c, { tenantIds: [t.id] });
      const id = await patientSends(c, t, fixture('severe knee'));
      const gen = (regenerate: boolean) =>
        app.inject({
          method: 'POST',
          url: `/api/submissions/${id}/anamnesis/summary`,
          payload: { regenerate },
          headers: { cookie: u.cookie },
        });
      const summary = async () =>
        (
          (
            await app.inject({ url: `/api/submissions/${id}/anamnesis`, headers: { cookie: u.cookie } })
          ).json() as AnamnesisResponse
        ).anamnesis?.summary;
      await gen(false);
      await worker.runOnce();
      const s = await summary();
      expect(s).toMatchObject({ model: 'kleines-modell', tokensUsed: 99, note: null });
      expect(s?.processingTimeMs).toBeGreaterThanOrEqual(0);
      expect(s?.riskFactors[0]).toMatchObject({ redFlag: true, sources: ['painLevel', 'problemEvolution'] });

      fail = true;
      await gen(true);
      await worker.runOnce();
      const f = await summary();
      expect(f?.model).toBe(RULES_MODEL);
      expect(f?.note).toContain('HTTP 500');
    } finally {
      await app.close();
    }
  });
});
