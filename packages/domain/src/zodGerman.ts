/**
 * Every zod message in German (issue 18): zod's own texts are English ("Invalid input:
 * expected object, received string") and reached the screen through the server's `issues`
 * and the reception's "HTTP 400: {body}" text. Installed once, globally, by importing the
 * domain package (index.ts); a schema's own message (`.refine(…, 'Text')`) still wins.
 * Texts name what a person can fix, not zod's type names.
 */
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

type Issue = $ZodRawIssue;

const typeNames: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'Ja oder Nein',
  object: 'eine Gruppe von Angaben',
  record: 'eine Gruppe von Angaben',
  map: 'eine Gruppe von Angaben',
  tuple: 'eine Liste',
  set: 'eine Liste',
  array: 'eine Liste',
  date: 'ein Datum',
  file: 'eine Datei',
};

const formats: Record<string, string> = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  url: 'Bitte geben Sie eine gültige Adresse (URL) ein.',
  uuid: 'Die Kennung ist ungültig.',
  guid: 'Die Kennung ist ungültig.',
  datetime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
  date: 'Bitte geben Sie ein gültiges Datum ein.',
  time: 'Bitte geben Sie eine gültige Uhrzeit ein.',
  ipv4: 'Bitte geben Sie eine gültige IP-Adresse ein.',
  ipv6: 'Bitte geben Sie eine gültige IP-Adresse ein.',
};

const count = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** The German message of one zod issue. */
export function germanZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Dieses Feld ist erforderlich.';
      return `Ungültiger Wert: erwartet wird ${typeNames[issue.expected] ?? 'ein anderer Wert'}.`;
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string')
        return Number(n) <= 1
          ? 'Dieses Feld darf nicht leer sein.'
          : `Bitte mindestens ${count(n, 'Zeichen', 'Zeichen')} eingeben.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Bitte mindestens ${count(n, 'Eintrag', 'Einträge')} angeben.`;
      return `Der Wert muss mindestens ${n} sein.`;
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return `Bitte höchstens ${count(n, 'Zeichen', 'Zeichen')} eingeben.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Höchstens ${count(n, 'Eintrag', 'Einträge')} erlaubt.`;
      if (issue.origin === 'file') return 'Die Datei ist zu groß.';
      return `Der Wert darf höchstens ${n} sein.`;
    }
    case 'invalid_format':
      return formats[issue.format] ?? 'Das Format ist ungültig.';
    case 'invalid_value':
      return 'Bitte wählen Sie einen der angebotenen Werte.';
    case 'not_multiple_of':
      return `Der Wert muss ein Vielfaches von ${issue.divisor} sein.`;
    case 'unrecognized_keys':
      return `Unbekannte Angabe: ${issue.keys.join(', ')}.`;
    default:
      return 'Die Eingabe ist ungültig.';
  }
}

z.config({ customError: germanZodMessage });
