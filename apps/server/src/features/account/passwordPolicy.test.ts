import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from './passwordPolicy.js';

describe('new password rules', () => {
  it('needs 12 characters', () => {
    expect(passwordProblem('kurz-aber-x')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('Wolken-Kaffee-Nord-47')).toBeNull();
  });

  it('refuses common passwords and their decorated variants, German ones included', () => {
    for (const pw of [
      '123456789012',
      'passwort1234',
      'Passwort2024!',
      'P@ssw0rt123456',
      'Sommer2024!!!',
      'ichliebedich1',
      'Schalke04Schalke04',
      'Fußball123456',
      'Physiotherapie1',
      'qwertzuiop12',
      'aaaaaaaaaaaa',
      'sommersommer',
    ]) {
      expect([pw, passwordProblem(pw)]).toEqual([pw, 'PASSWORD_TOO_COMMON']);
    }
  });

  it('refuses the e-mail address part as password', () => {
    expect(isCommonPassword('karl.ottokar1', 'karl.ottokar@praxis.de')).toBe(true);
    expect(isCommonPassword('Ottokar-Blau-Regen', 'karl.ottokar@praxis.de')).toBe(false);
  });
});
