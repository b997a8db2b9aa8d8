import type { SubmissionSummary } from '@praxisdesk/domain';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, makeUser, membership, signedIn } from '../../test/fakeServer';
import { currentUrl, renderApp } from '../../test/renderApp';
import { dashboardStorageKeys as keys } from './storageKeys';
import { usePolling } from './usePolling';

const tenantA = { id: '00000000-0000-4000-8000-0000000000a1', slug: 'a', name: 'Praxis A' };
const tenantB = { id: '00000000-0000-4000-8000-0000000000a2', slug: 'b', name: 'Praxis B' };

function summary(n: number, extra: Partial<SubmissionSummary> = {}): SubmissionSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tenantId: tenantA.id,
    tenantName: tenantA.name,
    formType: 'contact',
    createdAt: '2026-03-01T09:30:00.000Z',
    isSpam: false,
    isProcessed: false,
    processedAt: null,
    spamScore: 0,
    quarantineStatus: 'completed',
    hasAnamnese: false,
    anamnesisRedFlags: false,
    formData: { vorname: 'Eva', nachname: `Nummer${n}`, message: `Nachricht ${n}` },
    ...extra,
  };
}

const stats = {
  status: 200,
  body: {
    total: 12,
    spam: 2,
    processed: 3,
    unprocessed: 9,
    typeCounts: { contact: 7, prescription: 3, anamnese: 0, bewerbung: 0, training: 0 },
    lastSubmissionId: null,
  },
};

function server(user = makeUser(), submissions = [summary(1), summary(2)], extra = {}) {
  return fakeServer({
    'GET /api/auth/session': signedIn(user),
    'GET /api/membership/current': membership('Team'),
    'GET /api/submissions': {
      status: 200,
      body: { submissions, pagination: { currentPage: 1, totalPages: 2, totalCount: 12, hasNextPage: true } },
    },
    'GET /api/submissions/stats': stats,
    ...extra,
  });
}

/** Query parameters of the list requests made so far. */
function listQueries(fetchMock: ReturnType<typeof fakeServer>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/submissions')
    .map((u) => Object.fromEntries(u.searchParams));
}

describe('dashboard filters: URL first, then local storage', () => {
  it('reads missing URL parameters from storage, lets the URL win, and mirrors both', async () => {
    localStorage.setItem(keys.formType, 'training');
    localStorage.setItem(keys.page, '2');
    localStorage.setItem(keys.includeSpam, 'true');
    const { fetchMock } = server();
    const { router } = renderApp('/dashboard?type=rezept');
    await screen.findByText('Eva Nummer1');
    expect(listQueries(fetchMock)[0]).toEqual({
      page: '2',
      limit: '10',
      includeSpam: 'true',
      formType: 'prescription',
      tenant: tenantA.id,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?page=2&spam=1&type=prescription'));
    expect(localStorage.getItem(keys.formType)).toBe('prescription');
    // The single-tenant user's tenant never goes into the URL.
    expect(currentUrl(router)).not.toContain('tenant');
  });

  it('reads includeSpam and formType as URL aliases, and a filter change goes back to page 1', async () => {
    const { fetchMock } = server();
    const { router } = renderApp('/dashboard?page=3&includeSpam=false&formType=anamnese');
    await screen.findByText('Eva Nummer1');
    expect(listQueries(fetchMock)[0]).toMatchObject({ page: '3', formType: 'anamnese' });
    expect(listQueries(fetchMock)[0]?.includeSpam).toBeUndefined();
    fireEvent.click(screen.getByLabelText('Spam anzeigen'));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?spam=1&type=anamnese'));
    expect(localStorage.getItem(keys.includeSpam)).toBe('true');
  });

  it('puts the tenant into the URL for multi-tenant users; a stored tenant no longer allowed resets', async () => {
    localStorage.setItem(keys.tenant, '00000000-0000-4000-8000-00000000dead');
    const { fetchMock } = server(makeUser({ tenants: [tenantA, tenantB] }));
    const { router } = renderApp('/dashboard');
    await screen.findByText('Eva Nummer1');
    expect(listQueries(fetchMock)[0]?.tenant).toBe(tenantA.id);
    // The default (first) tenant keeps the URL clean; another one is written into it.
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(localStorage.getItem(keys.tenant)).toBe(tenantA.id);

    enterValue(screen.getByLabelText('Mandant'), tenantB.id);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.tenant).toBe(tenantB.id));
    expect(currentUrl(router)).toBe(`/dashboard?tenant=${tenantB.id}`);
    expect(localStorage.getItem(keys.tenant)).toBe(tenantB.id);
  });

  it('lets a tenant in the URL win over the stored one for multi-tenant users', async () => {
    localStorage.setItem(keys.tenant, tenantA.id);
    const { fetchMock } = server(makeUser({ tenants: [tenantA, tenantB] }));
    renderApp(`/dashboard?tenant=${tenantB.id}`);
    await screen.findByText('Eva Nummer1');
    expect(listQueries(fetchMock)[0]?.tenant).toBe(tenantB.id);
    expect((screen.getByLabelText('Mandant') as HTMLSelectElement).value).toBe(tenantB.id);
  });

  it('shows no tenant select to a single-tenant user and ignores a foreign tenant in the URL', async () => {
    const { fetchMock } = server();
    renderApp(`/dashboard?tenant=${tenantB.id}`);
    await screen.findByText('Eva Nummer1');
    expect(screen.queryByLabelText('Mandant')).toBeNull();
    expect(listQueries(fetchMock)[0]?.tenant).toBe(tenantA.id);
  });
});

