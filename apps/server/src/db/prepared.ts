/**
 * Named (prepared) statements for the public intake's hot path (issue 16, point 2): PostgreSQL
 * parses and plans a statement sent without a name on every call — 0.3 ms of the intake's
 * three statements per submission, more than running them (bench/README.md, "CPU per
 * submission"). A statement run through `executePrepared` carries a marker; the connection
 * (db/index.ts `wrapPool`) sends marked statements under a name derived from their text, so
 * each pooled connection parses and plans it once and afterwards only binds and runs it.
 *
 * Only for a few statements of fixed shape, chosen by hand: a connection keeps every prepared
 * statement until it closes, and PostgreSQL may switch a prepared statement to a generic plan
 * after five runs, which suits point lookups and inserts but not the inbox's paged reads
 * (decision 0016), which stay unnamed.
 */
import { createHash } from 'node:crypto';
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';

export const PREPARED_MARK = '/* prepared */ ';

/**
 * Runs a compiled query as a named statement, with the same result as running it plainly:
 * `executePrepared(db, builder.compile())` or `executePrepared(db, sql\`…\`.compile(db))`.
 */
export function executePrepared<R, D>(db: Kysely<D>, compiled: CompiledQuery<R>): Promise<QueryResult<R>> {
  return db.executeQuery<R>({ ...compiled, sql: PREPARED_MARK + compiled.sql });
}

// Names of the texts seen, so the hot path hashes each text once (a handful of shapes).
const names = new Map<string, string>();
const MAX_NAMES = 1000;

/** The statement's name: the same text always gets the same name (a text of other shape another). */
export function preparedName(text: string): string | null {
  if (!text.startsWith(PREPARED_MARK)) return null;
  let name = names.get(text);
  if (!name) {
    name = `pd_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}
