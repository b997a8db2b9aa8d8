/**
 * The global text model, trained once per version of the engine rather than once per process.
 * Training reads ~2,600 examples, computes their features and runs ten epochs: about two
 * seconds, which every server start and every test process paid. The result (the model's
 * weights and the training data's word counts the practice's learning compares against) is kept as JSON
 * under the nearest node_modules/.cache, named by a hash of everything it depends on: the
 * engine's source files and the training data. Any change to either gives a new name, so a
 * stale model is never read; a missing, unreadable or broken file just means training again.
 *
 * It lives inside the installation (not /tmp), so only who can change the code can change it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LogisticModel, type ModelData } from './classifier.js';
import { DATA_DIR } from './data.js';

export interface TrainedModel {
  model: LogisticModel;
  /**
   * Per word of the training data, in how many spam and legitimate examples it occurs: the
   * baseline the practice's own marking is compared against (engine.ts, CountModel).
   */
  wordCounts: [word: string, spam: number, ham: number][];
}

interface CacheFile {
  model: ModelData;
  wordCounts: TrainedModel['wordCounts'];
}

const SRC_DIR = import.meta.dirname;

/** A hash of the engine's sources and the training data: what the trained model depends on. */
export function modelVersion(srcDir = SRC_DIR, dataDir = DATA_DIR): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(srcDir)
      .filter((f) => /\.[cm]?[jt]s$/.test(f) && !/\.test\./.test(f))
      .map((f) => join(srcDir, f)),
    ...readdirSync(dataDir)
      .filter((f) => /^training-.*\.jsonl$/.test(f))
      .map((f) => join(dataDir, f)),
  ].sort();
  for (const file of files)
    hash
      .update(file.slice(file.lastIndexOf('/') + 1))
      .update('\0')
      .update(readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

/** The nearest node_modules/.cache above the package, or null (then nothing is cached). */
function cacheDir(): string | null {
  for (let dir = SRC_DIR; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules', '.cache', 'praxisdesk-spam');
  }
  return null;
}

/** The model of this engine version: from the cache, or trained by `train` and then cached. */
export function cachedModel(train: () => TrainedModel, dir = cacheDir()): TrainedModel {
  const file = dir && join(dir, `model-${modelVersion()}.json`);
  if (file && existsSync(file)) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      return { model: LogisticModel.fromData(data.model), wordCounts: data.wordCounts };
    } catch {
      // Unreadable or cut short: train again and replace it.
    }
  }
  const trained = train();
  if (dir && file) {
    try {
      mkdirSync(dir, { recursive: true });
      // Written under a unique name, then renamed: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      const data: CacheFile = { model: trained.model.toData(), wordCounts: trained.wordCounts };
      writeFileSync(tmp, JSON.stringify(data));
      renameSync(tmp, file);
      // Models of earlier versions are of no further use.
      for (const old of readdirSync(dir))
        if (/^model-\w+\.json$/.test(old) && join(dir, old) !== file) rmSync(join(dir, old), { force: true });
    } catch {
      // A read-only installation trains in every process, as before.
    }
  }
  return trained;
}
