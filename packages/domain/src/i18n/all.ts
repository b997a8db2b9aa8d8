/**
 * Every translation at once, for the server (the patient's confirmation e-mail) and tests.
 * The reception loads one language at a time instead (apps/web/src/reception/i18n.tsx).
 */
import { BASE_LANGUAGE, isReceptionLanguage, type ReceptionLanguage } from '../receptionLanguages.js';
import { ar } from './ar.js';
import { de, type PatientMailTexts, type ReceptionCatalogue, type TranslatedCatalogue } from './catalogue.js';
import { en } from './en.js';
import { patientMailDe } from './mail.js';
import { pl } from './pl.js';
import { ru } from './ru.js';
import { tr } from './tr.js';
import { uk } from './uk.js';

export const translations: Record<Exclude<ReceptionLanguage, 'de'>, TranslatedCatalogue> = { en, tr, ar, ru, uk, pl };

/** The confirmation e-mail's texts in a stored language (German for null or unknown). */
export function patientMailTexts(language: string | null | undefined): PatientMailTexts {
  if (!isReceptionLanguage(language) || language === BASE_LANGUAGE) return patientMailDe;
  return translations[language as Exclude<ReceptionLanguage, 'de'>].mail;
}

/** The reception's texts in a language (German for German, null or unknown). */
export function receptionCatalogue(language: string | null | undefined): ReceptionCatalogue {
  if (!isReceptionLanguage(language) || language === BASE_LANGUAGE) return de;
  return translations[language as Exclude<ReceptionLanguage, 'de'>];
}
