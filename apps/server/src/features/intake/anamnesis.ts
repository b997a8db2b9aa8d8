/**
 * submitAnamnese: the questionnaire's answers, attached to the submission the patient just
 * sent (grant required), or stored as a new anamnese submission when filled in on its own.
 * Answers are validated against the questionnaire in packages/domain and stored encrypted.
 */
import { randomUUID } from 'node:crypto';
import { redFlagsOf, type SubmitAnamneseRequest } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { type Tx, withTenant } from '../../db/scope.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { checkGrant } from './grant.js';
import { insertAnamnesis, lockForAnamnesis } from './repository.js';
import type { Caller, IntakeService } from './service.js';

export function anamnesisIntake(db: Database, keyring: Keyring, intake: IntakeService) {
  async function insertAnswers(tx: Tx, tenantId: string, submissionId: string, req: SubmitAnamneseRequest) {
    const id = randomUUID();
    const { blob, keyVersion } = await keyring.encrypt(
      tx,
      { tenantId, table: 'anamnese_submissions', recordId: id },
      req.answers,
    );
    await insertAnamnesis(tx, {
      id,
      tenantId,
      submissionId,
      answers: blob,
      keyVersion,
      completedAt: new Date(req.completedAt),
      redFlags: redFlagsOf(req.answers).length > 0,
    });
    return id;
  }

  return {
    async submit(req: SubmitAnamneseRequest, apiKey: string | undefined, caller: Caller) {
      const original = req.originalSubmissionId || undefined;
      if (!original) {
        // On its own: a new submission of type anamnese, stored in the same transaction.
        const r = await intake.submit({
          tenantRef: req.tenantId,
          apiKey,
          requireKey: true,
          formData: { quelle: 'Online-Rezeption (Anamnesebogen)' },
          formType: 'anamnese',
          language: req.language,
          idempotencyKey: undefined,
          caller,
          afterInsert: (tx, tenantId, submissionId) => insertAnswers(tx, tenantId, submissionId, req),
        });
        return { submissionId: r.submissionId };
      }
      const tenant = await intake.tenantFor(req.tenantId, apiKey, true, caller);
      if (checkGrant(intake.grantKey, req.grant, original) !== tenant.id) throw new AppError('GRANT_INVALID');
      const anamneseId = await withTenant(db, tenant.id, async (tx) => {
        const sub = await lockForAnamnesis(tx, tenant.id, original);
        if (!sub) throw new AppError('SUBMISSION_NOT_FOUND');
        if (sub.has_anamnese)
          throw new AppError('ALREADY_EXISTS', 'Für diese Anfrage wurde bereits eine Anamnese gesendet.');
        return insertAnswers(tx, tenant.id, original, req);
      });
      return { submissionId: original, anamneseId };
    },
  };
}
