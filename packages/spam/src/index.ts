/** @praxisdesk/spam: the spam engine (prepare, score, learn, scan scoring) without storage. */
export { CALIBRATION, type Calibration, CountModel, type Counts, LogisticModel, TOTAL_KEY } from './classifier.js';
export { type LabelledExample, readJsonl, trainingSet } from './data.js';
export {
  countsFrom,
  createEngine,
  featuresOf,
  globalModel,
  NO_COUNTS,
  type Prepared,
  type ScoreInput,
  SPAM_THRESHOLD,
  type SpamEngine,
  type SpamVerdict,
  type TenantCounts,
  verdictOf,
} from './engine.js';
export { HONEYPOT_FIELD, honeypotReason } from './honeypot.js';
export { flatten, LIMITS } from './prepare.js';
export { ruleReasons, type SpamReason } from './rules.js';
export { messageText } from './text.js';
