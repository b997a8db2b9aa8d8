/**
 * Rule layers of the spam score. Each rule looks at one thing and explains itself with a short
 * German reason and the points it adds. Points are set by hand and checked on the training set
 * (bench/spamCalibrate.ts, leave-one-out): a patient in the spam folder is far worse than one
 * spam in the inbox, so no single weak signal reaches the threshold of 50 on its own.
 */
import { guessLanguage, practiceWords } from './language.js';
import { type Flat, flatten } from './prepare.js';
import { fieldReasons } from './signals.js';
import { allText, deobfuscate, keyWord, messageText, nameText, urlsIn, withoutUrls } from './text.js';

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
  /**
   * The language the sender filled the form in, when not German (the reception's language
   * switch): a Turkish message is what a patient who chose Turkish writes.
   */
  language?: string | null | undefined;
}

type Rule = (input: RuleInput) => SpamReason | null;

// Spam topics in German and English and, where adverts arrive in other languages, in those too.
const PHRASES: [RegExp, string, RegExp?][] = [
  [
    /\bseo\b|suchmaschinenoptimierung|first page of google|erste seite (bei|von) google|google[- ]ranking|référencement|posicionamiento (web|seo|en google)|pozycjonowani|продвижени[ея] сайт|arama motoru|zoekmachineoptimalisatie|sökmotoroptimering|motori di ricerca/i,
    'SEO-Angebot',
  ],
  [/\bbacklinks?\b|guest ?posts?|gastbeitr(a|ä)g|link ?building|linkaufbau|da\s*\d{2}\+?/i, 'Backlinks/Gastbeiträge'],
  [
    /\bbitcoin|\bcrypto|krypto(währung)?|\bforex\b|\bbtc\b|\busdt\b|trading bot|passive income|passives einkommen|criptomoned|criptovalut|kryptowalut|криптовалют|биткоин|trading (automatico|automatique|roboter|robot)|garantierte?n? (rendite|gewinne?)|guaranteed (profits?|returns?)|lucro garantido|ganancias garantizadas/i,
    'Krypto/Trading',
  ],
  [
    /\bcasino|slot machines?|online slots|spielautomat|\bbetting\b|place (a|your) bets?|sportwetten|freispiele|free spins|kasyno|казино|\bbahis\b|casinò|apuestas|giros gratis|darmowe spiny|фриспин|jackpot|willkommensbonus|welcome bonus|bono de bienvenida|nhà cái|cá cược|cược|kèo|đá gà|tài xỉu|xổ số|lô đề|sòng bạc|baccarat|slot ?gacor|\bgacor\b|maxwin|\btogel\b|\bjudi\b|sbobet|\bslot ?\d{2,3}\b|bandar|rtp (live|slot)|situs (slot|toto|judi)|toto 4d|deposit (dana|pulsa)|\d+bet\b/i,
    'Glücksspiel',
  ],
  [
    /\bviagra|\bcialis|\bpharmacy|apotheke ohne rezept|without (a )?prescription|weight loss pills?|abnehmpillen|no rx\b|sans ordonnance|sin receta|senza ricetta|bez recepty|без рецепта|reçetesiz/i,
    'Pharma-Werbung',
  ],
  // Drug names alone are no advert (patients list their medication); with a shop word they are.
  [
    /\b(levitra|sildenafil|tadalafil|tramadol|oxycodone?|xanax|valium|modafinil|adderall|ozempic|wegovy|potenzmittel|steroids?|anabolika)\b/i,
    'Pharma-Werbung',
    /\b(buy|kaufen|order|bestellen|cheap|günstig|billig|discount|rabatt|shop|rezeptfrei|shipping|versand|lieferung|delivery)\b/i,
  ],
  [
    /i (just )?(noticed|came across|visited|checked) your (website|site)|ich habe ihre (website|webseite|homepage) (analysiert|gesehen|besucht|geprüft)/i,
    'Werbe-Einstieg ("Ihre Website…")',
  ],
  [
    /\b(web ?design|website redesign|webdesign)\b.*\b(offer|angebot|price|preis)|\bmarketing agency|werbeagentur|lead ?(generation|list)|kundenlisten|e-?mail ?list|agence (web|de communication|marketing)|agencia (de )?(marketing|diseño)|agenzia (di )?(marketing|web)|agencja|ajansı|агентство|ügynökség|webbureau|webbyrå|digital marketing|marketing digital|dijital pazarlama|google ads/i,
    'Agentur-/Marketingangebot',
  ],
  [
    /google (reviews?|bewertungen) (kaufen|buy|boost)|5[- ]sterne[- ]bewertungen|buy (google )?reviews/i,
    'Bewertungskauf',
  ],
  [
    /\b(loans?|kredit ohne schufa|sofortkredit|business funding|cash advance|darlehen|privatkredit|kredit (bis|ohne|sofort)|prêts?|préstamos?|prestiti|prestito|pożyczk\p{L}*|kredyt\p{L}*|kredi|empréstimos?|lenen)(?!\p{L})|(?<!\p{L})(займ|кредит|împrumut)\p{L}*/iu,
    'Kredit-Angebot',
  ],
  [
    /domain (renewal|registration|verl(ä|a)ngerung)|rechnung.*(domain|eintrag)|invoice.*(domain|listing)|branchenbuch|eintragungsofferte/i,
    'Rechnungs-/Eintragungsmasche',
  ],
  [
    /verify your (account|identity)|account (will be|has been|is) (suspended|locked|deactivated|disabled|restricted)|konto (wurde|wird) (vorübergehend )?(gesperrt|eingeschränkt)|bestätigen sie (ihre|jetzt ihre) (identität|daten|zahlungsdaten|bankverbindung|kontodaten|inhaberschaft)|sendung konnte nicht zugestellt|zollgebühr/i,
    'Phishing-Masche',
  ],
  [
    /sie haben .{0,40}gewonnen|you (have|'ve) won|unclaimed (inheritance|funds)|inheritance of|erbschaft|lottery|verlosung .{0,60}gezogen/i,
    'Gewinn-/Erbschaftsmasche',
  ],
  [
    /unsubscribe|abmelden.*(hier|link)|to opt[- ]out|reply (with )?"?stop"?|contact[- ]forms?|kontaktformulare|рассылк|bulk (e-?mail|whatsapp|sms)|massenmails?/i,
    'Massenwerbung/Abmeldehinweis',
  ],
  [
    /\b(sexy|dating|hot (girls|singles)|nude|porn|flirt\w*|sugar (daddy|dating)|erotik\w*|seitensprung|cam ?girls)\b|rencontres? (discrètes?|coquines?)|site de rencontre|знакомств/iu,
    'Erotik-Spam',
  ],
  // Romance scams: an affectionate address or "I saw your photo", and an invitation to write privately.
  [
    /\b(mein lieber|meine liebste?|mein schatz|my dear)[,!]|\b(sweetheart|darling)\b|\b(dein|ihr|your) (foto|profilbild|profil|bild|photo|picture|profile) (gesehen|seen)|\bsaw your (photo|picture|profile)|\b(ehrlichen|treuen|seriösen|liebevollen) (mann|partner)|\b(serious|honest) (man|relationship)|\bpartner (fürs|for) (leben|life)/i,
    'Kontaktanzeige/Romance-Masche',
    /\b(dich|you) (gern |gerne )?(kennen ?(zu )?lernen|kennenlernen|get to know)|\b(schreib|write) (mir|me)\b|\bprivate[n]? (e-?mail|adresse|address|nummer|number)|\beinsam|\blonely|\bherz\b|\bheart\b/i,
  ],
  // Advance-fee requests: the practice is to lend or advance money.
  [
    /\b(vorstrecken|vorschießen|auslegen könnten|leihen sie mir|lend me|advance me)\b/i,
    'Vorschuss-Masche',
    /\d+[.,]?\d*\s?(€|eur|euro|usd|\$)|(€|\$)\s?\d|\b(gebühr|fee|kaution|deposit)\b/i,
  ],
  // The "I wanted to know your price" template, in the languages it arrives in.
  [
    /(norėjau|noriu) sužinoti|jūsų kain|quería saber (el|su) precio|volevo sapere il (prezzo|costo)|je voulais (connaître|savoir) (votre|le) prix|ég vildi vita verðið|chtěl jsem znát vaši cenu|voiam să aflu prețul|htio sam znati (vašu )?cijenu|tahtsin teada teie hind|ville gerne vide (din|jeres) pris|wollte (ihren|deinen) preis wissen|i wanted to know your price|chciałem znać (twoją|waszą) cenę|halusin tietää hintasi|szeretném tudni az árát|hei, jeg ønsket å vite prisen/i,
    'Preisanfrage-Vorlage (Massenspam)',
  ],
  [
    /(per|via) fax (zurück|an|senden|bestätigen)|zurückfaxen|faxmailing|rundfax|faxwerbung|faxaussendung|fax-?kampagne|(branchen|praxis|firmen|gewerbe|ärzte|gesundheits)(verzeichnis|register|buch|auskunft)|eintragungsofferte|korrekturabzug|registereintrag|premium-?eintrag|eintragungsgebühr/i,
    'Verzeichnis-/Fax-Masche',
  ],
  [
    /vermittlungs(provision|gebühr)|provision von|arbeitnehmerüberlassung|personal(vermittlung|dienstleist|berat)\w*|zeitarbeit|headhunt\w*|placement fee|recruit(ing|ment) (agency|international|partnership)|kandidat(en)? (vorstellen|verfügbar)|unseren? kandidat|im (namen|auftrag) (unseres|unserer|mehrerer) (kandidat|mitarbeiter|physio)|honorarvereinbarung|verrechnungssatz|stundensatz (ab|auf)|ablöse|fee per (candidate|placement)/i,
    'Personalvermittlung statt Bewerbung',
  ],
  [
    /\b\d+[.,]?\d*\s?k\b.{0,40}(follower|abonnent|abos|hörer)|\d+[.,]?\d*\s?k? ?(follower|abonnenten|abos)|influencer(in)?|content creator|markenbotschafter|media ?kit|engagement-?rate|(gratis|kostenlos\w*|free|complimentary) .{0,60}(story|stories|reel|post|video|kanal|podcast|erwähn|verlink|feature)|(story|stories|reel|post|video|podcast|kanal) .{0,60}(gratis|kostenlos|free|im gegenzug|in exchange)|im (gegenzug|austausch) (für|gegen)|in exchange for|win-win/i,
    'Influencer-Anfrage (Leistung gegen Reichweite)',
  ],
];

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

const markup: Rule = ({ formData }) =>
  /\[url=|\[\/url\]|\[link=|<a\s+href|<\/?(script|iframe|div|span|strong|b|i|p)\b[^>]*>/i.test(allText(formData))
    ? { reason: 'Enthält HTML- oder BBCode-Markup', points: 35 }
    : null;

/** Random letter strings like "xgTrhqPLmz": no vowels, or wild case changes inside a word. */
export function isGibberish(word: string): boolean {
  // Latin letters only: the vowel test knows nothing of Cyrillic, Greek or Arabic words.
  if (word.length < 8 || !/^\p{Script=Latin}+$/u.test(word)) return false;
  const vowels = (word.match(/[aeiouyäöüáéíóú]/gi) ?? []).length;
  if (vowels / word.length < 0.15) return true;
  const caseChanges = [...word].filter(
    (c, i) => i > 0 && (c === c.toUpperCase()) !== (word[i - 1] === word[i - 1]?.toUpperCase()),
  ).length;
  return caseChanges >= 4;
}

/** English first names that form-spam tools glue a random syllable to ("Eddiesmale", "RobertNix"). */
const BOT_FIRST_NAMES =
  /^(james|john|robert|michael|william|david|richard|joseph|thomas|charles|christopher|daniel|matthew|anthony|mark|donald|steven|paul|andrew|joshua|kevin|brian|george|edward|ronald|timothy|jason|jeffrey|ryan|jacob|gary|nicholas|eric|stephen|larry|justin|scott|brandon|frank|gregory|raymond|patrick|jack|dennis|jerry|tyler|aaron|henry|douglas|peter|adam|nathan|walter|kyle|harold|carl|keith|roger|arthur|terry|sean|austin|jesse|albert|bryan|billy|bruce|willie|jordan|dylan|alan|ralph|roy|wayne|eugene|randy|louis|russell|vincent|philip|bobby|johnny|bradley|eddie|mary|patricia|jennifer|linda|elizabeth|barbara|susan|jessica|sarah|karen|nancy|lisa|betty|margaret|sandra|ashley|dorothy|kimberly|emily|donna|michelle|carol|amanda|melissa|deborah|stephanie|rebecca|laura|sharon|cynthia|kathleen|amy|shirley|angela|helen|anna|brenda|pamela|nicole|samantha|katherine|emma|ruth|christine|catherine|debra|rachel|carolyn|janet|virginia|maria|heather|diane|julie|joyce|victoria|kelly|christina|joan|evelyn|lauren|judith|olivia|martha|cheryl|megan|andrea|hannah|jacqueline|ann|jean|alice|kathryn|gloria|teresa|doris|sara|janice|julia|marie|madison|grace|judy|theresa|beverly|denise|marilyn|amber|danielle|abigail|brittany|rose|diana|natalie|sophia|alexis|lori|kayla|jane)([a-z]{2,6})$/i;

/** A one-word name made of an English first name and a random syllable: the signature of form-spam tools. */
export function isBotName(name: string): boolean {
  const n = name.trim();
  if (!/^\p{Lu}\p{Ll}+(\p{Lu}?\p{Ll}+)$/u.test(n)) return false;
  const m = n.match(BOT_FIRST_NAMES);
  const suffix = m?.[2] ?? '';
  if (!m) return false;
  if (/^\p{Lu}/u.test(suffix)) return true; // "RobertNix", "JosephEvozy"
  // Real first names that start like an English one: Annabelle, Annalena, Marianne, Jameson…
  return !/^(belle|bella|lena|lina|marie|maria|nne|nna|ne|na|lee|lynn|beth|rose|le|la|ll[ae]|tt[ae]|ina|ine|ette|elle|son|sen|on|en|in|er|el|s|ie|y|a|e|o|ey|ly|ton|ford|ley|man|mann|ita|ito|ino|ian|iane|ella)$/i.test(
    suffix,
  );
}

const botName: Rule = ({ formData }) =>
  isBotName(nameText(formData))
    ? { reason: 'Name wie von Spam-Programmen erzeugt (Vorname + Silbe)', points: 20 }
    : null;

/**
 * A firm as the sender of a form only a person sends: a prescription, an anamnesis, a job
 * application is filled in by the patient, a parent or the applicant, never by "Praxismöbel
 * GmbH" or a "Kursleiter-Agentur". (Course bookings and contact forms do come from firms, schools
 * and clubs, so they are left out.) A hint, not proof: it counts only with other evidence.
 */
const PERSON_FORMS = new Set(['prescription', 'anamnese', 'bewerbung']);
const LEGAL_FORM = /\b(GmbH|gGmbH|UG|AG|OHG|GbR|e\.\s?K\.|Ltd|LLC|Inc)\b/u;
const FIRM_NAME =
  /\b\p{L}*(agentur|akademie|academy|studio|services?|verlag|consulting|solutions|marketing|media|medien|group|gruppe|netzwerk|verzeichnis|portal|support|shop|store|vertrieb|software|digital|express|company|firma|reinigung|beratung|center)\b/iu;
/** Who sends such forms for someone else: job centres propose applicants, clinics and carers register patients. */
const PUBLIC_BODY =
  /agentur für arbeit|\b\p{L}*(arbeitsagentur|jobcenter|amt|behörde|rentenversicherung|berufsgenossenschaft|krankenkasse|unfallkasse|praxis|klinik|klinikum|krankenhaus|hospital|pflegedienst|pflegeheim|caritas|diakonie|lebenshilfe|schule|universität|hochschule)\b/iu;
const firmAsSender: Rule = ({ formType, formData }) => {
  if (!PERSON_FORMS.has(formType)) return null;
  const name = nameText(formData);
  return (LEGAL_FORM.test(name) || FIRM_NAME.test(name)) && !PUBLIC_BODY.test(name)
    ? { reason: 'Eine Firma als Absender eines Patienten- oder Bewerbungsformulars', points: 20 }
    : null;
};

/**
 * A price or an offer where the form asks for a date, a count, a diagnosis, a doctor or a
 * position ("Anzahl: 1 Gerät, Finanzierung ab 189 € mtl."). Patients ask about prices in their
 * message; the answer fields hold what the form asks for. Insurance, remedy and course fields
 * are left out: a self-payer may write the price there.
 */
const PRICED_ANSWER =
  /^(geburtsdatum|geburtstag|birthdate|dateofbirth|dob|eintrittsdatum|eintritt|startdatum|verfügbarab|anzahl|einheiten|anzahlbehandlungen|teilnehmer|teilnehmerzahl|personen|participants|schmerzskala|painlevel|diagnose|diagnosis|arzt|doctor|position|stelle)$/;
const PRICE =
  /\d[\d.,]*\s?(€|eur\b|euro\b|usd\b|\$|zł)|(€|\$)\s?\d|\b(rabatt|gratis|kostenlos|kostenlose[nrs]?|netto|brutto|zzgl|mwst|provision|gebühr|gebühren|preis|preise|paketpreis|sonderpreis|finanzierung|mtl|monatlich|angebot|discount|händlerrabatt)\b/iu;
const pricedAnswer: Rule = ({ formData }) => {
  const hits = Object.entries(formData).filter(
    ([k, v]) => typeof v === 'string' && PRICED_ANSWER.test(keyWord(k)) && PRICE.test(v),
  ).length;
  if (hits === 0) return null;
  return { reason: 'Preis oder Angebot in einem Antwortfeld (Datum, Anzahl, Diagnose …)', points: hits >= 2 ? 30 : 20 };
};

const SCRIPT_NAMES: Record<string, string> = {
  cyrillic: 'Kyrillisch',
  el: 'Griechisch',
  arabic: 'Arabisch',
  he: 'Hebräisch',
  cjk: 'Chinesisch/Japanisch',
  ko: 'Koreanisch',
  th: 'Thai',
  hi: 'Devanagari',
};

/**
 * A message in another language (or script) that says nothing about treatment, pain,
 * appointments or applications. Patients write in Turkish, Polish, Russian… too, but about
 * their knee; an advert in Vietnamese is not about anyone's knee.
 */
const foreignLanguage: Rule = ({ formData, language }) => {
  const text = messageText(formData);
  if (inChosenLanguage(text, language)) return null;
  const words = text.match(/\p{L}+/gu) ?? [];
  const letters = words.join('').length;
  if (letters < 20 || practiceWords(text).size > 0) return null;
  const lang = guessLanguage(text);
  // "Hola, quería saber el precio": the price template of mass senders, in whatever language.
  if (
    lang.main !== 'de' &&
    lang.main !== 'en' &&
    lang.germanOrEnglish < 0.3 &&
    words.length <= 25 &&
    PRICE_WORDS.test(text)
  )
    return { reason: 'Kurze Preisanfrage in fremder Sprache (Massenspam-Vorlage)', points: 50 };
  if (SCRIPT_NAMES[lang.main] || lang.main === 'unknown') {
    const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
    if (latin / letters >= 0.5) return null;
    return {
      reason: `Überwiegend in fremder Schrift (${SCRIPT_NAMES[lang.main] ?? 'unbekannt'}) ohne Bezug zur Praxis`,
      points: 25,
    };
  }
  if (lang.main === 'de' || lang.main === 'en' || lang.germanOrEnglish >= 0.3) return null;
  if (words.length < 6) return null;
  return { reason: 'In einer anderen Sprache als Deutsch oder Englisch, ohne Bezug zur Praxis', points: 20 };
};

const PRICE_WORDS =
  /(?<!\p{L})(pre[çc]o|precios?|prezz[oi]|prix|kain\p{L}*|cen[uaęy]|cenę|cijen\p{L}*|pre[țt]\p{L}*|hind\p{L}*|pris(en)?|verð\p{L}*|prijs|fiyat\p{L}*|цен\p{L}*|ціну|giá|harga|ár\p{L}*|hint\p{L}*|kost\p{L}*)(?!\p{L})/iu;

// The rules ask for the topics of the message and of all fields of one submission: a few cached.
const topicCache = new Map<string, string[]>();
/** The spam topics a text names (each label once). */
export function topicsOf(text: string): string[] {
  const cached = topicCache.get(text);
  if (cached) return cached;
  const plain = deobfuscate(text);
  const hits = [
    ...new Set(PHRASES.filter(([re, , also]) => re.test(plain) && (!also || also.test(plain))).map(([, l]) => l)),
  ];
  if (topicCache.size >= 8) topicCache.clear();
  topicCache.set(text, hits);
  return hits;
}

const phrases: Rule = ({ formData }) => {
  const hits = topicsOf(allText(formData));
  if (hits.length === 0) return null;
  const points = hits.reduce((sum, label) => sum + (STRONG_TOPICS[label] ?? 25), 0);
  return { reason: `Typische Spam-Themen: ${hits.join(', ')}`, points: Math.min(55, points) };
};

/** Topics that patients, applicants and course guests never write about: worth more alone. */
const STRONG_TOPICS: Record<string, number> = {
  'Preisanfrage-Vorlage (Massenspam)': 50,
  'Verzeichnis-/Fax-Masche': 40,
  'Personalvermittlung statt Bewerbung': 40,
  'Influencer-Anfrage (Leistung gegen Reichweite)': 40,
  'Kontaktanzeige/Romance-Masche': 40,
  'Vorschuss-Masche': 40,
  Glücksspiel: 40,
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
  /\bsehr geehrte[rs]? (praxisinhaber(in)?|kunde|kundin|entscheider)|liebes praxisteam|dear (business owner|purchasing manager)/gi,
  /\b(sind sie (offen|interessiert)|hätten sie interesse|haben sie interesse|would you be interested|are you (open|interested)|interessiert an einer (kooperation|zusammenarbeit))\b/gi,
  /\b(kooperation|partnerschaft|partner unseres|affiliate|sponsored|gesponsert|werbepartner)\b/gi,
  /\b(followern?|influencer(in)?|facebook-?ads|google-?ads|tiktok|youtube-kanal|social media)\b/gi,
  /\b(we (help|offer|provide|specialize|build|are an?|can)|our (agency|team|company|software|platform|service|clients|products?))\b/gi,
  /\byour (website|site|practice|clinic|business|online presence|rankings?|competitors?|domain|savings)\b/gi,
  /\b(more|new) (patients|clients|customers|leads|bookings|reviews|sales)\b/gi,
  /\b(free (audit|trial|demo|consultation|quote)|book a (call|demo)|\d+[- ]minute (call|chat)|reply (yes|with)|let me know if you('| a)re interested)\b/gi,
  /\b(zuständig für (die|ihre) (homepage|website|webseite|marketing)|entscheider|geschäftsführ(ung|er) sprechen)\b/gi,
  /\b(whatsapp|telegram)\b/gi,
  // Offering to send, show or present something; asking who decides.
  /\b(soll|darf|kann|möchte) ich ihnen (\p{L}+ ){0,4}(senden|schicken|zusenden|zeigen|vorstellen|vorführen|erklären)|\b(can|may|shall) i (send|share|show)( you)?\b/giu,
  /\bwer ist bei ihnen (für|zuständig)|\b(who is|who's|who would be) (the right person|in charge|responsible)\b/gi,
  // What sellers promise and how they price it.
  /\b(unverbindlich(e[nrs]?)?|kostenfrei(e[nrs]?)?|festpreis|neukunden|provision|marge|einführungspreis|frühbucher\w*|referenzen|showreel|portfolio)\b/gi,
  /\b(unsere[n]? kunden|praxen wie ihre|clinics like yours|our clients|kunden (berichten|sparen|steigern|erhalten|gewinnen))\b/gi,
  /\b(no (setup|hidden) (costs?|fees?)|risk[- ]free|money[- ]back|limited (spots|offer|time)|(only|just) \$?\d+)\b/gi,
  // A person selling: what they offer in the first person, what they have become, clearance sales.
  /\bich (biete|verkaufe|vertreibe|vermittle|vermiete|produziere|entwickle|liefere|fotografiere|filme|programmiere)\b|\b(i|we) (sell|rent out|distribute|supply)\b/gi,
  /\b(bin|arbeite) (jetzt|inzwischen|nun|mittlerweile) (als )?((selbst(st)?ändige?r?|freiberufliche?r?) )?\p{L}*(berater|coach|vertriebler|makler|händler|fotograf|designer)(in)?\b/giu,
  /\bbis (zu )?\d+ ?% (reduziert|günstiger|rabatt|nachlass|sparen)|\b(restposten|abverkauf|räumungsverkauf|solange (der )?vorrat reicht)\b/gi,
  /(^|[.!]\s+)(interesse|lust|rückruf|neugierig)\s*\?/gim,
];

/**
 * Vendor language: patients write about themselves (ich, mein Knie, Termin, Rezept); sellers
 * write about the practice and their offer (Ihre Website, wir bieten, mehr Patienten, kostenlose
 * Analyse). One phrase is normal (a patient may ask about "Ihre Praxis"); several are a pitch.
 */
let lastPitch: [string, number] = ['', 0];
function pitchCount(text: string): number {
  if (lastPitch[0] !== text) lastPitch = [text, PITCH_MARKERS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0)];
  return lastPitch[1];
}

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
  /\b(termine?s?|appointments?|rezept|verordnung|prescri\w*|schmerz\w*|pain|knie|knee|schulter|shoulder|rücken|back|nacken|neck|hüfte|hip|physio\w*|therap\w*|krankengymnastik|kg|manuelle therapie|manual therapy|massage|lymph\w*|behandlung\w*|treatment|sitzung\w*|sessions?|kurs\w*|class(es)?|bewerb\w*|lebenslauf|cv|krankenkasse|kasse|insurance|versicher\w*|beihilfe|orthopäd\w*|orthopa?edi\w*|arzt|ärztin|doctor|hausarzt|gp|operation|op|surgery|reha\w*|absagen|abgesagt|ausgefallen\w*|cancel\w*|verschieben|verschoben|reschedule|injur\w*|verletz\w*|pilates|yoga|drop-in|probetraining|muscles?|muskel\w*|ankle|knöchel|wrist|handgelenk|elbow|ellenbogen|sprain\w*|zerrung|bandscheibe|disc|masseur\w*|fisioterap\w*|fizjoterap\w*|experience|erfahrung|qualifi\w*|ausbildung|examen|anerkennung|b1|b2|c1|position|stelle|vacancy|apply|applying)\b/gi;

/** Professions and practices in the plural: what sellers write about ("Physiotherapeuten", "clinics"). */
const ABOUT_PRACTICES = /^(physio)?therapeut(en|innen)$|^(physio)?therapists$|praxen$|^clinics$/i;

/**
 * The answers a form asks for in fixed fields (diagnosis, remedy, count, doctor, course, date,
 * position): whoever fills in a prescription form writes "Knie" and "KG" there, a seller too.
 * They prove nothing about the sender, so the patient rule does not count their words.
 */
const FORM_ANSWER =
  /^(diagnose|diagnosis|heilmittel|treatment|remedy|anzahl|einheiten|arzt|doctor|ärztin|versicherung|krankenkasse|insurance|kurs|course|termin|wunschtermin|teilnehmer|position|stelle|eintrittsdatum|geburtsdatum|type|formtype)$/;
const ownWords = (formData: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(formData).filter(([k]) => !FORM_ANSWER.test(keyWord(k))));

const patientLanguage: Rule = (input) => {
  const { formData } = input;
  // The words of a link ("…/promo/?ref=physio") are not the sender's.
  const text = withoutUrls(messageText(ownWords(formData)));
  if (pitchCount(messageText(formData)) > 0 || topicsOf(allText(formData)).length > 0) return null;
  if (firmAsSender(input) || pricedAnswer(input)) return null;
  // Sellers speak as a company or only about the practice ("Ihre Patienten"); patients about themselves.
  const v = voiceOf(text);
  if (v.we > v.i || (v.you >= 2 && v.i === 0)) return null;
  const distinct = new Set(
    (text.match(PATIENT_MARKERS) ?? []).map((m) => m.toLowerCase()).filter((m) => !ABOUT_PRACTICES.test(m)),
  );
  // Patients writing in their own language: the same topics in Turkish, Polish, Russian…
  const lang = guessLanguage(text).main;
  if (lang !== 'de' && lang !== 'en') for (const w of practiceWords(text)) distinct.add(w);
  return distinct.size >= 2 ? { reason: 'Typische Patienten- oder Bewerberanfrage', points: -15 } : null;
};

/** How guessLanguage names the text of each reception language (the Cyrillic ones by script). */
const GUESS_OF: Record<string, string> = { en: 'en', tr: 'tr', pl: 'pl', ru: 'cyrillic', uk: 'cyrillic', ar: 'arabic' };
const inChosenLanguage = (text: string, language: string | null | undefined) =>
  !!language && language !== 'de' && GUESS_OF[language] === guessLanguage(text).main;

/**
 * Written in the language the sender chose in our reception: what its patients do. A hint, not
 * proof (a sender can set it), so it weighs less than the patient rule and not with a pitch.
 */
const chosenLanguage: Rule = ({ formData, language }) => {
  const text = messageText(formData);
  if (!inChosenLanguage(text, language)) return null;
  if (pitchCount(text) > 0 || topicsOf(allText(formData)).length > 0) return null;
  return { reason: 'In der Sprache geschrieben, die in der Online-Rezeption gewählt wurde', points: -10 };
};

const WE = /\b(wir|uns|unser\w*|we|us|our|ours)\b/giu;
const I = /\b(ich|mein\w*|mir|mich|i|my|me)\b/giu;
// The formal German "Ihr/Ihre" is capitalised; lower-case "ihre" is "their".
const YOU = /\b(Ihr|Ihre[mnrs]?|IHRE?[MNRS]?|[Ee]uer|[Ee]ure[mnrs]?|[Yy]our|[Yy]ours|YOURS?)\b/gu;

/**
 * Who is speaking about whom. Patients write about themselves ("ich", "mein Knie"); sellers
 * write as a company ("wir", "unsere Kunden") about the practice ("Ihre Website", "your clinic").
 * A firm asking for a back course writes "wir" too, but about its own staff, not "Ihre …".
 */
export function voiceOf(text: string) {
  return {
    we: text.match(WE)?.length ?? 0,
    i: text.match(I)?.length ?? 0,
    you: text.match(YOU)?.length ?? 0,
  };
}

const companyVoice: Rule = ({ formData }) => {
  const text = messageText(formData);
  const v = voiceOf(text);
  if (v.we < 2 || v.you < 1 || v.i * 2 > v.we) return null;
  if (new Set((text.match(PATIENT_MARKERS) ?? []).map((m) => m.toLowerCase())).size >= 3) return null;
  return { reason: 'Schreibt als Firma („wir“, „unser“) über Ihre Praxis', points: 15 };
};

export const contentRules: Rule[] = [
  patientLanguage,
  chosenLanguage,
  pitch,
  links,
  linkOnly,
  markup,
  foreignLanguage,
  companyVoice,
  botName,
  firmAsSender,
  pricedAnswer,
  phrases,
  typeMismatch,
];

/** What the rules' reasons say about how far the text model may move the score. */
export const saidBy = (reasons: SpamReason[]) => ({
  patient: reasons.some((r) => r.points < 0),
  decisive: reasons.some((r) => r.points >= 50),
});

/**
 * All rule reasons of a submission: the content rules above over what the sender wrote, and the
 * per-field signals (signals.ts) over every field. `flat` is the sanitised form data
 * (prepare.ts); given, it is not computed again.
 */
export function ruleReasons(input: RuleInput, flat: Flat = flatten(input.formData)): SpamReason[] {
  const data = { formType: input.formType, formData: flat.data, language: input.language };
  return [...contentRules.map((r) => r(data)), ...fieldReasons(flat)]
    .filter((r): r is SpamReason => r !== null)
    .map((r) => ({ ...r, layer: 'rules' as const }));
}
