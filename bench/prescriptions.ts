/**
 * Issue 20 figures: the inbox sorted by start-by deadline and the "Fristen in 7 Tagen" counter at
 * a practice's history size, next to the default list; and the PDF of a submission with its
 * anamnesis (pdf-lib, no browser).
 *
 *   node --import tsx bench/prescriptions.ts                 # PGlite, 50,000 submissions
 *   node --import tsx bench/prescriptions.ts --rows 200000 --runs 100
 */
import { parseArgs } from 'node:util';
import {
  type AnamnesisDetail,
  addDays,
  berlinToday,
  deterministicSummary,
  labelAnswers,
  redFlagsOf,
  type SubmissionDetail,
} from '@praxisdesk/domain';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/config.js';
import { analyzeAsOwner, openDatabase } from '../apps/server/src/db/index.js';
import { withTenant } from '../apps/server/src/db/scope.js';
import { submissionPdf } from '../apps/server/src/features/records/pdf.js';
import { createTenant } from '../apps/server/src/features/tenants/provision.js';
import { createUser } from '../apps/server/src/features/users/provision.js';
import { Keyring } from '../apps/server/src/lib/crypto.js';
import { testConfig } from '../apps/server/test/support.js';
import { sampleLatency } from './loadgen.js';
import { insertHistory } from './server.js';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '50000' }, runs: { type: 'string', default: '100' } },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);

const measure = (fn: () => Promise<unknown>) => sampleLatency(fn, RUNS);

async function pdfCase() {
  const answers = anamnesisFixtures.find((f) => f.name.startsWith('cancer history'))?.answers ?? {};
  const id = '0b8f7a52-31a4-4a53-9d41-6b39b2f3c001';
  const submission: SubmissionDetail = {
    id,
    tenantId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c0aa',
    tenantName: 'Physiotherapie am Stadtpark',
    formType: 'prescription',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    isSpam: false,
    isProcessed: false,
    processedAt: null,
    spamScore: 0,
    spamConfidence: null,
    spamReasons: [],
    quarantineStatus: 'completed',
    hasAnamnese: true,
    anamnesisRedFlags: true,
    treatmentDeadline: '2026-12-04',
    formData: {
      type: 'manual_prescription',
      name: 'Erika Mustermann',
      phone: '0171 9988776',
      email: 'erika@example.de',
      diagnosis: 'Lumbago mit Ausstrahlung ins linke Bein, seit drei Wochen. '.repeat(6),
      treatment: '6x KG, 2x wöchentlich',
      prescriptionDate: '2026-11-20',
      urgent: true,
      therapyArea: 'physio',
      diagnosisGroup: 'WS',
      icdCodes: ['M54.5', 'M51.2'],
      remedies: ['KG', 'MT'],
      treatmentUnits: 6,
    },
    prescriptionFile: null,
    emailLogs: [],
  };
  const summary = deterministicSummary(answers);
  const anamnesis: AnamnesisDetail = {
    id,
    submissionId: id,
    completedAt: '2026-11-20T09:10:00.000Z',
    answers,
    labelled: labelAnswers(answers),
    redFlags: redFlagsOf(answers),
    summary: {
      ...summary,
      id,
      model: 'regelbasiert',
      tokensUsed: null,
      processingTimeMs: null,
      createdAt: '2026-11-20T09:11:00.000Z',
      note: null,
    },
    clinicalText: null,
    status: { summaryStatus: 'done', summaryError: null, textStatus: null, textError: null },
  } as AnamnesisDetail;
  const accessHistory = Array.from({ length: 40 }, (_, i) => ({
    id: String(i),
    at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
    actorKind: 'user' as const,
    actorUserId: null,
    actorName: 'Anna Beispiel (anna@praxis.de)',
    tenantId: submission.tenantId,
    action: i % 3 === 0 ? 'anamnesis.read' : 'submission.read',
    targetType: 'submission',
    targetId: id,
    outcome: 'success' as const,
    details: {},
  }));
  let bytes = 0;
  const r = await measure(async () => {
    const out = await submissionPdf({
      practiceName: submission.tenantName,
      submission,
      anamnesis,
      accessHistory,
      generatedAt: new Date(),
    });
    bytes = out.length;
  });
  console.log(
    `PDF (submission + anamnesis + 40 access entries): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`,
  );
}

async function main() {
  await pdfCase();
  const opened = await openDatabase({ poolSize: 4 });
  const { db } = opened;
  const config: Config = testConfig({ session: { idleMs: 3_600_000, absoluteMs: 3_600_000 } });
  const keyring = new Keyring(config.secrets.masterKey);
  const t = await createTenant(db, keyring, { slug: 'bench-rx', name: 'Bench Praxis' });
  const t0 = performance.now();
  await insertHistory(db, keyring, t.id, ROWS);
  // Every fifth submission is a prescription with a deadline spread over ±60 days around today.
  const today = berlinToday();
  await withTenant(db, t.id, (tx) =>
    sql`update form_submissions set treatment_deadline = ${addDays(today, -60)}::date + (abs(hashtext(id::text)) % 120)
      where tenant_id = ${t.id} and abs(hashtext(id::text)) % 5 = 0`.execute(tx),
  );
  await analyzeAsOwner(db);
  console.log(
    `${opened.kind}: seeded ${ROWS.toLocaleString('en')} submissions in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  const password = 'bench-password-123456';
  await createUser(db, { email: 'bench@praxis.test', fullName: 'Bench', role: 'user', password, tenantIds: [t.id] });
  const app = await buildApp({ config, db, serveWeb: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@praxis.test', password },
  });
  const cookie = `pd_session=${login.cookies.find((c) => c.name === 'pd_session')?.value}`;
  const get = (url: string) => async () => {
    const r = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  };
  for (const [name, url] of [
    ['list, newest first (page 1)', `/api/submissions?tenant=${t.id}&limit=10`],
    ['list, deadline first (page 1)', `/api/submissions?tenant=${t.id}&limit=10&sort=deadline`],
    ['list, deadline first (page 200)', `/api/submissions?tenant=${t.id}&limit=10&sort=deadline&page=200`],
    ['stats with "Fristen in 7 Tagen"', `/api/submissions/stats?tenant=${t.id}`],
  ] as const) {
    const r = await measure(get(url));
    console.log(`${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
  }
  const plan = await withTenant(db, t.id, (tx) =>
    sql<{ 'QUERY PLAN': string }>`explain select id from form_submissions where tenant_id in (${t.id})
      and is_spam = false order by treatment_deadline asc nulls last, created_at desc, id desc limit 10`.execute(tx),
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  await app.close();
  await opened.close();
}

await main();
