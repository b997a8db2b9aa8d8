import { describe, expect, it } from 'vitest';
import { describeUserAgent, loginResponse, newPasswordProblem, sessionUser } from './index.js';

describe('account rules (issue 19)', () => {
  it('names a session by browser and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe('Chrome unter Linux');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox unter Windows',
    );
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari unter iOS');
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0'),
    ).toBe('Edge unter Windows');
    expect(describeUserAgent(null)).toBe('Unbekanntes Gerät');
    expect(describeUserAgent('curl/8.0')).toBe('Unbekanntes Gerät');
  });

  it('wants 12 characters for a new password', () => {
    expect(newPasswordProblem('elf-zeichen')).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
    expect(newPasswordProblem('zwoelf-zeich')).toBeNull();
  });

  it('parses both answers of the password step, and older session answers without the 2FA flags', () => {
    expect(loginResponse.parse({ mfaRequired: true })).toEqual({ mfaRequired: true });
    const user = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'a@b.de',
      fullName: 'A',
      role: 'user',
      isAdmin: false,
      tenants: [],
    };
    expect(sessionUser.parse(user)).toMatchObject({ mfaEnabled: false, mfaSetupRequired: false });
    expect(loginResponse.parse({ user })).toMatchObject({ user: { id: user.id } });
  });
});
