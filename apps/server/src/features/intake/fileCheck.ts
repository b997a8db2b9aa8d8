/**
 * What a prescription upload may not contain beyond its leading bytes (docs/security.md,
 * "Uploads"): markup or script of another format (polyglots), an appended ZIP archive, and in a
 * PDF any active content (JavaScript, launch actions, embedded files, forms that submit) or
 * encryption we cannot look through. Compressed object streams of a PDF are opened to look for
 * the same, with a hard cap on what they may expand to (a decompression bomb is refused, not
 * unpacked). Everything else about the file is the practice's to judge: a cut-off photo is
 * accepted (the magic bytes match; a patient can send a better one).
 *
 * Returns null for a file to accept, or the German reason for refusing it.
 */
import { inflateSync } from 'node:zlib';
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

/** PDF names of active content. `/JS` must be followed by a delimiter (`/JSON` is harmless). */
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

export function checkUploadContent(bytes: Buffer, type: AllowedFileType): string | null {
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

function activeName(text: string): string | null {
  // PDF names may hide letters as #xx escapes (/J#61vaScript is /JavaScript).
  for (const m of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const raw = m[1] ?? '';
    const name = raw.includes('#')
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      : raw;
    if (ACTIVE_PDF_NAMES.has(name)) return name;
  }
  return null;
}

function checkPdf(bytes: Buffer, text: string): string | null {
  const refuse = 'Die PDF-Datei enthält aktive Inhalte (z. B. JavaScript oder eingebettete Dateien).';
  const unreadable = 'Die PDF-Datei kann nicht geprüft werden (ungewöhnlich komprimiert oder beschädigt).';
  if (activeName(text)) return refuse;
  if (/\/Encrypt[\s/<[]/.test(text)) {
    return 'Die PDF-Datei ist verschlüsselt oder passwortgeschützt und kann von der Praxis nicht geöffnet werden.';
  }
  // Object streams (PDF 1.5+) hold dictionaries compressed: open them and look again. Every
  // search below runs in a bounded window or moves forward, so a hostile file costs linear time.
  let budget = MAX_INFLATED_TOTAL;
  let streams = 0;
  for (let at = text.indexOf('/ObjStm'); at >= 0; ) {
    if (++streams > MAX_OBJECT_STREAMS) return unreadable;
    const before = text.slice(Math.max(0, at - 2000), at);
    const after = text.slice(at, at + 4000);
    const objAt = before.lastIndexOf('obj');
    const keyword = /stream(\r\n|\n|\r)/.exec(after);
    if (objAt < 0 || !keyword) return unreadable;
    const dict = before.slice(objAt) + after.slice(0, keyword.index);
    const filters = [...dict.matchAll(/\/Filter\s{0,20}(\[[^\]]{0,200}\]|\/\w+)/g)].map((f) =>
      f[1]?.replace(/[[\]\s]/g, ''),
    );
    if (filters.length !== 1 || filters[0] !== '/FlateDecode') return unreadable;
    const start = at + keyword.index + keyword[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return unreadable;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: Math.min(MAX_INFLATED_PER_STREAM, budget),
        finishFlush: 2, // Z_SYNC_FLUSH: tolerate the end-of-line before `endstream`
      });
    } catch {
      return unreadable; // corrupt, or it would expand beyond the cap (a decompression bomb)
    }
    budget -= inflated.length;
    if (budget <= 0) return unreadable;
    if (activeName(inflated.toString('latin1'))) return refuse;
    at = text.indexOf('/ObjStm', end);
  }
  return null;
}
