/**
 * An example as the model-selection scripts (regularisation.ts, stacked.ts) need it: the text
 * model's features and the rules' points, computed once.
 */
import type { Features } from '../src/classifier.js';
import type { LabelledExample } from '../src/data.js';
import { featuresOf } from '../src/engine.js';
import { flatten } from '../src/prepare.js';
import { ruleReasons, saidBy } from '../src/rules.js';

export function preparedExample(ex: LabelledExample) {
  const flat = flatten(ex.fields);
  const reasons = ruleReasons({ formType: ex.formType, formData: ex.fields }, flat);
  const f = featuresOf(flat.data);
  const sum = (keep: (points: number) => boolean) =>
    reasons.filter((r) => keep(r.points)).reduce((s, r) => s + r.points, 0);
  return {
    spam: ex.spam,
    features: f as Features,
    count: f.count,
    rules: sum(() => true),
    pos: sum((p) => p > 0),
    neg: sum((p) => p < 0),
    said: saidBy(reasons),
  };
}
