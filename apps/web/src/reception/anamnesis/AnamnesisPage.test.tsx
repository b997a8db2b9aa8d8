import { receptionConfig } from '@praxisdesk/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer } from '../../test/fakeServer';
import { receptionRoutes } from '../routes';

const TENANT_ID = '6f1c1f0e-2b0a-4f43-9a57-3a2a1c1d0e11';
const SUBMISSION_ID = '0b7c7d5e-91a3-4c0c-8a7e-2f3e9b1a4c55';
const config = receptionConfig.parse({ companyName: 'Physio Test', locations: ['A', 'B'] });

function serve(submit = { status: 200, body: { submissionId: SUBMISSION_ID } as unknown }) {
  return fakeServer({
    'GET /functions/v1/receptionConfig': {
      status: 200,
      body: { tenant: { id: TENANT_ID, slug: 'physio-test', name: 'Physio Test' }, publicKey: 'pk_test', config },
    },
    'POST /functions/v1/submitAnamnese': submit,
  });
}

function open() {
  const router = createMemoryRouter(receptionRoutes, {
    initialEntries: [
      {
        pathname: '/online-rezeption/anamnese',
        search: '?tenant=physio-test',
        state: { originalSubmissionId: SUBMISSION_ID, grant: 'g-1' },
      },
    ],
  });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const stepLabel = () => screen.findByTestId('step-label');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

afterEach(() => window.sessionStorage.clear());

describe('anamnesis questionnaire', () => {
  it('keeps answers and step in session storage across a reload, until they are sent', async () => {
    serve();
    const first = open();
    expect((await stepLabel()).textContent).toBe('Schritt 1 von 20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Knie links' }));
    next();
    fireEvent.click(await screen.findByRole('radio', { name: '8' }));
    first.unmount();

    // "Reload": a new app instance in the same tab.
    open();
    expect((await stepLabel()).textContent).toBe('Schritt 2 von 20');
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(((await screen.findByRole('checkbox', { name: 'Knie links' })) as HTMLInputElement).checked).toBe(true);
    const saved = Object.keys(window.sessionStorage);
    expect(saved).toEqual([`praxisdesk.anamnese.${TENANT_ID}.${SUBMISSION_ID}`]);
  });

  it('offers Überspringen only on skippable steps and blocks Weiter until the rule holds', async () => {
    const { calls } = serve();
    const { router } = open();
    await stepLabel();
    expect(screen.queryByRole('button', { name: 'Überspringen' })).not.toBeNull();
    for (let i = 1; i <= 11; i++) fireEvent.click(screen.getByRole('button', { name: 'Überspringen' }));
    expect((await stepLabel()).textContent).toBe('Schritt 12 von 20');
    expect(screen.queryByRole('button', { name: 'Überspringen' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Nein' }));
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    enterValue(screen.getByLabelText(/Details/), 'Ibuprofen');
    next();
    for (let i = 14; i <= 19; i++) next();
    expect((await stepLabel()).textContent).toBe('Schritt 20 von 20');

    const send = screen.getByRole('button', { name: 'Anamnese absenden' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    enterValue(screen.getByLabelText('Ihre Erwartungen und Ziele*'), 'Ohne Schmerz');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Gesundheitsangaben/));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(send));

    await waitFor(() => expect(router.state.location.pathname).toBe('/online-rezeption/erfolg'));
    expect(router.state.location.search).toBe('?tenant=physio-test');
    const sent = calls.find((c) => c.path === '/functions/v1/submitAnamnese');
    const body = JSON.parse(String(sent?.init?.body));
    expect(body).toMatchObject({
      tenantId: TENANT_ID,
      originalSubmissionId: SUBMISSION_ID,
      grant: 'g-1',
      answers: {
        comorbidities: { radio: 'nein', text: '' },
        medications: { radio: 'ja', text: 'Ibuprofen' },
        expectations: { text: 'Ohne Schmerz', checkbox: true },
      },
    });
    expect(Object.keys(body.answers)).toHaveLength(3);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows the server text when sending fails and keeps the answers', async () => {
    serve({ status: 409, body: { success: false, error: 'Für diese Anfrage wurde bereits eine Anamnese gesendet.' } });
    window.sessionStorage.setItem(
      `praxisdesk.anamnese.${TENANT_ID}.${SUBMISSION_ID}`,
      JSON.stringify({
        step: 19,
        answers: {
          comorbidities: { radio: 'nein', text: '' },
          medications: { radio: 'nein', text: '' },
          expectations: { text: 'Ziel', checkbox: true },
        },
      }),
    );
    open();
    expect((await stepLabel()).textContent).toBe('Schritt 20 von 20');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anamnese absenden' })));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Für diese Anfrage wurde bereits eine Anamnese gesendet.',
    );
    expect(window.sessionStorage.length).toBe(1);
    expect((screen.getByRole('button', { name: 'Anamnese absenden' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
