/**
 * Commands of the admin console (the spec: user creation happens "via the console or a backend").
 *
 *   npm run cli -- create-tenant --id physio-nord --name "Physio Nord" [--recipients a@x.de,b@x.de]
 *   npm run cli -- create-user --email a@x.de --name "Anna A." --role user|admin --tenants physio-nord,other
 *                              [--password …]   (without --password one is generated and printed)
 *   npm run cli -- reset-password --email a@x.de [--password …]
 *   npm run cli -- reset-2fa --email a@x.de   (the last admin lost their authenticator and codes)
 *   npm run cli -- list-tenants
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { roles } from '@praxisdesk/domain';
import type { Database } from '../db/index.js';
import { withTenant } from '../db/scope.js';
import { accountRepository } from '../features/account/repository.js';
import { createTenant, findTenantBySlug } from '../features/tenants/provision.js';
import { createUser, resetPassword } from '../features/users/provision.js';
import { audit, SYSTEM } from '../lib/audit.js';
import type { Keyring } from '../lib/crypto.js';

export class CliError extends Error {}

export const usage = `Usage: npm run cli -- <command> [options]
  create-tenant   --id <slug> --name <name> [--recipients a@x.de,b@x.de] [--origins https://www.praxis.de]
  create-user     --email <e-mail> --name <full name> --role user|admin --tenants <slug,slug> [--password <pw>]
  reset-password  --email <e-mail> [--password <pw>]
  reset-2fa       --email <e-mail>   (switches two-factor sign-in off and ends the user's sessions)
  rotate-data-key --id <slug>      (new writes use a new key; existing records keep opening)
  list-tenants`;

const options = {
  id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  tenants: { type: 'string' },
  password: { type: 'string' },
  recipients: { type: 'string' },
  origins: { type: 'string' },
} as const;

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function need(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new CliError(`Missing --${flag}\n\n${usage}`);
  return value.trim();
}

/** Runs one command and returns what to print. Throws CliError for wrong input. */
export async function runCli(argv: string[], db: Database, keyring: Keyring): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [command] = positionals;
  switch (command) {
    case 'create-tenant': {
      const slug = need(values.id, 'id');
      if (!/^[a-z0-9_-]{1,64}$/.test(slug)) {
        throw new CliError('The tenant id may contain only lowercase letters, digits, underscores and hyphens.');
      }
      if (await findTenantBySlug(db, slug)) throw new CliError(`Tenant "${slug}" exists already.`);
      const t = await createTenant(db, keyring, {
        slug,
        name: need(values.name, 'name'),
        emailRecipients: list(values.recipients),
        allowedOrigins: list(values.origins),
      });
      return `Created tenant ${t.slug} (${t.id}).`;
    }
    case 'create-user': {
      const role = need(values.role, 'role');
      if (!roles.includes(role as never)) throw new CliError('--role must be user or admin.');
      const tenantIds: string[] = [];
      for (const slug of list(values.tenants)) {
        const t = await findTenantBySlug(db, slug);
        if (!t) throw new CliError(`Unknown tenant "${slug}".`);
        tenantIds.push(t.id);
      }
      const password = values.password ?? randomBytes(12).toString('base64url');
      try {
        await createUser(db, {
          email: need(values.email, 'email'),
          fullName: need(values.name, 'name'),
          role: role as 'user' | 'admin',
          password,
          tenantIds,
        });
      } catch (err) {
        if (String(err).includes('users_email_key')) throw new CliError(`A user with this e-mail exists already.`);
        if (String(err).includes('Password')) throw new CliError(String((err as Error).message));
        throw err;
      }
      return values.password
        ? `Created user ${values.email}.`
        : `Created user ${values.email} with password: ${password}`;
    }
    case 'reset-password': {
      const email = need(values.email, 'email');
      const password = values.password ?? randomBytes(12).toString('base64url');
      try {
        if (!(await resetPassword(db, email, password))) throw new CliError(`No user with e-mail ${email}.`);
      } catch (err) {
        if (err instanceof CliError) throw err;
        throw new CliError(String((err as Error).message));
      }
      return values.password
        ? `Password of ${email} changed; their sessions were ended.`
        : `New password of ${email}: ${password} (their sessions were ended)`;
    }
    case 'reset-2fa': {
      const email = need(values.email, 'email');
      const user = await accountRepository.findActiveUserByEmail(db, email);
      if (!user) throw new CliError(`No user with e-mail ${email}.`);
      await db.transaction().execute(async (tx) => {
        await accountRepository.disableTotp(tx, user.id);
        await accountRepository.endSessionsExcept(tx, user.id, null);
        await audit(tx, SYSTEM, { action: 'admin.user.mfa_reset', target: { type: 'user', id: user.id } });
      });
      return `Two-factor sign-in of ${email} switched off; their sessions were ended.`;
    }
    case 'rotate-data-key': {
      const slug = need(values.id, 'id');
      const t = await findTenantBySlug(db, slug);
      if (!t) throw new CliError(`Unknown tenant "${slug}".`);
      const version = await withTenant(db, t.id, (tx) => keyring.rotateTenantKey(tx, t.id));
      await audit(db, SYSTEM, { tenantId: t.id, action: 'tenant.rotate_data_key', details: { version } });
      return `Tenant ${slug} now encrypts with data key version ${version}.`;
    }
    case 'list-tenants': {
      const rows = await db.selectFrom('tenants').select(['slug', 'name', 'public_key']).orderBy('name').execute();
      return rows.map((r) => `${r.slug.padEnd(28)} ${r.name}`).join('\n') || '(no tenants)';
    }
    default:
      throw new CliError(usage);
  }
}
