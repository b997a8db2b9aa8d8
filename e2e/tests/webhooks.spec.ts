import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoUser, signIn } from '../fixtures.js';
import { expect, expectNoAxeViolations, PARK, reception, test } from '../receptionFixtures.js';

/**
 * Issue 18, point 1, as the admin sees it: the tenant dialog's webhook section. A receiver on
 * this machine (allowed outside production) checks each delivery's signature with the secret
 * the dialog showed once.
 */
test('an admin sets up a webhook, sees the secret once, sends a test and sees a new submission delivered', async ({
  page,
}) => {
  const received: { signature: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ signature: String(req.headers['x-praxisdesk-signature'] ?? ''), body });
      res.statusCode = 200;
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await signIn(page, demoUser('admin'));
    await page.goto('/admin?tab=mandanten');
    await page.getByRole('button', { name: 'Physiotherapie am Stadtpark bearbeiten' }).click();
    const dialog = page.getByRole('dialog');
    const section = dialog.getByRole('region', { name: 'Webhook' });
    await expect(section.getByText('Für diese Praxis ist kein Webhook eingerichtet.')).toBeVisible();
    await section.getByLabel('Empfänger-URL').fill('ftp://nicht-erlaubt.example');
    await section.getByRole('button', { name: 'Webhook speichern' }).click();
    await expect(section.getByRole('alert')).toContainText('Die Webhook-Adresse ist ungültig.');

    await section.getByLabel('Empfänger-URL').fill(url);
    await section.getByRole('button', { name: 'Webhook speichern' }).click();
    const secret = (await section.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(section.getByText('Webhook gespeichert.')).toBeVisible();
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: 'Test senden' }).click();
    await expect(section.getByText('Test gesendet: Zugestellt (HTTP 200)')).toBeVisible();
    await expect(section.getByRole('table', { name: 'Zustellprotokoll' }).getByRole('row')).toHaveCount(2);

    // A patient's request reaches the receiver through the background worker, signed.
    const form = await page.context().newPage();
    await form.goto(reception('/online-rezeption/fragen', PARK));
    await form.getByLabel('Name*').fill('Wera Webhook');
    await form.getByLabel('Telefon*').fill('030 5550199');
    await form.getByLabel('E-Mail*').fill('wera@example.org');
    await form
      .getByLabel(/Ihre Frage|Nachricht/)
      .first()
      .fill('Haben Sie Termine am Montag?');
    await form.getByLabel(/Ich willige ein/).check();
    await form.getByRole('button', { name: 'Frage senden' }).click();
    await expect.poll(() => received.map((r) => JSON.parse(r.body).type)).toContain('submission.created');
    for (const r of received) {
      const [t, v1] = r.signature.split(',').map((p) => p.split('=')[1]);
      expect(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex')).toBe(v1);
      expect(r.body).not.toContain('Wera');
      expect(r.body).not.toContain('Montag');
    }
    await form.close();
  } finally {
    await new Promise<void>((r) => receiver.close(() => r()));
  }
});
