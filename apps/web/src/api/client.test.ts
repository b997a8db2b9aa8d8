import { sessionResponse, staffApi, uiErrors } from '@praxisdesk/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser } from '../test/fakeServer';
import { ApiRequestError, api, apiFetch, apiUrl } from './client';

describe('apiFetch', () => {
  it('returns the body validated against the contract, with the session cookie', async () => {
    const user = makeUser();
    const { calls } = fakeServer({ 'GET /api/auth/session': { status: 200, body: { user } } });
    await expect(apiFetch('/api/auth/session', { schema: sessionResponse })).resolves.toEqual({ user });
    expect(calls[0]?.init?.credentials).toBe('same-origin');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { calls } = fakeServer({ 'POST /api/auth/logout': { status: 204 } });
    await apiFetch('/api/auth/logout', { method: 'POST', body: { a: 1 } });
    expect(calls[0]?.init?.body).toBe('{"a":1}');
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('carries the server error code, status and message', async () => {
    fakeServer({
      'POST /api/auth/login': { status: 429, body: { code: 'RATE_LIMITED', message: 'Bitte warten.' } },
    });
    const error = await apiFetch('/api/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Bitte warten.' });
  });

  it('turns a failed connection into NETWORK with the German text', async () => {
    fakeServer({ 'GET /api/auth/session': 'network-error' });
    await expect(apiFetch('/api/auth/session')).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
      message: uiErrors.network,
    });
  });

  it('rejects a body that breaks the contract instead of passing it on', async () => {
    fakeServer({ 'GET /api/auth/session': { status: 200, body: { user: { id: 'nope' } } } });
    await expect(apiFetch('/api/auth/session', { schema: sessionResponse })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('derives a code from the status when the error body is not JSON', async () => {
    fakeServer({ 'GET /api/x': { status: 503 } });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });
});

describe('api (staff API contracts)', () => {
  it('builds the URL from the contract: params URI-encoded, empty query values left out', () => {
    expect(apiUrl(staffApi.removeBlacklist, { params: { ipHash: 'a/b c' } })).toBe('/api/admin/blacklist/a%2Fb%20c');
    expect(
      apiUrl(staffApi.listSubmissions, {
        query: { page: 2, limit: 15, tenant: undefined, includeSpam: 'true', formType: undefined },
      }),
    ).toBe('/api/submissions?page=2&limit=15&includeSpam=true');
    expect(apiUrl(staffApi.submissionStats, { query: { tenant: undefined } })).toBe('/api/submissions/stats');
  });

  it("sends the contract's method and body and parses the answer with its schema", async () => {
    const user = makeUser();
    const { calls } = fakeServer({ 'POST /api/auth/login': { status: 200, body: { user } } });
    await expect(api(staffApi.login, { body: { email: 'a@b.de', password: 'x' } })).resolves.toEqual({ user });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"email":"a@b.de","password":"x"}');
  });

  it('rejects an answer that breaks the contract', async () => {
    fakeServer({ 'GET /api/auth/session': { status: 200, body: { user: { id: 'nope' } } } });
    await expect(api(staffApi.session)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('returns nothing for a contract without a response schema', async () => {
    const { calls } = fakeServer({ 'DELETE /api/submissions/00000000-0000-4000-8000-000000000001': { status: 204 } });
    await expect(
      api(staffApi.deleteSubmission, { params: { id: '00000000-0000-4000-8000-000000000001' } }),
    ).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
