import type { SubmissionDetail } from '@praxisdesk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const id = '1a2b3c4d-0000-4000-8000-000000000001';
const submission: SubmissionDetail = {
  id,
  tenantId: '00000000-0000-4000-8000-0000000000a1',
  tenantName: 'Praxis A',
  formType: 'contact',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
  isSpam: false,
  isProcessed: false,
  processedAt: null,
  spamScore: 0,
  spamConfidence: null,
  spamReasons: [],
  quarantineStatus: 'completed',
  hasAnamnese: false,
  anamnesisRedFlags: false,
  prescriptionFile: null,
  formData: { name: 'Jürgen Weber', message: 'Hausbesuch?' },
  emailLogs: [],
};
const verifyPath = 'POST /functions/v1/verifySubmissionToken';

describe('read-only link view', () => {
  it('verifies once, shows the banner and the submission without any management', async () => {
    const { calls } = fakeServer({ [verifyPath]: { status: 200, body: { success: true, code: 'OK', submission } } });
    renderApp(`/submission/${id}?token=abc0`);
    expect(await screen.findByRole('heading', { name: 'Jürgen Weber' })).toBeTruthy();
    expect(screen.getByText('Nur-Lese-Zugriff')).toBeTruthy();
    expect(screen.getByText('Sichere Ansicht über MagicLink')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schließen' }).getAttribute('href')).toBe('/');
    for (const hidden of ['Als Spam markieren', 'Löschen', 'Zurück zum Dashboard', 'Als bearbeitet markieren']) {
      expect(screen.queryByRole('button', { name: hidden })).toBeNull();
    }
    expect(calls.filter((c) => c.path === '/functions/v1/verifySubmissionToken')).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ submissionId: id, token: 'abc0' });
  });

  it('says the link is invalid without a token, and asks nothing of the server', async () => {
    const { calls } = fakeServer({});
    renderApp(`/submission/${id}`);
    expect(await screen.findByText('Ungültiger Link: Submission-ID oder Token fehlt.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('denies a used link with the reference and offers no code for it', async () => {
    fakeServer({
      [verifyPath]: {
        status: 200,
        body: {
          success: false,
          code: 'TOKEN_ALREADY_USED',
          error: 'Dieser Link wurde bereits verwendet und ist deaktiviert.',
        },
      },
    });
    renderApp(`/submission/${id}?token=abc1`);
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeTruthy();
    expect(screen.getByText('Dieser Link wurde bereits verwendet und ist deaktiviert.')).toBeTruthy();
    expect(screen.getByText(/Referenz 1A2B3C4D/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Code prüfen' })).toBeNull();
  });

  it('offers the code for an unknown link: digits only, 6 required, then opens the submission', async () => {
    let attempt = 0;
    const { calls } = fakeServer({
      [verifyPath]: () =>
        attempt++ === 0
          ? { status: 200, body: { success: false, code: 'TOKEN_NOT_FOUND', error: 'Ungültiger Link' } }
          : attempt === 2
            ? { status: 200, body: { success: false, code: 'TOKEN_NOT_FOUND' } }
            : { status: 200, body: { success: true, code: 'OK', submission } },
    });
    renderApp(`/submission/${id}?token=abc2`);
    const input = (await screen.findByLabelText('6-stelliger Code')) as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    enterValue(input, '12a3');
    expect(input.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Code prüfen' }));
    expect(await screen.findByText('Bitte geben Sie einen 6-stelligen Code ein.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    enterValue(input, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Code prüfen' }));
    expect(await screen.findByText('Der Code ist ungültig. Bitte prüfen und erneut versuchen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Code prüfen' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Jürgen Weber' })).toBeTruthy());
    expect(JSON.parse(String(calls.at(-1)?.init?.body))).toEqual({ submissionId: id, token: '123456' });
  });
});
