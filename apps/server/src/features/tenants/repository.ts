/** Tenants: a global table (no RLS), reached only behind requireAdmin. */
import { type AdminTenant, parseReceptionConfig, tenantSettings } from '@praxisdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

type Db = Database | Tx;

export const tenantsRepository = {
  async list(db: Db, id?: string): Promise<AdminTenant[]> {
    let q = db
      .selectFrom('tenants as t')
      .select([
        't.id',
        't.slug',
        't.name',
        't.logo_url',
        't.email_recipients',
        't.allowed_origins',
        't.public_key',
        't.settings',
        't.reception_config',
        't.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('user_tenants as ut')
          .whereRef('ut.tenant_id', '=', 't.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('user_count'),
      )
      .orderBy('t.name');
    if (id) q = q.where('t.id', '=', id);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      logoUrl: r.logo_url,
      emailRecipients: r.email_recipients,
      allowedOrigins: r.allowed_origins,
      publicKey: r.public_key,
      settings: tenantSettings.catch({ patientConfirmation: true }).parse(r.settings ?? {}),
      receptionConfig: parseReceptionConfig(r.reception_config),
      userCount: Number(r.user_count ?? 0),
      createdAt: new Date(r.created_at).toISOString(),
    }));
  },

  async get(db: Db, id: string): Promise<AdminTenant | undefined> {
    return (await this.list(db, id))[0];
  },

  slugTaken(db: Db, slug: string) {
    return db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst().then(Boolean);
  },

  async update(
    db: Db,
    id: string,
    t: Partial<{
      name: string;
      logoUrl: string | null;
      emailRecipients: string[];
      allowedOrigins: string[];
      settings: Record<string, unknown>;
      receptionConfig: Record<string, unknown>;
      publicKey: string;
    }>,
  ) {
    return db
      .updateTable('tenants')
      .set({
        updated_at: new Date(),
        ...(t.name !== undefined && { name: t.name }),
        ...(t.logoUrl !== undefined && { logo_url: t.logoUrl }),
        ...(t.emailRecipients !== undefined && { email_recipients: t.emailRecipients }),
        ...(t.allowedOrigins !== undefined && { allowed_origins: t.allowedOrigins }),
        ...(t.settings !== undefined && { settings: JSON.stringify(t.settings) }),
        ...(t.receptionConfig !== undefined && { reception_config: JSON.stringify(t.receptionConfig) }),
        ...(t.publicKey !== undefined && { public_key: t.publicKey }),
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  },

  /**
   * What deleting the tenant takes with it. Counting tenant-owned rows needs the cross-tenant
   * scope (the caller opens it); only numbers leave this function, never content.
   */
  async impact(tx: Tx, id: string) {
    const count = async (table: 'form_submissions' | 'anamnese_submissions') =>
      Number(
        (
          await tx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('tenant_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const users = await sql<{ assigned: string; only: string }>`
      select count(*) as assigned,
        count(*) filter (where not exists (
          select 1 from user_tenants o where o.user_id = ut.user_id and o.tenant_id <> ut.tenant_id
        )) as only
      from user_tenants ut where ut.tenant_id = ${id}`.execute(tx);
    return {
      submissions: await count('form_submissions'),
      anamneses: await count('anamnese_submissions'),
      assignedUsers: Number(users.rows[0]?.assigned ?? 0),
      usersLeftWithoutTenant: Number(users.rows[0]?.only ?? 0),
    };
  },

  async delete(tx: Tx, id: string) {
    return tx.deleteFrom('tenants').where('id', '=', id).returning(['id', 'slug']).executeTakeFirst();
  },
  async insert(
    db: Db,
    t: {
      id: string;
      slug: string;
      name: string;
      logoUrl: string | null;
      emailRecipients: string[];
      publicKey: string;
      allowedOrigins: string[];
      receptionConfig: Record<string, unknown>;
      settings: Record<string, unknown>;
    },
  ): Promise<void> {
    await db
      .insertInto('tenants')
      .values({
        id: t.id,
        slug: t.slug,
        name: t.name,
        logo_url: t.logoUrl,
        email_recipients: t.emailRecipients,
        public_key: t.publicKey,
        allowed_origins: t.allowedOrigins,
        reception_config: JSON.stringify(t.receptionConfig),
        settings: JSON.stringify(t.settings),
      })
      .execute();
  },

  findBySlug(db: Db, slug: string) {
    return db.selectFrom('tenants').select(['id', 'slug', 'name']).where('slug', '=', slug).executeTakeFirst();
  },

  /** What the public endpoints need of a practice, by id or by slug. */
  findPublic(db: Db, by: 'id' | 'slug', value: string) {
    return db
      .selectFrom('tenants')
      .select([
        'id',
        'slug',
        'name',
        'public_key',
        'allowed_origins',
        'email_recipients',
        'settings',
        'reception_config',
      ])
      .where(by, '=', value)
      .executeTakeFirst();
  },
};
