/** The database round trip of the health check. */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

export const healthRepository = {
  async ping(db: Database): Promise<void> {
    await sql`select 1`.execute(db);
  },
};
