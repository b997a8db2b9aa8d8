import { uiErrors } from '@praxisdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeAdmin, makeUser, membership, signedIn, unauthenticated } from '../test/fakeServer';
import { currentUrl, renderApp } from '../test/renderApp';

describe('route guards', () => {
  it('shows the loading spinner while the session is loading', async () => {
    fakeServer({ 'GET /api/auth/session': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Wird geladen...');
  });

  it('sends an unauthenticated user to /login with the wanted page as redirect', async () => {
    fakeServer({ 'GET /api/auth/session': unauthenticated });
    const { router } = renderApp('/submissions/abc?tab=mail');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/submissions/abc?tab=mail')}`);
  });

  it('redirects / to /dashboard for a signed-in user', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': membership('Kompakt') });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it('redirects an unknown path to / and on to /dashboard', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': membership('Kompakt') });
    const { router } = renderApp('/gibt-es-nicht');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it.each(['/admin', '/blacklist'])('sends a non-admin on %s to /dashboard', async (path) => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': membership('Kompakt') });
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentUrl(router)).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('lets an admin open /blacklist and shows the admin entries', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeAdmin()),
      'GET /api/membership/current': membership('Kompakt'),
    });
    renderApp('/blacklist');
    expect(await screen.findByRole('heading', { level: 1, name: 'IP-Blacklist' })).toBeTruthy();
    const blacklistLink = screen.getByRole('link', { name: 'IP-Blacklist' });
    expect(blacklistLink.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the no-tenant notice instead of tenant pages', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser({ tenants: [] })),
      'GET /api/membership/current': { status: 200, body: { membership: null } },
    });
    renderApp('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe(uiErrors.noTenant);
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
  });

  it('still lets an admin without a tenant use the administration', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeAdmin({ tenants: [] })),
      'GET /api/membership/current': { status: 200, body: { membership: null } },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the user to /login when a data request finds the session expired', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': unauthenticated });
    const { router } = renderApp('/membership');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/membership')}`);
  });
});
