import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepAt, totpAt } from './totp.js';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit values,
// of which the last 6 digits are the 6-digit code.
const seed = Buffer.from('12345678901234567890', 'ascii');
const rfc: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [t, expected] of rfc) expect(totpAt(seed, t * 1000)).toBe(expected.slice(2));
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const values = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    for (const [counter, v] of values.entries()) expect(hotp(seed, counter)).toBe(v);
  });

  it('accepts one step of drift either way and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchTotp(seed, hotp(seed, step), now)).toBe(step);
    expect(matchTotp(seed, hotp(seed, step - 1), now)).toBe(step - 1);
    expect(matchTotp(seed, hotp(seed, step + 1), now)).toBe(step + 1);
    expect(matchTotp(seed, hotp(seed, step - 2), now)).toBeNull();
    expect(matchTotp(seed, hotp(seed, step + 2), now)).toBeNull();
    expect(matchTotp(seed, '12345', now)).toBeNull();
    expect(matchTotp(seed, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URI', () => {
    const bytes = Buffer.from('12345678901234567890');
    expect(base32Encode(bytes)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').equals(bytes)).toBe(true);
    expect(otpauthUri('ABC', 'anna@praxis.de')).toBe(
      'otpauth://totp/PraxisDesk%3Aanna%40praxis.de?secret=ABC&issuer=PraxisDesk&algorithm=SHA1&digits=6&period=30',
    );
  });
});
