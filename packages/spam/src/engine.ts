/**
 * The spam engine without storage: prepare (sanitise, features, token keys), score (rules +
 * global text model + the practice's own counts), learn (which keys a marking counts). The server
 * binds it to its keyed hash and its spam_tokens table (apps/server/src/features/spam/scorer.ts).
 *
 * Scoring never throws: whatever a sender puts into a form, the worst outcome is a verdict that
 * says the check could not be done.
 */
import {
  CALIBRATION,
  type Calibration,
  CountModel,
  type Counts,
  type Features,
  LogisticModel,
  pointsOf,
  TOTAL_KEY,
  tenantShift,
} from './classifier.js';
import { type LabelledExample, trainingSet } from './data.js';
import { guessLanguage } from './language.js';
import { cachedModel, type TrainedModel } from './modelCache.js';
import { type Flat, flatten } from './prepare.js';
import { ruleReasons, type SpamReason, saidBy } from './rules.js';
import { emailOf, FREEMAIL, foldText, gramHashes, messageText, nameText, tokenize } from './text.js';

export const SPAM_THRESHOLD = 50;
/** Signals this strong (blacklist, honeypot) decide on their own: nothing talks them down. */
const DECISIVE = 80;

export interface SpamVerdict {
  score: number;
  reasons: SpamReason[];
  isSpam: boolean;
  /** How sure the verdict is, 0–1: distance of the score from the threshold. */
  confidence: number;
}

export interface ScoreInput {
  tenantId: string;
  formType: string;
  formData: Record<string, unknown>;
  /** Signals known only at intake (blacklist, honeypot, timing, repeats). */
  extraReasons?: SpamReason[];
  /** The reception language the sender chose, when not German (rules.ts `chosenLanguage`). */
  language?: string | null;
}

export interface TenantCounts {
  map: Map<string, Counts>;
  total: Counts;
}
export const NO_COUNTS: TenantCounts = { map: new Map(), total: { spam: 0, ham: 0 } };

export function verdictOf(reasons: SpamReason[]): SpamVerdict {
  const decisive = reasons.filter((r) => r.layer === 'intake' && r.points >= DECISIVE).map((r) => r.points);
  const sum = reasons.reduce((total, r) => total + r.points, 0);
  const score = Math.max(0, ...decisive, Math.min(100, sum));
  return {
    score,
    reasons,
    isSpam: score >= SPAM_THRESHOLD,
    confidence: Math.round((Math.abs(score - SPAM_THRESHOLD) / SPAM_THRESHOLD) * 100) / 100,
  };
}

/**
 * What the text model sees of a submission: words and word pairs of everything the sender wrote
 * (every field but name and contact data), character n-grams, and facts about the sender (the
 * language, the e-mail domain's last label, free-mail or own domain and its words, the name's
 * words). Not the form type nor how many fields were filled: those told the model how the
 * training data's authors laid out their examples (an anamnesis form alone was worth +1.4 towards
 * spam), and spam arrives through every form (issue 15, fifth round).
 */
export function featuresOf(data: Record<string, string>): Features & { count: number } {
  const text = messageText(data);
  const folded = foldText(text);
  const words = tokenize(text, folded);
  const pairs = words.slice(1, 250).map((w, i) => `${words[i]} ${w}`);
  const [local = '', domain = ''] = emailOf(data).split('@');
  const labels = domain.split('.');
  const tld = labels.length > 1 ? labels.pop() : undefined;
  const free = FREEMAIL.has(domain);
  const sender = domain
    ? [
        `__tld_${tld}__`,
        free ? '__freemail__' : '__own_domain__',
        ...(free
          ? []
          : labels
              .join('-')
              .split(/[-_\d]+/)
              .filter((w) => w.length >= 3)
              .map((w) => `__dom_${w}__`)),
      ]
    : ['__no_email__'];
  const nameWords = tokenize(nameText(data));
  const name = nameWords.map((w) => `__name_${w}__`);
  const meta = [
    `__lang_${guessLanguage(text).main}__`,
    ...sender,
    ...name,
    ...shapeOf(data, text, folded, words, nameWords, local, domain),
  ];
  return {
    // Distinct: the model and the practice's counts count each feature once.
    words: [...new Set([...words.slice(0, 600), ...pairs, ...meta])],
    grams: gramHashes(text, folded),
    count: new Set(words).size,
  };
}

