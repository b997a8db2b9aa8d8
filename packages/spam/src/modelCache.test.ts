import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogisticModel } from './classifier.js';
import { cachedModel, modelVersion, type TrainedModel } from './modelCache.js';
import { gramHash } from './text.js';

const examples = [
  { features: { words: ['knie', 'termin', 'rezept'], grams: ['kni', 'nie'].map(gramHash) }, spam: false },
  { features: { words: ['seo', 'ranking', 'angebot'], grams: ['seo', 'ran'].map(gramHash) }, spam: true },
  { features: { words: ['schulter', 'termin'], grams: ['sch', 'ter'].map(gramHash) }, spam: false },
  { features: { words: ['casino', 'bonus', 'angebot'], grams: ['cas', 'bon'].map(gramHash) }, spam: true },
];
const train = (): TrainedModel => ({
  model: LogisticModel.train(examples),
  wordCounts: [
    ['termin', 0, 2],
    ['angebot', 2, 0],
  ],
});

describe('the cached text model', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'spam-model-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is trained once, then read back with exactly the same weights', () => {
    const dir = tempDir();
    const trainer = vi.fn(train);
    const first = cachedModel(trainer, dir);
    const second = cachedModel(trainer, dir);
    expect(trainer).toHaveBeenCalledTimes(1);
    for (const { features } of examples) expect(second.model.margin(features)).toBe(first.model.margin(features));
    expect(second.wordCounts).toEqual(first.wordCounts);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('trains again when the file is broken, and replaces it', () => {
    const dir = tempDir();
    cachedModel(train, dir);
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file as string), '{"model": {"wor');
    const trainer = vi.fn(train);
    cachedModel(trainer, dir);
    cachedModel(trainer, dir);
    expect(trainer).toHaveBeenCalledTimes(1);
  });

  it('trains in every process when there is nowhere to keep it', () => {
    const trainer = vi.fn(train);
    cachedModel(trainer, null);
    cachedModel(trainer, null);
    expect(trainer).toHaveBeenCalledTimes(2);
  });

  it('is named after the engine sources and the training data: a change to either is a new model', () => {
    const src = tempDir();
    const data = tempDir();
    writeFileSync(join(src, 'text.ts'), 'export const a = 1;');
    writeFileSync(join(src, 'text.test.ts'), 'test');
    writeFileSync(join(data, 'training-a.jsonl'), '{"spam":true}\n');
    writeFileSync(join(data, 'dev.jsonl'), '{"spam":false}\n');
    const v1 = modelVersion(src, data);
    writeFileSync(join(src, 'text.test.ts'), 'another test');
    writeFileSync(join(data, 'dev.jsonl'), '{"spam":true}\n');
    expect(modelVersion(src, data)).toBe(v1); // tests and the dev set are not part of the model
    writeFileSync(join(data, 'training-a.jsonl'), '{"spam":false}\n');
    const v2 = modelVersion(src, data);
    expect(v2).not.toBe(v1);
    writeFileSync(join(src, 'text.ts'), 'export const a = 2;');
    expect(modelVersion(src, data)).not.toBe(v2);
  });
});
