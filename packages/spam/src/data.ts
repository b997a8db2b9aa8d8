/**
 * The shipped training data: JSONL files in packages/spam/data/ named training-*.jsonl, one
 * labelled submission a line ({"spam", "formType", "fields", "category"?}). Read once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LabelledExample {
  spam: boolean;
  formType: string;
  fields: Record<string, unknown>;
  category?: string;
}

export const DATA_DIR = join(import.meta.dirname, '..', 'data');

export function readJsonl(file: string): LabelledExample[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledExample);
}

const trainingFiles = () =>
  readdirSync(DATA_DIR)
    .filter((f) => /^training-.*\.jsonl$/.test(f))
    .sort();

let cached: LabelledExample[] | undefined;
/** All training examples, in file-name order (deterministic training). */
export function trainingSet(): LabelledExample[] {
  cached ??= trainingFiles().flatMap((f) => readJsonl(join(DATA_DIR, f)));
  return cached;
}

/**
 * The batch (author) of each training example, in trainingSet() order: the file name's middle
 * part, "training-issue15c-malware.jsonl" → "issue15c". Each batch was written by its own
 * author, so leaving one out at a time measures the model on a stranger's wording.
 */
export function trainingBatches(): string[] {
  return trainingFiles().flatMap((f) => {
    const batch = f.replace(/^training-/, '').replace(/(-[a-z]+)?\.jsonl$/, '');
    return readJsonl(join(DATA_DIR, f)).map(() => batch);
  });
}
