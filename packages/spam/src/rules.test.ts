import { describe, expect, it } from 'vitest';
import { isBotName, isGibberish, ruleReasons, voiceOf } from './rules.js';
import { deobfuscate, foldText, gramHash, gramHashes, tokenize } from './text.js';

/** Reasons that point towards spam (the patient-language rule points the other way). */
const reasonsOf = (fields: Record<string, string>, formType = 'contact') =>
  ruleReasons({ formType, formData: fields })
    .filter((r) => r.points > 0)
    .map((r) => r.reason);
const pointsOf = (fields: Record<string, string>, formType = 'contact') =>
  ruleReasons({ formType, formData: fields }).reduce((s, r) => s + r.points, 0);

describe('spam rules', () => {
  it('leave an ordinary patient request alone, and say it looks like one', () => {
    const request = {
      name: 'Gerda Winkler',
      email: 'gerda.winkler@example.de',
      telefon: '0228 445566',
      nachricht: 'Guten Tag, ich habe ein Rezept über 6x KG für mein Knie. Wann hätten Sie einen Termin frei?',
    };
    expect(reasonsOf(request)).toEqual([]);
    expect(ruleReasons({ formType: 'prescription', formData: request })).toEqual([
      { reason: 'Typische Patienten- oder Bewerberanfrage', points: -15, layer: 'rules' },
    ]);
  });

  it('recognise vendor language, and do not count a patient’s own words as a pitch', () => {
    expect(
      reasonsOf({
        message: 'Guten Tag, wir bieten Ihnen eine kostenlose Analyse Ihrer Website – für mehr Patienten und Umsatz.',
      })[0],
    ).toMatch(/^Werbesprache \(\d typische Verkaufsformulierungen\)$/);
    expect(reasonsOf({ message: 'Ist Ihre Praxis barrierefrei? Ich komme mit Rollator.' })).toEqual([]);
  });

  it('count links, with one link (a maps pin, a signature) weighing little', () => {
    expect(pointsOf({ message: 'Hier mein Standort: https://maps.example/xyz, bin im Rollstuhl' })).toBe(5);
    expect(reasonsOf({ message: 'a http://a.example b http://b.example c www.c-shop.com' })).toContain(
      'Enthält 3 Links',
    );
  });

  it('flag link-only messages and links in the name field', () => {
    expect(reasonsOf({ name: 'Max', message: 'https://cheap-pills.example/buy' })).toContain(
      'Nachricht besteht nur aus Links',
    );
    expect(reasonsOf({ name: 'www.rank-boost.example', message: 'Hallo' })).toContain(
      'Link in einem Feld, das keinen Link erwartet',
    );
  });

  it('flag BBCode and HTML', () => {
    expect(reasonsOf({ message: 'Great site [url=http://x.example]cheap[/url]' })).toContain(
      'Enthält HTML- oder BBCode-Markup',
    );
    expect(reasonsOf({ message: '<a href="http://x.example">hier</a>' })).toContain('Enthält HTML- oder BBCode-Markup');
  });

  it('recognise random letter strings but not long German words', () => {
    expect(isGibberish('xgTrhqPLmz')).toBe(true);
    expect(isGibberish('qwrtzpsdfg')).toBe(true);
    expect(isGibberish('Krankengymnastik')).toBe(false);
    expect(isGibberish('Lymphdrainage')).toBe(false);
    expect(isGibberish('Schulterschmerzen')).toBe(false);
  });

  it('flag messages in other scripts or languages only when they are not about treatment', () => {
    expect(
      reasonsOf({ message: 'Здравствуйте! Продвижение сайтов в поисковых системах недорого, пишите нам.' }),
    ).toContain('Überwiegend in fremder Schrift (Kyrillisch) ohne Bezug zur Praxis');
    // A patient writing Russian about her shoulder, a Polish patient about his knee: no points.
    expect(
      reasonsOf({ message: 'Здравствуйте, у меня болит плечо, врач выписал массаж. Можно записаться на вторник?' }),
    ).toEqual([]);
    expect(reasonsOf({ message: 'Dzień dobry, mam skierowanie na rehabilitację kolana. Proszę o termin.' })).toEqual(
      [],
    );
    expect(
      reasonsOf({
        message: 'Hei, teemme yrityksille moderneja verkkosivuja edulliseen hintaan. Haluatteko tarjouksen?',
      }),
    ).toEqual(['Kurze Preisanfrage in fremder Sprache (Massenspam-Vorlage)']); // Finnish is not among the recognised languages; a short text with a price word ("hintaan") in it is the mass senders' template
    expect(
      reasonsOf({
        message: 'Bonjour, nous créons des sites internet pour les entreprises de votre ville. Voulez-vous un devis?',
      }),
    ).toContain('In einer anderen Sprache als Deutsch oder Englisch, ohne Bezug zur Praxis');
    expect(
      reasonsOf({ message: 'Bonjour, j’ai une ordonnance pour de la kiné pour mon genou. Avez-vous un rendez-vous?' }),
    ).toEqual([]);
  });

  it('name spam topics in German and English', () => {
    expect(reasonsOf({ message: 'I noticed your website is not on the first page of Google.' })[0]).toMatch(
      /SEO-Angebot/,
    );
    expect(reasonsOf({ message: 'Wir bieten hochwertige Backlinks und Gastbeiträge an.' })[0]).toMatch(/Backlinks/);
    expect(reasonsOf({ message: 'Earn passive income with our crypto trading bot' })[0]).toMatch(/Krypto/);
    expect(reasonsOf({ message: 'Buy viagra without prescription' })[0]).toMatch(/Pharma/);
    expect(reasonsOf({ message: 'Online casino free spins!' })[0]).toMatch(/Glücksspiel/);
  });

  it('flag premium-rate numbers and disposable e-mail domains', () => {
    expect(reasonsOf({ message: 'Rufen Sie an: 0900 1234567' })).toContain(
      'Kostenpflichtige Sonderrufnummer (0900/0137/0138)',
    );
    expect(reasonsOf({ message: 'Gewinnspiel 0137-55 66 77' })).toContain(
      'Kostenpflichtige Sonderrufnummer (0900/0137/0138)',
    );
    expect(reasonsOf({ message: 'Ich bin unter 0228 9001234 erreichbar' })).toEqual([]);
    expect(reasonsOf({ email: 'abc@mailinator.com', message: 'Hallo' })).toContain('Wegwerf-E-Mail-Adresse');
  });

  it('hear a person selling, not a patient telling what she does for a living', () => {
    const seller = {
      name: 'Corinna Baltes',
      nachricht:
        'Ich würde gern beim Kurs mitmachen. Ich vermiete übrigens stundenweise meinen Kursraum, Preise schicke ich gern. Interesse?',
    };
    expect(reasonsOf(seller, 'training').some((r) => r.startsWith('Werbesprache'))).toBe(true);
    const clearance = {
      diagnosis: 'Restposten Therapiebedarf',
      treatment: 'Gymnastikbälle und Fangopackungen bis 70 % reduziert, solange der Vorrat reicht',
    };
    expect(reasonsOf(clearance, 'prescription').some((r) => r.startsWith('Werbesprache'))).toBe(true);
    const patient = {
      name: 'Tanja Roth',
      nachricht:
        'Ich bin jetzt selbstständig und sitze viel am Schreibtisch, seitdem habe ich Schmerzen im Nacken. Haben Sie einen Termin?',
    };
    expect(ruleReasons({ formType: 'contact', formData: patient }).map((r) => r.points)).toEqual([-15]);
  });

  it("take a message in the language chosen in the reception as a patient's, not a pitch in it", () => {
    const turkish =
      'Merhaba, yarın öğleden sonra gelebilir miyim? Oğlumu da getirmem gerekiyor, çünkü okul erken bitiyor ve onu yalnız bırakamam.';
    const russian = 'Здравствуйте, можно ли прийти завтра после обеда? Мне нужно взять с собой сына.';
    const reasons = (nachricht: string, language?: string) =>
      ruleReasons({ formType: 'contact', formData: { name: 'A. Demir', nachricht }, language }).map((r) => r.points);
    expect(reasons(turkish)).toEqual([20]);
    expect(reasons(turkish, 'tr')).toEqual([-10]);
    expect(reasons(turkish, 'pl')).toEqual([20]);
    expect(reasons(russian, 'ru')).toEqual([-10]);
    expect(reasons(russian, 'uk')).toEqual([-10]);
    expect(reasons(russian, 'de')).toEqual([25]);
    // A seller who picked Turkish still sells: no patient points.
    const offer =
      'Merhaba, web sitenizi gördüm. SEO hizmetimiz ile Google sıralamanızı yükseltiyoruz, ilk ay ücretsiz!';
    expect(reasons(offer, 'tr').every((p) => p > 0)).toBe(true);
  });

  it('know a romance scam and an advance-fee request, not a worried relative', () => {
    const romance = {
      name: 'Natascha',
      nachricht: 'Hallo mein Lieber, ich habe dein Foto gesehen und möchte dich kennenlernen. Schreib mir 😘',
    };
    expect(reasonsOf(romance).some((r) => r.includes('Romance'))).toBe(true);
    const fee = {
      name: 'Julia Brandt',
      position: 'Physiotherapeutin',
      anschreiben: 'Ich möchte mich bewerben, brauche aber 300 € für die Anerkennung. Könnten Sie mir das vorstrecken?',
    };
    expect(reasonsOf(fee, 'bewerbung').some((r) => r.includes('Vorschuss'))).toBe(true);
    const relative = {
      name: 'Helga Brandt',
      nachricht:
        'Mein lieber Mann hatte einen Herzinfarkt und ist seitdem oft einsam. Können Sie ihn zu Hause behandeln? Schreiben Sie mir gern.',
    };
    expect(reasonsOf(relative)).toEqual([]);
  });

  it('do not take the answers a form asks for as a patient’s own words', () => {
    const filled = {
      vorname: 'Sven',
      diagnose: 'Knie rechts',
      heilmittel: 'KG',
      anzahl: '6',
      nachricht: 'Ich melde mich.',
    };
    expect(ruleReasons({ formType: 'prescription', formData: filled })).toEqual([]);
    const patient = { ...filled, nachricht: 'Rezept liegt vor, wann hätten Sie einen Termin für mein Knie?' };
    expect(ruleReasons({ formType: 'prescription', formData: patient }).map((r) => r.points)).toEqual([-15]);
  });

  it('flag a sales pitch in an application or course form', () => {
    expect(reasonsOf({ nachricht: 'We offer marketing services to get you more customers.' }, 'bewerbung')).toContain(
      'Inhalt passt nicht zum Formulartyp (Werbeangebot)',
    );
    expect(
      reasonsOf({ nachricht: 'Ich bewerbe mich als Physiotherapeutin, mein Angebot: Vollzeit ab März.' }, 'bewerbung'),
    ).toEqual([]);
  });

  it('see a firm sending a patient’s or applicant’s form, not a parent or a firm booking a course', () => {
    const firm = 'Eine Firma als Absender eines Patienten- oder Bewerbungsformulars';
    const pitch = { name: 'Kursleiter-Agentur', position: 'Physiotherapeut', anschreiben: 'Profil auf Anfrage.' };
    expect(reasonsOf(pitch, 'bewerbung')).toContain(firm);
    expect(reasonsOf({ name: 'Praxismöbel Nord GmbH', beschwerden: 'Rücken' }, 'anamnese')).toContain(firm);
    expect(
      reasonsOf({ name: 'Vater: Patrick Lorenzen, für Mila (3)', diagnose: 'Knick-Senk-Fuß' }, 'prescription'),
    ).toEqual([]);
    expect(reasonsOf({ name: 'Gärtnerei Blömeke GmbH', kurs: 'Rückenschule', teilnehmer: '8' }, 'training')).toEqual(
      [],
    );
    expect(reasonsOf({ name: 'Hans Schulte', position: 'Rezeption' }, 'bewerbung')).toEqual([]);
    // Job centres propose applicants, clinics register patients.
    const agency = { name: 'Agentur für Arbeit Hamm, Arbeitgeber-Service', position: 'Physiotherapeut' };
    expect(reasonsOf(agency, 'bewerbung')).not.toContain(firm);
    expect(
      reasonsOf({ name: 'Klinikum Nord, Sozialdienst-Service', diagnose: 'Hüft-TEP' }, 'prescription'),
    ).not.toContain(firm);
  });

  it('take "Dear Sir/Madam" as the formal English it is, not as a pitch', () => {
    const expat = {
      name: 'Anand Rao',
      message:
        'Dear Sir/Madam, my father has knee pain and needs physiotherapy during his visit. I will pay for it myself.',
    };
    expect(ruleReasons({ formType: 'contact', formData: expat })).toContainEqual({
      reason: 'Typische Patienten- oder Bewerberanfrage',
      points: -15,
      layer: 'rules',
    });
  });

  it('do not take the words of a link for a patient’s', () => {
    const linkOnly = { name: 'Mike', message: 'http://winbig-deals.shop/promo/?ref=physio-knie-termin' };
    expect(ruleReasons({ formType: 'contact', formData: linkOnly }).map((r) => r.points)).not.toContain(-15);
  });

  it('see a price where the form asks for a count, a date or a diagnosis, and let a self-payer name hers', () => {
    const priced = 'Preis oder Angebot in einem Antwortfeld (Datum, Anzahl, Diagnose …)';
    expect(reasonsOf({ name: 'A. Berger', anzahl: '1 Gerät, Finanzierung ab 189 € mtl.' }, 'prescription')).toContain(
      priced,
    );
    expect(reasonsOf({ name: 'B. Kurz', eintrittsdatum: 'Gebühr 149 € zzgl. MwSt.' }, 'bewerbung')).toContain(priced);
    // A self-payer writes the price into the insurance or remedy field, a course guest into the course.
    const selfPayer = {
      name: 'Carla Ott',
      versicherung: 'Selbstzahler, 45 € ok',
      heilmittel: 'Massage (Preis?)',
      anzahl: '6',
    };
    expect(reasonsOf(selfPayer, 'prescription')).toEqual([]);
    expect(reasonsOf({ name: 'Dana Wolf', kurs: 'Pilates 10er-Karte 120 €', teilnehmer: '1' }, 'training')).toEqual([]);
    expect(
      reasonsOf({ name: 'Eva Lind', beruf: 'Paketzustellerin, 100% Außendienst', diagnose: 'LWS' }, 'anamnese'),
    ).toEqual([]);
  });

  it('name spam topics in other languages, and drug names only with a shop word', () => {
    expect(reasonsOf({ message: 'Pożyczka bez BIK do 5000 zł, decyzja w 10 minut.' })[0]).toMatch(/Kredit-Angebot/);
    expect(reasonsOf({ message: 'Ganhe dinheiro com criptomoedas, lucro garantido.' })[0]).toMatch(/Krypto/);
    expect(reasonsOf({ message: 'Nous faisons le référencement de votre site.' }).join()).toMatch(/SEO-Angebot/);
    expect(reasonsOf({ message: 'Tramadol 100mg buy online, fast shipping' })[0]).toMatch(/Pharma-Werbung/);
    // A patient's medication list is no advert.
    expect(reasonsOf({ medikamente: 'Tramadol 50 mg morgens, Ozempic einmal pro Woche' }, 'anamnese')).toEqual([]);
    // "Slots" are appointments to an expat, not a casino.
    expect(reasonsOf({ message: 'Do you have any free slots this week? My back hurts.' })).toEqual([]);
    expect(reasonsOf({ message: 'Your account has been suspended. Verify your account now.' })[0]).toMatch(/Phishing/);
  });

  it('see through disguised spellings', () => {
    expect(deobfuscate('V1agra and C-i-a-l-i-s, G o o g l e p@ge')).toBe('Viagra and Cialis, Google page');
    // E-mail addresses, dates, prescriptions and language levels stay as they are.
    expect(deobfuscate('a.b@example.de, 6x KG, B2, 14.03.2025, L4/L5')).toBe(
      'a.b@example.de, 6x KG, B2, 14.03.2025, L4/L5',
    );
    expect(reasonsOf({ message: 'Ch3ap V1agra here' })[0]).toMatch(/Pharma-Werbung/);
  });

  it('hear who is speaking: a company about the practice, not a patient about herself', () => {
    // "Ihnen" is not counted: patients ask "bei Ihnen" all the time.
    expect(voiceOf('Wir bieten Ihnen unsere Software an, wir helfen Ihrer Praxis.')).toEqual({ we: 3, i: 0, you: 1 });
    expect(
      reasonsOf({ message: 'Wir erstellen Websites für Praxen. Unser Team macht Ihre Seite schneller.' }),
    ).toContain('Schreibt als Firma („wir“, „unser“) über Ihre Praxis');
    // A firm asking for a back course for its own staff says "wir", but not "Ihre …".
    expect(
      reasonsOf({ message: 'Wir sind ein Autohaus und möchten für unsere Mechaniker eine Rückenschule buchen.' }),
    ).toEqual([]);
    // Lower-case "ihre" is "their": a patient writing about her parents is no seller.
    expect(voiceOf('Meine Eltern und ihre Ärztin sagen, ich soll kommen.').you).toBe(0);
  });

  it('do not call a vendor who writes about therapists a patient', () => {
    const pitchAboutTherapists = {
      nachricht: 'Unsere Fortbildungen für Therapeuten bringen Ihrem Team Fortbildungspunkte. Termine ab März.',
    };
    expect(ruleReasons({ formType: 'contact', formData: pitchAboutTherapists }).some((r) => r.points < 0)).toBe(false);
    expect(
      ruleReasons({
        formType: 'contact',
        formData: { message: 'Buy tramadol without prescription, pain relief' },
      }).some((r) => r.points < 0),
    ).toBe(false);
  });

  it('recognise names made by form-spam tools', () => {
    for (const n of ['Eddiesmale', 'RobertNix', 'JosephEvozy', 'Jamesvex']) expect(isBotName(n)).toBe(true);
    for (const n of ['Annalena', 'Marianne', 'Jameson', 'Robert Nix', 'Kevin', 'Danielle', 'Paulina']) {
      expect(isBotName(n)).toBe(false);
    }
    expect(reasonsOf({ name: 'Davidcof', message: 'Hello. And Bye.' })).toContain(
      'Name wie von Spam-Programmen erzeugt (Vorname + Silbe)',
    );
  });

  it('do not count an e-mail address as a link', () => {
    expect(reasonsOf({ email: 'isla@gmail.com', message: 'Schreiben Sie mir an isla@gmail.com, danke.' })).toEqual([]);
  });

  it('never reach the threshold with one weak signal', () => {
    expect(
      pointsOf({ message: 'Was kostet eine Massage? Gibt es ein kostenloses Erstgespräch? https://maps.example/p' }),
    ).toBeLessThan(50);
  });
});

