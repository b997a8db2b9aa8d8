/** Text helpers shared by the spam rules and the classifier. */
import { flatten } from './prepare.js';

/**
 * What a field is, by its key as practice websites spell it ("E-Mail-Adresse", "telefon_nr",
 * "answers.firstName", "Vor- und Nachname"): the last part of the key, lower-cased, letters only.
 * A contact field missed here would count as something the sender wrote, and an unusual key
 * would make a patient look like a sender without a name.
 */
export const keyWord = (key: string) =>
  (key.slice(key.lastIndexOf('.') + 1) || key).toLowerCase().replace(/[^a-zäöüßıçğş]/g, '');
const NAME_WORD =
  /^(name|vorname|nachname|vornamenachname|vorundnachname|vollername|vollständigername|ihrname|yourname|firstname|lastname|givenname|familyname|surname|fullname|patientname|patientenname|namedespatienten|namederpatientin|kontaktname|contactname|ansprechpartner(in)?|imie|imię|nazwisko|ad|soyad|adsoyad|isim)$/;
const EMAIL_WORD =
  /^(email|mail|emailadresse|emailaddress|mailadresse|ihreemail|ihreemailadresse|youremail|kontaktemail|contactemail|epost|correo)$/;
const PHONE_WORD =
  /^(phone|phonenumber|mobile|mobilephone|cell|cellphone|telephone|telefon|telefonnummer|telefonnr|tel|telnr|telefonfestnetz|festnetz|rufnummer|rückrufnummer|rueckrufnummer|mobil|mobilnummer|mobiltelefon|handy|handynummer|ihretelefonnummer|telefonfürrückfragen)$/;
export const isNameKey = (key: string) => NAME_WORD.test(keyWord(key));
export const isEmailKey = (key: string) => EMAIL_WORD.test(keyWord(key));
export const isPhoneKey = (key: string) => PHONE_WORD.test(keyWord(key));
/** Fields that name or reach the sender; everything else is what they wrote. */
const isContactKey = (key: string) => {
  const w = keyWord(key);
  return NAME_WORD.test(w) || EMAIL_WORD.test(w) || PHONE_WORD.test(w);
};

/** Mail providers anyone can use: the domain says nothing about the sender. */
export const FREEMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'web.de',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'online.de',
  'posteo.de',
  'mailbox.org',
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'yahoo.de',
  'aol.com',
  'aol.de',
  'protonmail.com',
  'proton.me',
  'mail.ru',
  'yandex.ru',
  'ukr.net',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'libero.it',
  'orange.fr',
  'free.fr',
  'kpnmail.nl',
  'ziggo.nl',
  'seznam.cz',
  'mail.de',
  'email.de',
  'vodafone.de',
]);

/** A field's value as text: nested objects and arrays (anamnesis answers) by their leaves. */
const valueText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v == null
      ? ''
      : typeof v === 'object'
        ? Object.values(flatten({ v }).data).join(' ')
        : String(v);

// The rules ask for the same texts of one submission many times: computed once per object.
const memo = new WeakMap<object, Map<string, string>>();
function memoised(formData: Record<string, unknown>, kind: string, compute: () => string): string {
  let m = memo.get(formData);
  if (!m) {
    m = new Map();
    memo.set(formData, m);
  }
  let v = m.get(kind);
  if (v === undefined) {
    v = compute();
    m.set(kind, v);
  }
  return v;
}

/** What the sender wrote, without name and contact fields. */
export function messageText(formData: Record<string, unknown>): string {
  return memoised(formData, 'message', () => messageTextOf(formData));
}
function messageTextOf(formData: Record<string, unknown>): string {
  return Object.entries(formData)
    .filter(([k]) => !isContactKey(k) && k !== 'type' && k !== 'formType' && k !== 'form_type')
    .map(([, v]) => valueText(v))
    .filter(Boolean)
    .join('\n');
}

export function nameText(formData: Record<string, unknown>): string {
  return memoised(formData, 'name', () => nameTextOf(formData));
}
function nameTextOf(formData: Record<string, unknown>): string {
  return Object.entries(formData)
    .filter(([k]) => isNameKey(k))
    .map(([, v]) => valueText(v))
    .join(' ');
}

export function emailOf(formData: Record<string, unknown>): string {
  const entry = Object.entries(formData).find(([k]) => isEmailKey(k));
  return entry ? valueText(entry[1]).trim().toLowerCase() : '';
}

