import { describe, expect, it } from 'vitest';
import { errorMessages, messageFor } from './errors.js';
import { formTypeOf, formTypes, normalizeFormType } from './formTypes.js';
import { headerPackageLabel } from './membership.js';

describe('form types', () => {
  it.each([
    ['kontakt', 'contact'],
    ['Rezept', 'prescription'],
    ['application', 'bewerbung'],
    ['kurs', 'training'],
    ['course', 'training'],
    [' anamnese ', 'anamnese'],
    ['newsletter', 'contact'],
    [undefined, 'contact'],
    [42, 'contact'],
  ])('%s counts as %s', (input, expected) => {
    expect(normalizeFormType(input)).toBe(expected);
  });

  it('maps every canonical type to itself', () => {
    for (const t of formTypes) expect(normalizeFormType(t)).toBe(t);
  });
});

describe('header package label', () => {
  it('follows the spec fallbacks', () => {
    expect(headerPackageLabel({ loading: true })).toEqual({ label: 'Lädt...', beta: false });
    expect(headerPackageLabel({ loading: false, membership: null })).toEqual({
      label: 'Keine Mitgliedschaft',
      beta: false,
    });
    expect(headerPackageLabel({ loading: false, membership: { packageName: null } })).toEqual({
      label: 'Basis',
      beta: false,
    });
    expect(headerPackageLabel({ loading: false, membership: { packageName: 'Beta-Testphase' } })).toEqual({
      label: 'Beta-Testphase',
      beta: true,
    });
  });
});

describe('error catalogue', () => {
  it('keeps the spec texts verbatim and falls back for unknown codes', () => {
    expect(messageFor('INVALID_CREDENTIALS')).toBe('Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.');
    expect(messageFor('NO_TENANT')).toBe(
      'Sie sind noch keinem Tenant zugeordnet. Bitte wenden Sie sich an einen Administrator.',
    );
    expect(messageFor('NOPE')).toBe(errorMessages.INTERNAL_ERROR);
  });
});

describe('form type of a submission', () => {
  it.each([
    [{ formType: 'Rezept', type: 'question' }, 'prescription'],
    [{ form_type: 'kurs' }, 'training'],
    [{ type: 'prescription' }, 'prescription'],
    [{ type: 'manual_prescription' }, 'prescription'],
    [{ type: 'no_prescription' }, 'contact'],
    [{ type: 'cancellation' }, 'contact'],
    [{ name: 'Erika' }, 'contact'],
  ])('%o is %s', (data, expected) => {
    expect(formTypeOf(data)).toBe(expected);
  });
});
