/**
 * Signals over every field a sender wrote, whatever the form type: the shape of each field
 * (random strings, keyboard walks, one token in every field), links (executables and archives,
 * shorteners, raw IPs, punycode and lookalike hosts, unknown file hosts), payloads of
 * vulnerability scanners (SQL, script, template, path and shell injection), contact data
 * (premium-rate numbers, dotted or plus-trick free-mail, nonsense addresses), money (IBAN with a
 * payment demand, damages demands, overpayment set-ups, extortion) and invisible Unicode.
 *
 * Each signal explains itself in German and adds the points it is worth; the points are set so
 * that one signal a real patient might trigger by accident stays well below the threshold of 50,
 * and only what patients never write (a payload, a .exe link, a token in every field) reaches it.
 */
import type { Flat } from './prepare.js';
import type { SpamReason } from './rules.js';
import { EMAIL_ADDRESS, FREEMAIL, isEmailKey, isNameKey, isPhoneKey, keyWord, URL_PATTERN } from './text.js';

/** Fields whose value is a choice or a number, not free text the sender composed. */
const CHOICE_KEY =
  /(^|\.)(type|formtype|form_type|anzahl|teilnehmer|painlevel|painpattern|paintype|problemevolution|bodyparts|radio|checkbox|checkboxes|geburtsdatum|appointmentdate|alter|location|standort|schmerz_0_10|schmerzskala|einheiten|hausbesuch|dringend)$/i;
/** Answers that legitimately repeat across fields ("keine", "-", "nein"). */
const NEUTRAL =
  /^(keine?|kein|nein|ja|nee|nö|nix|nichts|none|no|yes|n\/?a|k\.?\s?a\.?|-+|\/|\.|\?|0|1|2|3|ok|siehe (oben|anhang|datei|scan|foto)|s\.?\s?o\.?|unbekannt|weiß nicht|weiss nicht|privat|gesetzlich|\d{1,2})$/i;

export interface FieldView {
  key: string;
  value: string;
  kind: 'name' | 'email' | 'phone' | 'choice' | 'text';
}

export function fieldsOf(flat: Flat): FieldView[] {
  return Object.entries(flat.data).map(([key, value]) => ({
    key,
    value,
    kind: isNameKey(key)
      ? 'name'
      : isEmailKey(key)
        ? 'email'
        : isPhoneKey(key)
          ? 'phone'
          : CHOICE_KEY.test(key)
            ? 'choice'
            : 'text',
  }));
}

// ── Shape of a field ──

const KEYBOARD_ROWS = ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
/** Neighbouring keys: "q" → "w", "w" → "q", "e", … */
const NEIGHBOURS = new Map<string, Set<string>>();
for (const row of KEYBOARD_ROWS)
  for (let i = 0; i < row.length; i++) {
    const set = NEIGHBOURS.get(row[i] as string) ?? new Set<string>();
    if (i > 0) set.add(row[i - 1] as string);
    if (i + 1 < row.length) set.add(row[i + 1] as string);
    NEIGHBOURS.set(row[i] as string, set);
  }
/**
 * Mostly a walk along the keyboard: four or more neighbouring keys in a row ("qwertz", "asdf",
 * "hjkl", "1234"), either way, making up at least 60 % of the token ("Bewertung" holds "wert" but
 * is a word).
 */
export function isKeyboardWalk(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 4) return false;
  let run = 1;
  let longest = 1;
  for (let i = 1; i < w.length; i++) {
    run = NEIGHBOURS.get(w[i - 1] as string)?.has(w[i] as string) ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return longest >= 4 && longest >= 0.6 * w.length;
}

/** "asdasd", "jkjkjk", "zzzz", "qqq", "xxx": a short unit repeated. */
export function isRepeatedUnit(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3) return false;
  for (let n = 1; n <= 3; n++) {
    if (w.length < n * 2 + (n === 1 ? 1 : 0)) continue;
    const unit = w.slice(0, n);
    if (unit.repeat(Math.ceil(w.length / n)).slice(0, w.length) === w) return true;
  }
  return false;
}

const VOWELS = /[aeiouyäöüáéíóúàèìòùâêîôûãõ]/gi;
/**
 * A random string: no word of any language looks like it. Latin letters with too few vowels or
 * too long consonant runs, wild case changes inside a word ("ZpLqWrTy"), letters and digits
 * mixed ("a8f3k2m9"), keyboard walks and repeated units.
 */
