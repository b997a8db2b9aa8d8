import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTenantRequest, loginRequest } from './index.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('zod messages are German (issue 18)', () => {
  it('names what to fix, never zod’s English', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.object({ a: z.string() }), 'x', 'Ungültiger Wert: erwartet wird eine Gruppe von Angaben.'],
      [z.object({ a: z.string() }), {}, 'Dieses Feld ist erforderlich.'],
      [z.string().min(1), '', 'Dieses Feld darf nicht leer sein.'],
      [z.string().min(8), 'abc', 'Bitte mindestens 8 Zeichen eingeben.'],
      [z.string().max(3), 'abcd', 'Bitte höchstens 3 Zeichen eingeben.'],
      [z.array(z.string()).max(1), ['a', 'b'], 'Höchstens 1 Eintrag erlaubt.'],
      [z.string().email(), 'keine', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [z.string().uuid(), 'x', 'Die Kennung ist ungültig.'],
      [z.enum(['a', 'b']), 'c', 'Bitte wählen Sie einen der angebotenen Werte.'],
      [z.number().int().min(1), 0, 'Der Wert muss mindestens 1 sein.'],
      [z.strictObject({}), { x: 1 }, 'Unbekannte Angabe: x.'],
    ];
    for (const [schema, value, text] of cases) expect(messages(schema, value), JSON.stringify(value)).toEqual([text]);
  });

  it('covers the contracts people send: no English word in any message', () => {
    const all = [
      ...messages(loginRequest, { email: 5 }),
      ...messages(createTenantRequest, { tenantId: [], name: {}, emailRecipients: 'x' }),
      ...messages(z.object({ formData: z.record(z.string(), z.unknown()) }), { formData: 'x' }),
    ];
    expect(all.length).toBeGreaterThan(2);
    for (const m of all) expect(m).not.toMatch(/Invalid|expected|received|Required|Too (small|big)/);
  });

  it('keeps a schema’s own message', () => {
    expect(
      messages(
        z.string().refine((v) => v === 'x', 'Nur x.'),
        'y',
      ),
    ).toEqual(['Nur x.']);
  });
});
