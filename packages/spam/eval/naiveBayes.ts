/**
 * Multinomial naive Bayes over the same features as the logistic regression (words, word pairs,
 * sender facts and character n-grams, each counted once), for the model comparison only. The
 * margin is the log-odds of spam divided by √(number of known features), so long messages are
 * not surer than short ones just by length (as in the logistic model's unit-length groups).
 */
import type { Features } from '../src/classifier.js';

export class NaiveBayes {
  private constructor(
    private readonly spam: Map<string, number>,
    private readonly ham: Map<string, number>,
    private readonly totals: { spam: number; ham: number; docsSpam: number; docsHam: number; vocab: number },
    private readonly gramWeight: number,
  ) {}

  static train(examples: { features: Features; spam: boolean }[], gramWeight = 0.5): NaiveBayes {
    const spam = new Map<string, number>();
    const ham = new Map<string, number>();
    const totals = { spam: 0, ham: 0, docsSpam: 0, docsHam: 0, vocab: 0 };
    const vocab = new Set<string>();
    for (const ex of examples) {
      const target = ex.spam ? spam : ham;
      if (ex.spam) totals.docsSpam++;
      else totals.docsHam++;
      for (const f of new Set([...ex.features.words, ...ex.features.grams.map((g) => `#${g}`)])) {
        target.set(f, (target.get(f) ?? 0) + 1);
        vocab.add(f);
        if (ex.spam) totals.spam++;
        else totals.ham++;
      }
    }
    totals.vocab = vocab.size;
    return new NaiveBayes(spam, ham, totals, gramWeight);
  }

  margin(f: Features): number {
    const t = this.totals;
    let z = 0;
    let nWords = 0;
    let nGrams = 0;
    let zGrams = 0;
    const term = (k: string) => {
      const s = this.spam.get(k) ?? 0;
      const h = this.ham.get(k) ?? 0;
      if (s + h === 0) return null;
      return Math.log((s + 1) / (t.spam + t.vocab)) - Math.log((h + 1) / (t.ham + t.vocab));
    };
    for (const w of new Set(f.words)) {
      const v = term(w);
      if (v === null) continue;
      z += v;
      nWords++;
    }
    for (const g of f.grams) {
      const v = term(`#${g}`);
      if (v === null) continue;
      zGrams += v;
      nGrams++;
    }
    const prior = Math.log((t.docsSpam + 1) / (t.docsHam + 1));
    return prior + z / Math.sqrt(Math.max(1, nWords)) + (this.gramWeight * zGrams) / Math.sqrt(Math.max(1, nGrams));
  }
}