export function isRandomToken(token: string): boolean {
  const t = token.normalize('NFC');
  if (t.length < 4) return false;
  if (/^\d+$/.test(t)) return t.length >= 7 && isKeyboardWalk(t);
  if (isRepeatedUnit(t) && !/^(\d)\1*$/.test(t) && t.length <= 40) return true;
  if (!/^[\p{Script=Latin}\d]+$/u.test(t)) return false;
  // Long tokens with mixed case or digits and near-random character distribution.
  if (t.length >= 14 && classSwitches(t) >= 5 && entropyOf(t) >= 3.6) return true;
  if (isKeyboardWalk(t) && t.length >= 5) return true;
  const letters = t.replace(/\d/g, '');
  const digits = t.length - letters.length;
  // Letters and digits interleaved: "a8f3k2m9", "Lmw9xZ2Qp" (not "B1", "KW12", "2024-0391").
  if (digits >= 2 && letters.length >= 3) {
    const switches = [...t].filter((c, i) => i > 0 && /\d/.test(c) !== /\d/.test(t[i - 1] as string)).length;
    if (switches >= 4) return true;
  }
  if (letters.length < 6) return false;
  const vowels = letters.match(VOWELS)?.length ?? 0;
  // Names and words with few vowels exist ("Brandt", "Schmidt"); none at all, or very few in a
  // long token, do not.
  if (vowels === 0) return true;
  if (letters.length >= 8 && vowels / letters.length < 0.15) return true;
  if (/[bcdfghjklmnpqrstvwxz]{6,}/i.test(letters) && !/sch/i.test(letters)) return true;
  if (letters.length < 7) return false;
  const caseChanges = [...letters].filter(
    (c, i) => i > 0 && (c === c.toUpperCase()) !== (letters[i - 1] === letters[i - 1]?.toUpperCase()),
  ).length;
  return caseChanges >= 4 && !/^\p{Lu}+$/u.test(letters);
}

const normalised = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');

/** One and the same value in several fields, the e-mail's local part counting as a field. */
function repeatedValue(fields: FieldView[]): { value: string; count: number; withName: boolean } | null {
  const counts = new Map<string, { count: number; withName: boolean }>();
  for (const f of fields) {
    const raw = f.kind === 'email' ? (f.value.split('@')[0] ?? '') : f.value;
    const v = normalised(raw);
    // A sentence pasted into every field is a bot's as much as a word is (up to a paragraph).
    if (!v || v.length > 300 || NEUTRAL.test(v)) continue;
    if (f.kind === 'choice' && /^\d+$/.test(v)) continue;
    const c = counts.get(v) ?? { count: 0, withName: false };
    c.count++;
    c.withName ||= f.kind === 'name';
    counts.set(v, c);
  }
  let best: { value: string; count: number; withName: boolean } | null = null;
  for (const [value, c] of counts) if (!best || c.count > best.count) best = { value, ...c };
  return best;
}

function shapeReasons(fields: FieldView[]): SpamReason[] {
  const out: SpamReason[] = [];
  const written = fields.filter((f) => f.kind !== 'choice' || !/^\d{1,3}$/.test(f.value.trim()));
  const rep = repeatedValue(written);
  const distinctFields = written.length;
  if (rep && rep.count >= 3 && (rep.count >= distinctFields - 1 || rep.count >= 4)) {
    out.push({ reason: `Derselbe Wert in ${rep.count} Feldern („${rep.value.slice(0, 20)}“)`, points: 60 });
  } else if (rep && rep.count >= 3) {
    out.push({ reason: `Derselbe Wert in ${rep.count} Feldern („${rep.value.slice(0, 20)}“)`, points: 35 });
  } else if (rep && rep.count === 2 && rep.withName && distinctFields <= 4 && rep.value.length >= 3) {
    out.push({ reason: `Name als Nachricht wiederholt („${rep.value.slice(0, 20)}“)`, points: 25 });
  }

  // Random strings, per field: a field whose words are mostly random.
  let randomFields = 0;
  let example = '';
  for (const f of fields) {
    if (f.kind === 'email' || f.kind === 'phone') continue;
    const words = f.value.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0 || words.length > 12) continue;
    const random = words.filter(isRandomToken);
    if (random.length > 0 && random.length * 2 >= words.length) {
      randomFields++;
      example ||= random[0] as string;
    }
  }
  if (randomFields >= 3)
    out.push({ reason: `Zufällige Zeichenfolgen in ${randomFields} Feldern („${example.slice(0, 20)}“)`, points: 60 });
  else if (randomFields === 2)
    out.push({ reason: `Zufällige Zeichenfolgen in 2 Feldern („${example.slice(0, 20)}“)`, points: 45 });
  else if (randomFields === 1) out.push({ reason: `Zufällige Zeichenfolge („${example.slice(0, 20)}“)`, points: 25 });

  // A phone field with letters in it, a name with a link or a sentence in it.
  const phone = fields.find((f) => f.kind === 'phone');
  if (
    phone &&
    /\p{L}{3,}/u.test(phone.value) &&
    !/\b(mobil|handy|privat|tagsüber|abends|ab|bis|uhr|oder|whatsapp)\b/i.test(phone.value)
  )
    out.push({ reason: 'Telefonfeld enthält Text statt einer Nummer', points: 20 });
  return out;
}

