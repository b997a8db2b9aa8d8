/**
 * What a prescription upload may not contain beyond its leading bytes (docs/security.md,
 * "Uploads"): markup or script of another format (polyglots), an appended ZIP archive, and in a
 * PDF any active content (JavaScript, launch actions, embedded files, forms that submit) or
 * encryption we cannot look through. Compressed object streams of a PDF are opened to look for
 * the same, with a hard cap on what they may expand to (a decompression bomb is refused, not
 * unpacked), and the document is parsed by pdf-lib and walked object by object. Everything else about the file is the practice's to judge: a cut-off photo is
 * accepted (the magic bytes match; a patient can send a better one).
 *
 * Returns null for a file to accept, or the German reason for refusing it.
 */

import { Worker } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { Lanes } from '../../lib/lanes.js';
import type { AllowedFileType } from './fileType.js';

/** Per object stream and in total: a scan's object streams are a few KB; a bomb is not. */
const MAX_INFLATED_PER_STREAM = 8 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 16 * 1024 * 1024;
/** A scanned prescription has a handful; thousands only make the check expensive. */
const MAX_OBJECT_STREAMS = 500;

/**
 * Markup that makes a browser or interpreter run something. Each needle is long (with its
 * following character) so random compressed image data matches one with a chance below 1e-6
 * per 4 MB file (docs/security.md gives the figures).
 */
const MARKUP =
  /<script|<iframe|<object[\s>]|<embed[\s>]|<html[\s>]|<body[\s>]|<!doctype\s{1,5}html|<\?php\s|javascript:/i;

/**
 * PDF names of active content (and `/AA`, additional actions, checked beside them). Names are
 * compared whole (`/JSON` is harmless).
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

export async function checkUploadContent(bytes: Buffer, type: AllowedFileType): Promise<string | null> {
  const text = bytes.toString('latin1');
  if (MARKUP.test(text))
    return 'Die Datei enthält Web-Inhalte (HTML oder Skript), die in einem Rezept nichts verloren haben.';
  if (hasAppendedZip(bytes)) return 'Die Datei enthält ein angehängtes Archiv.';
  if (type === 'application/pdf') return checkPdf(bytes, text);
  return null;
}

/** A ZIP's end-of-central-directory record at the very end of the file (how ZIP polyglots work). */
function hasAppendedZip(bytes: Buffer): boolean {
  const from = Math.max(0, bytes.length - (0xffff + 22));
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      // The record's comment length must reach exactly to the end, as a real archive's does.
      if (i + 22 + bytes.readUInt16LE(i + 20) === bytes.length) return true;
    }
  }
  return false;
}

/** Decodes a PDF name's #xx escapes, upper or lower case (readers accept both). */
export const decodePdfName = (raw: string) =>
  raw.includes('#')
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    : raw;

/** Every name in raw PDF text, decoded, with its position. */
function* pdfNames(text: string, from = 0): Generator<{ name: string; at: number }> {
  const re = /\/([^\s/<>[\]()%{}]+)/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) yield { name: decodePdfName(m[1] ?? ''), at: m.index };
}

function activeName(text: string): string | null {
  for (const { name } of pdfNames(text)) if (ACTIVE_PDF_NAMES.has(name) || name === 'AA') return name;
  return null;
}

const REFUSE_ACTIVE = 'Die PDF-Datei enthält aktive Inhalte (z. B. JavaScript oder eingebettete Dateien).';
const UNREADABLE = 'Die PDF-Datei kann nicht geprüft werden (ungewöhnlich komprimiert oder beschädigt).';
const ENCRYPTED =
  'Die PDF-Datei ist verschlüsselt oder passwortgeschützt und kann von der Praxis nicht geöffnet werden.';

/**
 * Two layers (issue 17, finding 1): a bounded scan of the raw bytes that opens every object
 * stream — found by its decoded name, so `/Obj#53tm` is `/ObjStm` — with a hard cap on what it
 * may expand to; then pdf-lib parses the document (object streams included, names decoded)
 * and every object is walked for active content. Anything the parser reads differently from
 * a PDF reader (a lower-case escape pdf-lib leaves alone) is refused as unreadable.
 */
