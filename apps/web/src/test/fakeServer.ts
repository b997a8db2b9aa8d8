import type { SessionUser } from '@praxisdesk/domain';
import { vi } from 'vitest';

type Reply = { status: number; body?: unknown } | 'network-error';
type Handler = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/**
 * Replaces global fetch with a table of 'METHOD /path' -> reply. Unknown requests fail the test
 * loudly, so no test silently depends on a real network.
 */
export function fakeServer(routes: Record<string, Reply | Handler>) {
  const calls: { method: string; path: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ method, path, init });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`Unexpected request in test: ${method} ${path}`);
    const reply = typeof route === 'function' ? await route(init) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const unauthenticated = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Nicht authentifiziert' } };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'anna@praxis-beispiel.de',
    fullName: 'Anna Beispiel',
    role: 'user',
    isAdmin: false,
    tenants: [{ id: '00000000-0000-4000-8000-0000000000a1', slug: 'praxis-beispiel', name: 'Praxis Beispiel' }],
    mfaEnabled: false,
    mfaSetupRequired: false,
    ...overrides,
  };
}

export const makeAdmin = (overrides: Partial<SessionUser> = {}) =>
  makeUser({ role: 'admin', isAdmin: true, email: 'admin@praxisdesk.de', ...overrides });

export const signedIn = (user: SessionUser) => ({ status: 200, body: { user } });

export const membership = (packageName: string | null) => ({
  status: 200,
  body: {
    membership: {
      id: '00000000-0000-4000-8000-0000000000b1',
      packageName,
      status: 'active',
      startDate: '2026-01-01',
    },
  },
});