// ── Links ──

const SHORTENERS =
  /^(bit\.ly|bit\.do|tinyurl\.com|t\.ly|cutt\.ly|rb\.gy|goo\.su|goo\.gl|shorturl\.at|clck\.ru|ow\.ly|is\.gd|t\.co|tiny\.cc|s\.id|rebrand\.ly|u\.to|vk\.cc|buff\.ly|shorte\.st|adf\.ly|bl\.ink|short\.io|tiny\.one|v\.gd|qr\.ae|lnkd\.in|trib\.al|soo\.gd|urlz\.fr|t\.me)$/i;
const EXECUTABLE = /\.(exe|scr|com|bat|cmd|msi|vbs|vbe|js|jse|wsf|hta|lnk|iso|img|jar|apk|ps1|docm|xlsm|pptm|cab)$/i;
const ARCHIVE = /\.(zip|rar|7z|tar|gz|ace|arj)$/i;
const DOUBLE_EXTENSION = /\.(pdf|jpe?g|png|docx?|xlsx?|txt)\.(exe|scr|js|vbs|hta|lnk|bat|cmd|com)$/i;
/** Brands that phishing hosts borrow; their own domains are allowed. */
const BRANDS =
  /(paypal|google|gmail|microsoft|m365|office365|outlook|onedrive|dropbox|drpbox|wetransfer|apple|icloud|amazon|dhl|hermes|ups|fedex|sparkasse|volksbank|commerzbank|deutsche-?bank|postbank|datev|telekom|vodafone|meta|facebook|instagram|whatsapp|linkedin|indeed|elster|finanzamt|zoll|gematik|kbv|aok|barmer|techniker|netflix|docusign|adobe)/i;
const OWN_DOMAINS =
  /(^|\.)(paypal\.(com|de)|google\.(com|de)|goo\.gl|microsoft\.com|office\.com|live\.com|onedrive\.live\.com|1drv\.ms|dropbox\.com|wetransfer\.com|we\.tl|apple\.com|icloud\.com|amazon\.(de|com)|dhl\.(de|com)|sparkasse\.de|datev\.de|telekom\.de|facebook\.com|instagram\.com|whatsapp\.com|linkedin\.com|indeed\.(com|de)|elster\.de|zoll\.de|gematik\.de|aok\.de|barmer\.de|tk\.de|adobe\.com|docusign\.(com|net)|drive\.google\.com)$/i;
const FILE_HOST_WORDS =
  /(file|files|share|upload|transfer|docs?|cloud|drop|mega|download|viewer|photos?|cdn|media|storage|anonfiles)/i;
const KNOWN_FILE_HOSTS =
  /(^|\.)(drive\.google\.com|docs\.google\.com|dropbox\.com|onedrive\.live\.com|1drv\.ms|wetransfer\.com|we\.tl|icloud\.com|sharepoint\.com|box\.com|magentacloud\.de|web\.de|gmx\.net)$/i;
const SUSPICIOUS_TLD =
  /\.(top|xyz|cc|online|site|click|link|pro|icu|vip|win|bet|club|ws|tk|ml|ga|cf|gq|buzz|rest|cfd|sbs|monster|cyou|shop|store|live)$/i;

