/**
 * Membership pricing rules (spec backoffice §5 Membership, §9): which add-ons a package may
 * take, which it already includes, quantities, monthly and yearly totals, the yearly saving.
 * Used by the membership page, the admin's membership editor and the server's checks.
 */
import { type AddonDefinition, addons as addonCatalog, BETA_PACKAGE_NAME, type PackageFamily } from './membership.js';

/** One chosen add-on. `quantity` is always 1 unless the add-on has a quantity. */
export interface AddonSelection {
  id: string;
  quantity: number;
}

export interface PricedPackage {
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
}

/** 'Beta' for the beta package, the family for Kompakt/Team/Profi (also e.g. 'Team Plus'), else null. */
export function packageFamily(name: string | null | undefined): PackageFamily | 'Beta' | null {
  const n = (name ?? '').trim();
  if (n === BETA_PACKAGE_NAME || n.startsWith('Beta')) return 'Beta';
  for (const family of ['Kompakt', 'Team', 'Profi'] as const) {
    if (n === family || n.startsWith(`${family} `)) return family;
  }
  return null;
}

/** Add-ons a package family already contains (§9: Team and Profi include some). */
export const includedAddonIds: Record<PackageFamily, readonly string[]> = {
  Kompakt: [],
  Team: ['email_forwarding', 'ki_anamnese_boost'],
  Profi: ['email_forwarding', 'ki_anamnese_boost', 'premium_service'],
};

export function includedAddons(packageName: string | null | undefined): string[] {
  const family = packageFamily(packageName);
  return family && family !== 'Beta' ? [...includedAddonIds[family]] : [];
}

/** Add-ons that can be booked on top of a package: Beta takes all, others by available_for. */
export function availableAddons(
  packageName: string | null | undefined,
  catalog: readonly AddonDefinition[] = addonCatalog,
): AddonDefinition[] {
  const family = packageFamily(packageName);
  if (family === 'Beta') return [...catalog];
  if (!family) return [];
  const included = includedAddonIds[family];
  return catalog.filter((a) => a.availableFor.includes(family) && !included.includes(a.id));
}

export function hasQuantity(addonId: string, catalog: readonly AddonDefinition[] = addonCatalog): boolean {
  return catalog.find((a) => a.id === addonId)?.hasQuantity ?? false;
}

/**
 * Reads stored add-ons leniently (spec §3: an id string or {id, quantity}, default 1): unknown
 * ids dropped, duplicates merged, quantity 1 for add-ons without a quantity.
 */
export function normalizeAddons(raw: unknown, catalog: readonly AddonDefinition[] = addonCatalog): AddonSelection[] {
  if (!Array.isArray(raw)) return [];
  const out: AddonSelection[] = [];
  for (const item of raw) {
    const id = typeof item === 'string' ? item : typeof item?.id === 'string' ? (item.id as string) : null;
    if (!id || !catalog.some((a) => a.id === id)) continue;
    const q = typeof item === 'object' && item && Number.isFinite(item.quantity) ? Math.floor(item.quantity) : 1;
    const quantity = hasQuantity(id, catalog) ? Math.max(1, q) : 1;
    const existing = out.find((s) => s.id === id);
    if (existing) existing.quantity = hasQuantity(id, catalog) ? existing.quantity + quantity : 1;
    else out.push({ id, quantity });
  }
  return out;
}

/** Adds or removes an add-on (toggle). */
export function toggleAddon(selection: readonly AddonSelection[], id: string): AddonSelection[] {
  return selection.some((s) => s.id === id)
    ? selection.filter((s) => s.id !== id)
    : [...selection, { id, quantity: 1 }];
}

/**
 * Sets a quantity. Only additional_login and additional_form have one; going below 1 removes
 * the add-on (§5).
 */