const ROLE_MAILBOX =
  /^(info|kontakt|contact|office|mail|hello|hallo|hi|team|service|support|sales|vertrieb|marketing|noreply|no-reply|admin|news|partner|billing|anfrage|angebot|post|praxis|sekretariat|verwaltung)$/;
const ORGANISATION =
  /\b(gmbh|ag|e\.\s?v\.|ug|kg|ltd|inc|llc|team|service|center|centre|agentur|agency|group|zentrale|support|abteilung|department)\b/i;
const bucket = (n: number, edges: number[]) => edges.findIndex((e) => n <= e);
const MONEY = /€|\beur\b|\beuro\b|\busd\b|\$|\bbtc\b/;

/**
 * The shape of a submission as a few marker features, the same for every language: how long the
 * sender's text is, how many links and sums of money it holds,
 * capitals, and how the name and the e-mail address fit together (a person's own address carries
 * their name; a role mailbox or an invented one does not). The model weighs them from the
 * training data like words; none of them means spam alone.
 */
function shapeOf(
  data: Record<string, string>,
  text: string,
  folded: string,
  words: string[],
  nameWords: string[],
  local: string,
  domain: string,
): string[] {
  const out = [`__len_${bucket(words.length, [0, 3, 10, 30, 80, Number.POSITIVE_INFINITY])}__`];
  let links = 0;
  for (const w of words) if (w === '__url__') links++;
  out.push(`__links_${Math.min(links, 3)}__`);
  if (MONEY.test(folded)) out.push('__money__');
  // Capitals among the first 2,000 characters' letters: a count, no regular expression.
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length && i < 2000; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) upper++;
    else if (code >= 97 && code <= 122) lower++;
    else if (code > 127) {
      const c = text[i] as string;
      if (c !== c.toLowerCase()) upper++;
      else if (c !== c.toUpperCase()) lower++;
    }
  }
  if (upper + lower >= 12 && upper > 1.5 * lower) out.push('__caps__');
  if (text.includes('?')) out.push('__question__');
  const name = nameText(data).trim();
  if (!name) out.push('__no_name__');
  else {
    if (ORGANISATION.test(name) || /[,|]/.test(name)) out.push('__name_org__');
    if (!/\s/.test(name)) out.push('__name_one_word__');
    if (/\d/.test(name)) out.push('__name_digits__');
  }
  if (local) {
    const parts = nameWords.filter((w) => w.length >= 3);
    if (ROLE_MAILBOX.test(local)) out.push('__mail_role__');
    else if (parts.some((w) => local.includes(w))) out.push('__mail_is_name__');
    else out.push('__mail_other__');
    if (domain && parts.some((w) => domain.includes(w))) out.push('__domain_is_name__');
  }
  return out;
}

/** Trains the global model on the shipped training set (what modelCache.ts keeps). */
function train(): TrainedModel {
  const examples = trainingSet().map((ex: LabelledExample) => ({
    features: featuresOf(flatten(ex.fields).data),
    spam: ex.spam,
  }));
  const counts = new Map<string, [string, number, number]>();
  for (const ex of examples)
    for (const w of new Set(ex.features.words)) {
      const c = counts.get(w) ?? [w, 0, 0];
      c[ex.spam ? 1 : 2]++;
      counts.set(w, c);
    }
  return { model: LogisticModel.train(examples), wordCounts: [...counts.values()] };
}

// The global model depends only on the engine and the shipped training set: trained once per
// version of both (modelCache.ts), read once per process.
let shared: TrainedModel | undefined;
const trained = () => (shared ??= cachedModel(train));
export const globalModel = (): LogisticModel => trained().model;

export interface Prepared {
  flat: Flat;
  features: Features & { count: number; keys: string[] };
  /** The spam_tokens rows (with the total) that scoring this submission reads. */
  lookupKeys: string[];
}

/** What the engine needs of a text model: the log-odds of spam for a submission's features. */
export interface TextModel {
  margin(f: Features): number;
}

/**
 * Markers every submission of a kind carries (form type, language, the e-mail's kind, the shape
 * of the text: length, fields, links, capitals, how name and address fit) are weighed by the
 * global model only. A practice's marking learns from what the sender wrote — words, word pairs,
 * links, the sender's name and own domain — so marking one short contact message as spam does
 * not move every other short contact message (found by the inbox journey: one marking shifted an
 * unrelated two-word message by +32 points).
 */
