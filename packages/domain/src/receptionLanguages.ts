/**
 * The languages of the public reception (issue 21). German is the base language: the spec's
 * texts, the staff's language, and what a practice always offers. Plain data, no zod: the
 * reception's main chunk imports it.
 */

export const RECEPTION_LANGUAGES = ['de', 'en', 'tr', 'ar', 'ru', 'uk', 'pl'] as const;
export type ReceptionLanguage = (typeof RECEPTION_LANGUAGES)[number];
export const BASE_LANGUAGE: ReceptionLanguage = 'de';

export interface LanguageInfo {
  /** The language's own name, shown in the reception's language switch. */
  native: string;
  /** The German name, shown to staff ("Türkisch"). */
  german: string;
  dir: 'ltr' | 'rtl';
}

export const languageInfo: Record<ReceptionLanguage, LanguageInfo> = {
  de: { native: 'Deutsch', german: 'Deutsch', dir: 'ltr' },
  en: { native: 'English', german: 'Englisch', dir: 'ltr' },
  tr: { native: 'Türkçe', german: 'Türkisch', dir: 'ltr' },
  ar: { native: 'العربية', german: 'Arabisch', dir: 'rtl' },
  ru: { native: 'Русский', german: 'Russisch', dir: 'ltr' },
  uk: { native: 'Українська', german: 'Ukrainisch', dir: 'ltr' },
  pl: { native: 'Polski', german: 'Polnisch', dir: 'ltr' },
};

export const isReceptionLanguage = (v: unknown): v is ReceptionLanguage =>
  typeof v === 'string' && (RECEPTION_LANGUAGES as readonly string[]).includes(v);

/** The language tags of an Accept-Language header, best first ("tr-TR,tr;q=0.9,de;q=0.5"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 30)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * The first of the wished languages (language tags, best first: a stored choice, then the
 * browser's) that the practice offers, by primary subtag ("tr-TR" -> tr); else German.
 */
export function pickLanguage(wished: readonly (string | null | undefined)[], offered: readonly string[]) {
  for (const tag of wished) {
    const primary = tag?.toLowerCase().split(/[-_]/)[0];
    if (isReceptionLanguage(primary) && offered.includes(primary)) return primary;
  }
  return BASE_LANGUAGE;
}

/** What is stored with a submission: a language of ours other than German, else null (German). */
export function patientLanguageOf(tag: string | null | undefined): ReceptionLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isReceptionLanguage(primary) && primary !== BASE_LANGUAGE ? primary : null;
}

/** A practice's offered languages: known ones, German always first, no repeats. */
export function offeredLanguages(configured: readonly string[] | undefined): ReceptionLanguage[] {
  const known = (configured ?? RECEPTION_LANGUAGES).filter(isReceptionLanguage);
  return [BASE_LANGUAGE, ...RECEPTION_LANGUAGES.filter((l) => l !== BASE_LANGUAGE && known.includes(l))];
}