export function setAddonQuantity(
  selection: readonly AddonSelection[],
  id: string,
  quantity: number,
  catalog: readonly AddonDefinition[] = addonCatalog,
): AddonSelection[] {
  if (!hasQuantity(id, catalog)) return [...selection];
  if (!Number.isFinite(quantity) || quantity < 1) return selection.filter((s) => s.id !== id);
  const q = Math.min(99, Math.floor(quantity));
  return selection.some((s) => s.id === id)
    ? selection.map((s) => (s.id === id ? { ...s, quantity: q } : s))
    : [...selection, { id, quantity: q }];
}

/** Add-ons of a selection that the package cannot take (not available and not included). */
export function unavailableAddons(
  packageName: string,
  selection: readonly AddonSelection[],
  catalog: readonly AddonDefinition[] = addonCatalog,
): string[] {
  const allowed = new Set(availableAddons(packageName, catalog).map((a) => a.id));
  return selection.filter((s) => !allowed.has(s.id)).map((s) => s.id);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Monthly and yearly totals of a package plus its add-ons. Add-ons the package already
 * includes cost nothing extra.
 */
export function membershipTotals(
  pkg: PricedPackage,
  selection: readonly AddonSelection[],
  catalog: readonly AddonDefinition[] = addonCatalog,
): { monthly: number; yearly: number } {
  const included = new Set(includedAddons(pkg.name));
  let monthly = pkg.monthlyPrice;
  let yearly = pkg.yearlyPrice;
  for (const s of selection) {
    const addon = catalog.find((a) => a.id === s.id);
    if (!addon || included.has(addon.id)) continue;
    monthly += addon.monthlyPrice * s.quantity;
    yearly += addon.yearlyPrice * s.quantity;
  }
  return { monthly: round2(monthly), yearly: round2(yearly) };
}

/** What a year costs less when paid yearly instead of 12 × monthly (never negative). */
export function yearlySaving(monthly: number, yearly: number): number {
  return Math.max(0, round2(monthly * 12 - yearly));
}

/** '1.234,50 €' — always two decimals, German grouping. */
export function formatEuro(amount: number): string {
  return `${amount.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** Validation of the admin's membership form (§5). Returns the German message or null. */
export function validateMembershipChoice(input: { packageId?: string | null }): string | null {
  return input.packageId ? null : membershipTexts.choosePackage;
}

/** Visible texts of the membership page and editor (spec §2 Membership page, §5). */
export const membershipTexts = {
  loading: 'Lade Mitgliedschaftsdaten...',
  heading: 'Ihre Mitgliedschaft',
  betaNoticeTitle: 'Beta-Testphase',
  betaNotice:
    'Während der Beta-Testphase stehen Ihnen alle Funktionen kostenlos zur Verfügung. Wir informieren Sie rechtzeitig, bevor die Beta-Testphase endet.',
  active: 'Aktiv',
  currentMembership: 'Aktuelle Mitgliedschaft',
  availablePackages: 'Verfügbare Pakete',
  availableAddons: 'Verfügbare Erweiterungen',
  currentPackage: 'Ihr aktuelles Paket',
  afterBeta: 'Verfügbar nach Beta-Phase',
  unknown: 'Unbekannt',
  freeDuringBeta: 'Kostenlos während der Beta-Testphase',
  yearlySavingNote: '> 15% Ersparnis',
  setupFee: 'Einrichtungsgebühr',
  setupFeeWaived: 'Entfällt bei jährlicher Zahlung',
  perMonth: 'pro Monat',
  perYear: 'pro Jahr',
  savingPerYear: (amount: string) => `Sie sparen ${amount} pro Jahr gegenüber monatlicher Zahlung`,
  since: (date: string) => `Seit ${date}`,
  choosePackage: 'Bitte wählen Sie ein Paket aus.',
  updateFailed: 'Die Mitgliedschaft konnte nicht aktualisiert werden.',
  includedUsers: (n: number) => `${n} Benutzer inklusive`,
  includedForms: (n: number) => `${n} ${n === 1 ? 'Formular' : 'Formulare'} inklusive`,
  includedInPackage: 'Im Paket enthalten',
  availableFor: (families: string) => `Verfügbar für: ${families}`,
} as const;
