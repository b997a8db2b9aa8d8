import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0003 from './0003_admin.js';

/** Forward-only, numbered. Add new migrations at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  // 0002 is reserved for the public intake (issue 3).
  '0003_admin': m0003,
};
