/**
 * The spam scoring contract that intake calls. Every verdict explains itself: each reason is a
 * short German sentence with the points it contributed. The spam-defence issue grows the layers
 * behind this function (bot timing, classifier that learns per practice); callers stay as they are.
 */
export interface SpamReason {
  reason: string;
  points: number;
}

export interface SpamVerdict {
  score: number;
  reasons: SpamReason[];
  isSpam: boolean;
  /** How sure the verdict is, 0–1: distance of the score from the threshold. */
  confidence: number;
}

export interface ScoreInput {
  formType: string;
  formData: Record<string, unknown>;
  blacklisted: boolean;
  honeypotFilled: boolean;
}

export const SPAM_THRESHOLD = 50;

const URL_PATTERN = String.raw`\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]{2,}`;
const URLS = new RegExp(URL_PATTERN, 'gi');
const URL_ANY = new RegExp(URL_PATTERN, 'i');
const MARKUP_RE = /\[url=|\[\/url\]|<a\s+href|<\/?(script|iframe|div|span|b|i)\b/i;
const PHRASES =
  /\b(seo|backlinks?|bitcoin|crypto|casino|viagra|cialis|first page of google|i noticed your website|guest post|rank(ing)? boost)\b/i;

function textOf(formData: Record<string, unknown>): string {
  return Object.values(formData)
    .map((v) => (Array.isArray(v) ? v.join(' ') : String(v ?? '')))
    .join('\n');
}

export function scoreSubmission(input: ScoreInput): SpamVerdict {
  const reasons: SpamReason[] = [];
  if (input.blacklisted) reasons.push({ reason: 'Absender-IP steht auf der Blacklist', points: 100 });
  if (input.honeypotFilled) reasons.push({ reason: 'Verstecktes Feld ausgefüllt (Bot)', points: 80 });

  const text = textOf(input.formData);
  const links = text.match(URLS)?.length ?? 0;
  if (links >= 3) reasons.push({ reason: `Enthält ${links} Links`, points: 35 });
  else if (links > 0)
    reasons.push({ reason: links === 1 ? 'Enthält einen Link' : `Enthält ${links} Links`, points: 10 });
  const name = String(input.formData.name ?? input.formData.vorname ?? input.formData.firstName ?? '');
  if (URL_ANY.test(name)) reasons.push({ reason: 'Link im Namensfeld', points: 30 });
  if (MARKUP_RE.test(text)) reasons.push({ reason: 'Enthält HTML- oder BBCode-Markup', points: 25 });
  const phrase = text.match(PHRASES)?.[0];
  if (phrase) reasons.push({ reason: `Typische Spam-Formulierung („${phrase}“)`, points: 40 });

  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return {
    score,
    reasons,
    isSpam: score >= SPAM_THRESHOLD,
    confidence: Math.round((Math.abs(score - SPAM_THRESHOLD) / SPAM_THRESHOLD) * 100) / 100,
  };
}
