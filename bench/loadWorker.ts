/**
 * A load run in its own worker thread (its own event loop): the app's event loop then carries
 * only what the requests cost the app, as with clients on other machines, not the load
 * generator's own work of sending and reading thousands of requests a second. Used for the
 * flood of bench/noisyTenant.ts and the runs of bench/submitForm.ts.
 * Started through loadInWorker(); answers come back as one Float64Array (status, ms, at), and
 * with `ids` the submissionId of each 2xx answer.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type Answer, addressOf, closedLoop, openLoop, patientBody, Recorder, type Req } from './loadgen.js';

export interface LoadSpec {
  base: string;
  /** Default /functions/v1/submitForm. */
  path?: string;
  /** The body of every request; default patientBody(), varied per request. */
  body?: string;
  connections: number;
  seconds: number;
  tenant: { slug: string; publicKey: string };
  /**
   * 'many': 1,000 rotating client addresses; 'one': every request from one address; 'each': a
   * new address for every request (no per-address limit is ever reached).
   */
  addresses: 'many' | 'one' | 'each';
  /** The first address ('many', 'each'); the one address is derived from it ('one'). */
  addressBase: number;
  /** Requests per second on schedule (open loop); without it, as fast as the connections go. */
  rate?: number;
  /** Return the submissionId of every 2xx answer (the row count of bench/submitForm.ts). */
  ids?: boolean;
}

export interface LoadResult {
  /** When the run's clock started, as performance.timeOrigin + now (ms since the epoch). */
  startedAtEpoch: number;
  seconds: number;
  answers: Answer[];
  errors: number;
  /** With `ids`: the submissionId of each 2xx answer in order ('' where the answer had none). */
  ids: string[];
}

export function loadInWorker(spec: LoadSpec): Promise<LoadResult> {
  const self = new URL(import.meta.url).href;
  // tsx registers itself in the worker before this file is loaded there.
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(self)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: spec });
    type Message = { startedAtEpoch: number; seconds: number; flat: Float64Array; errors: number; ids: string[] };
    worker.once('message', (m: Message) => {
      const answers: Answer[] = [];
      for (let i = 0; i < m.flat.length; i += 3) {
        answers.push({
          status: m.flat[i] as number,
          ms: m.flat[i + 1] as number,
          at: m.flat[i + 2] as number,
          body: '',
        });
      }
      resolve({ startedAtEpoch: m.startedAtEpoch, seconds: m.seconds, answers, errors: m.errors, ids: m.ids });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** A worker's answers as a Recorder on its own clock (0 … seconds), for summary(). */
export function recorderOf(result: LoadResult): Recorder {
  const rec = new Recorder();
  for (const a of result.answers) rec.add(a);
  rec.errors = result.errors;
  rec.startedAt = 0;
  rec.endedAt = result.seconds * 1000;
  return rec;
}

async function run(spec: LoadSpec) {
  let n = 0;
  let k = 0;
  const address = {
    one: () => addressOf(spec.addressBase),
    many: () => addressOf(spec.addressBase + (k++ % 1000)),
    each: () => addressOf(spec.addressBase + k++),
  }[spec.addresses];
  const next = (): Req => ({
    method: 'POST',
    path: spec.path ?? '/functions/v1/submitForm',
    headers: { 'content-type': 'application/json', apikey: spec.tenant.publicKey, 'x-forwarded-for': address() },
    body: spec.body ?? patientBody(spec.tenant.slug, ++n),
  });
  const ids: string[] = [];
  const onAnswer = (a: Answer) => {
    if (spec.ids && a.status >= 200 && a.status < 300)
      ids.push((JSON.parse(a.body) as { submissionId?: string }).submissionId ?? '');
  };
  const rec = spec.rate
    ? await openLoop({ base: spec.base, rate: spec.rate, seconds: spec.seconds, next, onAnswer })
    : await closedLoop({ base: spec.base, connections: spec.connections, seconds: spec.seconds, next, onAnswer });
  const flat = new Float64Array(rec.answers.length * 3);
  for (const [i, a] of rec.answers.entries()) flat.set([a.status, a.ms, a.at], i * 3);
  parentPort?.postMessage(
    {
      startedAtEpoch: performance.timeOrigin + rec.startedAt,
      seconds: (rec.endedAt - rec.startedAt) / 1000,
      flat,
      errors: rec.errors,
      ids,
    },
    [flat.buffer],
  );
}

if (parentPort && workerData) void run(workerData as LoadSpec);
