/**
 * Rule layers of the spam score. Each rule looks at one thing and explains itself with a short
 * German reason and the points it adds. Points are calibrated on bench/spam/evaluation.json:
 * a patient in the spam folder is far worse than one spam in the inbox, so no single weak
 * signal reaches the threshold of 50 on its own.
 */
import { allText, emailOf, messageText, nameText, urlsIn } from './text.js';

export interface SpamReason {
  reason: string;
  points: number;
  /**
   * Where it came from. 'intake' (blacklist, bot signals) and 'ai' reasons cannot be
   * recomputed later, so a scan keeps them; 'rules' and 'classifier' are recomputed.
   */
  layer?: 'intake' | 'rules' | 'classifier' | 'ai';
}

export interface RuleInput {
  formType: string;
  formData: Record<string, unknown>;
}

type Rule = (input: RuleInput) => SpamReason | null;

const PHRASES: [RegExp, string][] = [
  [
    /\bseo\b|suchmaschinenoptimierung|first page of google|erste seite (bei|von) google|google[- ]ranking/i,
    'SEO-Angebot',
  ],
  [/\bbacklinks?\b|guest ?posts?|gastbeitr(a|ä)g|link ?building|linkaufbau|da\s*\d{2}\+?/i, 'Backlinks/Gastbeiträge'],
  [
    /\bbitcoin|\bcrypto|krypto(währung)?|\bforex\b|\bbtc\b|\busdt\b|trading bot|passive income|passives einkommen/i,
    'Krypto/Trading',
  ],
  [/\bcasino|\bslots?\b|\bbet(ting)?\b|sportwetten|freispiele|free spins/i, 'Glücksspiel'],
  [
    /\bviagra|\bcialis|\bpharmacy|apotheke ohne rezept|without (a )?prescription|weight loss pills?|abnehmpillen/i,
    'Pharma-Werbung',
  ],
  [
    /i (just )?(noticed|came across|visited|checked) your (website|site)|ich habe ihre (website|webseite|homepage) (analysiert|gesehen|besucht|geprüft)/i,
    'Werbe-Einstieg ("Ihre Website…")',
  ],
  [
    /\b(web ?design|website redesign|webdesign)\b.*\b(offer|angebot|price|preis)|\bmarketing agency|werbeagentur|lead ?(generation|list)|kundenlisten|e-?mail ?list/i,
    'Agentur-/Marketingangebot',
  ],
  [
    /google (reviews?|bewertungen) (kaufen|buy|boost)|5[- ]sterne[- ]bewertungen|buy (google )?reviews/i,
    'Bewertungskauf',
  ],
  [/\b(loan|kredit ohne schufa|sofortkredit|business funding|cash advance)\b/i, 'Kredit-Angebot'],
  [
    /domain (renewal|registration|verl(ä|a)ngerung)|rechnung.*(domain|eintrag)|invoice.*(domain|listing)|branchenbuch|eintragungsofferte/i,
    'Rechnungs-/Eintragungsmasche',
  ],
  [/unsubscribe|abmelden.*(hier|link)|to opt[- ]out|reply (with )?"?stop"?/i, 'Massenmail-Abmeldehinweis'],
  [/\b(sexy|dating|hot (girls|singles)|nude|porn)\b/i, 'Erotik-Spam'],
];

const DISPOSABLE = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.de',
  '10minutemail.com',
  'trashmail.com',
  'trashmail.de',
  'yopmail.com',
  'temp-mail.org',
  'tempmail.com',
  'sharklasers.com',
  'dispostable.com',
  'maildrop.cc',
  'getnada.com',
  'throwawaymail.com',
  'wegwerfmail.de',
  'spambog.com',
  'einrot.com',
  'mailnesia.com',
  'mohmal.com',
  'emailondeck.com',
]);

const links: Rule = ({ formData }) => {
  const n = urlsIn(allText(formData)).length;
  if (n >= 3) return { reason: `Enthält ${n} Links`, points: 35 };
  if (n === 2) return { reason: 'Enthält 2 Links', points: 15 };
  if (n === 1) return { reason: 'Enthält einen Link', points: 5 };
  return null;
};

const linkOnly: Rule = ({ formData }) => {
  const text = messageText(formData).trim();
  if (!text) return null;
  const rest = urlsIn(text)
    .reduce((t, u) => t.replace(u, ''), text)
    .replace(/[\s\p{P}]/gu, '');
  return urlsIn(text).length > 0 && rest.length < 15 ? { reason: 'Nachricht besteht nur aus Links', points: 30 } : null;
};

const urlInName: Rule = ({ formData }) =>
  urlsIn(nameText(formData)).length > 0 || /https?:|www\./i.test(nameText(formData))
    ? { reason: 'Link im Namensfeld', points: 40 }
    : null;