describe('dashboard list', () => {
  it('shows stats, cards with derived titles and badges, and the paging text', async () => {
    server(makeUser(), [summary(1, { isSpam: true, spamScore: 85, quarantineStatus: 'pending' }), summary(2)]);
    renderApp('/dashboard');
    await screen.findByText('Eva Nummer1');
    expect(screen.getByTestId('stat-Unbearbeitet').textContent).toBe('9');
    expect(screen.getByTestId('count-prescription').textContent).toBe('3');
    const card = screen.getAllByTestId('submission-card')[0] as HTMLElement;
    expect(within(card).getByText('Spam (85)')).toBeTruthy();
    expect(within(card).getByText('Wartend auf AI-Analyse')).toBeTruthy();
    expect(within(card).getByText('Nachricht 1')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': membership('Team'),
      'GET /api/submissions': {
        status: 200,
        body: { submissions: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0, hasNextPage: false } },
      },
      'GET /api/submissions/stats': stats,
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Keine Formular-Einreichungen gefunden.')).toBeTruthy();
    expect(screen.getByText('Versuchen Sie, die Filter anzupassen.')).toBeTruthy();
  });

  it('shows the network error banner with a retry that loads again', async () => {
    let fail = true;
    server(makeUser(), [summary(1)], {
      'GET /api/submissions': () =>
        fail
          ? 'network-error'
          : {
              status: 200,
              body: {
                submissions: [summary(1)],
                pagination: { currentPage: 1, totalPages: 1, totalCount: 1, hasNextPage: false },
              },
            },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Verbindungsfehler. Bitte überprüfen Sie Ihre Internetverbindung.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Eva Nummer1')).toBeTruthy();
  });
});

describe('bulk delete', () => {
  it("enables confirm only when 'Löschen' is typed, then deletes the selected entries", async () => {
    const { calls } = server(makeUser(), [summary(1), summary(2), summary(3)], {
      'POST /api/submissions/bulk-delete': { status: 200, body: { deleted: 2 } },
    });
    renderApp('/dashboard');
    await screen.findByText('Eva Nummer1');
    const deleteButton = screen.getByRole('button', { name: 'Ausgewählte löschen (0)' }) as HTMLButtonElement;
    expect(deleteButton.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Eva Nummer1 auswählen'));
    fireEvent.click(screen.getByLabelText('Eva Nummer3 auswählen'));
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte löschen (2)' }));

    const confirm = (await screen.findByRole('button', { name: 'Endgültig löschen' })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = screen.getByLabelText('Geben Sie zur Bestätigung „Löschen“ ein:');
    enterValue(input, 'löschen');
    expect(confirm.disabled).toBe(true);
    enterValue(input, 'Löschen');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/submissions/bulk-delete')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/submissions/bulk-delete');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ ids: [summary(1).id, summary(3).id] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ausgewählte löschen (0)' })).toBeTruthy());
  });

  it('says which selected entries are deleted at once and which are kept under a retention duty', async () => {
    server(makeUser(), [summary(1), summary(2, { formType: 'prescription' })], {
      'POST /api/submissions/deletion-preview': {
        status: 200,
        body: {
          items: [
            { id: summary(1).id, mode: 'delete', retainUntil: null, reason: null },
            {
              id: summary(2).id,
              mode: 'hide',
              retainUntil: '2036-03-01T00:00:00.000Z',
              reason: 'Rezepte / Verordnungen, Patientenakte nach § 630f Abs. 3 BGB',
            },
          ],
        },
      },
    });
    renderApp('/dashboard');
    await screen.findByText('Eva Nummer1');
    fireEvent.click(screen.getByLabelText('Eva Nummer1 auswählen'));
    fireEvent.click(screen.getByLabelText('Eva Nummer2 auswählen'));
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte löschen (2)' }));
    const note = await screen.findByTestId('deletion-note');
    expect(note.textContent).toContain('1 Einreichung wird sofort endgültig gelöscht.');
    expect(note.textContent).toContain('1 Einreichung unterliegt einer gesetzlichen Aufbewahrungspflicht');
    expect(note.textContent).toContain('wiederherstellen');
    expect(screen.getByRole('button', { name: 'Löschen bzw. ausblenden' })).toBeTruthy();
  });

  it('keeps the dialog open with the spec message when the delete fails', async () => {
    server(makeUser(), [summary(1)], {
      'POST /api/submissions/bulk-delete': { status: 404, body: { code: 'SUBMISSION_NOT_FOUND', message: 'x' } },
    });
    renderApp('/dashboard');
    await screen.findByText('Eva Nummer1');
    fireEvent.click(screen.getByLabelText('Eva Nummer1 auswählen'));
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte löschen (1)' }));
    enterValue(await screen.findByLabelText('Geben Sie zur Bestätigung „Löschen“ ein:'), 'Löschen');
    fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Einige Einträge konnten nicht gelöscht werden.')).toBeTruthy();
  });
});

describe('polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 120 s, backs off 60 s × 2^failures after network errors, and stops after 3', async () => {
    vi.useFakeTimers();
    const outcomes: ('ok' | 'network-error')[] = ['ok', 'network-error', 'network-error', 'network-error'];
    const poll = vi.fn(async () => outcomes.shift() ?? 'ok');
    const { result } = renderHook(() => usePolling(poll));
    const advance = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    };
    await advance(119_999);
    expect(poll).toHaveBeenCalledTimes(0);
    await advance(1); // 120 s: ok
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(120_000); // next after 120 s: network error #1
    expect(poll).toHaveBeenCalledTimes(2);
    await advance(119_999); // 60 s × 2^1 = 120 s
    expect(poll).toHaveBeenCalledTimes(2);
    await advance(1); // network error #2
    expect(poll).toHaveBeenCalledTimes(3);
    await advance(239_999); // 60 s × 2^2 = 240 s
    expect(poll).toHaveBeenCalledTimes(3);
    await advance(1); // network error #3 -> stop
    expect(poll).toHaveBeenCalledTimes(4);
    expect(result.current.stopped).toBe(true);
    await advance(3_600_000);
    expect(poll).toHaveBeenCalledTimes(4);

    act(() => result.current.restart());
    expect(result.current.stopped).toBe(false);
    await advance(120_000);
    expect(poll).toHaveBeenCalledTimes(5);
  });
});

describe('inbox card', () => {
  it('shows the red-flag badge only on submissions whose anamnesis raised one', async () => {
    server(makeUser(), [
      summary(1, { formType: 'anamnese', hasAnamnese: true, anamnesisRedFlags: true }),
      summary(2, { formType: 'anamnese', hasAnamnese: true }),
    ]);
    renderApp('/dashboard');
    const flagged = (await screen.findByText('Eva Nummer1')).closest('li') as HTMLElement;
    expect(within(flagged).getByText('Red Flag Anamnese')).toBeTruthy();
    const plain = screen.getByText('Eva Nummer2').closest('li') as HTMLElement;
    expect(within(plain).queryByText('Red Flag Anamnese')).toBeNull();
  });
});