const GENERIC_MARKER =
  /^__(?:(?:type|lang|tld|len|fields|links)_[^_]*|freemail|own_domain|no_email|money|caps|question|no_name|name_org|name_one_word|name_digits|mail_role|mail_is_name|mail_other|domain_is_name)__$/;
const learnable = (token: string) => !(token.startsWith('__') && GENERIC_MARKER.test(token));

/**
 * The engine bound to a token hash (the server's keyed HMAC: stored counts never spell words).
 * `model` and `calibration` are for the model comparison (eval/compare.ts); the server uses the
 * shipped logistic regression and CALIBRATION.
 */
export function createEngine(
  keyOf: (token: string) => string,
  calibration: Calibration = CALIBRATION,
  model: TextModel = globalModel(),
) {
  const logistic = model;
  const learnKeys = (words: string[]) => words.filter(learnable).map(keyOf);
  const keysOfData = (data: Record<string, string>) => learnKeys(featuresOf(data).words);
  // Word counts of the training set under this key: the baseline against which the practice's own
  // counts shift a verdict.
  const global = new CountModel();
  for (const [word, spam, ham] of trained().wordCounts) {
    if (!learnable(word)) continue;
    const key = keyOf(word);
    global.add([key], true, spam);
    global.add([key], false, ham);
  }

  // The form type stays in the signature (rules read it when scoring); the text features do not.
  function prepare(_formType: string, formData: unknown): Prepared {
    const flat = flatten(formData);
    try {
      const f = featuresOf(flat.data);
      const keys = learnKeys(f.words);
      return { flat, features: { ...f, keys }, lookupKeys: [...new Set([...keys, TOTAL_KEY])] };
    } catch {
      return { flat, features: { words: [], grams: [], count: 0, keys: [] }, lookupKeys: [TOTAL_KEY] };
    }
  }

  function scoreUnsafe(input: ScoreInput, tenant: TenantCounts, p: Prepared): SpamVerdict {
    const rules = ruleReasons(input, p.flat);
    const reasons = [...(input.extraReasons ?? []), ...rules];
    const f = p.features;
    const shift = tenant.map.size ? tenantShift(f.keys, global, tenant.map) : 0;
    const c = pointsOf(logistic.margin(f), shift, f.count, saidBy(rules), calibration);
    if (c.points !== 0) {
      const pct = Math.round((c.points > 0 ? c.probability : 1 - c.probability) * 100);
      const own = Math.abs(c.tenantPoints) >= 5 ? ', auch nach Ihren Markierungen' : '';
      reasons.push({
        reason:
          c.points > 0
            ? `Textfilter: ähnelt Spam (${pct} %${own})`
            : `Textfilter: ähnelt echten Anfragen (${pct} %${own})`,
        points: c.points,
        layer: 'classifier',
      });
    }
    return verdictOf(reasons);
  }

  /** Rules and text model with the practice's counts given; never throws. */
  function score(input: ScoreInput, tenant: TenantCounts = NO_COUNTS, prepared?: Prepared): SpamVerdict {
    try {
      return scoreUnsafe(input, tenant, prepared ?? prepare(input.formType, input.formData));
    } catch {
      return verdictOf([
        ...(input.extraReasons ?? []),
        { reason: 'Spamprüfung für diese Einsendung nicht möglich', points: 0, layer: 'rules' },
      ]);
    }
  }

  return {
    prepare,
    score,
    /** The distinct token keys a staff marking of this submission counts. */
    learnKeys: (formType: string, formData: unknown) => [...new Set(prepare(formType, formData).features.keys)],
    keysOf: (_formType: string, formData: unknown) => keysOfData(flatten(formData).data),
  };
}

export type SpamEngine = ReturnType<typeof createEngine>;

/** The practice's spam_tokens rows as counts. */
export function countsFrom(rows: { token_key: string; spam_count: number; ham_count: number }[]): TenantCounts {
  const map = new Map<string, Counts>();
  let total: Counts = { spam: 0, ham: 0 };
  for (const r of rows) {
    const c = { spam: r.spam_count, ham: r.ham_count };
    if (r.token_key === TOTAL_KEY) total = c;
    else map.set(r.token_key, c);
  }
  return { map, total };
}
