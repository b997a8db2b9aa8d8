import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, makeUser, membership, signedIn, unauthenticated } from '../../test/fakeServer';
import { currentUrl, renderApp } from '../../test/renderApp';

const mfaOff = { status: 200, body: { enabled: false, required: true, enabledAt: null, recoveryCodesLeft: 0 } };

describe('accounts (issue 19)', () => {
  it('keeps a user who must set up 2FA on the Konto page, with the QR code rendered locally', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser({ mfaSetupRequired: true })),
      'GET /api/membership/current': membership('Kompakt'),
      'GET /api/account/mfa': mfaOff,
      'POST /api/account/mfa/setup': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/PraxisDesk:anna?secret=JBSWY3DPEHPK3PXP' },
      },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Konto' });
    expect(currentUrl(router)).toBe('/konto');
    expect(screen.getByText(/vorgeschrieben/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Zwei-Faktor-Authentifizierung einrichten' }));
    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('asks for the Bestätigungscode after the password and signs in with it', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': { status: 200, body: { mfaRequired: true } },
      'POST /api/auth/mfa': signedIn(makeUser({ mfaEnabled: true })),
      'GET /api/membership/current': membership('Kompakt'),
    });
    const { router } = renderApp('/login');
    enterValue(await screen.findByLabelText('E-Mail'), 'anna@praxis-beispiel.de');
    enterValue(screen.getByLabelText('Passwort'), 'geheim-geheim');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    enterValue(await screen.findByLabelText('Bestätigungscode'), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    const mfaCall = calls.find((c) => c.path === '/api/auth/mfa');
    expect(JSON.parse(String(mfaCall?.init?.body))).toEqual({ code: '123456' });
  });

  it('shows the server text for a wrong code', async () => {
    fakeServer({
      'GET /api/auth/session': unauthenticated,
      'POST /api/auth/login': { status: 200, body: { mfaRequired: true } },
      'POST /api/auth/mfa': {
        status: 401,
        body: { code: 'MFA_CODE_INVALID', message: 'Der Bestätigungscode ist ungültig oder wurde bereits verwendet.' },
      },
    });
    renderApp('/login');
    enterValue(await screen.findByLabelText('E-Mail'), 'anna@praxis-beispiel.de');
    enterValue(screen.getByLabelText('Passwort'), 'geheim-geheim');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    enterValue(await screen.findByLabelText('Bestätigungscode'), '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Bestätigungscode ist ungültig oder wurde bereits verwendet.',
    );
  });
});
