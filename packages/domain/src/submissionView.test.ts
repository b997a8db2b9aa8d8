import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './inbox.js';
import {
  deriveTitle,
  formatMegabytes,
  formatPoints,
  formDataRows,
  isCancellation,
  keyMatch,
  previewLine,
  submissionKindLabel,
  submissionTitle,
} from './submissionView.js';

describe('key matching (spec §5)', () => {
  it.each([
    ['Vorname', 'vorname', 3],
    ['EMAIL', 'email', 3],
    ['vorname_1', 'vorname', 2],
    ['email-2', 'email', 2],
    ['Name3', 'name', 2],
    ['Ihr Vorname', 'vorname', 1],
    ['contactEmail', 'email', 1],
    ['your-first-name', 'first name', 1],
    ['E-Mail-Adresse', 'e-mail', 2],
    ['Ihre E-Mail', 'e-mail', 1],
    ['Vornamen', 'vorname', 0],
    ['username', 'name', 0],
    ['emailing', 'email', 0],
  ])('%s vs %s -> %i', (key, candidate, score) => {
    expect(keyMatch(key, candidate)).toBe(score);
  });
});

describe('title derivation', () => {
  it('uses first plus last name, including vorname/nachname and surname', () => {
    expect(deriveTitle({ vorname: 'Sabine', nachname: 'Hoffmann', email: 's@h.de' })).toBe('Sabine Hoffmann');
    expect(deriveTitle({ firstName: 'Mehmet', surname: 'Yilmaz' })).toBe('Mehmet Yilmaz');
    expect(deriveTitle({ 'Ihr Vorname': 'Lena', 'Ihr Nachname': 'Berg', name: 'Firma' })).toBe('Lena Berg');
    expect(deriveTitle({ FIRST_NAME: 'Ute', Last_Name: 'Sommer' })).toBe('Ute Sommer');
  });

  it('falls back to a name, then an e-mail', () => {
    expect(deriveTitle({ name: 'Jürgen Weber', email: 'j@w.de' })).toBe('Jürgen Weber');
    expect(deriveTitle({ Name_2: 'Praxis Kunde' })).toBe('Praxis Kunde');
    expect(deriveTitle({ 'E-Mail': 'x@y.de', message: 'Hallo' })).toBe('x@y.de');
    expect(deriveTitle({ email: '  ', contactEmail: 'k@l.de' })).toBe('k@l.de');
  });

  it('does not take a first-name field for the name, prefers exact keys, and ignores empty values', () => {
    expect(deriveTitle({ firstName: 'Anna', email: 'a@b.de' })).toBe('a@b.de');
    expect(deriveTitle({ 'company name': 'ACME', name: 'Eva Klein' })).toBe('Eva Klein');
    expect(deriveTitle({ name: '', message: 'x' })).toBeUndefined();
    expect(deriveTitle({ vorname: 'Nur' })).toBe('Nur');
  });

  it("uses 'Einreichung #id' when nothing fits", () => {
    expect(submissionTitle('1a2b3c4d-0000-4000-8000-000000000000', { message: 'x' })).toBe('Einreichung #1a2b3c4d');
  });
});

describe('preview line', () => {
  it('shows the message or content, on one line and shortened', () => {
    expect(previewLine({ nachricht: 'Rücken\n\nschmerzen' }, 'contact', 'P')).toBe('Rücken schmerzen');
    expect(previewLine({ content: 'x'.repeat(300) }, 'contact', 'P')).toHaveLength(160);
  });
  it('falls back to form type and practice', () => {
    expect(previewLine({ name: 'A' }, 'prescription', 'Physio Park')).toBe('Rezept-Formular für Physio Park');
  });
});

describe('form data rows', () => {
  it('orders people, contact, then the rest alphabetically, regardless of the sent order', () => {
    const rows = formDataRows({
      zeta: 'z',
      message: 'm',
      telefon: '1',
      email: 'e',
      nachname: 'N',
      vorname: 'V',
      alpha: true,
    });
    expect(rows.map((r) => r.label)).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail',
      'Telefon',
      'Nachricht',
      'Alpha',
      'Zeta',
    ]);
    expect(rows.find((r) => r.key === 'alpha')?.value).toBe('Ja');
  });
  it('labels unknown keys readably and renders lists', () => {
    expect(formDataRows({ preferredTimes: ['Mo', 'Di'] })).toEqual([
      { key: 'preferredTimes', label: 'Preferred times', value: 'Mo, Di' },
    ]);
  });
});

describe('polling backoff (spec §9)', () => {
  it('polls every 120 s, then 60 s × 2^failures, and stops after 3 failures', () => {
    expect(nextPollDelay(0)).toBe(120_000);
    expect(nextPollDelay(1)).toBe(120_000);
    expect(nextPollDelay(2)).toBe(240_000);
    expect(nextPollDelay(3)).toBeNull();
  });
});

describe('numbers on the detail page (de-DE, issue 18)', () => {
  it('writes file sizes with a decimal comma and two decimals', () => {
    expect(formatMegabytes(0)).toBe('0,00 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1,50 MB');
    expect(formatMegabytes(4 * 1024 * 1024 - 1)).toBe('4,00 MB');
  });

  it('writes spam points with their own sign, never "+-"', () => {
    expect([formatPoints(15), formatPoints(-15), formatPoints(0)]).toEqual(['+15', '-15', '0']);
  });
});

describe('request types in German (issue 18)', () => {
  it('names the reception request type instead of the raw value, and a cancellation as such', () => {
    const data = { name: 'Eva Absage', type: 'cancellation', formType: 'contact', datum: '2026-12-01' };
    expect(submissionKindLabel('contact', data)).toBe('Terminabsage');
    expect(submissionKindLabel('contact', { name: 'Ohne Typ' })).toBe('Kontakt');
    expect(isCancellation(data)).toBe(true);
    const rows = formDataRows(data);
    expect(rows.find((r) => r.key === 'type')).toMatchObject({ label: 'Anfrageart', value: 'Terminabsage' });
    // The control field that chose the form type is not something the sender wrote.
    expect(rows.map((r) => r.key)).not.toContain('formType');
    expect(formDataRows({ type: 'no_prescription' })[0]?.value).toBe('Selbstzahler (ohne Rezept)');
    expect(formDataRows({ type: 'Massage' })[0]?.value).toBe('Massage');
  });
});
