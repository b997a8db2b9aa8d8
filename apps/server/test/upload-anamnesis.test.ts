import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeTenant, randomIp } from './harness.js';
import { multipartBody, samples } from './multipart.js';

const answers = {
  bodyParts: ['knie-links'],
  painLevel: 6,
  comorbidities: { radio: 'nein', text: '' },
  medications: { radio: 'ja', text: 'Ibuprofen' },
  expectations: { text: 'Wieder Treppen steigen', checkbox: true },
};

describeEachDatabase('secureUpload and submitAnamnese', (ctx) => {
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    tenant = await makeTenant(ctx(), 'Upload Praxis');
  });

  async function newSubmission() {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: { name: 'Rita Rezept', type: 'prescription' } },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    return res.json() as { submissionId: string; grant: string };
  }

  const upload = (fields: Record<string, string>, file?: Buffer, filename = 'Rezept Müller.pdf') =>
    ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      ...multipartBody(
        fields,
        file && { name: 'file', filename, contentType: 'application/octet-stream', content: file },
      ),
      remoteAddress: randomIp(),
    });

  const storedRow = (id: string) =>
    withTenant(ctx().database.db, tenant.id, async (tx) => ({
      sub: await tx.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      file: await tx.selectFrom('submission_files').selectAll().where('submission_id', '=', id).executeTakeFirst(),
    }));

  it('stores a PDF encrypted and records its metadata on the submission', async () => {
    const s = await newSubmission();
    const res = await upload(
      { submissionId: s.submissionId, fileName: '../../Rezept Müller.pdf', grant: s.grant },
      samples.pdf,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      fileName: 'Rezept Müller.pdf',
      fileType: 'application/pdf',
      fileSize: samples.pdf.length,
    });
    const { sub, file } = await storedRow(s.submissionId);
    expect(sub.prescription_file).toMatchObject({
      fileType: 'application/pdf',
      fileSize: samples.pdf.length,
    });
    // Issue 17: the name is sealed beside the file, never stored in plaintext.
    expect(sub.prescription_file).not.toHaveProperty('fileName');
    const name = await withTenant(ctx().database.db, tenant.id, (tx) =>
      ctx().keyring.decrypt(
        tx,
        { tenantId: tenant.id, table: 'submission_files', recordId: s.submissionId, column: 'name' },
        file?.name ?? Buffer.alloc(0),
        file?.name_key_version ?? 0,
      ),
    );
    expect(name).toBe('Rezept Müller.pdf');
    expect(file?.content.includes(Buffer.from('Rezept Muster'))).toBe(false);
    const opened = await withTenant(ctx().database.db, tenant.id, (tx) =>
      ctx().keyring.decryptBytes(
        tx,
        { tenantId: tenant.id, table: 'submission_files', recordId: s.submissionId },
        file?.content ?? Buffer.alloc(0),
        file?.key_version ?? 0,
      ),
    );
    expect(opened.equals(samples.pdf)).toBe(true);
  });

  it('decides the type by the leading bytes: PNG and JPEG pass, an executable named .pdf does not', async () => {
    for (const [bytes, type] of [
      [samples.png, 'image/png'],
      [samples.jpeg, 'image/jpeg'],
    ] as const) {
      const s = await newSubmission();
      const res = await upload({ submissionId: s.submissionId, grant: s.grant, fileName: 'foto.pdf' }, bytes);
      expect(res.json().fileType).toBe(type);
    }
    const s = await newSubmission();
    const exe = await upload({ submissionId: s.submissionId, grant: s.grant, fileName: 'rezept.pdf' }, samples.exe);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({
      error: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
      details: expect.any(String),
      errorCode: 'UNSUPPORTED_FILE_TYPE',
    });
    expect((await storedRow(s.submissionId)).sub.prescription_file).toBeNull();
  });

  it('refuses files over 4 MB while streaming, with the spec message, and keeps the submission intact', async () => {
    const s = await newSubmission();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(4 * 1024 * 1024, 0x41)]);
    const res = await upload({ submissionId: s.submissionId, grant: s.grant, fileName: 'gross.pdf' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('FILE_TOO_LARGE');
    expect(res.json().error).toMatch(/^Datei ist zu groß\. Maximum: 4MB \(Ihre Datei: \d+\.\d{2}MB\)$/);
    const { sub, file } = await storedRow(s.submissionId);
    expect(file).toBeUndefined();
    expect(sub.prescription_file).toBeNull();
  });

  it('needs the grant of that very submission; a known id alone is not enough', async () => {
    const a = await newSubmission();
    const b = await newSubmission();
    const none = await upload({ submissionId: a.submissionId, fileName: 'x.pdf' }, samples.pdf);
    expect([none.statusCode, none.json().errorCode]).toEqual([403, 'GRANT_INVALID']);
    const wrong = await upload({ submissionId: a.submissionId, grant: b.grant, fileName: 'x.pdf' }, samples.pdf);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([403, 'GRANT_INVALID']);
    const forged = await upload(
      { submissionId: a.submissionId, grant: `${tenant.id}.zzzzzz.AAAA`, fileName: 'x.pdf' },
      samples.pdf,
    );
    expect(forged.statusCode).toBe(403);
  });

  it('answers missing parts and repeats with the spec error shape', async () => {
    const s = await newSubmission();
    const noFile = await upload({ submissionId: s.submissionId, grant: s.grant });
    expect([noFile.statusCode, noFile.json().errorCode, noFile.json().error]).toEqual([
      400,
      'FILE_MISSING',
      'Bitte wähle eine Datei aus.',
    ]);
    const noId = await upload({ grant: s.grant }, samples.pdf);
    expect([noId.statusCode, noId.json().errorCode]).toEqual([400, 'BAD_REQUEST']);
    expect((await upload({ submissionId: s.submissionId, grant: s.grant }, samples.pdf)).statusCode).toBe(200);
    const again = await upload({ submissionId: s.submissionId, grant: s.grant }, samples.png);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'ALREADY_UPLOADED']);
    const json = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      payload: { submissionId: s.submissionId },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ errorCode: 'BAD_REQUEST', error: expect.any(String) });
  });

  it('submitAnamnese attaches encrypted answers to the submission and sets has_anamnese', async () => {
    const s = await newSubmission();
    const post = (payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/submitAnamnese',
        payload,
        headers: { apikey: tenant.publicKey },
        remoteAddress: randomIp(),
      });
    const base = {
      tenantId: tenant.slug,
      originalSubmissionId: s.submissionId,
      answers,
      completedAt: new Date().toISOString(),
    };
    const noGrant = await post(base);
    expect([noGrant.statusCode, noGrant.json().code]).toEqual([403, 'GRANT_INVALID']);
    const invalid = await post({ ...base, grant: s.grant, answers: { ...answers, painLevel: 11 } });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const ok = await post({ ...base, grant: s.grant });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().submissionId).toBe(s.submissionId);
    const twice = await post({ ...base, grant: s.grant });
    expect(twice.statusCode).toBe(409);

    await withTenant(ctx().database.db, tenant.id, async (tx) => {
      const sub = await tx
        .selectFrom('form_submissions')
        .select('has_anamnese')
        .where('id', '=', s.submissionId)
        .executeTakeFirstOrThrow();
      expect(sub.has_anamnese).toBe(true);
      const a = await tx
        .selectFrom('anamnese_submissions')
        .selectAll()
        .where('original_submission_id', '=', s.submissionId)
        .executeTakeFirstOrThrow();
      expect(a.answers.toString('latin1')).not.toContain('Treppen');
      const opened = await ctx().keyring.decrypt(
        tx,
        { tenantId: tenant.id, table: 'anamnese_submissions', recordId: a.id },
        a.answers,
        a.key_version,
      );
      expect(opened).toMatchObject({ painLevel: 6, expectations: { text: 'Wieder Treppen steigen', checkbox: true } });
    });

    const standalone = await post({
      tenantId: tenant.slug,
      originalSubmissionId: '',
      answers,
      completedAt: new Date().toISOString(),
    });
    expect(standalone.statusCode).toBe(200);
    const id = standalone.json().submissionId;
    await withTenant(ctx().database.db, tenant.id, async (tx) => {
      const sub = await tx
        .selectFrom('form_submissions')
        .select(['form_type', 'has_anamnese'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sub).toEqual({ form_type: 'anamnese', has_anamnese: true });
    });
  });
});
