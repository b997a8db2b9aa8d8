import { describe, expect, it } from 'vitest';
import { addons } from './membership.js';
import {
  availableAddons,
  formatEuro,
  includedAddons,
  membershipTotals,
  normalizeAddons,
  packageFamily,
  setAddonQuantity,
  toggleAddon,
  unavailableAddons,
  validateMembershipChoice,
  yearlySaving,
} from './pricing.js';

const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe('add-on catalogue (spec §9)', () => {
  it('has the six add-ons with the spec prices', () => {
    expect(addons.map((a) => [a.id, a.monthlyPrice, a.yearlyPrice, a.hasQuantity])).toEqual([
      ['additional_login', 19, 190, true],
      ['additional_form', 29, 290, true],
      ['email_forwarding', 15, 150, false],
      ['ki_anamnese_boost', 49, 490, false],
      ['premium_service', 79, 790, false],
      ['extended_backup', 25, 250, false],
    ]);
  });
});

describe('package families and add-on availability', () => {
  it.each([
    ['Beta-Testphase', 'Beta'],
    ['Kompakt', 'Kompakt'],
    ['Team', 'Team'],
    ['Team Plus', 'Team'],
    ['Profi', 'Profi'],
    ['Premium', null],
    [null, null],
  ])('%s belongs to %s', (name, family) => expect(packageFamily(name)).toBe(family));

  it('lets Beta take every add-on', () => {
    expect(ids(availableAddons('Beta-Testphase'))).toEqual(ids(addons));
  });

  it('filters by available_for and leaves out what Team and Profi include', () => {
    expect(ids(availableAddons('Kompakt'))).toEqual(ids(addons));
    expect(ids(availableAddons('Team'))).toEqual([
      'additional_login',
      'additional_form',
      'premium_service',
      'extended_backup',
    ]);
    expect(ids(availableAddons('Profi'))).toEqual(['additional_login', 'extended_backup']);
    expect(availableAddons('Unbekannt')).toEqual([]);
  });

  it('knows what Team and Profi include', () => {
    expect(includedAddons('Kompakt')).toEqual([]);
    expect(includedAddons('Team')).toEqual(['email_forwarding', 'ki_anamnese_boost']);
    expect(includedAddons('Profi')).toEqual(['email_forwarding', 'ki_anamnese_boost', 'premium_service']);
  });

  it('names add-ons a package cannot take', () => {
    const sel = [
      { id: 'email_forwarding', quantity: 1 },
      { id: 'additional_login', quantity: 2 },
    ];
    expect(unavailableAddons('Team', sel)).toEqual(['email_forwarding']);
    expect(unavailableAddons('Beta-Testphase', sel)).toEqual([]);
  });
});

describe('quantities', () => {
  it('reads stored add-ons: strings and objects, default 1, unknown dropped, duplicates merged', () => {
    expect(
      normalizeAddons([
        'email_forwarding',
        { id: 'additional_login', quantity: 3 },
        { id: 'additional_login' },
        { id: 'extended_backup', quantity: 5 },
        'nope',
        42,
      ]),
    ).toEqual([
      { id: 'email_forwarding', quantity: 1 },
      { id: 'additional_login', quantity: 4 },
      { id: 'extended_backup', quantity: 1 },
    ]);
    expect(normalizeAddons('x')).toEqual([]);
  });

  it('applies quantities only to additional_login and additional_form; below 1 removes', () => {
    let sel = toggleAddon([], 'additional_form');
    sel = setAddonQuantity(sel, 'additional_form', 3);
    expect(sel).toEqual([{ id: 'additional_form', quantity: 3 }]);
    expect(setAddonQuantity(sel, 'email_forwarding', 4)).toEqual(sel);
    expect(setAddonQuantity(sel, 'additional_form', 0)).toEqual([]);
    expect(toggleAddon(sel, 'additional_form')).toEqual([]);
  });
});

describe('totals and saving', () => {
  const kompakt = { name: 'Kompakt', monthlyPrice: 59, yearlyPrice: 599 };
  it('adds add-ons times quantity to both totals', () => {
    expect(
      membershipTotals(kompakt, [
        { id: 'additional_login', quantity: 2 },
        { id: 'email_forwarding', quantity: 1 },
      ]),
    ).toEqual({ monthly: 59 + 38 + 15, yearly: 599 + 380 + 150 });
  });

  it('does not charge for add-ons the package includes', () => {
    const team = { name: 'Team', monthlyPrice: 99, yearlyPrice: 999 };
    expect(membershipTotals(team, [{ id: 'email_forwarding', quantity: 1 }])).toEqual({ monthly: 99, yearly: 999 });
  });

  it('is free for Beta without add-ons', () => {
    expect(membershipTotals({ name: 'Beta-Testphase', monthlyPrice: 0, yearlyPrice: 0 }, [])).toEqual({
      monthly: 0,
      yearly: 0,
    });
  });

  it('computes the yearly saving against 12 × monthly with two decimals', () => {
    expect(yearlySaving(59, 599)).toBe(109);
    expect(yearlySaving(19.99, 199.9)).toBe(39.98);
    expect(yearlySaving(10, 200)).toBe(0);
    expect(formatEuro(109)).toBe('109,00 €');
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
  });

  it('requires a package', () => {
    expect(validateMembershipChoice({ packageId: '' })).toBe('Bitte wählen Sie ein Paket aus.');
    expect(validateMembershipChoice({ packageId: '00000000-0000-4000-8000-000000000001' })).toBeNull();
  });
});