export function allText(formData: Record<string, unknown>): string {
  return memoised(formData, 'all', () => Object.values(formData).map(valueText).join('\n'));
}

export const URL_PATTERN = String.raw`\b(?:bit\.do|u\.to|s\.id|t\.co|t\.me|shorturl\.at|vk\.cc)\/[^\s<>"']+|\bhttps?:\/\/[^\s<>"']+|\bwww\.[a-z0-9-]+\.[a-z]{2,}[^\s<>"']*|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|info|biz|xyz|top|online|site|io|ly|gy|su|cc|pro|link|click|cloud|tk|ml|ga|cf|gq|app|shop|store|live|icu|vip|win|bet|club|ws|gd)\b(?:\/[^\s<>"']*)?`;
/** Links in a text; an e-mail address ("anna@gmail.com") is not a link. */
export const urlsIn = (text: string) =>
  (text.includes('@') ? text.replace(EMAIL_ADDRESS, ' ') : text).match(URL_ALL) ?? [];
const URL_ALL = new RegExp(URL_PATTERN, 'gi');
/** A text with its links blanked out: the words of a link are not the sender's. */
export const withoutUrls = (text: string) => text.replace(URL_ALL, ' ');
/** An e-mail address (tested only where an @ occurs: the pattern is slow on long words). */
export const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * Undoes the usual disguises of spam words: letters spaced or dotted apart ("C-i-a-l-i-s",
 * "G o o g l e") and digits or signs standing for letters inside a word ("V1agra", "p@ge").
 * E-mail addresses keep their @ (the sign only counts when no domain follows).
 */
export function deobfuscate(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])\p{L}(?:[-. *_]\p{L}(?![\p{L}\p{N}@$])){3,}/gu, (m) => m.replace(/[-. *_]/g, ''))
    .replace(/(?<=\p{L})(?:[013457$]|@(?=\p{L}+(?![.\p{L}])))(?=\p{L})/gu, (c) => LEET[c] ?? c);
}

/** Lower-cased text with URLs, e-mail addresses and phone numbers folded into marker words. */
export function foldText(text: string): string {
  const urls = deobfuscate(text.normalize('NFKC')).toLowerCase().replace(URL_ALL, ' __url__ ');
  return (urls.includes('@') ? urls.replace(EMAIL_ADDRESS, ' __email__ ') : urls).replace(
    /\b\d[\d\s/-]{5,}\d\b/g,
    ' __phone__ ',
  );
}

/**
 * Classifier tokens: lower-cased words (letters and digits of any script), with URLs, e-mail
 * addresses and numbers folded into marker tokens so they generalise.
 */
export function tokenize(text: string, folded = foldText(text)): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(/__\w+__|[\p{L}\p{N}]+/gu)) {
    const t = m[0];
    if (t.length < 2 || t.length > 30) continue;
    out.push(/^\d+$/.test(t) ? '__num__' : t);
  }
  return out;
}

/** The words n-grams are cut from, each with its edges marked by a space and digits folded to 0. */
function* gramWords(folded: string) {
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = /\p{N}/u.test(m[0]) ? ` ${m[0].replace(/\p{N}/gu, '0')} ` : ` ${m[0]} `;
    if (w.length <= 40) yield w;
  }
}

/** An n-gram's key for the text model: 30-bit FNV-1a of its UTF-16 units (a small integer in V8). */
export function gramHash(gram: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) h = Math.imul(h ^ gram.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

/**
 * Character n-grams (3 to 5 letters, word edges marked by a space) of what the sender wrote.
 * They carry what words alone miss: languages the training set has few words of, inflected
 * forms, compound words and disguised spellings. Digits are folded to one sign.
 *
 * Returned as gramHash keys, hashed while they are read: no string per n-gram (the text
 * model's hot path: a message has up to 400 of them). With ~300,000 distinct n-grams in
 * the training data, 2^30 keys make a collision between two of them a matter of a few dozen pairs.
 */
export function gramHashes(text: string, folded = foldText(text), max = 400): number[] {
  const out = new Set<number>();
  for (const w of gramWords(folded)) {
    for (let i = 0; i + 3 <= w.length; i++) {
      let h = 0x811c9dc5;
      for (let j = i; j < i + 5 && j < w.length; j++) {
        h = Math.imul(h ^ w.charCodeAt(j), 0x01000193);
        if (j >= i + 2) out.add(h & 0x3fffffff);
      }
    }
    if (out.size >= max) break;
  }
  return [...out];
}
