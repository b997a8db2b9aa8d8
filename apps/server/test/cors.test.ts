/**
 * CORS on the public endpoints (issue 17, finding 5): only our own origin and origins a practice
 * registered get Access-Control-Allow-Origin, also on simple (non-preflighted) requests such as
 * a form-encoded POST to verifySubmissionToken, whose answer holds a submission.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, makeTenant, randomIp } from './harness.js';

const SITE = 'https://www.physio-cors.example';

describeEachDatabase('CORS on public endpoints', (ctx) => {
  it('answers a foreign origin without CORS headers, a registered or our own origin with them', async () => {
    await makeTenant(ctx(), 'Physio CORS', { allowedOrigins: [SITE] });
    const verify = (origin: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/functions/v1/verifySubmissionToken',
        payload: new URLSearchParams({ submissionId: crypto.randomUUID(), token: 'x'.repeat(43) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        remoteAddress: randomIp(),
      });
    const foreign = await verify('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await verify(SITE)).headers['access-control-allow-origin']).toBe(SITE);
    expect((await verify('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );

    const config = (origin: string) =>
      ctx().app.inject({
        method: 'GET',
        url: '/functions/v1/receptionConfig?tenant=nicht-da',
        headers: { origin },
        remoteAddress: randomIp(),
      });
    expect((await config('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
