import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, unauthenticated } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

describe('password and invitation link pages (issue 19)', () => {
  it('answers a reset request with the same sentence whatever the address', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/password-reset/request': { status: 202 },
    });
    renderApp('/passwort-vergessen');
    enterValue(await screen.findByLabelText('E-Mail'), 'wer@praxis.de');
    fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Wenn zu dieser Adresse ein Konto besteht/);
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({ email: 'wer@praxis.de' });
  });

  it('reads the token from the fragment, checks length and match locally, then shows the server text', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/password-reset': {
        status: 410,
        body: { code: 'LINK_EXPIRED', message: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.' },
      },
    });
    renderApp('/passwort-neu#token=abc');
    const next = await screen.findByLabelText('Neues Passwort');
    enterValue(next, 'kurz');
    enterValue(screen.getByLabelText('Neues Passwort wiederholen'), 'kurz');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
    enterValue(next, 'Lange-Wolke-Nord-1');
    enterValue(screen.getByLabelText('Neues Passwort wiederholen'), 'Lange-Wolke-Nord-2');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Passwörter stimmen nicht überein.');
    enterValue(screen.getByLabelText('Neues Passwort wiederholen'), 'Lange-Wolke-Nord-1');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findByText(/abgelaufen/)).textContent).toBe(
      'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
    );
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({
      token: 'abc',
      password: 'Lange-Wolke-Nord-1',
    });
  });

  it('says a link without a token is invalid', async () => {
    fakeServer({ 'GET /api/auth/session': unauthenticated });
    renderApp('/einladung');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
    );
  });
});
