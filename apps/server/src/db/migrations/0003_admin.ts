/**
 * Administration (issue 8): optional expiry of IP blacklist entries, and the membership
 * package catalogue as reference data, so every installation has the packages of spec §9 —
 * not only a demo one. Prices as of this migration; later changes are new migrations.
 * (0002 is reserved for the public intake.)
 */
import { type Kysely, sql } from 'kysely';

const packages = [
  {
    name: 'Beta-Testphase',
    description: 'Alle Funktionen kostenlos während der Beta-Testphase.',
    monthly: 0,
    yearly: 0,
    features: { included_users: 5, included_forms: 10, benefits: ['Alle Funktionen', 'Persönlicher Support'] },
  },
  {
    name: 'Kompakt',
    description: 'Für Einzelpraxen.',
    monthly: 59,
    yearly: 599,
    features: {
      included_users: 1,
      included_forms: 3,
      benefits: ['Online-Rezeption', 'Formular-Posteingang', 'Spam-Schutz'],
    },
  },
  {
    name: 'Team',
    description: 'Für Praxen mit mehreren Therapeuten.',
    monthly: 99,
    yearly: 999,
    features: {
      included_users: 5,
      included_forms: 10,
      benefits: ['Alles aus Kompakt', 'E-Mail-Weiterleitung', 'KI-Anamnese-Boost'],
    },
  },
  {
    name: 'Profi',
    description: 'Für Praxen mit mehreren Standorten.',
    monthly: 149,
    yearly: 1499,
    features: {
      included_users: 15,
      included_forms: 30,
      benefits: ['Alles aus Team', 'Premium-Service', 'Mehrere Standorte'],
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null = never expires. Lookups ignore expired entries; nothing deletes them silently.
  await sql`alter table ip_blacklist add column expires_at timestamptz`.execute(db);
  await sql`create index ip_blacklist_added_idx on ip_blacklist (added_at desc)`.execute(db);

  for (const p of packages) {
    await sql`
      insert into membership_packages (name, description, monthly_price, yearly_price, features)
      values (${p.name}, ${p.description}, ${p.monthly}, ${p.yearly}, ${JSON.stringify(p.features)}::jsonb)
      on conflict (name) do nothing`.execute(db);
  }
}
