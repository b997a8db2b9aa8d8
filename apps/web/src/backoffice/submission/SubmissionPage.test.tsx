import type { SubmissionDetail } from '@praxisdesk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, makeUser, membership, signedIn } from '../../test/fakeServer';
import { currentUrl, renderApp } from '../../test/renderApp';

const id = '1a2b3c4d-0000-4000-8000-000000000002';
const detail = (extra: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id,
  tenantId: '00000000-0000-4000-8000-0000000000a1',
  tenantName: 'Praxis A',
  formType: 'prescription',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
  isSpam: true,
  isProcessed: false,
  processedAt: null,
  spamScore: 92,
  spamConfidence: 0.9,
  spamReasons: [{ reason: 'Enthält mehrere Links', points: 30 }],
  quarantineStatus: 'completed',
  hasAnamnese: false,
  anamnesisRedFlags: false,
  prescriptionFile: null,
  formData: { firstName: 'Sabine', lastName: 'Hoffmann' },
  emailLogs: [],
  ...extra,
});

function server(extra = {}) {
  return fakeServer({
    'GET /api/auth/session': signedIn(makeUser()),
    'GET /api/membership/current': membership('Team'),
    [`GET /api/submissions/${id}`]: { status: 200, body: { submission: detail() } },
    ...extra,
  });
}

describe('submission detail', () => {
  it('shows the spam banner and enables only the marking that changes the state', async () => {
    server();
    renderApp(`/submissions/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabine Hoffmann' })).toBeTruthy();
    expect(screen.getByText('Diese Einreichung wurde als Spam eingestuft.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Als Spam markieren' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Als Nicht-Spam markieren' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByTestId('spam-score').textContent).toBe('92 / 100');
  });

  it('asks before deleting, deletes on confirm and goes back to the dashboard', async () => {
    const { calls } = server({
      [`DELETE /api/submissions/${id}`]: { status: 204 },
      'GET /api/submissions': {
        status: 200,
        body: { submissions: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0, hasNextPage: false } },
      },
      'GET /api/submissions/stats': 'network-error',
    });
    const { router } = renderApp(`/submissions/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Sabine Hoffmann' });
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Möchten Sie diese Formular-Einreichung wirklich löschen?')).toBeTruthy();
    // Cancel deletes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialogButtons = await screen.findAllByRole('button', { name: 'Löschen' });
    fireEvent.click(dialogButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows 'Submission nicht gefunden' for an unknown id", async () => {
    server({
      [`GET /api/submissions/${id}`]: {
        status: 404,
        body: { code: 'SUBMISSION_NOT_FOUND', message: 'Formular-Einreichung nicht gefunden.' },
      },
    });
    renderApp(`/submissions/${id}`);
    expect(await screen.findByText('Submission nicht gefunden')).toBeTruthy();
  });

  it('lets staff key the prescription fields of an upload and sends them in the documented shape', async () => {
    const { calls } = server({
      [`GET /api/submissions/${id}`]: { status: 200, body: { submission: detail({ isSpam: false, spamScore: 0 }) } },
      [`PUT /api/submissions/${id}/prescription`]: {
        status: 200,
        body: { prescriptionData: { diagnosisGroup: 'WS' }, treatmentDeadline: null },
      },
    });
    renderApp(`/submissions/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Sabine Hoffmann' });
    expect(screen.getByText('Noch keine Rezeptdaten erfasst.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')).toBe(
      `/api/submissions/${id}/pdf`,
    );
    // No anamnesis, no FHIR export.
    expect(screen.queryByRole('link', { name: 'Anamnese als FHIR (JSON)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rezeptdaten erfassen' }));
    enterValue(screen.getByLabelText('Ausstellungsdatum der Verordnung'), '2026-11-02');
    fireEvent.click(screen.getByLabelText('Dringlicher Behandlungsbedarf'));
    enterValue(screen.getByLabelText('Diagnosegruppe'), 'WS');
    enterValue(screen.getByLabelText('ICD-10-Code 1'), 'Rücken');
    // A hint, and saving is still possible (the server checks the format).
    expect(await screen.findByText(/sieht nicht wie ein ICD-10-Code aus/)).toBeTruthy();
    enterValue(screen.getByLabelText('ICD-10-Code 1'), 'M54.5');
    enterValue(screen.getByLabelText('Behandlungseinheiten'), '6');
    fireEvent.click(screen.getByRole('button', { name: 'Rezeptdaten speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      prescriptionDate: '2026-11-02',
      urgent: true,
      diagnosisGroup: 'WS',
      icdCodes: ['M54.5'],
      treatmentUnits: 6,
    });
    expect(await screen.findByText('Rezeptdaten gespeichert.')).toBeTruthy();
  });
});
