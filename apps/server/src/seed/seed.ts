/**
 * Demo data for a fresh installation: two practices (one medical, one not), an admin, a staff
 * user of one practice, a staff user of both, their memberships, and demo submissions. The
 * membership packages themselves are reference data of migration 0003.
 * Runs only when the database has no tenant yet, so a second start reuses the data.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { redFlagsOf } from '@praxisdesk/domain';
import type { Database } from '../db/index.js';
import { withTenant } from '../db/scope.js';
import { createTenant } from '../features/tenants/provision.js';
import { createUser } from '../features/users/provision.js';
import type { Keyring } from '../lib/crypto.js';
import { type DemoSubmission, demoSubmissionsPark, demoSubmissionsStudio } from './demoSubmissions.js';
import { parkReceptionConfig, studioReceptionConfig } from './receptionConfigs.js';

export interface DemoCredentials {
  role: string;
  email: string;
  password: string;
  tenants: string;
}

/**
 * What the first start prints and saves: the demo sign-ins, naming the file where they are kept
 * (as given: relative to where the app was started, or absolute when DATA_DIR is).
 */
export function demoCredentialsText(credentials: DemoCredentials[], file: string): string {
  return [
    `Demo sign-in (generated on first start; also saved in ${file}):`,
    ...credentials.map((c) => `  ${c.role.padEnd(5)}  ${c.email.padEnd(38)} ${c.password}   (${c.tenants})`),
  ].join('\n');
}

export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return !row;
}

const demoPassword = () => randomBytes(9).toString('base64url');

export async function seedDemo(db: Database, keyring: Keyring): Promise<DemoCredentials[]> {
  const park = await createTenant(db, keyring, {
    slug: 'physio-am-park',
    name: 'Physiotherapie am Stadtpark',
    emailRecipients: ['empfang@physio-am-park.example'],
    allowedOrigins: ['https://www.physio-am-park.example'],
    receptionConfig: parkReceptionConfig,
    settings: { patientConfirmation: true },
  });
  const studio = await createTenant(db, keyring, {
    slug: 'bewegungsstudio-mitte',
    name: 'Bewegungsstudio Mitte',
    emailRecipients: ['team@bewegungsstudio-mitte.example'],
    allowedOrigins: ['https://bewegungsstudio-mitte.example'],
    receptionConfig: studioReceptionConfig,
    settings: { patientConfirmation: true },
  });

  const people = [
    { role: 'admin' as const, email: 'admin@praxisdesk.example', fullName: 'Alex Admin', tenants: [park, studio] },
    { role: 'user' as const, email: 'anna.berger@physio-am-park.example', fullName: 'Anna Berger', tenants: [park] },
    { role: 'user' as const, email: 'tom.keller@praxisdesk.example', fullName: 'Tom Keller', tenants: [studio, park] },
  ];
  const credentials: DemoCredentials[] = [];
  const userIds: string[] = [];
  for (const p of people) {
    const password = demoPassword();
    const user = await createUser(db, { ...p, password, tenantIds: p.tenants.map((t) => t.id) });
    userIds.push(user.id);
    credentials.push({ role: p.role, email: p.email, password, tenants: p.tenants.map((t) => t.name).join(', ') });
  }

  const packages = await db.selectFrom('membership_packages').select(['id', 'name']).execute();
  const pkg = (name: string) => packages.find((p) => p.name === name)?.id;
  const memberships: [string | undefined, string | undefined][] = [
    [userIds[0], pkg('Beta-Testphase')],
    [userIds[1], pkg('Kompakt')],
  ];
  for (const [userId, packageId] of memberships) {
    if (userId && packageId) {
      await db
        .insertInto('user_memberships')
        .values({ user_id: userId, package_id: packageId, addons: JSON.stringify([]), status: 'active' })
        .execute();
    }
  }

  await insertDemoSubmissions(db, keyring, park.id, demoSubmissionsPark, userIds[1]);
  await insertDemoSubmissions(db, keyring, studio.id, demoSubmissionsStudio, userIds[2]);
  return credentials;
}

export async function insertDemoSubmissions(
  db: Database,
  keyring: Keyring,
  tenantId: string,
  items: DemoSubmission[],
  processedBy?: string,
) {
  await withTenant(db, tenantId, async (tx) => {
    for (const s of items) {
      const id = randomUUID();
      const createdAt = new Date(Date.now() - s.hoursAgo * 3_600_000);
      const { blob, keyVersion } = await keyring.encrypt(
        tx,
        { tenantId, table: 'form_submissions', recordId: id },
        s.formData,
      );
      await tx
        .insertInto('form_submissions')
        .values({
          id,
          tenant_id: tenantId,
          form_type: s.formType,
          form_data: blob,
          key_version: keyVersion,
          is_spam: !!s.spam,
          spam_score: s.spam?.score ?? 4,
          spam_confidence: s.spam ? s.spam.score / 100 : 0.96,
          spam_reasons: JSON.stringify(s.spam?.reasons ?? []),
          quarantine_status: 'completed',
          is_processed: !!s.processed,
          processed_at: s.processed ? createdAt : null,
          processed_by: s.processed ? (processedBy ?? null) : null,
          created_at: createdAt,
          updated_at: createdAt,
          has_anamnese: !!s.anamnesis,
          anamnesis_red_flags: !!s.anamnesis && redFlagsOf(s.anamnesis).length > 0,
        })
        .execute();
      if (s.anamnesis) {
        const anamneseId = randomUUID();
        const enc = await keyring.encrypt(
          tx,
          { tenantId, table: 'anamnese_submissions', recordId: anamneseId },
          s.anamnesis,
        );
        await tx
          .insertInto('anamnese_submissions')
          .values({
            id: anamneseId,
            tenant_id: tenantId,
            original_submission_id: id,
            answers: enc.blob,
            key_version: enc.keyVersion,
            completed_at: createdAt,
          })
          .execute();
      }
    }
  });
}