export async function checkPdf(bytes: Buffer, text: string): Promise<string | null> {
  if (activeName(text)) return REFUSE_ACTIVE;
  for (const { name } of pdfNames(text)) if (name === 'Encrypt') return ENCRYPTED;
  const streams = scanObjectStreams(bytes, text);
  if (streams) return streams;
  return checkPdfStructure(bytes);
}

/** Opens each object stream of the raw file (bounded); null when none holds anything active. */
function scanObjectStreams(bytes: Buffer, text: string): string | null {
  // Every search below runs in a bounded window or moves forward, so a hostile file costs linear time.
  let budget = MAX_INFLATED_TOTAL;
  let streams = 0;
  let resumeAt = 0;
  for (const { name, at } of pdfNames(text)) {
    if (name !== 'ObjStm' || at < resumeAt) continue;
    if (++streams > MAX_OBJECT_STREAMS) return UNREADABLE;
    const before = text.slice(Math.max(0, at - 2000), at);
    const after = text.slice(at, at + 4000);
    const objAt = before.lastIndexOf('obj');
    const keyword = /stream(\r\n|\n|\r)/.exec(after);
    if (objAt < 0 || !keyword) return UNREADABLE;
    const dict = before.slice(objAt) + after.slice(0, keyword.index);
    const filterAt = [...pdfNames(dict)].filter((n) => n.name === 'Filter');
    if (filterAt.length !== 1) return UNREADABLE;
    const value = dict.slice((filterAt[0]?.at ?? 0) + 1).replace(/^[^\s/[]*\s*/, '');
    const filters = value.startsWith('[') ? value.slice(1, value.indexOf(']') >>> 0) : value;
    const names = [...pdfNames(filters)].map((n) => n.name);
    const first = names[0];
    if (!first || (first !== 'FlateDecode' && first !== 'Fl') || (value.startsWith('[') && names.length !== 1)) {
      return UNREADABLE;
    }
    const start = at + keyword.index + keyword[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return UNREADABLE;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: Math.min(MAX_INFLATED_PER_STREAM, budget),
        finishFlush: 2, // Z_SYNC_FLUSH: tolerate the end-of-line before `endstream`
      });
    } catch {
      return UNREADABLE; // corrupt, or it would expand beyond the cap (a decompression bomb)
    }
    budget -= inflated.length;
    if (budget <= 0) return UNREADABLE;
    if (activeName(inflated.toString('latin1'))) return REFUSE_ACTIVE;
    resumeAt = end;
  }
  return null;
}

/**
 * pdf-lib's view of the document, every indirect object walked for active content
 * (pdfStructure.worker.mjs). In a worker thread with a deadline: pdf-lib crawls byte by byte
 * through garbage (4 MB of random bytes after a PDF header take it ~10 s), so a file it cannot
 * finish within PDF_PARSE_TIMEOUT_MS is stopped and refused as unreadable.
 */
export const PDF_PARSE_TIMEOUT_MS = 4000;

/** At most two parses at once per process (each a thread with up to 256 MB); the rest wait. */
const parses = new Lanes(2);

function checkPdfStructure(bytes: Buffer, timeoutMs = PDF_PARSE_TIMEOUT_MS): Promise<string | null> {
  return parses.run('pdf', () => parseInWorker(bytes, timeoutMs));
}

function parseInWorker(bytes: Buffer, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdfStructure.worker.mjs', import.meta.url), {
      workerData: { bytes, active: [...ACTIVE_PDF_NAMES, 'AA'] },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let done = false;
    const finish = (v: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(v);
    };
    // The deadline counts from the parse's start ('ready': pdf-lib loaded), not from the
    // thread's start: loading pdf-lib took over 4 s on a busy CI machine and a valid PDF was
    // refused (415).
    let timer: NodeJS.Timeout | undefined;
    worker.on('message', (v: 'ready' | 'active' | 'encrypted' | 'unreadable' | null) => {
      if (v === 'ready') timer = setTimeout(() => finish(UNREADABLE), timeoutMs);
      else
        finish(v === 'active' ? REFUSE_ACTIVE : v === 'encrypted' ? ENCRYPTED : v === 'unreadable' ? UNREADABLE : null);
    });
    worker.on('error', () => finish(UNREADABLE));
    worker.on('exit', () => finish(UNREADABLE));
  });
}
