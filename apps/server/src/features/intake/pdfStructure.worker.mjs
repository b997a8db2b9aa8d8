// Runs pdf-lib's parse and walk of one PDF off the main thread (fileCheck.ts), so a hostile
// file that makes the parser crawl can be stopped at a deadline (Worker.terminate) instead of
// holding a core. Plain JavaScript: it runs the same under tsx, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';

const ACTIVE = new Set(workerData.active);
const decode = (raw) =>
  raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))) : raw;

async function check(bytes) {
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return 'unreadable';
  }
  if (doc.isEncrypted) return 'encrypted';
  const ctx = doc.context;
  const seen = new Set();
  let verdict = null;
  const nameOf = (n) => decode(n.decodeText());
  const visit = (o, depth) => {
    if (verdict || !o || depth > 64 || seen.has(o)) return;
    seen.add(o);
    if (o instanceof PDFName) {
      if (ACTIVE.has(nameOf(o))) verdict = 'active';
      return;
    }
    const dict = o instanceof PDFDict ? o : o instanceof PDFStream ? o.dict : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const k = nameOf(key);
        if (ACTIVE.has(k)) {
          verdict = 'active';
          return;
        }
        // An open action that only sets the view (a destination array) is harmless; an action
        // dictionary (/S …) runs something.
        if (k === 'OpenAction') {
          const target = value instanceof PDFRef ? ctx.lookup(value) : value;
          if (!(target instanceof PDFArray)) {
            verdict = 'active';
            return;
          }
        }
        // A stream a reader takes for an object stream that pdf-lib did not open.
        if (k === 'Type' && value instanceof PDFName && nameOf(value) === 'ObjStm' && value.decodeText() !== 'ObjStm') {
          verdict = 'unreadable';
          return;
        }
        visit(value, depth + 1);
      }
      return;
    }
    if (o instanceof PDFArray) for (const v of o.asArray()) visit(v, depth + 1);
  };
  for (const [, object] of ctx.enumerateIndirectObjects()) {
    visit(object, 0);
    if (verdict) return verdict;
  }
  visit(ctx.trailerInfo.Root, 0);
  return verdict;
}

// pdf-lib is loaded: the parent's deadline starts now (loading took seconds on a busy machine).
parentPort?.postMessage('ready');
check(Buffer.from(workerData.bytes)).then(
  (v) => parentPort?.postMessage(v),
  () => parentPort?.postMessage('unreadable'),
);
