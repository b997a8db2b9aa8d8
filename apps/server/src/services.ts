/**
 * The composition root: every service is built here, once per process, from the config and the
 * database. buildApp (routes) and the worker (job handlers) receive what they need from it;
 * nothing else constructs a service.
 */
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { secondFactor } from './features/account/secondFactor.js';
import { accountJobHandlers, accountService } from './features/account/service.js';
import { providerFor } from './features/anamnesis/provider.js';
import { anamnesisService } from './features/anamnesis/service.js';
import { authService } from './features/auth/service.js';
import { blacklistService } from './features/blacklist/service.js';
import { anamnesisIntake } from './features/intake/anamnesis.js';
import { intakeService } from './features/intake/service.js';
import { uploadService } from './features/intake/upload.js';
import { magicLinkService } from './features/magicLinks/service.js';
import { membershipService } from './features/membership/service.js';
import { notificationJobHandlers } from './features/notifications/service.js';
import { auditTrailService } from './features/privacy/auditTrail.js';
import { contactIndex, contactIndexJobHandlers } from './features/privacy/contactIndex.js';
import { patientDataService } from './features/privacy/patientData.js';
import { retainedService } from './features/privacy/retained.js';
import { retentionJobHandlers, retentionService } from './features/privacy/retention.js';
import { recordsService } from './features/records/service.js';
import { createSpamDefence } from './features/spam/index.js';
import { inboxExport } from './features/submissions/export.js';
import { submissionsService } from './features/submissions/service.js';
import { publicTenantCache } from './features/tenants/publicTenant.js';
import { tenantsService } from './features/tenants/service.js';
import { usersService } from './features/users/service.js';
import { webhooksService } from './features/webhooks/service.js';
import type { JobHandlers } from './jobs/payloads.js';
import { clamavScanner } from './lib/clamav.js';
import { Keyring } from './lib/crypto.js';
import type { Mailer } from './lib/mailer.js';

export function buildServices(config: Config, db: Database) {
  const keyring = new Keyring(config.secrets.masterKey);
  // Public endpoints read practices through this cache; the admin API invalidates it on changes.
  const publicTenants = publicTenantCache(db);
  // Intake writes each submission's contact keys; the patient export and its indexing job look them up.
  const contacts = contactIndex(config.secrets.masterKey);
  const spam = createSpamDefence(db, keyring, config);
  const anamnesis = anamnesisService(db, keyring, providerFor(config));
  const submissions = submissionsService(db, keyring, spam.feedback);
  const auditTrail = auditTrailService(db);
  const intake = intakeService(db, keyring, config, {
    scorer: spam.scorer,
    aiQuarantine: spam.aiQuarantine,
    tenants: publicTenants,
    contacts,
  });

  // Issue 19: the second factor is shared by the sign-in (auth) and the Konto page (account).
  const factor = secondFactor(db, config);
  const auth = authService(db, config, factor);
  const account = accountService(db, config, auth, factor);
  const webhooks = webhooksService(db, keyring, config);

  const records = recordsService(db, keyring, { submissions, anamnesis, auditTrail, webDist: config.webDist });
  return {
    config,
    db,
    keyring,
    publicTenants,
    auth,
    account,
    membership: membershipService(db),
    submissions,
    anamnesis,
    users: usersService(db, account.enqueueInvitation),
    tenants: tenantsService(db, keyring, publicTenants.invalidate),
    blacklist: blacklistService(db, config.secrets.ipHashSecret),
    auditTrail,
    records,
    retention: retentionService(db),
    patientData: patientDataService(
      db,
      keyring,
      contacts,
      undefined,
      { aiEndpoint: config.ai ? new URL(config.ai.baseUrl).host : null, smtpRelay: Boolean(config.smtpUrl) },
      records.pdfIn,
    ),
    retained: retainedService(db, keyring),
    spam,
    intake,
    uploads: uploadService(db, keyring, intake.grantKey, config.clamav ? clamavScanner(config.clamav) : undefined),
    anamnesisIntake: anamnesisIntake(db, keyring, intake),
    magicLinks: magicLinkService(db, keyring, config),
    webhooks,
    inboxExport: inboxExport(db, keyring),

    /** Every queue's handler, registered by the feature that owns it; mail goes through `mailer`. */
    jobHandlers(mailer: Mailer): JobHandlers {
      return {
        ...notificationJobHandlers(db, keyring, mailer, config),
        ...spam.jobs,
        'anamnesis.process': anamnesis.process,
        // Without SMTP the mails wait as .eml files in DATA_DIR/outbox: swept by the retention run.
        ...retentionJobHandlers(
          db,
          undefined,
          config.smtpUrl ? undefined : { dir: join(config.dataDir, 'outbox'), days: config.outboxRetentionDays ?? 7 },
        ),
        ...contactIndexJobHandlers(db, keyring, contacts),
        ...accountJobHandlers(db, config, mailer),
        'webhook.deliver': webhooks.deliverJob,
      };
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
