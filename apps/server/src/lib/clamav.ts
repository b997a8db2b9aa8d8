/**
 * Optional virus scan of uploads with ClamAV's clamd (issue 17): CLAMAV_SOCKET names a Unix
 * socket (`/run/clamav/clamd.ctl`) or `host:port`. The file is streamed with clamd's INSTREAM
 * command; nothing is written to disk. Without CLAMAV_SOCKET no scan runs (docs/security.md).
 */
import { createConnection } from 'node:net';

export type ScanVerdict = { infected: false } | { infected: true; signature: string };

export interface VirusScanner {
  /** Rejects with ScannerUnavailableError when clamd cannot be reached or answers an error. */
  scan(bytes: Buffer): Promise<ScanVerdict>;
}

export class ScannerUnavailableError extends Error {}

const CHUNK = 64 * 1024;

export function parseClamdTarget(target: string): { path: string } | { host: string; port: number } {
  const m = /^(\[[^\]]+\]|[^:/]+):(\d{1,5})$/.exec(target.trim());
  if (m) return { host: (m[1] ?? '').replace(/^\[|\]$/g, ''), port: Number(m[2]) };
  return { path: target.trim() };
}

export function clamavScanner(target: string, timeoutMs = 30_000): VirusScanner {
  const where = parseClamdTarget(target);
  return {
    scan: (bytes) =>
      new Promise<ScanVerdict>((resolve, reject) => {
        const socket = 'path' in where ? createConnection(where.path) : createConnection(where.port, where.host);
        const chunks: Buffer[] = [];
        let settled = false;
        const fail = (why: string) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          reject(new ScannerUnavailableError(why));
        };
        socket.setTimeout(timeoutMs, () => fail('clamd timeout'));
        socket.on('error', (e) => fail(`clamd: ${e.message}`));
        socket.on('data', (d) => chunks.push(d));
        socket.on('end', () => {
          const reply = Buffer.concat(chunks).toString('utf8').replace(/\0/g, '').trim();
          if (settled) return;
          if (/:\s*OK$/.test(reply)) {
            settled = true;
            resolve({ infected: false });
          } else if (/ FOUND$/.test(reply)) {
            settled = true;
            resolve({ infected: true, signature: reply.replace(/^[^:]*:\s*/, '').replace(/ FOUND$/, '') });
          } else fail(`clamd answered: ${reply.slice(0, 200)}`);
        });
        socket.on('connect', () => {
          socket.write('zINSTREAM\0');
          for (let i = 0; i < bytes.length; i += CHUNK) {
            const part = bytes.subarray(i, i + CHUNK);
            const len = Buffer.alloc(4);
            len.writeUInt32BE(part.length);
            socket.write(len);
            socket.write(part);
          }
          socket.write(Buffer.alloc(4)); // zero length: end of stream
        });
      }),
  };
}
