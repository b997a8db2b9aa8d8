import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.js';
import { HONEYPOT_AUTOFILL, HONEYPOT_DECISIVE, honeypotReason } from './honeypot.js';

const patient = {
  name: 'Helga Brandt',
  email: 'helga.brandt@web.de',
  nachricht: 'Ich brauche einen Termin, Rezept liegt vor.',
};
const engine = createEngine((t) => t);

describe('honeypot', () => {
  it('is silent when empty', () => {
    expect(honeypotReason('', patient)).toBeNull();
    expect(honeypotReason('   ', patient)).toBeNull();
    expect(honeypotReason(undefined, patient)).toBeNull();
  });

  it('takes autofill (a copy of a field, a name, a street, a phone number, an e-mail) for autofill', () => {
    for (const value of [
      'Helga Brandt',
      'helga.brandt@web.de',
      'Lindenstraße 12',
      'Am Markt 3',
      '53111 Bonn',
      '0228 123456',
      'Brandt',
    ])
      expect(honeypotReason(value, patient)?.points, value).toBe(HONEYPOT_AUTOFILL);
  });

  it('decides alone when bot-like: a link, a random string, a payload, unrelated text', () => {
    for (const value of [
      'http://cheap-pills.example',
      'www.casino.example',
      'xKqPzLmwTr',
      "' OR 1=1 --",
      'Buy cheap followers today',
    ])
      expect(honeypotReason(value, patient)?.points, value).toBe(HONEYPOT_DECISIVE);
  });

  it('keeps a patient with an autofilled honeypot out of spam', () => {
    const hp = honeypotReason('Helga Brandt', patient);
    const v = engine.score({ tenantId: 't', formType: 'contact', formData: patient, extraReasons: hp ? [hp] : [] });
    expect(v.isSpam).toBe(false);
  });
});
