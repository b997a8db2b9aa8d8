import { uiErrors } from '@praxisdesk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, makeUser, membership, signedIn, unauthenticated } from '../../test/fakeServer';
import { currentUrl, renderApp } from '../../test/renderApp';

async function fillAndSubmit(email = 'anna@praxis-beispiel.de', password = 'geheim') {
  enterValue(await screen.findByLabelText('E-Mail'), email);
  enterValue(screen.getByLabelText('Passwort'), password);
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('login screen', () => {
  it('has labelled, browser-validated fields, the product name and the login version', async () => {
    fakeServer({ 'GET /api/auth/session': unauthenticated });
    renderApp('/login');
    const email = (await screen.findByLabelText('E-Mail')) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.autocomplete).toBe('username');
    const password = screen.getByLabelText('Passwort') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'PraxisDesk' })).toBeTruthy();
    expect(screen.getByText('Version 2.2.1')).toBeTruthy();
    expect(screen.getByText('© 2026 PraxisDesk')).toBeTruthy();
  });

  it('shows the fixed failure text for wrong credentials', async () => {
    fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'x' } },
    });
    renderApp('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
    );
  });

  it("shows the server's message when rate limited", async () => {
    fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Zu viele Versuche. Warten Sie 5 Minuten.' },
      },
    });
    renderApp('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Versuche. Warten Sie 5 Minuten.');
  });

  it('says so when the server cannot be reached', async () => {
    fakeServer({ 'GET /api/auth/session': unauthenticated, 'POST /api/auth/login': 'network-error' });
    renderApp('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(uiErrors.network);
  });

  it('disables the button while signing in, then follows a safe redirect', async () => {
    let release: () => void = () => {};
    const user = makeUser();
    const { calls } = fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': () => new Promise((resolve) => (release = () => resolve(signedIn(user)))),
      'GET /api/membership/current': membership('Kompakt'),
    });
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('/submissions/abc?x=1')}`);
    await fillAndSubmit('anna@praxis-beispiel.de', 'geheim');
    const busy = await screen.findByRole('button', { name: /Anmeldung läuft/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({
      email: 'anna@praxis-beispiel.de',
      password: 'geheim',
    });
    release();
    await waitFor(() => expect(currentUrl(router)).toBe('/submissions/abc?x=1'));
  });

  it('ignores an off-site redirect and goes to /dashboard', async () => {
    fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': signedIn(makeUser()),
      'GET /api/membership/current': membership('Kompakt'),
    });
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('//evil.com/phish')}`);
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it('sends an already signed-in user to /dashboard', async () => {
    fakeServer({ 'GET /api/auth/session': signedIn(makeUser()), 'GET /api/membership/current': membership('Kompakt') });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it('asks the server for the session once: not again after the guard, nor after signing in', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': signedIn(makeUser()),
      'GET /api/membership/current': membership('Kompakt'),
    });
    const { router } = renderApp('/dashboard');
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentUrl(router)).toBe('/dashboard');
    expect(calls.filter((c) => c.path === '/api/auth/session')).toHaveLength(1);
  });

  it('shows the form when the session check fails, and signs in all the same', async () => {
    fakeServer({
      'GET /api/auth/session': 'network-error',
      'POST /api/auth/login': signedIn(makeUser()),
      'GET /api/membership/current': membership('Kompakt'),
    });
    renderApp('/login');
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });

  it('replaces a logo that fails to load with an icon', async () => {
    fakeServer({ 'GET /api/auth/session': unauthenticated });
    renderApp('/login');
    fireEvent.error(await screen.findByRole('img', { name: 'PraxisDesk Logo' }));
    expect(await screen.findByTestId('logo-fallback')).toBeTruthy();
  });
});
