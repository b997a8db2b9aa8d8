import { sessionResponse, uiErrors } from '@praxisdesk/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser } from '../test/fakeServer';
import { ApiRequestError, apiFetch } from './client';

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
