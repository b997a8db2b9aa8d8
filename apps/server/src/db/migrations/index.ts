import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_intake.js';
import * as m0003 from './0003_admin.js';
import * as m0004 from './0004_spam.js';
import * as m0005 from './0005_inbox.js';
import * as m0006 from './0006_anamnesis.js';
import * as m0007 from './0007_privacy.js';
import * as m0008 from './0008_rate_limits_unlogged.js';
import * as m0009 from './0009_contact_index.js';
import * as m0011 from './0011_retention_duty.js';
import * as m0012 from './0012_accounts.js';
import * as m0013 from './0013_prescription_data.js';
import * as m0014 from './0014_webhooks.js';
import * as m0015 from './0015_inbox_plans.js';
import * as m0016 from './0016_webhook_hidden.js';
import * as m0017 from './0017_submission_language.js';

/** Forward-only, numbered. Add new migrations at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_intake': m0002,
  '0003_admin': m0003,
  '0004_spam': m0004,
  '0005_inbox': m0005,
  '0006_anamnesis': m0006,
  '0007_privacy': m0007,
  '0008_rate_limits_unlogged': m0008,
  '0009_contact_index': m0009,
  '0011_retention_duty': m0011,
  '0012_accounts': m0012,
  '0013_prescription_data': m0013,
  '0014_webhooks': m0014,
  '0015_inbox_plans': m0015,
  '0016_webhook_hidden': m0016,
  '0017_submission_language': m0017,
};
