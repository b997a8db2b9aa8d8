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

let cached: LabelledExample[] | undefined;
/** All training examples, in file-name order (deterministic training). */
export function trainingSet(): LabelledExample[] {
  cached ??= readdirSync(DATA_DIR)
    .filter((f) => /^training-.*\.jsonl$/.test(f))
    .sort()
    .flatMap((f) => readJsonl(join(DATA_DIR, f)));
  return cached;
}
