/**
 * Webhooks (issue 18): signed events for created, processed and deleted submissions, delivered
 * by the job queue to a local HTTP receiver that checks the signature as the README tells
 * practices to; retries, the delivery log, the test delivery, secret rotation, the URL policy
 * (SSRF) and that no form data leaves.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress } from '../src/features/webhooks/policy.js';
import { sendSigned, signatureHeader, verifySignature } from '../src/features/webhooks/send.js';
import { createWorker, type Worker } from '../src/jobs/worker.js';
import { buildServices } from '../src/services.js';
import { describeEachDatabase, makeTenant, makeUser, randomIp } from './harness.js';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A receiver on 127.0.0.1 answering with `status` (changeable per test). */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = state.status;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, state, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

const FORM = {
  name: 'Hanna Heilmann',
  email: 'hanna.heilmann@example.de',
  phone: '0171 9988776',
  message: 'Bandscheibenvorfall L4/L5, Rezept über KG',
};

describeEachDatabase('webhooks', (ctx) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let worker: Worker;

  beforeAll(async () => {
    receiver = await startReceiver();
    const c = ctx();
    const services = buildServices(c.config, c.database.db);
    worker = createWorker(c.database.db, { 'webhook.deliver': services.webhooks.deliverJob });
  });
  afterAll(() => receiver.stop());

  async function setup() {
    const c = ctx();
    const tenant = await makeTenant(c, 'Physio Hook');
    const admin = await makeUser(c, { role: 'admin' });
    const staff = await makeUser(c, { tenantIds: [tenant.id] });
    const put = await c.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
      payload: { url: receiver.url, enabled: true },
    });
    expect(put.statusCode).toBe(200);
    const secret = put.json().secret as string;
    expect(secret).toMatch(/^whsec_/);
    return { c, tenant, admin, staff, secret };
  }

  const submit = async (slug: string, publicKey: string, data: Record<string, string> = FORM) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: slug, formData: data },
      headers: { apikey: publicKey },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().submissionId as string;
  };

  const eventsFor = (tenantId: string) =>
    receiver.received.map((r) => ({ ...r, event: JSON.parse(r.body) })).filter((r) => r.event.tenantId === tenantId);

  /** Lets due retries run now instead of after their backoff. */
  const dueNow = (tenantId: string) =>
    sql`update jobs set run_at = now() where tenant_id = ${tenantId} and status = 'pending'`.execute(ctx().database.db);

  it('tells the receiver when a record under a retention duty is hidden and when an admin restores it', async () => {
    const { c, tenant, admin, staff } = await setup();
    const id = await submit(tenant.slug, tenant.publicKey, { ...FORM, formType: 'prescription' });
    await worker.runOnce();
    const del = await c.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${id}`,
      headers: { cookie: staff.cookie },
    });
    expect(del.statusCode).toBe(204);
    await worker.runOnce();
    const restore = await c.app.inject({
      method: 'POST',
      url: `/api/admin/retained/${id}/restore`,
      headers: { cookie: admin.cookie },
    });
    expect(restore.statusCode).toBeLessThan(300);
    await worker.runOnce();
    const events = eventsFor(tenant.id);
    expect(events.map((e) => e.event.type)).toEqual(['submission.created', 'submission.deleted', 'submission.created']);
    expect(events[1]?.event.data.links.submission).toBeNull();
  });

  it('sends created, processed and deleted events, signed and without any form data', async () => {
    const { c, tenant, staff, secret } = await setup();
    const id = await submit(tenant.slug, tenant.publicKey);
    await worker.runOnce();
    const patch = await c.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${id}/processed`,
      headers: { cookie: staff.cookie },
      payload: { processed: true },
    });
    expect(patch.statusCode).toBe(200);
    await worker.runOnce();
    const del = await c.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${id}`,
      headers: { cookie: staff.cookie },
    });
    expect(del.statusCode).toBe(204);
    await worker.runOnce();

    const events = eventsFor(tenant.id);
    expect(events.map((e) => e.event.type)).toEqual([
      'submission.created',
      'submission.processed',
      'submission.deleted',
    ]);
    for (const e of events) {
      expect(verifySignature(secret, e.headers['x-praxisdesk-signature'] as string, e.body)).toBe(true);
      expect(verifySignature('whsec_wrong', e.headers['x-praxisdesk-signature'] as string, e.body)).toBe(false);
      expect(e.headers['x-praxisdesk-event']).toBe(e.event.type);
      expect(e.event.data.submissionId).toBe(id);
      for (const value of Object.values(FORM)) expect(e.body).not.toContain(value);
    }
    expect(events[0]?.event.data.links.submission).toBe(`${c.config.publicUrl}/submissions/${id}`);
    expect(events[2]?.event.data.links.submission).toBeNull();

    // The log names what was delivered.
    const log = await c.app.inject({
      method: 'GET',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: (await makeUser(c, { role: 'admin' })).cookie },
    });
    expect(log.statusCode).toBe(200);
    const body = log.json();
    expect(body.webhook.url).toBe(receiver.url);
    expect(JSON.stringify(body)).not.toContain(secret);
    expect(body.deliveries.map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('keeps 30 days of finished deliveries in the log', async () => {
    const { c, tenant, admin } = await setup();
    const old = await c.database.db.transaction().execute(async (tx) => {
      await sql`select set_config('app.tenant_ids', ${tenant.id}, true)`.execute(tx);
      const r = await sql<{ id: string }>`insert into webhook_deliveries (tenant_id, event_type, status, created_at)
        values (${tenant.id}, 'webhook.test', 'delivered', now() - interval '31 days') returning id`.execute(tx);
      return r.rows[0]?.id;
    });
    const test = await c.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/webhook/test`,
      headers: { cookie: admin.cookie },
    });
    expect(test.json().delivery.status).toBe('delivered');
    const log = await c.app.inject({
      method: 'GET',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
    });
    const ids = log.json().deliveries.map((d: { id: string }) => d.id);
    expect(ids).toContain(test.json().delivery.id);
    expect(ids).not.toContain(old);
  });

  it('refuses a replayed or tampered delivery (signature with timestamp)', async () => {
    const body = '{"id":"x"}';
    const header = signatureHeader('whsec_s', 1_700_000_000, body);
    expect(verifySignature('whsec_s', header, body, 1_700_000_000 + 60)).toBe(true);
    expect(verifySignature('whsec_s', header, body, 1_700_000_000 + 301)).toBe(false);
    expect(verifySignature('whsec_s', header, `${body} `, 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_s', header.replace(/t=\d+/, 't=1700000100'), body, 1_700_000_100)).toBe(false);
  });

  it('stores the secret encrypted and answers it only once; rotation replaces it', async () => {
    const { c, tenant, admin, secret } = await setup();
    const row = await sql<{
      secret: Buffer;
    }>`select secret from webhook_endpoints where tenant_id = ${tenant.id}`.execute(c.database.db);
    // RLS: nothing without the practice in scope (the test role owns the table, RLS is forced).
    expect(row.rows).toHaveLength(0);
    const scoped = await c.database.db.transaction().execute(async (tx) => {
      await sql`select set_config('app.tenant_ids', ${tenant.id}, true)`.execute(tx);
      return sql<{ secret: Buffer }>`select secret from webhook_endpoints where tenant_id = ${tenant.id}`.execute(tx);
    });
    expect(scoped.rows[0]?.secret.toString('latin1')).not.toContain(secret);

    const again = await c.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
      payload: { url: receiver.url, enabled: true },
    });
    expect(again.json().secret).toBeNull();

    const rotated = await c.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/webhook/rotate-secret`,
      headers: { cookie: admin.cookie },
    });
    const fresh = rotated.json().secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);

    const test = await c.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/webhook/test`,
      headers: { cookie: admin.cookie },
    });
    expect(test.statusCode).toBe(200);
    expect(test.json().delivery).toMatchObject({ eventType: 'webhook.test', status: 'delivered', responseStatus: 200 });
    const last = eventsFor(tenant.id).at(-1);
    expect(last?.event.type).toBe('webhook.test');
    expect(verifySignature(fresh, last?.headers['x-praxisdesk-signature'] as string, last?.body ?? '')).toBe(true);
    expect(verifySignature(secret, last?.headers['x-praxisdesk-signature'] as string, last?.body ?? '')).toBe(false);
  });

  it('retries a failed delivery with backoff and marks it failed after the last attempt', async () => {
    const { c, tenant } = await setup();
    receiver.state.status = 503;
    try {
      await submit(tenant.slug, tenant.publicKey);
      await worker.runOnce();
      const job = await c.database.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'run_at', 'max_attempts'])
        .where('tenant_id', '=', tenant.id)
        .where('queue', '=', 'webhook.deliver')
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('pending');
      expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());
      const admin = await makeUser(c, { role: 'admin' });
      const log = async () =>
        (
          await c.app.inject({
            method: 'GET',
            url: `/api/admin/tenants/${tenant.id}/webhook`,
            headers: { cookie: admin.cookie },
          })
        ).json().deliveries[0];
      expect(await log()).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, lastError: 'HTTP 503' });

      // The receiver is back: the retry delivers.
      receiver.state.status = 204;
      await dueNow(tenant.id);
      await worker.runOnce();
      expect(await log()).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204 });

      // A receiver that never recovers: failed for good after max_attempts.
      receiver.state.status = 500;
      await submit(tenant.slug, tenant.publicKey);
      for (let i = 0; i < job.max_attempts; i++) {
        await dueNow(tenant.id);
        await worker.runOnce();
      }
      expect(await log()).toMatchObject({ status: 'failed', attempts: job.max_attempts, responseStatus: 500 });
    } finally {
      receiver.state.status = 200;
    }
  });

  it('queues nothing for spam, for a disabled webhook, or for a practice without one; deleting a practice still works', async () => {
    const { c, tenant, admin } = await setup();
    const count = async (tenantId: string) =>
      Number(
        (
          await c.database.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('tenant_id', '=', tenantId)
            .where('queue', '=', 'webhook.deliver')
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Honeypot filled: stored as spam, no event.
    await submit(tenant.slug, tenant.publicKey, { ...FORM, website_url: 'http://spam.example' });
    expect(await count(tenant.id)).toBe(0);

    await c.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
      payload: { url: receiver.url, enabled: false },
    });
    await submit(tenant.slug, tenant.publicKey);
    expect(await count(tenant.id)).toBe(0);

    const other = await makeTenant(c, 'Ohne Hook');
    await submit(other.slug, other.publicKey);
    expect(await count(other.id)).toBe(0);

    // With an enabled webhook and submissions, the practice's deletion cascades without error.
    await c.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
      payload: { url: receiver.url, enabled: true },
    });
    await submit(tenant.slug, tenant.publicKey);
    const del = await c.app.inject({
      method: 'DELETE',
      url: `/api/admin/tenants/${tenant.id}`,
      headers: { cookie: admin.cookie },
      payload: { confirm: tenant.slug },
    });
    expect(del.statusCode).toBe(204);
  });

  it('is for admins only and refuses URLs outside the policy with a German message', async () => {
    const { c, tenant, staff, admin } = await setup();
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/test'],
      ['POST', '/rotate-secret'],
      ['DELETE', ''],
    ] as const) {
      const res = await c.app.inject({
        method,
        url: `/api/admin/tenants/${tenant.id}/webhook${path}`,
        headers: { cookie: staff.cookie },
        ...(method === 'PUT' ? { payload: { url: receiver.url } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    const bad = await c.app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${tenant.id}/webhook`,
      headers: { cookie: admin.cookie },
      payload: { url: 'ftp://praxis.example/hook' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'WEBHOOK_URL_INVALID' });
    expect(bad.json().error ?? bad.json().message).toMatch(/https-Adressen/);
  });
});

describe('webhook URL policy (production: https, public addresses only)', () => {
  it('refuses http, loopback, private, link-local and local names; admits public https', () => {
    for (const url of [
      'http://praxis.example/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://printer.local/hook',
      'https://intranet/hook',
      'https://user:pw@praxis.example/hook',
      'nonsense',
    ]) {
      expect(() => checkWebhookUrl(url, false), url).toThrow(/https-Adressen/);
    }
    expect(checkWebhookUrl('https://praxis.example/hook', false).toString()).toBe('https://praxis.example/hook');
    expect(checkWebhookUrl('https://93.184.215.14/hook', false).hostname).toBe('93.184.215.14');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true).port).toBe('8080');
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
  });

  it('does not connect to a loopback receiver when local targets are not allowed, even by name', async () => {
    const receiver = await startReceiver();
    try {
      const byIp = await sendSigned(receiver.url, '{}', {}, 's', { allowLocal: false, timeoutMs: 2000 });
      expect(byIp).toMatchObject({ status: null, permanent: true });
      // A name that resolves to a loopback address (DNS rebinding's shape) is refused at connect.
      const byName = await sendSigned(receiver.url.replace('http://127.0.0.1', 'https://localhost'), '{}', {}, 's', {
        allowLocal: false,
        timeoutMs: 2000,
      });
      expect(byName).toMatchObject({ status: null, permanent: true });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.stop();
    }
  });
});
