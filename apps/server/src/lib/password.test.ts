import { describe, expect, it, vi } from 'vitest';

// The server's test setup swaps in cheap argon2 parameters for speed; here the real ones.
vi.unmock('./password.js');
const { dummyHash, hashPassword, verifyPassword } = await import('./password.js');

describe('password hashing', () => {
  it('hashes with argon2id at OWASP’s baseline (19 MiB, 2 passes, 1 lane) and verifies', async () => {
    const hashed = await hashPassword('richtig-geheim');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'richtig-geheim')).toBe(true);
    expect(await verifyPassword(hashed, 'falsch-geheim')).toBe(false);
  });

  it('answers false (never throws) for a malformed hash; the dummy hash has the same cost', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await dummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
