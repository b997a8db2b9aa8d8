/**
 * The reception's message catalogue (issue 21). German is the source: the reception's texts
 * (receptionTexts, verbatim from the spec), and in sections.ts the prescription entry and
 * the public error texts (only their pages load them).
 * Every other language is one module (i18n/en.ts, tr.ts, …) of the type TranslatedCatalogue:
 * the compiler holds each to every key of the German one and to the same placeholders (a
 * message with values is a function of those values), and i18n/catalogue.test.ts checks
 * that every value is filled and keeps the German message's values.
 *
 * Why typed modules and not ICU strings (decision 0020): the German catalogue already is
 * typed functions; plural forms come from the platform's Intl.PluralRules (plural()); a
 * language's module is a lazy chunk of its own; no runtime formatter (ICU libraries cost
 * 10–40 KB gzip, over the landing page's budget).
 */
import { receptionTexts } from '../receptionTexts.js';
import type { germanSections } from './sections.js';

/** Literal types widened to string, tuples to arrays; functions keep their parameters. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** The texts every reception page may need: in the entry chunk. */
export const de = receptionTexts;

export type ReceptionCatalogue = Widen<typeof de>;

/** Texts only some (lazy) pages need: German in those pages' chunks (./sections.ts). */
export type SectionTexts = Widen<typeof germanSections>;

/** Titles, hints and option labels of the 20 anamnesis questions, by question id and option value. */
export interface QuestionTexts {
  readonly [questionId: string]: {
    readonly title: string;
    readonly hint?: string;
    readonly options?: { readonly [value: string]: string };
  };
}

/** The patient's confirmation e-mail (notifications/mails.ts). No health data, no form content. */
export interface PatientMailTexts {
  subject: (practice: string, reference: string) => string;
  greeting: string;
  thanks: (practice: string) => string;
  reference: (reference: string) => string;
  contactIntro: string;
  phone: (phone: string) => string;
  email: (email: string) => string;
  automatic: string;
}

/** One language other than German: the reception's texts, the anamnesis and the e-mail. */
export type TranslatedCatalogue = ReceptionCatalogue &
  SectionTexts & {
    readonly questions: QuestionTexts;
    readonly mail: PatientMailTexts;
  };

/**
 * A count with its plural form, by the language's CLDR rules (Intl.PluralRules): Russian,
 * Ukrainian, Polish and Arabic have more forms than German ("5 секунд", "2 секунды").
 */
export function plural(
  lang: string,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[new Intl.PluralRules(lang).select(n)] ?? forms.other;
  return form.replace('#', String(n));
}
