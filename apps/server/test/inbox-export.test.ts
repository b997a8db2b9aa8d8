/**
 * The inbox as CSV (issue 18, point 5): the list's filters, the practices of the caller only,
 * German Excel format, the columns of the list's cards and nothing more, audited.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, makeSubmission, makeTenant, makeUser } from './harness.js';

const LONG = `Schmerzen im unteren Rücken seit drei Wochen, ${'x'.repeat(300)} GEHEIMES ENDE`;

describeEachDatabase('inbox CSV export', (ctx) => {
  it('exports the filtered inbox as de-DE Excel CSV with the cards’ columns only', async () => {
    const c = ctx();
    const a = await makeTenant(c, 'Export A');
    const b = await makeTenant(c, 'Export B');
    const staff = await makeUser(c, { tenantIds: [a.id] });
    await makeSubmission(c, a.id, {
      name: 'Erika Export',
      email: 'erika@example.org',
      message: LONG,
      versicherung: 'AOK Nordost',
      type: 'cancellation',
    });
    const spamId = await makeSubmission(c, a.id, { name: '=HYPERLINK("http://evil")', message: 'Spam' });
    await c.database.db.transaction().execute(async (tx) => {
      const { sql } = await import('kysely');
      await sql`select set_config('app.tenant_ids', ${a.id}, true)`.execute(tx);
      await sql`update form_submissions set is_spam = true where id = ${spamId}`.execute(tx);
    });
    await makeSubmission(c, b.id, { name: 'Bruno Fremd', message: 'Andere Praxis' });

    const get = (query: string) =>
      c.app.inject({ method: 'GET', url: `/api/submissions/export.csv${query}`, headers: { cookie: staff.cookie } });

    const res = await get(`?tenant=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="posteingang_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Referenz";"Eingegangen am";"Praxis";"Art";"Formular";"Titel";"Vorschau";"Status";"Spam";"Spam-Score";"Anamnese";"Warnzeichen";"Sprache"',
    );
    expect(lines).toHaveLength(2); // spam is left out unless asked for
    const cells = (lines[1] ?? '').split(';').map((x) => x.replace(/^"|"$/g, ''));
    expect(cells[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(cells[2]).toBe(a.name);
    expect(cells[3]).toBe('Terminabsage');
    expect(cells[5]).toBe('Erika Export');
    expect(cells[6]).toMatch(/^Schmerzen im unteren Rücken/);
    expect(cells[7]).toBe('Offen');
    // Only what the card shows: not the whole message, no other field, no e-mail, no other practice.
    expect(res.body).not.toContain('GEHEIMES ENDE');
    expect(res.body).not.toContain('AOK');
    expect(res.body).not.toContain('erika@example.org');
    expect(res.body).not.toContain('Bruno');

    const withSpam = await get(`?tenant=${a.id}&includeSpam=true`);
    expect(withSpam.body.slice(1).trimEnd().split('\r\n')).toHaveLength(3);
    // A formula is written as text (CSV injection).
    expect(withSpam.body).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const other = await get(`?tenant=${b.id}`);
    expect(other.statusCode).toBe(403);

    const trail = await c.database.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'actor_user_id'])
      .where('tenant_id', '=', a.id)
      .where('action', '=', 'submission.inbox_export')
      .execute();
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({ actor_user_id: staff.id, details: { rows: 1, includeSpam: false } });
  });
});