describe('tokenizer', () => {
  it('cuts character n-grams at word edges, with digits folded, as hash keys', () => {
    const keys = (grams: string[]) => new Set(grams.map(gramHash));
    expect(new Set(gramHashes('Knie 12'))).toEqual(
      keys([' kn', 'kni', 'nie', 'ie ', ' kni', 'knie', 'nie ', ' knie', 'knie ', ' 00', '00 ', ' 00 ']),
    );
    // The same as cutting the strings and hashing them, in any script.
    const text = 'Rückenschmerzen seit 3 Wochen, bitte Termin für KG 6x — Ćwiczenia, 背中';
    const grams = foldText(text)
      .match(/[\p{L}\p{N}]+/gu)
      ?.map((w) => ` ${w.replace(/\p{N}/gu, '0')} `)
      .flatMap((w) =>
        [3, 4, 5].flatMap((n) => [...Array(Math.max(0, w.length - n + 1))].map((_, i) => w.slice(i, i + n))),
      );
    expect(new Set(gramHashes(text))).toEqual(keys(grams ?? []));
  });

  it('folds URLs, e-mails, phone numbers and numbers into markers', () => {
    expect(tokenize('Mail an a.b@example.de, Tel. 0228 123 4567, 6x KG, siehe https://x.example/p')).toEqual([
      'mail',
      'an',
      '__email__',
      'tel',
      '__phone__',
      '6x',
      'kg',
      'siehe',
      '__url__',
    ]);
  });
});
