/** Every queue the worker serves, with its handler. */
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { providerFor } from '../features/anamnesis/provider.js';
import { ANAMNESIS_QUEUE, anamnesisService } from '../features/anamnesis/service.js';
import { notificationHandlers } from '../features/notifications/service.js';
import { contactIndex, contactIndexHandlers } from '../features/privacy/contactIndex.js';
import { retentionHandlers } from '../features/privacy/retention.js';
import type { SpamDefence } from '../features/spam/index.js';
import type { Keyring } from '../lib/crypto.js';
import type { Mailer } from '../lib/mailer.js';
import type { JobHandler } from './worker.js';

export function jobHandlers(
  db: Database,
  keyring: Keyring,
  mailer: Mailer,
  config: Config,
  spam: SpamDefence,
): Record<string, JobHandler> {
  return {
    ...notificationHandlers(db, keyring, mailer, config),
    ...spam.handlers,
    [ANAMNESIS_QUEUE]: anamnesisService(db, keyring, providerFor(config)).process,
    ...retentionHandlers(db),
    ...contactIndexHandlers(db, keyring, contactIndex(config.secrets.masterKey)),
  };
}
