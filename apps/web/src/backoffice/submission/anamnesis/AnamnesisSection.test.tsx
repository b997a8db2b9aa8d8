import {
  type AnamnesisDetail,
  clinicalTextHtml,
  deterministicClinicalText,
  deterministicSummary,
  labelAnswers,
  redFlagsOf,
  type SubmissionDetail,
} from '@praxisdesk/domain';
import { anamnesisFixtures } from '@praxisdesk/domain/anamnesisFixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, membership, signedIn } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

const id = '1a2b3c4d-0000-4000-8000-000000000007';
const answers = (anamnesisFixtures.find((f) => f.name.startsWith('cancer history')) ?? anamnesisFixtures[0])
  ?.answers as Record<string, unknown>;
const submission: SubmissionDetail = {
  id,
  tenantId: '00000000-0000-4000-8000-0000000000a1',
  tenantName: 'Praxis A',
  formType: 'anamnese',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
  isSpam: false,
  isProcessed: false,
  processedAt: null,
  spamScore: 0,
  spamConfidence: null,
  spamReasons: [],
  quarantineStatus: null,
  hasAnamnese: true,
  anamnesisRedFlags: true,
  prescriptionFile: null,
  formData: { quelle: 'Online-Rezeption (Anamnesebogen)' },
  emailLogs: [],
};
const idle = { summaryStatus: null, summaryError: null, textStatus: null, textError: null };
const anamnesis = (extra: Partial<AnamnesisDetail> = {}): AnamnesisDetail => ({
  id: '1a2b3c4d-0000-4000-8000-0000000000aa',
  submissionId: id,
  completedAt: '2026-03-02T09:00:00.000Z',
  answers,
  labelled: labelAnswers(answers),
  redFlags: redFlagsOf(answers),
  summary: null,
  clinicalText: null,
  status: idle,
  ...extra,
});
const base = {
  'GET /api/auth/session': signedIn(makeUser()),
  'GET /api/membership/current': membership('Team'),
  [`GET /api/submissions/${id}`]: { status: 200, body: { submission } },
  // The page's Datenschutz card loads the access history beside the anamnesis card.
  [`GET /api/submissions/${id}/access-log`]: { status: 200, body: { entries: [] } },
};

describe('anamnesis card', () => {
  it('says when no anamnesis was filled in, without an error', async () => {
    fakeServer({
      ...base,
      [`GET /api/submissions/${id}/anamnesis`]: {
        status: 200,
        body: { anamnesis: null, message: 'Für diese Submission wurde keine Anamnese ausgefüllt.' },
      },
    });
    renderApp(`/submissions/${id}`);
    expect(await screen.findByText('Für diese Submission wurde keine Anamnese ausgefüllt.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows red flags and labelled answers, toggles raw JSON, generates the summary and follows its progress', async () => {
    let current = anamnesis();
    let statusCalls = 0;
    const { calls } = fakeServer({
      ...base,
      [`GET /api/submissions/${id}/anamnesis`]: () => ({ status: 200, body: { anamnesis: current, message: null } }),
      [`POST /api/submissions/${id}/anamnesis/summary`]: () => ({
        status: 202,
        body: { ...idle, summaryStatus: 'pending' },
      }),
      [`GET /api/submissions/${id}/anamnesis/status`]: () => {
        statusCalls += 1;
        current = anamnesis({
          status: { ...idle, summaryStatus: 'done' },
          summary: {
            ...deterministicSummary(answers),
            id: '1a2b3c4d-0000-4000-8000-0000000000bb',
            model: 'PraxisDesk regelbasiert',
            tokensUsed: null,
            processingTimeMs: 4,
            createdAt: '2026-03-02T10:00:00.000Z',
            note: null,
          },
        });
        return { status: 200, body: current.status };
      },
    });
    renderApp(`/submissions/${id}`);
    const flags = await screen.findByTestId('red-flags');
    expect(within(flags).getByText('Krebserkrankung in der Vorgeschichte mit Nachtschweiß')).toBeTruthy();
    expect(within(flags).getAllByText(/Grundlage: Krebserkrankung: Ja · Nachtschweiß: Ja/)).toHaveLength(1);
    expect(
      within(screen.getByTestId('answer-comorbidities')).getByText('Ja: Mammakarzinom 2019, operiert'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('answer-otherSymptoms')).getByText('Keine Angabe')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rohdaten (JSON) anzeigen' }));
    expect(screen.getByTestId('anamnesis-json').textContent).toContain('"nightSweats": "ja"');
    fireEvent.click(screen.getByRole('button', { name: 'Antworten anzeigen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Zusammenfassung generieren' }));
    expect(await screen.findByText('Die Zusammenfassung wird erstellt …')).toBeTruthy();
    // The status is polled every 1.5 s; the wait bound is the suite's (test/setup.ts).
    const summary = await screen.findByTestId('anamnesis-summary');
    expect(statusCalls).toBeGreaterThan(0);
    expect(within(summary).getByText('Wichtige Befunde')).toBeTruthy();
    expect(within(summary).getAllByText('Red Flag')).toHaveLength(2);
    expect(screen.getByTestId('summary-footer').textContent).toContain('Modell: PraxisDesk regelbasiert');
    expect(screen.getByTestId('summary-footer').textContent).toContain('Tokens: –');
    expect(screen.getByRole('button', { name: 'Zusammenfassung neu generieren' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({ regenerate: false });
  });

  it('shows the clinical text as text or HTML and asks before regenerating it', async () => {
    const text = deterministicClinicalText(answers, '2026-03-02T09:00:00.000Z');
    const { calls } = fakeServer({
      ...base,
      [`GET /api/submissions/${id}/anamnesis`]: {
        status: 200,
        body: {
          anamnesis: anamnesis({
            clinicalText: {
              text,
              html: clinicalTextHtml(text),
              model: 'PraxisDesk regelbasiert',
              tokensUsed: null,
              processingTimeMs: 2,
              createdAt: '2026-03-02T10:00:00.000Z',
              note: null,
            },
          }),
          message: null,
        },
      },
      [`POST /api/submissions/${id}/anamnesis/clinical-text`]: {
        status: 202,
        body: { ...idle, textStatus: 'pending' },
      },
    });
    renderApp(`/submissions/${id}`);
    const shown = await screen.findByTestId('clinical-text');
    expect(shown.textContent).toContain('Pat. berichtet über Beschwerden im Bereich Rücken.');
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    expect(screen.getByTestId('clinical-text').textContent).toContain('<h3>Anamnese (Online-Anamnesebogen vom');

    fireEvent.click(screen.getByRole('button', { name: 'Anamnese-Text neu generieren' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/wirklich neu generieren/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Anamnese-Text neu generieren' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anamnese-Text neu generieren' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({ regenerate: true });
  });
});
