import { describe, expect, it } from 'vitest';
import { offeredLanguages, parseAcceptLanguage, patientLanguageOf, pickLanguage } from './receptionLanguages.js';

describe('reception languages', () => {
  it('reads Accept-Language by weight, then order', () => {
    expect(parseAcceptLanguage('de;q=0.5, tr-TR, tr;q=0.9, *;q=0.1, en;q=0')).toEqual(['tr-tr', 'tr', 'de']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('picks the first wish the practice offers, by primary subtag, else German', () => {
    const all = offeredLanguages(undefined);
    expect(pickLanguage(['fr-FR', 'ar-EG', 'en'], all)).toBe('ar');
    expect(pickLanguage(['uk_UA'], all)).toBe('uk');
    expect(pickLanguage(['tr'], ['de', 'en'])).toBe('de');
    expect(pickLanguage([null, undefined, ''], all)).toBe('de');
  });

  it('offers German always and first, known languages only, once each', () => {
    expect(offeredLanguages(['pl', 'xx', 'en', 'pl'])).toEqual(['de', 'en', 'pl']);
    expect(offeredLanguages([])).toEqual(['de']);
    expect(offeredLanguages(undefined)).toEqual(['de', 'en', 'tr', 'ar', 'ru', 'uk', 'pl']);
  });

  it('stores a language of ours other than German, else null', () => {
    expect(patientLanguageOf('tr-TR')).toBe('tr');
    expect(patientLanguageOf('AR')).toBe('ar');
    expect(patientLanguageOf('de')).toBeNull();
    expect(patientLanguageOf('fr')).toBeNull();
    expect(patientLanguageOf(undefined)).toBeNull();
  });
});
