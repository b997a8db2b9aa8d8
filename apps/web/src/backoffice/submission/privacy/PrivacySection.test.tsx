import type { SubmissionDetail } from '@praxisdesk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, membership, signedIn } from '../../../test/fakeServer';
import { currentUrl, renderApp } from '../../../test/renderApp';

const id = '1a2b3c4d-0000-4000-8000-000000000002';
const sameMail = '1a2b3c4d-0000-4000-8000-000000000003';
const detail: SubmissionDetail = {
  id,
  tenantId: '00000000-0000-4000-8000-0000000000a1',
  tenantName: 'Praxis A',
  formType: 'prescription',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
  isSpam: false,
  isProcessed: false,
  processedAt: null,
  spamScore: 0,
  spamConfidence: null,
  spamReasons: [],
  quarantineStatus: null,
  hasAnamnese: false,
  anamnesisRedFlags: false,
  prescriptionFile: null,
  formData: { firstName: 'Sabine', lastName: 'Hoffmann', email: 'sabine@example.de' },
  emailLogs: [],
};
const refusal =
  'Diese Einreichung gehört zur Patientenakte und muss nach § 630f Abs. 3 BGB bis 01.03.2036 aufbewahrt werden.';

function server(extra = {}) {
  return fakeServer({
    'GET /api/auth/session': signedIn(makeUser()),
    'GET /api/membership/current': membership('Team'),
    [`GET /api/submissions/${id}`]: { status: 200, body: { submission: detail } },
    [`GET /api/submissions/${id}/access-log`]: {
      status: 200,
      body: {
        entries: [
          {
            id: '1',
            at: '2026-03-02T10:00:00.000Z',
            actorKind: 'user',
            actorUserId: '00000000-0000-4000-8000-000000000001',
            actorName: 'Anna Beispiel (anna@praxis-beispiel.de)',
            tenantId: detail.tenantId,
            action: 'submission.file_read',
            targetType: 'submission',
            targetId: id,
            outcome: 'success',
            details: {},
          },
        ],
      },
    },
    ...extra,
  });
}

describe('Datenschutz on the detail page', () => {
  it('shows who accessed the submission', async () => {
    server();
    renderApp(`/submissions/${id}`);
    fireEvent.click(await screen.findByText('Zugriffsverlauf'));
    const table = await screen.findByRole('table', { name: /Wer hat diese Einreichung/ });
    expect(within(table).getByText('Datei heruntergeladen')).toBeTruthy();
    expect(within(table).getByText('Anna Beispiel (anna@praxis-beispiel.de)')).toBeTruthy();
  });

  it('explains why an Art. 17 erasure is refused and stays on the page', async () => {
    server({
      [`POST /api/submissions/${id}/erasure`]: { status: 409, body: { code: 'RETENTION_APPLIES', message: refusal } },
    });
    const { router } = renderApp(`/submissions/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Löschung auf Antrag (Art. 17)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(currentUrl(router)).toBe(`/submissions/${id}`);
  });

  it('exports only the matches staff confirmed', async () => {
    const create = vi.fn(() => 'blob:zip');
    // jsdom has no object URLs; the download hands the ZIP to one.
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    let sent: unknown;
    server({
      [`GET /api/submissions/${id}/related`]: {
        status: 200,
        body: {
          matches: [
            {
              id,
              formType: 'prescription',
              createdAt: detail.createdAt,
              name: 'Sabine Hoffmann',
              matchedBy: ['self', 'email'],
            },
            {
              id: sameMail,
              formType: 'contact',
              createdAt: detail.createdAt,
              name: 'S. Hoffmann',
              matchedBy: ['email'],
            },
          ],
        },
      },
      [`POST /api/submissions/${id}/export`]: (init: RequestInit | undefined) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: {} };
      },
    });
    renderApp(`/submissions/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Patientendaten exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patientendaten exportieren' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ZIP herunterladen' }));
    await waitFor(() => expect(sent).toEqual({ ids: [id] }));
    expect(await screen.findByText('Der Export wurde heruntergeladen und protokolliert.')).toBeTruthy();
    expect(create).toHaveBeenCalled();
  });
});
