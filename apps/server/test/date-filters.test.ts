/**
 * Date filters outside any sane range (year 0, year 99999) are a clear 400 with a German
 * message, never a 500 from PostgreSQL (issue 17, finding 4).
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, makeTenant, makeUser } from './harness.js';

describeEachDatabase('date filters', (ctx) => {
  it('refuses a spam scan and an audit query for year 0 with a German validation error', async () => {
    const t = await makeTenant(ctx());
    const admin = await makeUser(ctx(), { role: 'admin', tenantIds: [t.id] });
    for (const from of ['0000-01-01', '1899-12-31', '2201-01-01']) {
      const scan = await ctx().app.inject({
        method: 'POST',
        url: '/api/spam/scan',
        payload: { options: { limit: 10, dateRange: { from } } },
        headers: { cookie: admin.cookie },
      });
      expect([scan.statusCode, scan.json().code], from).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(scan.json())).toContain('Bitte ein Datum zwischen 1900 und 2200 angeben.');
      const audit = await ctx().app.inject({
        method: 'GET',
        url: `/api/admin/audit?from=${from}`,
        headers: { cookie: admin.cookie },
      });
      expect([audit.statusCode, audit.json().code], from).toEqual([400, 'VALIDATION_FAILED']);
    }
    const fine = await ctx().app.inject({
      method: 'POST',
      url: '/api/spam/scan',
      payload: { options: { limit: 10, dateRange: { from: '2026-01-01', to: '2026-12-31' } } },
      headers: { cookie: admin.cookie },
    });
    expect(fine.statusCode).toBe(200);
  });
});
