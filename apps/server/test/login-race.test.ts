/**
 * Parallel wrong passwords cannot overrun the account lock (issue 17, finding 6): each attempt
 * is counted atomically before its password is checked.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase, makeUser, randomIp } from './harness.js';

describeEachDatabase('staff sign-in under parallel guessing', (ctx) => {
  /** A sign-in from a fresh address each time: only the account's own count applies. */
  const signIn = (email: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: randomIp(),
    });

  it('lets exactly 10 of 15 parallel wrong passwords be checked, then refuses even the right one', async () => {
    const u = await makeUser(ctx(), { login: false });
    const attempt = (password: string) => signIn(u.email, password);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(`falsch-${i}`)));
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
    const right = await attempt(u.password);
    expect([right.statusCode, right.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('clears the count after a successful sign-in', async () => {
    const u = await makeUser(ctx(), { login: false });
    const attempt = (password: string) => signIn(u.email, password);
    for (let i = 0; i < 9; i++) expect((await attempt(`falsch-${i}`)).statusCode).toBe(401);
    expect((await attempt(u.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(`wieder-falsch-${i}`)).statusCode).toBe(401);
    expect((await attempt(u.password)).statusCode).toBe(200);
  });
});
