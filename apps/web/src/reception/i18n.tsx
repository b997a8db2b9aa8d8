/**
 * The reception's language (issue 21). German is in the entry chunk; every other language is a
 * lazy chunk of its own (i18n/<language>.ts), loaded before the first render when it is the
 * patient's choice (stored) or the browser's first guess (navigator.languages, the same list
 * the browser sends as Accept-Language). The practice's offer (receptionConfig.languages)
 * narrows the choice once its configuration has loaded. Pages read their texts with
 * useTexts(); lang and dir of the document follow the language.
 */
import {
  de,
  type ReceptionCatalogue,
  type SectionTexts,
  type TranslatedCatalogue,
} from '@praxisdesk/domain/i18n/catalogue';
import {
  BASE_LANGUAGE,
  languageInfo,
  pickLanguage,
  RECEPTION_LANGUAGES,
  type ReceptionLanguage,
} from '@praxisdesk/domain/receptionLanguages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Translated = Exclude<ReceptionLanguage, 'de'>;

const loaders: Record<Translated, () => Promise<TranslatedCatalogue>> = {
  en: () => import('@praxisdesk/domain/i18n/en').then((m) => m.en),
  tr: () => import('@praxisdesk/domain/i18n/tr').then((m) => m.tr),
  ar: () => import('@praxisdesk/domain/i18n/ar').then((m) => m.ar),
  ru: () => import('@praxisdesk/domain/i18n/ru').then((m) => m.ru),
  uk: () => import('@praxisdesk/domain/i18n/uk').then((m) => m.uk),
  pl: () => import('@praxisdesk/domain/i18n/pl').then((m) => m.pl),
};

const loaded = new Map<ReceptionLanguage, TranslatedCatalogue>();

/** The language's catalogue (null for German), loaded once. */
export async function loadCatalogue(lang: ReceptionLanguage): Promise<TranslatedCatalogue | null> {
  if (lang === BASE_LANGUAGE) return null;
  const known = loaded.get(lang);
  if (known) return known;
  const catalogue = await loaders[lang as Translated]();
  loaded.set(lang, catalogue);
  return catalogue;
}

const STORAGE_KEY = 'praxisdesk.reception.language';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The patient's wishes, best first: an earlier choice here, then the browser's languages. */
export function wishedLanguages(): string[] {
  const stored = storedChoice();
  return [...(stored ? [stored] : []), ...(navigator.languages ?? [navigator.language])];
}

/** The first language before the practice's offer is known; its catalogue is loaded (German on failure). */
export async function initialLanguage(): Promise<ReceptionLanguage> {
  const lang = pickLanguage(wishedLanguages(), RECEPTION_LANGUAGES);
  try {
    await loadCatalogue(lang);
    return lang;
  } catch {
    return BASE_LANGUAGE;
  }
}

interface LanguageState {
  lang: ReceptionLanguage;
  texts: ReceptionCatalogue;
  /** The whole catalogue of a language other than German (anamnesis questions), else null. */
  translated: TranslatedCatalogue | null;
  /** Switches (loading the catalogue first); `remember` stores it as the patient's choice. */
  setLanguage: (lang: ReceptionLanguage, remember?: boolean) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  lang: BASE_LANGUAGE,
  texts: de,
  translated: null,
  setLanguage: async () => {},
});

export function LanguageProvider({ initial, children }: { initial: ReceptionLanguage; children: ReactNode }) {
  const [state, setState] = useState(() => ({ lang: initial, translated: loaded.get(initial) ?? null }));

  const setLanguage = useCallback(async (lang: ReceptionLanguage, remember = false) => {
    if (remember) {
      try {
        localStorage.setItem(STORAGE_KEY, lang);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    }
    const translated = await loadCatalogue(lang).catch(() => undefined);
    if (translated !== undefined) setState({ lang, translated });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.lang;
    document.documentElement.dir = languageInfo[state.lang].dir;
  }, [state.lang]);

  const value = useMemo<LanguageState>(
    () => ({ lang: state.lang, texts: state.translated ?? de, translated: state.translated, setLanguage }),
    [state, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/**
 * The patient's language for a request: it is sent along (stored with the submission, the
 * confirmation mail follows it), and errors are shown in it. German shows the server's own
 * German texts (the spec's); other languages show their text for the error's code.
 */
export interface Speech {
  lang: ReceptionLanguage;
  texts: ReceptionCatalogue;
  /** The language's texts for the server's error codes (none for German). */
  serverErrors?: Readonly<Record<string, string>> | undefined;
}

export function useSpeech(): Speech {
  const { lang, texts, translated } = useContext(LanguageContext);
  return { lang, texts, serverErrors: translated?.serverErrors };
}
export const useTexts = () => useContext(LanguageContext).texts;

type PracticeDefault = keyof typeof de.defaults;

/**
 * A text the practice configured: our translation where it kept our German default, else as
 * typed (the practice writes in German; the content is the practice's own).
 */
export function usePracticeText() {
  const texts = useTexts();
  return (key: PracticeDefault, value: string) => (value === de.defaults[key] ? texts.defaults[key] : value);
}

/**
 * A section of the catalogue that only some pages need (i18n/sections.ts): the page passes
 * the German one (imported into its own lazy chunk), other languages bring theirs.
 */
export function useSection<K extends keyof SectionTexts>(key: K, german: SectionTexts[K]): SectionTexts[K] {
  return useContext(LanguageContext).translated?.[key] ?? german;
}

/**
 * A phone number inside a sentence of a right-to-left language, kept left to right (Unicode
 * first-strong isolate): in Arabic "030 1234567" would otherwise read "1234567 030".
 */
export function useIsolated() {
  const rtl = languageInfo[useContext(LanguageContext).lang].dir === 'rtl';
  return (text: string) => (rtl ? `\u2068${text}\u2069` : text);
}
