/**
 * Issue 18, point 7: a validation error a person can see is German, on the staff API and on
 * the public endpoints (the reception shows a refused submitForm as "HTTP 400: {body}").
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, makeTenant, makeUser, randomIp } from './harness.js';

const ENGLISH = /Invalid|expected|received|Required|Too (small|big)/;

describeEachDatabase('validation errors in German', (ctx) => {
  it('submitForm and a staff route answer zod issues in German', async () => {
    const c = ctx();
    const tenant = await makeTenant(c);
    const pub = await c.app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: 'kein Objekt' },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    expect(pub.statusCode).toBe(400);
    expect(pub.body).not.toMatch(ENGLISH);
    expect(pub.json().issues?.[0]?.message).toBe('Ungültiger Wert: erwartet wird eine Gruppe von Angaben.');

    const admin = await makeUser(c, { role: 'admin' });
    const staff = await c.app.inject({
      method: 'POST',
      url: '/api/admin/tenants',
      headers: { cookie: admin.cookie },
      payload: { tenantId: 5, name: ['x'] },
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.body).not.toMatch(ENGLISH);
    expect(staff.json().issues.map((i: { message: string }) => i.message)).toContain(
      'Ungültiger Wert: erwartet wird ein Text.',
    );
  });
});
