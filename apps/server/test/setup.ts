/**
 * Runs before every server test file. argon2id with the production parameters (19 MiB, 2
 * passes: src/lib/password.ts) costs tens of milliseconds of CPU per hash and per sign-in, and
 * the suites create and sign in hundreds of users; here the same argon2id runs with the
 * smallest memory and one pass. Hashes still go through the real library and the real verify
 * (which reads the parameters from the hash). Production never loads this file;
 * src/lib/password.test.ts checks the production parameters themselves.
 */
import { hash } from '@node-rs/argon2';
import { vi } from 'vitest';

vi.mock('../src/lib/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/password.js')>();
  const cheap = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 };
  const hashPassword = (password: string) => hash(password, cheap);
  let dummy: Promise<string> | undefined;
  return {
    ...real,
    hashPassword,
    dummyHash: () => {
      dummy ??= hashPassword('not-a-real-password-for-timing');
      return dummy;
    },
  };
});