const markup: Rule = ({ formData }) =>
  /\[url=|\[\/url\]|\[link=|<a\s+href|<\/?(script|iframe|div|span|strong|b|i|p)\b[^>]*>/i.test(allText(formData))
    ? { reason: 'Enthält HTML- oder BBCode-Markup', points: 35 }
    : null;

/** Random letter strings like "xgTrhqPLmz": no vowels, or wild case changes inside a word. */
export function isGibberish(word: string): boolean {
  if (word.length < 8 || !/^\p{L}+$/u.test(word)) return false;
  const vowels = (word.match(/[aeiouyäöüáéíóú]/gi) ?? []).length;
  if (vowels / word.length < 0.15) return true;
  const caseChanges = [...word].filter(
    (c, i) => i > 0 && (c === c.toUpperCase()) !== (word[i - 1] === word[i - 1]?.toUpperCase()),
  ).length;
  return caseChanges >= 4;
}

const gibberish: Rule = ({ formData }) => {
  const words = `${nameText(formData)} ${messageText(formData)}`.split(/\s+/).filter(isGibberish);
  return words.length > 0 ? { reason: `Zufällige Zeichenfolge („${words[0]?.slice(0, 20)}“)`, points: 25 } : null;
};

/** Letters of scripts German practices do not receive (Latin covers German, Turkish, Polish…). */
const foreignScript: Rule = ({ formData }) => {
  const letters = allText(formData).match(/\p{L}/gu) ?? [];
  if (letters.length < 20) return null;
  const foreign = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).length / letters.length;
  if (foreign > 0.5) return { reason: 'Überwiegend in fremder Schrift (z. B. Kyrillisch, Chinesisch)', points: 25 };
  return null;
};

const phrases: Rule = ({ formData }) => {
  const text = allText(formData);
  const hits = PHRASES.filter(([re]) => re.test(text)).map(([, label]) => label);
  if (hits.length === 0) return null;
  return { reason: `Typische Spam-Themen: ${hits.join(', ')}`, points: Math.min(50, 25 * hits.length) };
};

const premiumNumber: Rule = ({ formData }) =>
  /(?:^|[^\d])(?:\+49|0049|0)\s?(?:900|137|138)[\s/-]?\d/.test(allText(formData))
    ? { reason: 'Kostenpflichtige Sonderrufnummer (0900/0137)', points: 30 }
    : null;

const disposableEmail: Rule = ({ formData }) => {
  const domain = emailOf(formData).split('@')[1];
  return domain && DISPOSABLE.has(domain) ? { reason: 'Wegwerf-E-Mail-Adresse', points: 25 } : null;
};

const SALES =
  /\b(angebot|offer|services?|dienstleistung|agentur|agency|pricing|packages?|kunden gewinnen|more customers|umsatz|revenue|roi)\b/i;
const DOMAIN_TERMS: Record<string, RegExp> = {
  bewerbung:
    /bewerb|stelle|lebenslauf|ausbildung|examen|erfahrung|therapeut|rezeption|minijob|teilzeit|vollzeit|job|position|cv|resume/i,
  prescription: /rezept|verordnung|arzt|ärzt|kg\b|krankengymnastik|therapie|behandlung|lymph|massage|termin/i,
  training: /kurs|training|termin|teilnehm|anmeld|probe|yoga|pilates|rücken|reha/i,
};

const typeMismatch: Rule = ({ formType, formData }) => {
  const terms = DOMAIN_TERMS[formType];
  const text = messageText(formData);
  if (!terms || !text || terms.test(text) || !SALES.test(text)) return null;
  return { reason: 'Inhalt passt nicht zum Formulartyp (Werbeangebot)', points: 15 };
};

const PITCH_MARKERS: RegExp[] = [
  /\bwir (bieten|helfen|unterstützen|erstellen|übernehmen|finden|kaufen|finanzieren|haben (ihre|festgestellt)|sind (eine|ein) (agentur|unternehmen|firma))/gi,
  /\bunser(e|en|em|er)? (agentur|firma|unternehmen|team|software|tool|lösung|plattform|service|angebot|system|kunden|netzwerk|videos?|abrechnungsstelle|bewertungs-?tool)\b/gi,
  /\b(ihre[rmns]?|eure[rmns]?) (website|webseite|homepage|internetseite|online-?präsenz|sichtbarkeit|reichweite|google-?(profil|bewertungen)|umsätze?|auslastung|neukunden|stellenanzeige|instagram(-account)?|praxissoftware|impressum|eintrag|konto|domain|rechnung)\b/gi,
  /\b(mehr|neue[n]?) (patienten|kunden|anfragen|selbstzahler(-patienten)?|privatpatienten|umsatz|leads|bewertungen|bewerber|follower)\b/gi,
  /\b(kostenlose?n?|unverbindliche?n?|gratis) (analyse|beratung|erstberatung|demo|test(phase|zugang)?|audit|check|angebot|probemonat|gespräch)\b/gi,
  /\b\d+ ?% (rabatt|günstiger|marge|rendite|discount|off|return)|nur heute|jetzt (bestellen|kaufen|sichern|anfragen|registrieren|klicken)|sonderpreis|aktionspreis|limitiert|zu höchstpreisen/gi,
  /\bab \d+[.,]?\d* ?€ (im|pro) (monat|jahr)|kostet nur|zum (fest|sonder)preis/gi,
  /\b(verdienen sie|geld verdienen|earn (up to )?\$?\d|passives? einkommen|garantiert(e|en)? (rendite|gewinne?)|guaranteed)/gi,
  /\b(klicken sie hier|click here|hier klicken|jetzt (informieren|anmelden))\b/gi,
  /\bsehr geehrte[rs]? (praxisinhaber(in)?|kunde|kundin|entscheider)|liebes praxisteam|dear (business owner|sir\/madam|purchasing manager)/gi,
  /\b(sind sie (offen|interessiert)|hätten sie interesse|haben sie interesse|would you be interested|are you (open|interested)|interessiert an einer (kooperation|zusammenarbeit))\b/gi,
  /\b(kooperation|partnerschaft|partner unseres|affiliate|sponsored|gesponsert|werbepartner)\b/gi,
  /\b(followern?|influencer(in)?|facebook-?ads|google-?ads|tiktok|youtube-kanal|social media)\b/gi,
  /\b(we (help|offer|provide|specialize|build|are an?|can)|our (agency|team|company|software|platform|service|clients|products?))\b/gi,
  /\byour (website|site|practice|clinic|business|online presence|rankings?|competitors?|domain|savings)\b/gi,
  /\b(more|new) (patients|clients|customers|leads|bookings|reviews|sales)\b/gi,
  /\b(free (audit|trial|demo|consultation|quote)|book a (call|demo)|\d+[- ]minute (call|chat)|reply (yes|with)|let me know if you('| a)re interested)\b/gi,
  /\b(zuständig für (die|ihre) (homepage|website|webseite|marketing)|entscheider|geschäftsführ(ung|er) sprechen)\b/gi,
  /\b(whatsapp|telegram)\b/gi,
];

/**
 * Vendor language: patients write about themselves (ich, mein Knie, Termin, Rezept); sellers
 * write about the practice and their offer (Ihre Website, wir bieten, mehr Patienten, kostenlose
 * Analyse). One phrase is normal (a patient may ask about "Ihre Praxis"); several are a pitch.
 */
const pitchCount = (text: string) => PITCH_MARKERS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);

const pitch: Rule = ({ formData }) => {
  const hits = pitchCount(messageText(formData));
  if (hits >= 4) return { reason: `Werbesprache (${hits} typische Verkaufsformulierungen)`, points: 45 };
  if (hits >= 2) return { reason: `Werbesprache (${hits} typische Verkaufsformulierungen)`, points: 25 };
  return null;
};

/**
 * The counterweight: what patients, applicants and course guests write about, in German or
 * English (expats write to practices too). Only without any vendor language.
 */
const PATIENT_MARKERS =
  /\b(termine?s?|appointments?|rezept|verordnung|prescri\w*|schmerz\w*|pain|knie|knee|schulter|shoulder|rücken|back|nacken|neck|hüfte|hip|physio\w*|therap\w*|krankengymnastik|kg|manuelle therapie|manual therapy|massage|lymph\w*|behandlung\w*|treatment|sitzung\w*|sessions?|kurs\w*|class(es)?|bewerb\w*|lebenslauf|cv|krankenkasse|kasse|insurance|versicher\w*|beihilfe|orthopäd\w*|orthopa?edi\w*|arzt|ärztin|doctor|hausarzt|gp|operation|op|surgery|reha\w*|absagen|cancel\w*|verschieben|reschedule|injur\w*|verletz\w*|pilates|yoga|drop-in|probetraining|muscles?|muskel\w*|ankle|knöchel|wrist|handgelenk|elbow|ellenbogen|sprain\w*|zerrung|bandscheibe|disc|masseur\w*|fisioterap\w*|fizjoterap\w*|experience|erfahrung|qualifi\w*|ausbildung|examen|anerkennung|b1|b2|c1|position|stelle|vacancy|apply|applying)\b/giu;

const patientLanguage: Rule = ({ formData }) => {
  const text = messageText(formData);
  if (pitchCount(text) > 0) return null;
  const distinct = new Set((text.match(PATIENT_MARKERS) ?? []).map((m) => m.toLowerCase()));
  return distinct.size >= 2 ? { reason: 'Typische Patienten- oder Bewerberanfrage', points: -15 } : null;
};

export const contentRules: Rule[] = [
  patientLanguage,
  pitch,
  links,
  linkOnly,
  urlInName,
  markup,
  gibberish,
  foreignScript,
  phrases,
  premiumNumber,
  disposableEmail,
  typeMismatch,
];

export function ruleReasons(input: RuleInput): SpamReason[] {
  return contentRules
    .map((r) => r(input))
    .filter((r): r is SpamReason => r !== null)
    .map((r) => ({ ...r, layer: 'rules' as const }));
}
