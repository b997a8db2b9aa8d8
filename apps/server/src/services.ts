/**
 * The composition root: every service is built here, once per process, from the config and the
 * database. buildApp (routes) and the worker (job handlers) receive what they need from it;
 * nothing else constructs a service.
 */
import type { Config } from './config.js';
import type { Database } from './db/index.js';
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
import { retentionJobHandlers, retentionService } from './features/privacy/retention.js';
import { createSpamDefence } from './features/spam/index.js';
import { inboxActions } from './features/submissions/actions.js';
import { submissionsService } from './features/submissions/service.js';
import { publicTenantCache } from './features/tenants/publicTenant.js';
import { tenantsService } from './features/tenants/service.js';
import { usersService } from './features/users/service.js';
import type { JobHandlers } from './jobs/payloads.js';
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
  const intake = intakeService(db, keyring, config, {
    scorer: spam.scorer,
    aiQuarantine: spam.aiQuarantine,
    tenants: publicTenants,
    contacts,
  });

  return {
    config,
    db,
    keyring,
    publicTenants,
    auth: authService(db, config),
    membership: membershipService(db),
    submissions: submissionsService(db, keyring),
    inbox: inboxActions(db, keyring, spam.feedback),
    anamnesis,
    users: usersService(db),
    tenants: tenantsService(db, keyring, publicTenants.invalidate),
    blacklist: blacklistService(db, config.secrets.ipHashSecret),
    auditTrail: auditTrailService(db),
    retention: retentionService(db),
    patientData: patientDataService(db, keyring, contacts),
    spam,
    intake,
    uploads: uploadService(db, keyring, intake.grantKey),
    anamnesisIntake: anamnesisIntake(db, keyring, intake),
    magicLinks: magicLinkService(db, keyring, config),

    /** Every queue's handler, registered by the feature that owns it; mail goes through `mailer`. */
    jobHandlers(mailer: Mailer): JobHandlers {
      return {
        ...notificationJobHandlers(db, keyring, mailer, config),
        ...spam.jobs,
        'anamnesis.process': anamnesis.process,
        ...retentionJobHandlers(db),
        ...contactIndexJobHandlers(db, keyring, contacts),
      };
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
