import { describe, expect, it } from 'vitest';
import { isGibberish, ruleReasons } from './rules.js';
import { tokenize } from './text.js';

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
    expect(reasonsOf({ name: 'www.rank-boost.example', message: 'Hallo' })).toContain('Link im Namensfeld');
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

  it('flag messages mostly in scripts a German practice does not receive', () => {
    expect(
      reasonsOf({ message: 'Здравствуйте! Продвижение сайтов в поисковых системах недорого, пишите нам.' }),
    ).toContain('Überwiegend in fremder Schrift (z. B. Kyrillisch, Chinesisch)');
    expect(reasonsOf({ message: 'Dzień dobry, mam skierowanie na rehabilitację kolana. Proszę o termin.' })).toEqual(
      [],
    );
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
      'Kostenpflichtige Sonderrufnummer (0900/0137)',
    );
    expect(reasonsOf({ message: 'Gewinnspiel 0137-55 66 77' })).toContain(
      'Kostenpflichtige Sonderrufnummer (0900/0137)',
    );
    expect(reasonsOf({ message: 'Ich bin unter 0228 9001234 erreichbar' })).toEqual([]);
    expect(reasonsOf({ email: 'abc@mailinator.com', message: 'Hallo' })).toContain('Wegwerf-E-Mail-Adresse');
  });

  it('flag a sales pitch in an application or course form', () => {
    expect(reasonsOf({ nachricht: 'We offer marketing services to get you more customers.' }, 'bewerbung')).toContain(
      'Inhalt passt nicht zum Formulartyp (Werbeangebot)',
    );
    expect(
      reasonsOf({ nachricht: 'Ich bewerbe mich als Physiotherapeutin, mein Angebot: Vollzeit ab März.' }, 'bewerbung'),
    ).toEqual([]);
  });

  it('never reach the threshold with one weak signal', () => {
    expect(
      pointsOf({ message: 'Was kostet eine Massage? Gibt es ein kostenloses Erstgespräch? https://maps.example/p' }),
    ).toBeLessThan(50);
  });
});

describe('tokenizer', () => {
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
