import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { fakeServer, makeAdmin, makeUser, membership, signedIn } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { fetchSnippet, htmlFormSnippet, receptionLink } from './snippets';

const pkg = (id: string, name: string, monthlyPrice: number, yearlyPrice: number) => ({
  id,
  name,
  description: `${name} Beschreibung`,
  monthlyPrice,
  yearlyPrice,
  features: { includedUsers: 1, includedForms: 3, benefits: [] },
});
const packages = [
  pkg('00000000-0000-4000-8000-0000000000c0', 'Beta-Testphase', 0, 0),
  pkg('00000000-0000-4000-8000-0000000000c1', 'Kompakt', 59, 599),
  pkg('00000000-0000-4000-8000-0000000000c2', 'Team', 99, 999),
  pkg('00000000-0000-4000-8000-0000000000c3', 'Profi', 149, 1499),
];

describe('website snippets', () => {
  const input = {
    origin: 'https://app.praxisdesk.de',
    slug: 'physio-nord',
    publicKey: 'pk_abc',
    website: 'https://www.nord.de',
  };
  it('posts a plain form to webflow-submit, back to our /success and /error pages, with consent and the empty honeypot', () => {
    const html = htmlFormSnippet({ ...input, privacyUrl: 'https://www.nord.de/datenschutz' });
    expect(html).toContain('action="https://app.praxisdesk.de/functions/v1/webflow-submit" method="POST"');
    expect(html).toContain('name="tenantId" value="physio-nord"');
    expect(html).toContain('name="success_url" value="https://app.praxisdesk.de/success?tenant=physio-nord"');
    expect(html).toContain('name="error_url" value="https://app.praxisdesk.de/error?tenant=physio-nord"');
    expect(html).toContain('name="website_url"');
    expect(html).toMatch(/<input type="checkbox" name="datenschutz" value="akzeptiert" required>/);
    expect(html).toContain('href="https://www.nord.de/datenschutz"');
    // Without a privacy URL of its own, our page for the practice.
    expect(htmlFormSnippet(input)).toContain('href="https://app.praxisdesk.de/datenschutz?tenant=physio-nord"');
  });
  it('sends JSON with the apikey header to submitForm and shows German errors without losing the input', () => {
    const js = fetchSnippet(input);
    expect(js).toContain("fetch('https://app.praxisdesk.de/functions/v1/submitForm'");
    expect(js).toContain("apikey: 'pk_abc'");
    expect(js).toContain("tenantId: 'physio-nord'");
    expect(js).toContain('response.status === 429');
    expect(js).toContain('Bitte prüfen Sie Ihre Internetverbindung');
    expect(js).not.toContain('alert(');
    expect(js.indexOf('form.reset()')).toBeLessThan(js.indexOf('catch {'));
    // A quote in a value cannot break out of the script's strings.
    expect(fetchSnippet({ ...input, slug: "x'y" })).toContain("tenantId: 'x\\'y'");
    expect(receptionLink('https://a.de', 'x y')).toBe('https://a.de/online-rezeption?tenant=x%20y');
  });
});

describe('membership page', () => {
  it('shows the loading text, then Kompakt as default with prices, saving and the waived setup fee', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': { status: 200, body: { membership: null } },
      'GET /api/membership/overview': async () => {
        await gate;
        return { status: 200, body: { packages, addons: [], current: null } };
      },
    });
    renderApp('/membership');
    expect(await screen.findByText('Lade Mitgliedschaftsdaten...')).toBeTruthy();
    release();
    expect((await screen.findByTestId('current-package')).textContent).toBe('Kompakt');
    expect(screen.getByText('Aktiv')).toBeTruthy();
    const grid = screen.getByRole('heading', { name: 'Verfügbare Pakete' }).parentElement as HTMLElement;
    expect(within(grid).queryByText('Beta-Testphase')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ihr aktuelles Paket', 'Verfügbar nach Beta-Phase', 'Verfügbar nach Beta-Phase']);
    expect(
      within(grid)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(screen.getAllByText('Sie sparen 109,00 € pro Jahr gegenüber monatlicher Zahlung').length).toBeGreaterThan(0);
    expect(screen.getAllByText('> 15% Ersparnis').length).toBeGreaterThan(0);
    expect(document.querySelector('s')?.textContent).toBe('290,00 €');
  });

  it("shows 'Kostenlos während der Beta-Testphase' and 'Unbekannt' for a package without name", async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': membership(null),
      'GET /api/membership/overview': {
        status: 200,
        body: {
          packages,
          addons: [],
          current: {
            id: '00000000-0000-4000-8000-0000000000d1',
            packageId: '00000000-0000-4000-8000-0000000000ff',
            packageName: null,
            addons: [],
            status: 'active',
            startDate: '2026-01-01T00:00:00Z',
          },
        },
      },
    });
    renderApp('/membership');
    expect((await screen.findByTestId('current-package')).textContent).toBe('Unbekannt');
    expect(screen.getByText('Kostenlos während der Beta-Testphase')).toBeTruthy();
  });

  it('shows the spec error box when loading fails', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeUser()),
      'GET /api/membership/current': membership('Team'),
      'GET /api/membership/overview': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/membership');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Mitgliedschaftsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    );
  });
});

