/**
 * Issue 17, point E: the optional ClamAV scan of uploads (CLAMAV_SOCKET). The protocol and the
 * upload's answers are tested against a stand-in clamd on a Unix socket (always); a real clamd
 * is used when one is installed with its signature database (else skipped, with the reason).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { clamavScanner, parseClamdTarget } from '../src/lib/clamav.js';
import { describeEachDatabase, makeTenant, randomIp } from './harness.js';
import { multipartBody } from './multipart.js';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const jpeg = (extra = '') =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 2), Buffer.from(extra, 'latin1')]);

/** A stand-in clamd: answers INSTREAM with FOUND when the stream holds the EICAR string. */
function fakeClamd(path: string): Promise<Server> {
  const server = createServer((socket) => {
    let buf = Buffer.alloc(0);
    let data = Buffer.alloc(0);
    let headerSeen = false;
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (!headerSeen) {
        const nul = buf.indexOf(0);
        if (nul < 0) return;
        if (buf.subarray(0, nul).toString() !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        headerSeen = true;
        buf = buf.subarray(nul + 1);
      }
      for (;;) {
        if (buf.length < 4) return;
        const len = buf.readUInt32BE(0);
        if (len === 0) {
          const found = data.toString('latin1').includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE');
          socket.end(found ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
          return;
        }
        if (buf.length < 4 + len) return;
        data = Buffer.concat([data, buf.subarray(4, 4 + len)]);
        buf = buf.subarray(4 + len);
      }
    });
  });
  return new Promise((resolve) => server.listen(path, () => resolve(server)));
}

describe('clamd target', () => {
  it('reads a socket path or host:port', () => {
    expect(parseClamdTarget('/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(parseClamdTarget('127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdTarget('[::1]:3310')).toEqual({ host: '::1', port: 3310 });
  });
});

describeEachDatabase('upload virus scan (ClamAV protocol)', (ctx) => {
  let server: Server;
  let app: FastifyInstance;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  const socket = join(mkdtempSync(join(tmpdir(), 'pd-clamd-')), 'clamd.sock');

  beforeAll(async () => {
    server = await fakeClamd(socket);
    app = await buildApp({ config: { ...ctx().config, clamav: socket }, db: ctx().database.db, serveWeb: false });
    tenant = await makeTenant(ctx(), 'Viren Praxis');
  });
  afterAll(async () => {
    await app.close();
    server.close();
  });

  async function upload(file: Buffer) {
    const sub = await app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: { name: 'Rita Rezept', type: 'prescription' } },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    const { submissionId, grant } = sub.json();
    return app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      ...multipartBody(
        { submissionId, grant, fileName: 'foto.jpg' },
        { name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', content: file },
      ),
      remoteAddress: randomIp(),
    });
  }

  it('accepts a clean file, refuses one with a signature, and answers 503 while clamd is down', async () => {
    expect((await upload(jpeg())).statusCode).toBe(200);
    const infected = await upload(jpeg(EICAR));
    expect(infected.statusCode).toBe(415);
    expect(infected.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE' });
    expect(infected.json().details).toContain('Virenscanner');
    await new Promise<void>((r) => server.close(() => r()));
    const down = await upload(jpeg());
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ errorCode: 'SCAN_UNAVAILABLE' });
    server = await fakeClamd(socket);
  });
});

/** A real clamd, when the machine has one with signatures (not a CI dependency). */
const clamdBin = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((p) => existsSync(p));
const signatures = ['/var/lib/clamav'].find((d) => existsSync(d) && readdirSync(d).some((f) => /\.(cvd|cld)$/.test(f)));
const skipReason = !clamdBin
  ? 'clamd is not installed (apt-get install clamav-daemon)'
  : !signatures
    ? 'clamd has no signature database in /var/lib/clamav (freshclam needs the internet)'
    : null;
if (skipReason) console.log(`real ClamAV test skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('real clamd', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pd-clamd-real-'));
  const sock = join(dir, 'clamd.sock');
  let child: ReturnType<typeof spawn> | undefined;
  beforeAll(async () => {
    const conf = join(dir, 'clamd.conf');
    writeFileSync(conf, `LocalSocket ${sock}\nForeground yes\nDatabaseDirectory ${signatures}\nLogFile ${dir}/log\n`);
    child = spawn(clamdBin as string, ['-c', conf], { stdio: 'ignore' });
    // Loading signatures takes a while; wait for the socket (bounded).
    for (let i = 0; i < 600 && !existsSync(sock); i++) await new Promise((r) => setTimeout(r, 200));
  }, 150_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });
  it('finds the EICAR test signature and passes a clean file', async () => {
    const scanner = clamavScanner(sock);
    expect(await scanner.scan(Buffer.from(EICAR))).toMatchObject({ infected: true });
    expect(await scanner.scan(jpeg())).toEqual({ infected: false });
  });
});
