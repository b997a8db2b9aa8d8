/**
 * A corpus of hostile uploads against secureUpload, generated here (no binaries in the repo):
 * polyglots, active PDFs, SVG and archives under image/PDF names, a zip bomb, a PDF whose
 * object stream is a decompression bomb, the size limit to the byte, a lying Content-Length
 * and a slow upload. Each refusal uses the spec's message and leaves the submission exactly as
 * it was; the files the spec accepts (a cut-off JPEG among them) are stored. Memory stays
 * bounded while many large uploads stream through. Decisions: docs/security.md, "Uploads".
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@praxisdesk/domain';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withTenant } from '../src/db/scope.js';
import { describeEachDatabase, makeTenant, randomIp, testConfig } from './harness.js';
import { multipartBody } from './multipart.js';

// ---------------------------------------------------------------- corpus

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
/** Scan data without 0xFF, so that no marker appears by accident. */
const entropy = (n: number) => {
  const b = randomBytes(n);
  for (let i = 0; i < b.length; i++) if (b[i] === 0xff) b[i] = 0xfe;
  return b;
};
function jpeg(opts: { comment?: string; scanBytes?: number; exif?: boolean } = {}) {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(opts.exif
      ? [
          segment(
            0xe1,
            Buffer.from(
              'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>',
              'latin1',
            ),
          ),
        ]
      : []),
    ...(opts.comment ? [segment(0xfe, Buffer.from(opts.comment, 'latin1'))] : []),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    entropy(opts.scanBytes ?? 20_000),
    Buffer.from([0xff, 0xd9]),
  ]);
}
function png(textChunk?: string) {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 16, 0, 0, 0, 16, 8, 2, 0, 0, 0])),
    ...(textChunk ? [chunk('tEXt', Buffer.from(`Comment\0${textChunk}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(randomBytes(800))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A PDF from object bodies; `tail` lands after %%EOF. Offsets in xref are not checked by us. */
function pdf(objects: (string | Buffer)[], opts: { trailer?: string; tail?: string } = {}) {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((body, i) => {
    parts.push(
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from('\nendobj\n'),
    );
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${opts.trailer ?? ''}>>\n`,
    ),
    Buffer.from('startxref\n0\n%%EOF\n'),
    Buffer.from(opts.tail ?? ''),
  );
  return Buffer.concat(parts);
}
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const objectStream = (content: Buffer | string, opts: { filter?: string; type?: string } = {}) => {
  const data = Buffer.isBuffer(content) ? content : deflateSync(Buffer.from(content));
  return Buffer.concat([
    Buffer.from(
      `<< /Type ${opts.type ?? '/ObjStm'} /N 1 /First 4 /Filter ${opts.filter ?? '/FlateDecode'} /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
};
/** ~256 MB of zeros deflated to about 250 KB, built in pieces (never held uncompressed). */
function deflateBomb(): Buffer {
  const zeros = Buffer.alloc(1024 * 1024);
  const chunks: Buffer[] = [Buffer.from([0x78, 0x9c])];
  for (let i = 0; i < 256; i++) chunks.push(deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH }));
  chunks.push(deflateRawSync(Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** Seeded noise without '/' or '<' (so no PDF name or markup appears by chance): deterministic. */
function crawlGarbage(n: number): Buffer {
  const b = Buffer.alloc(n);
  let x = 0x2545f491;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const v = x & 0xff;
    b[i] = v === 0x2f || v === 0x3c ? 0x20 : v;
  }
  return b;
}

const SPEC_UNSUPPORTED = 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF';

interface Case {
  name: string;
  file: () => Buffer;
  fileName: string;
  accept?: boolean;
  reason?: RegExp;
}
const corpus: Case[] = [
  {
    name: 'an SVG with script, renamed .png',
    fileName: 'rezept.png',
    file: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  },
  {
    name: 'an HTML page renamed .pdf',
    fileName: 'rezept.pdf',
    file: () => Buffer.from('<!doctype html><h1>Rezept</h1>'),
  },
  {
    name: 'a JPEG/HTML polyglot (script in a comment segment)',
    fileName: 'foto.jpg',
    file: () => jpeg({ comment: '<html><script>fetch("/api/admin/users")</script></html>' }),
    reason: /Web-Inhalte/,
  },
  {
    name: 'a PNG with PHP in a text chunk',
    fileName: 'scan.png',
    file: () => png('<?php system($_GET["c"]); ?>'),
    reason: /Web-Inhalte/,
  },
  {
    name: 'a PDF/HTML polyglot (page after %%EOF)',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog(), pages, page], { tail: '<html><body onload="alert(1)">' }),
    reason: /Web-Inhalte/,
  },
  {
    name: 'a JPEG with a ZIP archive appended',
    fileName: 'foto.jpg',
    file: () => Buffer.concat([jpeg(), Buffer.from(zipSync({ 'payload.txt': new TextEncoder().encode('hallo') }))]),
    reason: /Archiv/,
  },
  {
    name: 'a PDF that runs JavaScript when opened',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([catalog('/OpenAction 4 0 R'), pages, page, '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF with JavaScript spelled with #-escapes (/J#61vaScript)',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog('/OpenAction 4 0 R'), pages, page, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>']),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF with JavaScript hidden in a compressed object stream',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([catalog('/OpenAction 5 0 R'), pages, page, objectStream('5 0 << /S /JavaScript /JS (app.alert(1)) >>')]),
    reason: /aktive Inhalte/,
  },
  // Issue 17, security finding 1: the object stream's type spelled with a name escape.
  {
    name: 'a PDF with a JavaScript open action in an object stream typed /Obj#53tm',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([
        catalog('/OpenAction 5 0 R'),
        pages,
        page,
        objectStream('5 0 << /S /JavaScript /JS (app.alert(1)) >>', { type: '/Obj#53tm' }),
      ]),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF with JavaScript in an object stream typed with a lower-case escape (/Ob#6aStm)',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([
        catalog('/OpenAction 5 0 R'),
        pages,
        page,
        objectStream('5 0 << /S /JavaScript /JS (app.alert(1)) >>', { type: '/Ob#6aStm' }),
      ]),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF with JavaScript as a hex string name inside an object stream (/S /#4Aava#53cript)',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([
        catalog('/OpenAction 5 0 R'),
        pages,
        page,
        objectStream('5 0 << /S /#4Aava#53cript /#4A#53 (app.alert(1)) >>', { type: '/Obj#53tm' }),
      ]),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF with additional actions (/AA) on its page',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([
        catalog(),
        pages,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /#41A << /O 4 0 R >> >>',
        '<< /S /URI /URI (https://evil.example) >>',
      ]),
    reason: /aktive Inhalte/,
  },
  {
    name: 'a PDF whose open action is an action, not a view (/S /Named /N /Print)',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog('/OpenAction 4 0 R'), pages, page, '<< /S /Named /N /Print >>']),
    reason: /aktive Inhalte/,
  },
  {
    // pdf-lib crawls such a file byte by byte (~10 s for 4 MB): stopped at the deadline.
    name: 'a PDF header followed by 4 MB of garbage that makes a parser crawl',
    fileName: 'rezept.pdf',
    file: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), crawlGarbage(4_000_000)]),
    reason: /nicht geprüft/,
  },
  {
    name: 'a PDF with an embedded file',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog('/Names << /EmbeddedFiles 4 0 R >>'), pages, page, '<< /Names [(a.exe) 5 0 R] >>']),
    reason: /aktive Inhalte/,
  },
  {
    name: 'an encrypted PDF',
    fileName: 'rezept.pdf',
    file: () =>
      pdf([catalog(), pages, page, '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], {
        trailer: '/Encrypt 4 0 R',
      }),
    reason: /verschlüsselt/,
  },
  {
    name: 'a PDF whose object stream is a decompression bomb (256 MB of zeros)',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog(), pages, page, objectStream(deflateBomb())]),
    reason: /nicht geprüft/,
  },
  {
    name: 'a PDF whose object stream uses a filter we do not open',
    fileName: 'rezept.pdf',
    file: () => pdf([catalog(), pages, page, objectStream(Buffer.from('414243>'), { filter: '/ASCIIHexDecode' })]),
    reason: /nicht geprüft/,
  },
  {
    name: 'a zip bomb renamed .pdf (64 MB of zeros inside)',
    fileName: 'rezept.pdf',
    file: () => Buffer.from(zipSync({ 'rezept.pdf': new Uint8Array(64 * 1024 * 1024) }, { level: 9 })),
  },
  {
    name: 'a Windows program renamed .jpg',
    fileName: 'foto.jpg',
    file: () => Buffer.concat([Buffer.from('MZ'), randomBytes(3000)]),
  },
  // Accepted on purpose (docs/security.md):
  {
    name: 'a cut-off JPEG (upload interrupted on the phone)',
    fileName: 'foto.jpg',
    accept: true,
    file: () => jpeg().subarray(0, 12_000),
  },
  { name: 'a JPEG with XMP metadata', fileName: 'foto.jpg', accept: true, file: () => jpeg({ exif: true }) },
  { name: 'a PNG with a harmless text chunk', fileName: 'scan.png', accept: true, file: () => png('Scanner XY 2000') },
  {
    name: 'a PDF with a link and a compressed object stream without active content',
    fileName: 'rezept.pdf',
    accept: true,
    file: () =>
      pdf([
        catalog('/OpenAction [3 0 R /Fit]'),
        pages,
        page,
        objectStream('5 0 << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://praxis.example) >> >>'),
      ]),
  },
];

// ---------------------------------------------------------------- tests

describeEachDatabase('upload corpus', (ctx) => {
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  beforeAll(async () => {
    tenant = await makeTenant(ctx(), 'Korpus Praxis');
  });

  async function newSubmission(app: FastifyInstance = ctx().app) {
    const res = await app.inject({
      method: 'POST',
      url: '/functions/v1/submitForm',
      payload: { tenantId: tenant.slug, formData: { name: 'Rita Rezept', type: 'prescription' } },
      headers: { apikey: tenant.publicKey },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { submissionId: string; grant: string };
  }
  const upload = (s: { submissionId: string; grant: string }, file: Buffer, fileName: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/functions/v1/secureUpload',
      ...multipartBody(
        { submissionId: s.submissionId, grant: s.grant, fileName },
        { name: 'file', filename: fileName, contentType: 'application/octet-stream', content: file },
      ),
      remoteAddress: randomIp(),
    });
  const stored = (id: string) =>
    withTenant(ctx().database.db, tenant.id, async (tx) => ({
      meta: (
        await tx.selectFrom('form_submissions').select('prescription_file').where('id', '=', id).executeTakeFirst()
      )?.prescription_file,
      files: (await tx.selectFrom('submission_files').select('submission_id').where('submission_id', '=', id).execute())
        .length,
    }));

  for (const c of corpus) {
    it(`${c.accept ? 'accepts' : 'refuses'} ${c.name}`, async () => {
      const s = await newSubmission();
      const file = c.file();
      const res = await upload(s, file, c.fileName);
      if (c.accept) {
        expect(res.statusCode, res.body).toBe(200);
        expect(await stored(s.submissionId)).toMatchObject({ files: 1 });
        return;
      }
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({
        error: SPEC_UNSUPPORTED,
        details: expect.any(String),
        errorCode: 'UNSUPPORTED_FILE_TYPE',
      });
      if (c.reason) expect(res.json().details).toMatch(c.reason);
      expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
    });
  }

  it('accepts exactly 4 MB and refuses 4 MB + 1 byte with the spec message', async () => {
    const exact = Buffer.concat([jpeg({ scanBytes: 1000 }).subarray(0, 600), entropy(MAX_UPLOAD_BYTES - 600)]);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    const a = await newSubmission();
    const ok = await upload(a, exact, 'foto.jpg');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fileSize).toBe(MAX_UPLOAD_BYTES);

    const b = await newSubmission();
    const over = await upload(b, Buffer.concat([exact, Buffer.from([0])]), 'foto.jpg');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      error: 'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 4.00MB)',
      details: expect.any(String),
      errorCode: 'FILE_TOO_LARGE',
    });
    expect(await stored(b.submissionId)).toEqual({ meta: null, files: 0 });
  });

  it('random image data of 4 MB does not trip the content checks (false refusals)', async () => {
    for (let i = 0; i < 8; i++) {
      const s = await newSubmission();
      const file = Buffer.concat([jpeg({ scanBytes: 100 }).subarray(0, 200), randomBytes(MAX_UPLOAD_BYTES - 200)]);
      const res = await upload(s, file, 'foto.jpg');
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  describe('over a real socket', () => {
    let app: FastifyInstance;
    let port = 0;
    beforeAll(async () => {
      app = await buildApp({
        config: testConfig({ secrets: ctx().config.secrets, requestTimeoutMs: 1500 }),
        db: ctx().database.db,
        serveWeb: false,
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      app.server.closeAllConnections();
      await app.close();
    });

    /** Writes `head` + body bytes as given, optionally slowly; returns what came back before the close. */
    function socketUpload(opts: { head: string; body: Buffer; trickleMs?: number; endAfter?: boolean }) {
      return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(port, '127.0.0.1');
        const received: Buffer[] = [];
        let timer: NodeJS.Timeout | undefined;
        socket.on('data', (d: Buffer) => received.push(d));
        socket.on('error', () => {}); // the server may close while we still write
        socket.on('close', () => {
          clearInterval(timer);
          const answer = Buffer.concat(received).toString('utf8');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
          resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), ms: Date.now() - started });
        });
        socket.on('connect', () => {
          socket.write(opts.head);
          if (!opts.trickleMs) {
            socket.write(opts.body);
            if (opts.endAfter) socket.end();
            return;
          }
          let i = 0;
          timer = setInterval(() => {
            if (i < opts.body.length && socket.writable) socket.write(opts.body.subarray(i, ++i));
          }, opts.trickleMs);
        });
        // A hang guard, generous for a busy machine (the server cuts at 1.5 s).
        setTimeout(() => reject(new Error('no close after 60 s')), 60_000).unref();
      });
    }
    const form = (s: { submissionId: string; grant: string }, file: Buffer) =>
      multipartBody(
        { submissionId: s.submissionId, grant: s.grant, fileName: 'rezept.pdf' },
        { name: 'file', filename: 'rezept.pdf', contentType: 'application/pdf', content: file },
      );
    const head = (type: string, length: number) =>
      `POST /functions/v1/secureUpload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
    const okPdf = pdf([catalog(), pages, page]);

    it('a Content-Length shorter than the body: the cut-off form is refused, nothing stored', async () => {
      const s = await newSubmission(app);
      const mp = form(s, okPdf);
      const res = await socketUpload({
        head: head(mp.headers['content-type'], Math.floor(mp.payload.length / 2)),
        body: mp.payload,
      });
      // The rest of the bytes reach Node as a malformed next request: it answers 400 and closes
      // before the upload handler can (either way a German 400 with a code).
      expect(res.status).toBe(400);
      const answer = JSON.parse(res.body.split('\r\n\r\n')[0] ?? '');
      expect(answer.errorCode ?? answer.code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);
      expect(answer.error ?? answer.message).toMatch(/ungültig/);
      expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
    });

    it('a body shorter than its Content-Length: after the request timeout a 408 in German, nothing stored', async () => {
      const s = await newSubmission(app);
      const mp = form(s, okPdf);
      // The client announces the whole form but sends only part of it, then waits.
      const res = await socketUpload({
        head: head(mp.headers['content-type'], mp.payload.length),
        body: mp.payload.subarray(0, mp.payload.length - 200),
      });
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({
        code: 'REQUEST_TIMEOUT',
        message: expect.stringMatching(/zu lange gedauert/),
      });
      // Cut by the server (1.5 s), not by the client's guard; generous for a busy machine.
      expect(res.ms).toBeLessThan(30_000);
      expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
    });

    it('a body that stops early and a hang-up: nothing stored, the server serves on', async () => {
      const s = await newSubmission(app);
      const mp = form(s, okPdf);
      await socketUpload({
        head: head(mp.headers['content-type'], mp.payload.length),
        body: mp.payload.subarray(0, 300),
        endAfter: true,
      });
      expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('a slow upload (one byte per 50 ms) is cut at the request timeout; others are served meanwhile', async () => {
      const s = await newSubmission(app);
      const mp = form(s, okPdf);
      const slow = socketUpload({
        head: head(mp.headers['content-type'], mp.payload.length),
        body: mp.payload,
        trickleMs: 50,
      });
      let slowEnded = false;
      void slow.then(() => {
        slowEnded = true;
      });
      // While it trickles, the app answers: before the slow request ended (an order, not a
      // stopwatch, so a busy machine cannot fail it).
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(slowEnded).toBe(false);
      const res = await slow;
      expect(res.status).toBe(408);
      // Cut at the request timeout (1.5 s) long before the trickle (one byte per 50 ms) ended.
      expect(res.ms).toBeLessThan(30_000);
      expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
    });

    it('memory stays bounded while 48 uploads of 6 MB stream through (4 at a time)', async () => {
      v8.setFlagsFromString('--expose-gc');
      const gc = vm.runInNewContext('gc') as () => void;
      const chunk = randomBytes(64 * 1024);
      /** Streams a 6 MB file from one reused 64 KB buffer: the client holds nothing large. */
      const stream = (s: { submissionId: string; grant: string }) =>
        new Promise<number>((resolve, reject) => {
          const boundary = `----pd${randomBytes(8).toString('hex')}`;
          const pre = Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="submissionId"\r\n\r\n${s.submissionId}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="grant"\r\n\r\n${s.grant}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
          );
          const post = Buffer.from(`\r\n--${boundary}--\r\n`);
          const n = 96; // 96 × 64 KB = 6 MB
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/functions/v1/secureUpload',
              agent: false,
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': String(pre.length + n * chunk.length + post.length),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.write(pre);
          let i = 0;
          const pump = () => {
            while (i < n) {
              i++;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end(post);
          };
          pump();
        });
      const subs = [];
      for (let i = 0; i < 48; i++) subs.push(await newSubmission(app));
      // Warm-up, then measure around the batch.
      await Promise.all(subs.slice(0, 4).map(stream));
      gc();
      const before = process.memoryUsage();
      const statuses: number[] = [];
      for (let i = 4; i < subs.length; i += 4) {
        statuses.push(...(await Promise.all(subs.slice(i, i + 4).map(stream))));
      }
      gc();
      const after = process.memoryUsage();
      expect(new Set(statuses)).toEqual(new Set([413]));
      const heapGrowthMb = (after.heapUsed - before.heapUsed) / 1024 / 1024;
      const rssGrowthMb = (after.rss - before.rss) / 1024 / 1024;
      console.info(
        `upload batch: 44 × 6 MB streamed; heap ${heapGrowthMb.toFixed(1)} MB, rss ${rssGrowthMb.toFixed(1)} MB growth`,
      );
      // 264 MB went through; what stays behind is independent of that.
      expect(heapGrowthMb).toBeLessThan(16);
      expect(rssGrowthMb).toBeLessThan(96);
      for (const s of subs) expect(await stored(s.submissionId)).toEqual({ meta: null, files: 0 });
    }, 120_000);
  });
});