describe('blacklist screen', () => {
  it('validates the IP before sending and shortens hashes to 16 characters', async () => {
    const hash = 'ab'.repeat(32);
    const { calls } = fakeServer({
      'GET /api/auth/session': signedIn(makeAdmin()),
      'GET /api/membership/current': membership('Team'),
      'GET /api/admin/blacklist': {
        status: 200,
        body: {
          entries: [{ ipHash: hash, reason: 'Manuell hinzugefügt', addedAt: '2026-03-01T10:00:00Z', expiresAt: null }],
        },
      },
    });
    renderApp('/blacklist');
    expect(await screen.findByText(`${hash.slice(0, 16)}…`)).toBeTruthy();
    enterValue(screen.getByLabelText('IP-Adresse (IPv4 oder IPv6)'), '1.2.3.256');
    fireEvent.click(screen.getByRole('button', { name: 'Zur Blacklist hinzufügen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie eine gültige IP-Adresse ein.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('dialog', () => {
  it('is labelled, takes focus, closes on Escape and gives focus back', async () => {
    fakeServer({
      'GET /api/auth/session': signedIn(makeAdmin()),
      'GET /api/membership/current': membership('Team'),
      'GET /api/admin/users': { status: 200, body: { users: [] } },
      'GET /api/admin/tenants': { status: 200, body: { tenants: [] } },
    });
    renderApp('/admin');
    const open = await screen.findByRole('button', { name: 'Benutzer hinzufügen' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('E-Mail')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});

describe('users tab', () => {
  const tenant = { id: '00000000-0000-4000-8000-0000000000a1', slug: 'praxis-beispiel', name: 'Praxis Beispiel' };
  const user = (n: number, fullName: string, email: string) => ({
    id: `00000000-0000-4000-8000-00000000001${n}`,
    email,
    fullName,
    role: 'user' as const,
    isActive: true,
    tenants: [tenant],
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
  });
  const users = [user(2, 'Bernd Zeller', 'a@praxis.de'), user(3, 'Carla Adam', 'z@praxis.de')];

  it('sorts by a column, selects all shown users and reports a failed bulk delete in the tab', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': signedIn(makeAdmin()),
      'GET /api/membership/current': membership('Team'),
      'GET /api/admin/users': { status: 200, body: { users } },
      'GET /api/admin/tenants': { status: 200, body: { tenants: [] } },
      'POST /api/admin/users/bulk-delete': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent?.trim());
    expect(names()).toEqual(['Bernd Zeller', 'Carla Adam']);
    const email = within(table).getByRole('columnheader', { name: /E-Mail/ });
    fireEvent.click(within(email).getByRole('button'));
    fireEvent.click(within(email).getByRole('button'));
    expect(email.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Carla Adam', 'Bernd Zeller']);

    fireEvent.click(within(table).getByLabelText('Alle angezeigten Benutzer auswählen'));
    expect(screen.getByText('2 ausgewählt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte löschen (2)' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Benutzer löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Löschen der Benutzer.');
    const sent = calls.find((c) => c.path === '/api/admin/users/bulk-delete');
    expect(JSON.parse(String(sent?.init?.body)).ids).toHaveLength(2);
  });
});
