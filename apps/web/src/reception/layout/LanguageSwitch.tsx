import {
  languageInfo,
  offeredLanguages,
  pickLanguage,
  type ReceptionLanguage,
} from '@praxisdesk/domain/receptionLanguages';
import { useEffect, useId } from 'react';
import { useLanguage, wishedLanguages } from '../i18n';
import { inputClass } from '../styles';

/**
 * The language switch in the reception's header, with the languages the practice offers, each
 * in its own name (and its own lang, for screen readers). A choice is remembered; a language
 * the practice does not offer gives way to the patient's next wish, else German.
 */
export function LanguageSwitch({ configured }: { configured: readonly string[] | undefined }) {
  const { lang, texts, setLanguage } = useLanguage();
  const id = useId();
  const offered = offeredLanguages(configured);
  const key = offered.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the offer is compared by its key
  useEffect(() => {
    if (!offered.includes(lang)) void setLanguage(pickLanguage(wishedLanguages(), offered));
  }, [key, lang, setLanguage]);

  if (offered.length < 2) return null;
  return (
    <div className="ms-auto flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {texts.language.label}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(e) => void setLanguage(e.target.value as ReceptionLanguage, true)}
        className={`${inputClass} w-auto py-1.5`}
        data-testid="language-switch"
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageInfo[l].native}
          </option>
        ))}
      </select>
    </div>
  );
}
