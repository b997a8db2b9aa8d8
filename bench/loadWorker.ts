/**
 * The flood of bench/noisyTenant.ts, run in its own worker thread (its own event loop): the
 * app's event loop then carries only what a real flood costs the app, not the load
 * generator's own work of sending and reading 5,000+ requests a second.
 * Started through floodInWorker(); answers come back as one Float64Array (status, ms, at).
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type Answer, addressOf, closedLoop, openLoop, patientBody, type Req } from './loadgen.js';

export interface FloodSpec {
  base: string;
  connections: number;
  seconds: number;
  tenant: { slug: string; publicKey: string };
  /** 'many': 1,000 rotating client addresses; 'one': every request from one address. */
  addresses: 'many' | 'one';
  /** First of the 1,000 addresses ('many'); the one address is derived from it ('one'). */
  addressBase: number;
  /** Requests per second on schedule (open loop); without it, as fast as the connections go. */
  rate?: number;
}

export interface FloodResult {
  /** When the flood's clock started, as performance.timeOrigin + now (ms since the epoch). */
  startedAtEpoch: number;
  seconds: number;
  answers: Answer[];
  errors: number;
}

export function floodInWorker(spec: FloodSpec): Promise<FloodResult> {
  const self = new URL(import.meta.url).href;
  // tsx registers itself in the worker before this file is loaded there.
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(self)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: spec });
    worker.once('message', (m: { startedAtEpoch: number; seconds: number; flat: Float64Array; errors: number }) => {
      const answers: Answer[] = [];
      for (let i = 0; i < m.flat.length; i += 3) {
        answers.push({
          status: m.flat[i] as number,
          ms: m.flat[i + 1] as number,
          at: m.flat[i + 2] as number,
          body: '',
        });
      }
      resolve({ startedAtEpoch: m.startedAtEpoch, seconds: m.seconds, answers, errors: m.errors });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function runFlood(spec: FloodSpec) {
  let n = 0;
  let k = 0;
  const address =
    spec.addresses === 'one' ? () => addressOf(spec.addressBase) : () => addressOf(spec.addressBase + (k++ % 1000));
  const next = (): Req => ({
    method: 'POST',
    path: '/functions/v1/submitForm',
    headers: { 'content-type': 'application/json', apikey: spec.tenant.publicKey, 'x-forwarded-for': address() },
    body: patientBody(spec.tenant.slug, ++n),
  });
  const rec = spec.rate
    ? await openLoop({ base: spec.base, rate: spec.rate, seconds: spec.seconds, next })
    : await closedLoop({ base: spec.base, connections: spec.connections, seconds: spec.seconds, next });
  const flat = new Float64Array(rec.answers.length * 3);
  for (const [i, a] of rec.answers.entries()) flat.set([a.status, a.ms, a.at], i * 3);
  parentPort?.postMessage(
    {
      startedAtEpoch: performance.timeOrigin + rec.startedAt,
      seconds: (rec.endedAt - rec.startedAt) / 1000,
      flat,
      errors: rec.errors,
    },
    [flat.buffer],
  );
}

if (parentPort && workerData) void runFlood(workerData as FloodSpec);