const URL_GLOBAL = new RegExp(URL_PATTERN, 'gi');
const URL_ONE = new RegExp(URL_PATTERN, 'i');
/** Cheap test first: the payload patterns need one of these signs or words. */
const PAYLOAD_HINT =
  /['"<>{}$%;|`\\]|\.\.|--|#\{|\b(union|select|sleep|waitfor|exec|drop|jndi|passwd|phpinfo|wget|curl|alert|javascript|onerror|onload|proto|constructor|interact|oast|burp|canary|xss|169\.254|file:)/i;

/** The free-text fields, however a website names them ("Ihre Nachricht", "comments", "Anliegen"). */
const MESSAGE_WORD =
  /(nachricht|message|text|mesaj|wiadomo|anschreiben|hinweis|bemerkung|betreff|subject|reason|anliegen|kommentar|comment|anfrage|mitteilung|anmerkung|frage|question|beschreibung|description|notiz|notes?$|sonstiges|expectations)/;
const isMessageKey = (key: string) => MESSAGE_WORD.test(keyWord(key));
/** Fields made for a link: a photo of the prescription, a CV, a profile. */
const LINK_KEY =
  /(foto|photo|bild|link|url|website|homepage|linkedin|xing|profil|cv|lebenslauf|datei|file|upload|dokument|rezept)/i;
/** A link in a name, phone or choice field, or a link alone in a short field that is not the message. */
function linkWhereNoneBelongs(f: FieldView): boolean {
  if (f.kind === 'email' || !URL_ONE.test(f.value)) return false;
  if (f.kind === 'name' || f.kind === 'phone' || f.kind === 'choice') return true;
  if (isMessageKey(f.key) || LINK_KEY.test(f.key)) return false;
  return f.value.replace(URL_GLOBAL, '').replace(/[\s\p{P}]/gu, '').length < 5;
}

interface ParsedUrl {
  host: string;
  path: string;
}
function parseUrl(raw: string): ParsedUrl | null {
  const m = raw.match(/^(?:https?:\/\/)?([^/?#\s:]+)(?::\d+)?([^\s]*)$/i);
  if (!m) return null;
  return { host: (m[1] ?? '').toLowerCase().replace(/\.$/, ''), path: (m[2] ?? '').toLowerCase() };
}

export function linkReasons(fields: FieldView[]): SpamReason[] {
  const out: SpamReason[] = [];
  const add = (reason: string, points: number) => {
    if (!out.some((r) => r.reason === reason)) out.push({ reason, points });
  };
  const urlRe = URL_GLOBAL;
  urlRe.lastIndex = 0;
  let linkFields = 0;
  let shortFieldLinks = 0;
  for (const f of fields) {
    if (f.kind === 'email') continue;
    const text = f.value.includes('@') ? f.value.replace(EMAIL_ADDRESS, ' ') : f.value;
    const urls = text.match(urlRe) ?? [];
    // Raw IPs in links are missed by the word-based pattern.
    const ipUrls = text.match(/\b(?:https?|ftp|ldap|rmi):\/\/\d{1,3}(?:\.\d{1,3}){3}[^\s]*/gi) ?? [];
    if (urls.length + ipUrls.length === 0) continue;
    linkFields++;
    if (f.kind === 'name' || f.kind === 'phone' || f.kind === 'choice' || f.value.length < 60) shortFieldLinks++;
    for (const raw of [...urls, ...ipUrls]) {
      const u = parseUrl(raw);
      if (!u) continue;
      const file = u.path.split(/[?#]/)[0] ?? '';
      const query = u.path.includes('?') ? u.path.slice(u.path.indexOf('?')) : '';
      if (DOUBLE_EXTENSION.test(file)) add('Link auf getarnte Programmdatei (doppelte Endung)', 60);
      else if (EXECUTABLE.test(file) || /file=[^&]*\.(exe|scr|js|vbs|hta|lnk)\b/.test(query))
        add('Link auf ausführbare Datei', 55);
      else if (ARCHIVE.test(file)) add('Link auf ein Archiv (ZIP/RAR)', 35);
      if (/^\d{1,3}(\.\d{1,3}){3}$/.test(u.host)) add('Link auf eine nackte IP-Adresse', 40);
      if (u.host.split('.').some((label) => label.startsWith('xn--'))) add('Link mit Punycode-Domain (Lookalike)', 40);
      if (SHORTENERS.test(u.host)) add('Link über einen URL-Kürzer', 30);
      if (BRANDS.test(u.host) && !OWN_DOMAINS.test(u.host)) add('Link auf eine nachgeahmte Marken-Domain', 40);
      else if (FILE_HOST_WORDS.test(u.host) && !KNOWN_FILE_HOSTS.test(u.host))
        add('Link auf einen unbekannten Datei-Hoster', 20);
      if (SUSPICIOUS_TLD.test(u.host)) add('Link auf eine Billig-Domain (.top, .xyz …)', 15);
    }
  }
  if (shortFieldLinks > 0 && fields.some(linkWhereNoneBelongs)) add('Link in einem Feld, das keinen Link erwartet', 40);
  if (linkFields >= 2) add(`Links in ${linkFields} Feldern`, 20 + 10 * Math.min(3, linkFields - 2));
  return out;
}

/** Every field but the e-mail address, as one text (the money and file signals read it). */
const senderText = (fields: FieldView[]) =>
  fields
    .filter((f) => f.kind !== 'email')
    .map((f) => f.value)
    .join('\n');

/**
 * Files named in the text rather than linked: a "Lebenslauf.pdf.scr", a "CV.iso" or an archive
 * whose password the message supplies. Patients and applicants attach PDFs and photos; nobody
 * legitimate sends a program, a disk image or a password for an archive through a web form.
 */
// A document that is really a web page (".pdf.html") opens a fake login in the browser.
const NAMED_FILE =
  /[\p{L}\p{N}_-]\.(pdf|jpe?g|png|docx?|xlsx?|txt)\.(exe|scr|js|vbs|hta|lnk|bat|cmd|com|html?|shtml|svg)\b/iu;
const NAMED_PROGRAM = /[\p{L}\p{N}_-]\.(exe|scr|msi|vbs|vbe|hta|lnk|iso|img|jar|apk|ps1|bat|cmd)\b(?!\.\p{L})/iu;
const ARCHIVE_PASSWORD =
  /\b(zip|rar|7z|7-zip|archiv\w*|iso)\b[\s\S]{0,120}\b(passwor[dt]|kennwort|pw)\b|\b(passwor[dt]|kennwort)\b[\s\S]{0,120}\b(zip|rar|7z|archiv\w*|iso)\b/iu;

export function fileLureReasons(fields: FieldView[], text = senderText(fields)): SpamReason[] {
  if (!text.includes('.') && !/passw|kennw/i.test(text)) return [];
  const out: SpamReason[] = [];
  // A link to the file is judged by linkReasons; here only the name in plain text.
  const plain = text.replace(URL_GLOBAL, ' ');
  if (NAMED_FILE.test(plain)) out.push({ reason: 'Nennt eine getarnte Programmdatei (doppelte Endung)', points: 55 });
  else if (NAMED_PROGRAM.test(plain))
    out.push({ reason: 'Nennt eine Programm- oder Abbilddatei (.exe, .iso …)', points: 40 });
  if (ARCHIVE_PASSWORD.test(text))
    out.push({ reason: 'Passwortgeschütztes Archiv (Schadsoftware-Masche)', points: 40 });
  return out;
}

// ── Payloads of vulnerability scanners ──

const PAYLOADS: [RegExp, string][] = [
  [
    /('|")\s*(or|and)\s*('|")?\d*('|")?\s*(=|like)\s*('|")?\d*|\bunion(\s+all)?\s+select\b|\bselect\b.{0,40}\bfrom\b.{0,40}(--|#|;)|;\s*(drop|delete|insert|update|exec|shutdown)\s+\w|\b(sleep|pg_sleep|benchmark)\s*\(\s*\d|waitfor\s+delay|xp_cmdshell|@@version|extractvalue\s*\(|updatexml\s*\(|\border\s+by\s+\d+\s*(--|#)|\bchr\(\d+\)\|\||\b(and|or)\s+\d+\s*=\s*(cast|\d+)|('|")\s*;?\s*--\s*-?$|^\s*\w*'\s*(--|#)|'\)\s*;\s*drop\b|\|\|\s*\(\s*select\b/im,
    'SQL-Injection',
  ],
  [
    /<\s*script\b|<\s*\/\s*script\s*>|\bon(error|load|mouseover|focus|click)\s*=|javascript\s*:|<\s*(svg|iframe|img|body|object|embed|base|meta|style)\b[^>]*(on\w+\s*=|src\s*=|href\s*=|http-equiv|@import)|document\.(cookie|domain)|\balert\s*\(|\bconfirm\s*\(\s*1|\beval\s*\(|fromcharcode|%3cscript|\\u003cscript/i,
    'Script-Injection (XSS)',
  ],
  [
    /\{\{.{0,80}\}\}|\$\{.{0,80}\}|<%=?.{0,80}%>|#\{.{0,40}\}|\*\{.{0,40}\}|__proto__|constructor\.constructor|__class__|__globals__|__import__/,
    'Template-/Code-Injection',
  ],
  [
    /(\.\.[/\\]){2,}|\.\.%2f|%2e%2e|\/etc\/(passwd|shadow|hosts)|c:\\windows|file:\/\/\/|169\.254\.169\.254|<!entity|<!doctype\s+\w+\s*\[/i,
    'Pfad-/Datei-Zugriffsversuch',
  ],
  [
    /\$\{jndi:|\(\)\s*\{\s*:\s*;\s*\}|\$\((curl|wget|id|whoami|cat)\b|`(id|whoami|uname)`|\|\s*(cat|nc|bash|sh|id|whoami)\b|;\s*(wget|curl)\s+http|\b(wget|curl)\s+-?\w*\s*https?:\/\/\d|\bphpinfo\s*\(|<\?php|<\?\s|\bexecSync\b|child_process|popen\(|%0d%0a|<!--#exec/i,
    'Befehls-Injection',
  ],
  [
    /\b(burpcollaborator|oast\.(pro|live|site|online|fun|me)|interact\.sh|canarytokens|xss\.report|dnslog\.cn|requestbin|pipedream\.net|ngrok\.io)\b/i,
    'Scanner-Rückrufadresse',
  ],
];

export function payloadReasons(fields: FieldView[]): SpamReason[] {
  const kinds = new Set<string>();
  let hitFields = 0;
  for (const f of fields) {
    if (!PAYLOAD_HINT.test(f.value)) continue;
    let hit = false;
    for (const [re, label] of PAYLOADS) {
      if (re.test(f.value)) {
        kinds.add(label);
        hit = true;
      }
    }
    if (hit) hitFields++;
  }
  if (kinds.size === 0) return [];
  const points = hitFields >= 2 || kinds.size >= 2 ? 70 : 55;
  return [{ reason: `Angriffsmuster eines Schwachstellen-Scanners: ${[...kinds].join(', ')}`, points }];
}

// ── Contact data ──

const DISPOSABLE =
  /^(mailinator\.com|guerrillamail\.(com|de)|10minutemail\.com|trashmail\.(com|de)|yopmail\.com|temp-mail\.org|tempmail\.com|sharklasers\.com|dispostable\.com|maildrop\.cc|getnada\.com|throwawaymail\.com|wegwerfmail\.de|spambog\.com|einrot\.com|mailnesia\.com|mohmal\.com|emailondeck\.com|tempr\.email|discard\.email|fakeinbox\.com|mintemail\.com|burnermail\.io|33mail\.com|spam4\.me|grr\.la)$/i;

/**
 * A sender's own number from far away (not Germany or a neighbouring country): expats and visitors
 * have them too, so it is a weak signal that only adds to others.
 */
const NEAR = /^(\+|00)(49|43|41|31|32|33|352|45|48|420|39|34|44|90|30|40|36|385|386|380|7)/;
function foreignNumber(fields: FieldView[]): SpamReason | null {
  const phone = fields.find((f) => f.kind === 'phone')?.value.replace(/[\s()/-]/g, '') ?? '';
  if (!/^(\+|00)\d{6,}$/.test(phone) || NEAR.test(phone)) return null;
  return { reason: 'Rufnummer aus einem fernen Land', points: 10 };
}

/**
 * Shannon entropy in bits per character: random keys and base64 blobs ("K7pQ2wXz9Lm4R8tY") are
 * near log2 of their alphabet, words of any language far below.
 */
const classOf = (c: string) => (/\d/.test(c) ? 0 : c === c.toUpperCase() ? 1 : 2);
/** Changes between digits, capitals and small letters along a token ("Lymphdrainage2025": 2). */
const classSwitches = (t: string) =>
  [...t].filter((c, i) => i > 0 && classOf(c) !== classOf(t[i - 1] as string)).length;

export function entropyOf(token: string): number {
  const counts = new Map<string, number>();
  for (const c of token) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / token.length) * Math.log2(n / token.length);
  return h;
}

export function contactReasons(fields: FieldView[]): SpamReason[] {
  const out: SpamReason[] = [];
  const far = foreignNumber(fields);
  if (far) out.push(far);
  const email =
    fields
      .find((f) => f.kind === 'email')
      ?.value.trim()
      .toLowerCase() ?? '';
  const name = fields
    .filter((f) => f.kind === 'name')
    .map((f) => f.value)
    .join(' ');
  if (email.includes('@')) {
    const [local = '', domain = ''] = email.split('@');
    const labels = domain.split('.');
    const tld = labels.at(-1) ?? '';
    // Dotted Gmail: e.l.l.a.c.l.i.m.i.77@gmail.com (Gmail ignores the dots; bots use them to look new).
    const singles = local.split('.').filter((p) => p.length === 1).length;
    if (FREEMAIL.has(domain) && singles >= 4)
      out.push({ reason: 'Free-Mail-Adresse mit Punkt-Trick (e.l.l.a…)', points: 35 });
    else if (
      FREEMAIL.has(domain) &&
      /\+/.test(local) &&
      !/^(anmeldung|praxis|physio|termin)/.test(local.split('+')[1] ?? '')
    )
      out.push({ reason: 'Free-Mail-Adresse mit Plus-Trick', points: 15 });
    if (DISPOSABLE.test(domain)) out.push({ reason: 'Wegwerf-E-Mail-Adresse', points: 25 });
    const domainWord = labels[0] ?? '';
    if (
      local.length >= 2 &&
      (local === domainWord || /^(test|asdf?|qwert[yz]?|xxx+|aaa+|abc)$/i.test(local)) &&
      !FREEMAIL.has(domain)
    )
      out.push({ reason: 'Erfundene E-Mail-Adresse (test@test…)', points: 30 });
    else if (
      tld.length > 0 &&
      (!/^[a-z]{2,24}$/.test(tld) || /^(test|invalid|local|localhost|hjkl|xxx|asd)$/.test(tld))
    )
      out.push({ reason: 'E-Mail-Adresse mit ungültiger Endung', points: 25 });
    else if (isRandomToken(local.replace(/[._-]/g, '')) && !name.toLowerCase().includes(local.slice(0, 4)))
      out.push({ reason: 'E-Mail-Adresse aus Zufallszeichen', points: 15 });
  }
  return out;
}

/**
 * Premium-rate numbers (0900, 0137, 0138): nobody asks for a call back on a number that costs the
 * caller by the minute. As the sender's own number it decides; in the text it nearly does.
 */
export function premiumReasons(fields: FieldView[]): SpamReason[] {
  const re = /(?:^|[^\d])(?:\+49|0049|0)[\s(]*(?:900|137|138)[\s)/-]*\d/;
  const inPhone = fields.some((f) => f.kind === 'phone' && re.test(f.value));
  const inText = fields.some((f) => f.kind !== 'phone' && re.test(f.value));
  // Directory services (118xy) connect a caller for a fee by the minute: no one's own number.
  const directory = fields.some(
    (f) => f.kind === 'phone' && /^\s*(?:\+49\s?)?118\s?\d{2}(?:\s?\d){0,2}\s*$/.test(f.value),
  );
  if (!inPhone && !inText && !directory) return [];
  if (!inPhone && !inText)
    return [{ reason: 'Kostenpflichtige Auskunfts-Rufnummer (118xy) als Rückrufnummer', points: 60 }];
  return [{ reason: 'Kostenpflichtige Sonderrufnummer (0900/0137/0138)', points: inPhone ? 70 : 50 }];
}

// ── Money ──

const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b/;
const CRYPTO_ADDRESS = /\b(bc1[a-z0-9]{20,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40})\b/;
const DEMAND =
  /\b(überweisen sie|zahlen sie|bezahlen sie|begleichen sie|zahlung (an|auf|bis|binnen|innerhalb|sofort)|zahlbar|zahlungsfrist|fällig|frist(ende)?\b|binnen \d+ tagen|innerhalb (von )?\d+ (tagen|stunden)|bis zum \d|andernfalls|ansonsten|sonst (erfolgt|klage|leiten|vollstreckung|wird)|letzte mahnung|mahnstufe|vollstreckung|mahnverfahren|gerichtlich|klage|inkasso|bußgeld|nachforderung|rückforderung|vertragsstrafe|pay (now|within|immediately|the)|payment (of|within|due)|within \d+ (hours|days)|send \$?\d|fee of)\b/i;
const DAMAGES =
  /\b(abmahnung|abmahngebühr|schadensersatz|schadenersatz|schmerzensgeld|entschädigung|art\.?\s*82|unterlassungserklärung|kostenpauschale|vergleichsbetrag|google[- ]?fonts?|persönlichkeitsrecht|ip-adresse .{0,40}(übermittelt|weitergegeben)|datenübermittlung)\b/i;
const OVERPAYMENT =
  /\b(credit card|kreditkarte|cheque|certified check|cashier'?s? check|western union|moneygram|bank details|bank account|account details|pay(ment)? (in advance|upfront|in full)|upfront|overpay|refund the (excess|balance|difference)|excess|balance to|my (assistant|driver|planner|mover|agent|travel agent)|(the|our|his|her) driver|deaf|hearing impaired|by (e-?mail|text) only|collect the balance|pay extra|add it to the payment|pay with my card|kindly|cover the transport)\b/gi;
const EXTORTION =
  /\b(bitcoin|btc|krypto|crypto|wallet)\b[\s\S]{0,200}\b(videos?|webcam|aufgenommen|recorded|passwor[dt]|kontakte|contacts|bewertung(en)?|reviews?|veröffentlich|darknet|patientendaten|publish)\b|\b(videos?|webcam|recorded|aufgenommen|negative bewertungen|1[- ]stern|einsterne|reviews?)\b[\s\S]{0,200}\b(bitcoin|btc|zahlen sie|pay|überweisen|paypal)\b/i;

export function moneyReasons(fields: FieldView[], text = senderText(fields)): SpamReason[] {
  const out: SpamReason[] = [];
  const iban = IBAN.test(text.toUpperCase()) && /\b(iban|konto|de\d{2}|bankverbindung)/i.test(text);
  const demand = DEMAND.test(text);
  const damages = DAMAGES.test(text);
  if (damages && (demand || iban || /\d+[.,]?\d*\s?(€|eur|euro)\b/i.test(text)))
    out.push({ reason: 'Abmahn- oder Schadensersatzforderung mit Zahlungsaufforderung', points: 50 });
  else if (iban && demand) out.push({ reason: 'Zahlungsaufforderung mit Bankverbindung', points: 45 });
  else if (
    demand &&
    /\d+[.,]?\d*\s?(€|eur|euro|usd|\$)|(€|\$)\s?\d/i.test(text) &&
    /\b(gebühr|rechnung|forderung|betrag|beitrag|mahnung|fee|invoice|rückstand|lizenz)\w*/i.test(text)
  )
    out.push({ reason: 'Zahlungsforderung an die Praxis', points: 35 });
  else if (damages) out.push({ reason: 'Abmahn-/Schadensersatz-Sprache', points: 20 });
  const over = new Set((text.match(OVERPAYMENT) ?? []).map((m) => m.toLowerCase()));
  if (over.size >= 2) out.push({ reason: 'Vorauszahlungs-/Überzahlungsmasche', points: 45 });
  else if (
    over.size === 1 &&
    /\b(book|booking|sessions?|treatments?|vouchers?|quote|total|price)\b/i.test(text) &&
    /\b(i|we|my)\b/i.test(text)
  )
    out.push({ reason: 'Buchung mit ungewöhnlicher Bezahlung', points: 25 });
  if (EXTORTION.test(text) || CRYPTO_ADDRESS.test(text))
    out.push({ reason: 'Erpressung oder Krypto-Zahlungsforderung', points: 50 });
  return out;
}

/** Invisible formatting and binary: hidden words, reversed text, pasted files. */
export function encodingReasons(flat: Flat): SpamReason[] {
  const out: SpamReason[] = [];
  if (flat.bidi > 0) out.push({ reason: 'Text mit Richtungs-Steuerzeichen (verdrehte Anzeige)', points: 30 });
  else if (flat.invisible >= 3) out.push({ reason: 'Unsichtbare Zeichen im Text (Filter-Umgehung)', points: 20 });
  if (flat.control >= 3) out.push({ reason: 'Binärdaten oder Steuerzeichen in Feldern', points: 30 });
  return out;
}

export function fieldReasons(flat: Flat): SpamReason[] {
  const fields = fieldsOf(flat);
  const text = senderText(fields);
  return [
    ...shapeReasons(fields),
    ...linkReasons(fields),
    ...payloadReasons(fields),
    ...contactReasons(fields),
    ...premiumReasons(fields),
    ...moneyReasons(fields, text),
    ...fileLureReasons(fields, text),
    ...encodingReasons(flat),
  ];
}
