/**
 * Opens the database: a real PostgreSQL server when DATABASE_URL is set, else the embedded
 * PGlite under DATA_DIR/pg. Migrations run as the connecting (owner) role; the returned
 * Kysely instance runs every query as APP_ROLE so that row-level security always applies.
 */
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import { APP_ROLE } from './migrations/helpers.js';
import { migrations } from './migrations/index.js';
import { preparedName } from './prepared.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omit for an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for a server connection. */
  poolSize?: number;
  /** Tests only: an in-memory PGlite starts from this dumped, already migrated data folder. */
  pgliteTemplate?: Blob | undefined;
  /** Tests only: called with every statement the app sends (BEGIN and COMMIT included). */
  onQuery?: ((sql: string) => void) | undefined;
}

const logTo = (onQuery: OpenOptions['onQuery']) =>
  onQuery ? { log: (e: { query: { sql: string } }) => onQuery(e.query.sql) } : {};

export async function openDatabase(opts: OpenOptions): Promise<OpenDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.onQuery);
  return openPglite(opts.pgliteDir, opts.pgliteTemplate, opts.onQuery);
}

async function openPostgres(url: string, max: number, onQuery?: OpenOptions['onQuery']): Promise<OpenDatabase> {
  const owner = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await migrate(owner);
  } finally {
    await owner.destroy();
  }
  const pool = new pg.Pool({ connectionString: url, max });
  // Documented pg pattern: the query is queued on the new client before any caller's query.
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle. A checked-out client (a request's
    // transaction between two queries) that loses its server — PostgreSQL restarted — would emit
    // an unhandled 'error' and end the process (found by test/faults.test.ts). Its next query
    // fails instead, the request answers 503, and the pool drops the broken client on release.
    client.on('error', () => {});
    client.query(`set role ${APP_ROLE}`).catch(() => client.release(true));
  });
  // An idle client losing its server connection must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: wrapPool(pool) }), ...logTo(onQuery) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(
  dir: string | undefined,
  template?: Blob,
  onQuery?: OpenOptions['onQuery'],
): Promise<OpenDatabase> {
  let lock: DataDirLock | undefined;
  if (dir) lock = acquireDataDirLock(dir);
  try {
    const pglite = dir ? new PGlite(dir) : template ? new PGlite({ loadDataDir: template }) : new PGlite();
    await pglite.waitReady;
    // PGlite is one backend: one pool client serialises every transaction on it.
    const owner = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
    });
    await migrate(owner);
    // PGlite runs no autovacuum: without statistics the planner guesses a tenant matches 0.5 %
    // of the rows and sorts a whole inbox for one page (bench/README.md). Analyze now and then.
    await sql`analyze`.execute(owner);
    await owner.destroy();
    // idleTimeoutMillis 0: the single client stays; PGlite's adapter cannot reconnect an ended one.
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0 });
    pool.on('connect', (client) => {
      client.query(`set role ${APP_ROLE}`);
    });
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: wrapPool(pool, { handOverNextTurn: true }) }),
      ...logTo(onQuery),
    });
    const analyzer = setInterval(() => void analyzeAsOwner(db).catch(() => {}), PGLITE_ANALYZE_MS);
    analyzer.unref();
    return {
      db,
      kind: 'pglite',
      close: async () => {
        clearInterval(analyzer);
        await db.destroy();
        await pglite.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

const PGLITE_ANALYZE_MS = 10 * 60_000;

/**
 * The pool Kysely uses, around pg's:
 * - Statements marked by db/prepared.ts `executePrepared` go out as named statements, parsed
 *   and planned once per connection.
 * - handOverNextTurn (PGlite): PGlite runs its queries on the main thread and answers in
 *   promise callbacks. When requests queue for its one connection, every hand-over ran the
 *   next request's queries straight away, so a queue of 50 submissions ran to its end before
 *   the event loop read a single new request: another practice's submission or a staff
 *   member's inbox waited behind the whole queue (bench/noisyTenant.ts, bench/mixedLoad.ts).
 *   The connection is handed over one turn of the event loop later (setImmediate), in which
 *   waiting sockets are read.
 */
function wrapPool(pool: pg.Pool, opts: { handOverNextTurn?: boolean } = {}): PostgresPool {
  // Kysely keys its connection objects by client: one wrapper per client, always the same.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        wrapper = {
          query: ((text: unknown, values?: unknown[]) => {
            const name = typeof text === 'string' ? preparedName(text) : null;
            return name ? query({ name, text, values }) : query(text, values);
          }) as PostgresPoolClient['query'],
          release: opts.handOverNextTurn ? () => setImmediate(() => client.release()) : () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * VACUUM (ANALYZE) needs the tables' owner. PGlite's one session is the superuser that SET
 * ROLE'd to the app role, so the reserved connection steps back for this statement only;
 * nothing else can run on the single connection meanwhile. (A PostgreSQL server has autovacuum
 * for this.) Vacuum, not only analyze: it reclaims dead rows, which nothing else would on
 * PGlite, and keeps the visibility map current, so the inbox's index-only page walks stay
 * index-only (decision 0016); after the first run it visits only pages changed since.
 */
export async function analyzeAsOwner(db: Database): Promise<void> {
  await db.connection().execute(async (c) => {
    await sql`reset role`.execute(c);
    try {
      await sql`vacuum (analyze)`.execute(c);
    } finally {
      await sql.raw(`set role ${APP_ROLE}`).execute(c);
    }
  });
}

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per issue (0002 intake, 0003 admin) and land in either order; a
    // database that already ran 0003 must still accept 0002 when it arrives.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
