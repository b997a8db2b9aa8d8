/**
 * Issue 17, point C: plaintext left behind. The uploaded file's name is sealed beside the file
 * (older plaintext names are sealed by a one-off pass), and without SMTP the .eml files in
 * DATA_DIR/outbox — patient addresses and links — are removed on erasure, deletion and by the
 * nightly run after OUTBOX_RETENTION_DAYS.
 */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { sealPlaintextFileNames } from '../src/features/intake/fileNames.js';
import { retentionJobHandlers, runRetention } from '../src/features/privacy/retention.js';
import { createWorker } from '../src/jobs/worker.js';
import { outboxMailer } from '../src/lib/mailer.js';
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
const NAME = 'Rezept_Erika_Mustermann_Bandscheibe.pdf';

async function rawRows(ctx: TestContext, tenantId: string, id: string) {
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    const r = await sql<{ prescription_file: unknown; name: Buffer | null; content: Buffer }>`
      select fs.prescription_file, f.name, f.content from form_submissions fs
      join submission_files f on f.submission_id = fs.id where fs.id = ${id}`.execute(tx);
    return r.rows[0];
  });
}

describeEachDatabase('no plaintext left behind', (ctx) => {
  let t: Tenant;
  let staff: TestUser;
  beforeAll(async () => {
    t = await makeTenant(ctx());
    staff = await makeUser(ctx(), { tenantIds: [t.id] });
  });
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    ctx().app.inject({ method, url, headers: { cookie: staff.cookie } });

  it('stores an uploaded file name sealed, and shows it to staff decrypted', async () => {
    const sub = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: t.slug, formData: { name: 'Erika Mustermann', type: 'prescription' } },
      headers: { apikey: t.publicKey },
      remoteAddress: randomIp(),
    });
    const { submissionId, grant } = sub.json();
    const up = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      ...multipartBody(
        { submissionId, grant, fileName: NAME },
        { name: 'file', filename: NAME, contentType: 'application/pdf', content: samples.pdf },
      ),
      remoteAddress: randomIp(),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().fileName).toBe(NAME);

    const raw = await rawRows(ctx(), t.id, submissionId);
    expect(JSON.stringify(raw?.prescription_file)).not.toContain('Mustermann');
    expect(raw?.prescription_file).not.toHaveProperty('fileName');
    expect(raw?.name).toBeInstanceOf(Buffer);
    expect(raw?.name?.toString('latin1')).not.toContain('Mustermann');

    const detail = await api('GET', `/api/submissions/${submissionId}`);
    expect(detail.json().submission.prescriptionFile.fileName).toBe(NAME);
    const file = await api('GET', `/api/submissions/${submissionId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Mustermann');
  });

  it('seals the plaintext names of older rows once, and still shows them', async () => {
    const id = await makeSubmission(ctx(), t.id, { name: 'Alt' }, 'prescription');
    await withTenant(ctx().database.db, t.id, async (tx) => {
      const { blob, keyVersion } = await ctx().keyring.encryptBytes(
        tx,
        { tenantId: t.id, table: 'submission_files', recordId: id },
        samples.pdf,
      );
      await tx
        .insertInto('submission_files')
        .values({ submission_id: id, tenant_id: t.id, content: blob, key_version: keyVersion })
        .execute();
      await tx
        .updateTable('form_submissions')
        .set({
          prescription_file: JSON.stringify({
            fileName: NAME,
            fileType: 'application/pdf',
            fileSize: samples.pdf.length,
            uploadedAt: new Date().toISOString(),
          }),
        })
        .where('id', '=', id)
        .execute();
    });
    expect(await sealPlaintextFileNames(ctx().database.db, ctx().keyring)).toBeGreaterThanOrEqual(1);
    const raw = await rawRows(ctx(), t.id, id);
    expect(JSON.stringify(raw?.prescription_file)).not.toContain('Mustermann');
    expect(raw?.prescription_file).toMatchObject({ fileType: 'application/pdf' });
    expect((await api('GET', `/api/submissions/${id}`)).json().submission.prescriptionFile.fileName).toBe(NAME);
    expect(await sealPlaintextFileNames(ctx().database.db, ctx().keyring)).toBe(0);
  });

  it('removes outbox mails on erasure and deletion, and old ones in the nightly run', async () => {
    const dir = join(ctx().config.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const mailer = outboxMailer(dir, 'PraxisDesk <test@praxis.test>', () => {});
    const erased = await makeSubmission(ctx(), t.id, { name: 'Erika', email: 'erika@example.de' }, 'contact');
    const deleted = await makeSubmission(ctx(), t.id, { name: 'Max', email: 'max@example.de' }, 'contact');
    const kept = await makeSubmission(ctx(), t.id, { name: 'Kim', email: 'kim@example.de' }, 'contact');
    for (const id of [erased, deleted, kept]) {
      await mailer.send({ to: 'patient@example.de', subject: 'Ihre Anfrage', text: `Link ${id}`, submissionId: id });
    }
    const old = join(dir, '2020-01-01T00-00-00-000Z-abcdef12.eml');
    writeFileSync(old, 'To: alt@example.de\n\nalt');
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    utimesSync(old, tenDaysAgo, tenDaysAgo);
    const filesAbout = (id: string) => readdirSync(dir).filter((f) => f.includes(id));
    expect(filesAbout(erased)).toHaveLength(1);

    expect((await api('POST', `/api/submissions/${erased}/erasure`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/submissions/${deleted}`)).statusCode).toBe(204);
    const outbox = { dir, days: 7 };
    const worker = createWorker(ctx().database.db, retentionJobHandlers(ctx().database.db, undefined, outbox));
    while ((await worker.runOnce()) > 0) {
      // drain the purge jobs (and nothing else is registered here)
    }
    expect(filesAbout(erased)).toHaveLength(0);
    expect(filesAbout(deleted)).toHaveLength(0);
    expect(filesAbout(kept)).toHaveLength(1);
    expect(existsSync(old)).toBe(true);

    await runRetention(ctx().database.db, new Date(), outbox);
    expect(existsSync(old)).toBe(false);
    expect(filesAbout(kept)).toHaveLength(1);
  });
});
