/** Membership packages and add-ons (spec backoffice §2 Membership, §9). */
export const BETA_PACKAGE_NAME = 'Beta-Testphase';
export const DEFAULT_PACKAGE_NAME = 'Kompakt';
export const SETUP_FEE_EUR = 290;

export type PackageFamily = 'Kompakt' | 'Team' | 'Profi';

export interface AddonDefinition {
  id: string;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  availableFor: PackageFamily[];
  hasQuantity: boolean;
}

export const addons: AddonDefinition[] = [
  {
    id: 'additional_login',
    name: 'Zusätzlicher Login',
    description: 'Ein weiterer Zugang für Ihr Praxisteam.',
    monthlyPrice: 19,
    yearlyPrice: 190,
    availableFor: ['Kompakt', 'Team', 'Profi'],
    hasQuantity: true,
  },
  {
    id: 'additional_form',
    name: 'Zusätzliches Formular',
    description: 'Ein weiteres Formular für Ihre Website.',
    monthlyPrice: 29,
    yearlyPrice: 290,
    availableFor: ['Kompakt', 'Team'],
    hasQuantity: true,
  },
  {
    id: 'email_forwarding',
    name: 'E-Mail-Weiterleitung',
    description: 'Benachrichtigungen an weitere Empfänger.',
    monthlyPrice: 15,
    yearlyPrice: 150,
    availableFor: ['Kompakt'],
    hasQuantity: false,
  },
  {
    id: 'ki_anamnese_boost',
    name: 'KI-Anamnese-Boost',
    description: 'KI-Zusammenfassungen und Anamnesetexte.',
    monthlyPrice: 49,
    yearlyPrice: 490,
    availableFor: ['Kompakt'],
    hasQuantity: false,
  },
  {
    id: 'premium_service',
    name: 'Premium-Service',
    description: 'Bevorzugter Support und Einrichtungshilfe.',
    monthlyPrice: 79,
    yearlyPrice: 790,
    availableFor: ['Kompakt', 'Team'],
    hasQuantity: false,
  },
  {
    id: 'extended_backup',
    name: 'Erweitertes Backup',
    description: 'Längere Aufbewahrung Ihrer Sicherungen.',
    monthlyPrice: 25,
    yearlyPrice: 250,
    availableFor: ['Kompakt', 'Team', 'Profi'],
    hasQuantity: false,
  },
];

/**
 * The header's package label: 'Lädt...' while loading, 'Keine Mitgliedschaft' without one,
 * 'Basis' when the membership's package has no name. `beta` marks the Beta-Testphase badge.
 */
export function headerPackageLabel(
  state: { loading: true } | { loading: false; membership: { packageName: string | null } | null },
): { label: string; beta: boolean } {
  if (state.loading) return { label: 'Lädt...', beta: false };
  if (!state.membership) return { label: 'Keine Mitgliedschaft', beta: false };
  const name = state.membership.packageName?.trim() || 'Basis';
  return { label: name, beta: name === BETA_PACKAGE_NAME };
}
