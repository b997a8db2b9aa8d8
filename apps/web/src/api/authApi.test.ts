import { apiError, loginResponse, sessionResponse, staffApi } from '@praxisdesk/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeAdmin, makeUser } from '../test/fakeServer';
import { authApi, authPaths } from './authApi';
import { readApiError } from './http';

// The sign-in page checks answers by hand instead of with the zod contracts (issue 16, point 4).
// These tests hold the two together: same paths and methods, same verdict on the same bodies.

describe('authApi', () => {
  it('calls the paths of the staff API contracts', () => {
    for (const key of Object.keys(authPaths) as (keyof typeof authPaths)[]) {
      expect(authPaths[key]).toBe(staffApi[key].path);
    }
    expect(
      [staffApi.login, staffApi.loginMfa, staffApi.logout, staffApi.acceptInvitation].map((r) => r.method),
    ).toEqual(['POST', 'POST', 'POST', 'POST']);
    expect(staffApi.session.method).toBe('GET');
  });

  const { id: _id, ...withoutId } = makeUser();
  const { mfaEnabled: _m, mfaSetupRequired: _s, ...withoutFlags } = makeUser();
  const bodies: unknown[] = [
    { user: makeUser() },
    { user: makeAdmin({ tenants: [], mfaEnabled: true }) },
    { user: { ...makeUser(), extra: 'dropped' } },
    { user: withoutFlags },
    { user: withoutId },
    { user: { ...makeUser(), role: 'owner' } },
    { user: { ...makeUser(), isAdmin: 'yes' } },
    { user: { ...makeUser(), tenants: [{ id: 'x', slug: 1, name: 'n' }] } },
    { user: { ...makeUser(), mfaSetupRequired: null } },
    { mfaRequired: true },
    { mfaRequired: false },
    { user: withoutId, mfaRequired: true },
    {},
    null,
    [],
  ];

  it('accepts and shapes session answers exactly as the contract does', async () => {
    for (const body of bodies) {
      const contract = sessionResponse.safeParse(body);
      fakeServer({ 'GET /api/auth/session': { status: 200, body } });
      const ours = await authApi.session().then(
        (user) => ({ user }),
        (e: unknown) => e,
      );
      if (contract.success) expect(ours).toEqual(contract.data);
      else expect(ours).toMatchObject({ code: 'INVALID_RESPONSE' });
    }
  });

  it('accepts and shapes login answers exactly as the contract does', async () => {
    for (const body of bodies) {
      const contract = loginResponse.safeParse(body);
      const { calls } = fakeServer({ 'POST /api/auth/login': { status: 200, body } });
      const ours = await authApi.login({ email: 'a@b.de', password: 'x' }).catch((e: unknown) => e);
      if (contract.success) expect(ours).toEqual(contract.data);
      else expect(ours).toMatchObject({ code: 'INVALID_RESPONSE' });
      expect(calls[0]?.init?.body).toBe('{"email":"a@b.de","password":"x"}');
    }
  });
});

describe('readApiError', () => {
  it('reads error bodies as the apiError contract does', () => {
    const errors: unknown[] = [
      { code: 'RATE_LIMITED', message: 'Bitte warten.' },
      { code: 'VALIDATION_FAILED', message: '', issues: [{ path: 'email', message: 'Ungültig', x: 1 }] },
      { code: 'VALIDATION_FAILED', message: 'm', issues: [{ path: 1, message: 'Ungültig' }] },
      { code: 'X', message: 'm', issues: null },
      { code: 'X', extra: true, message: 'm' },
      { code: 1, message: 'm' },
      { message: 'm' },
      'text',
      undefined,
    ];
    for (const body of errors) {
      const contract = apiError.safeParse(body);
      expect(readApiError(body)).toEqual(contract.success ? contract.data : null);
    }
  });
});
