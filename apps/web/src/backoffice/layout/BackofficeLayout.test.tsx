import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as hardNavigation from '../../routing/hardNavigate';
import { fakeServer, makeAdmin, makeUser, membership, signedIn } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { dashboardStorageKeys } from '../dashboard/storageKeys';

const packageLabel = () => screen.findByTestId('package-label');

describe('back-office layout', () => {
  it("shows 'Lädt...' while the membership loads", async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': () => new Promise(() => {}),
    });
    renderApp('/dashboard');
    expect((await packageLabel()).textContent).toBe('Lädt...');
  });

  it.each([
    ['no membership', { status: 200, body: { membership: null } }, 'Keine Mitgliedschaft'],
    ['a package without a name', membership(null), 'Basis'],
    ['a named package', membership('Team'), 'Team'],
  ])('labels %s in the header', async (_case, reply, label) => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': reply });
    renderApp('/dashboard');
    await waitFor(async () => expect((await packageLabel()).textContent).toBe(label));
    expect(screen.queryByText('Beta')).toBeNull();
  });

  it('marks the Beta-Testphase package with a Beta badge', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': membership('Beta-Testphase'),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Beta')).toBeTruthy();
  });

  it('has the landmarks, user e-mail, footer links and layout version', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeAdmin()), 'GET /api/membership/current': membership('Team') });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Version 2.4.3');
    expect(screen.getByText('admin@praxisdesk.de')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Mitgliedschaft',
      'Administration',
      'IP-Blacklist',
      'Konto',
    ]);
    const imprint = screen.getByRole('link', { name: /Impressum/ });
    expect(imprint.getAttribute('href')).toBe('https://praxisdesk.de/impressum');
    expect(imprint.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens and closes the sidebar with an accessible toggle', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': membership('Team') });
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menü öffnen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeTruthy();
  });

  it('signs out: ends the session, forgets dashboard filters and reloads /login', async () => {
    const navigated = vi.spyOn(hardNavigation, 'hardNavigate').mockImplementation(() => {});
    for (const key of Object.values(dashboardStorageKeys)) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem('unrelated', 'keep');
    const { calls } = fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': membership('Team'),
      'POST /api/auth/logout': { status: 204 },
    });
    renderApp('/dashboard?page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    for (const key of Object.values(dashboardStorageKeys)) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('keep');
  });
});
