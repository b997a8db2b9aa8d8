/**
 * Every queue and the shape of its payload: the one list `enqueue`, the worker and the handlers
 * are type-checked against. The queue itself knows no handler; features register theirs in the
 * composition root (services.ts). Payloads carry ids only, never health data.
 */
import { z } from 'zod';

const submissionRef = z.object({ submissionId: z.guid() });

export const jobPayloads = {
  /** One staff notification (magic link + code) per recipient. */
  'notify.staff': submissionRef.extend({ recipient: z.string().min(1) }),
  /** The patient's fixed-text confirmation. */
  'notify.patient': submissionRef,
  /** A borderline spam score waits for the optional AI endpoint. */
  'spam.ai': submissionRef,
  /** Summary or clinical text of an anamnesis. */
  'anamnesis.process': submissionRef.extend({
    anamneseId: z.guid(),
    kind: z.enum(['summary', 'text']),
  }),
  /** The nightly retention run (reschedules itself). */
  'privacy.retention': z.object({}),
  /** Removes the .eml outbox files of erased/deleted submissions (issue 17; no-op with SMTP). */
  'privacy.outbox_purge': z.object({ submissionIds: z.array(z.guid()).min(1).max(1000) }),
  /** Indexes contact keys of submissions stored without them (requeues itself while work is left). */
  'privacy.contact_index': z.object({}),
  /** Issue 19: a password-reset or invitation mail; the handler makes the link's token. */
  'account.mail': z.object({ userId: z.guid(), purpose: z.enum(['reset', 'invite']) }),
  /** One webhook delivery (written by the form_submissions trigger, migration 0014). */
  'webhook.deliver': z.object({ deliveryId: z.guid() }),
} as const;

export type QueueName = keyof typeof jobPayloads;
export type JobPayload<Q extends QueueName> = z.infer<(typeof jobPayloads)[Q]>;

export const isQueueName = (name: string): name is QueueName => Object.hasOwn(jobPayloads, name);

/** A claimed job whose payload has been checked against its queue's schema. */
export interface Job<Q extends QueueName = QueueName> {
  id: string;
  queue: Q;
  tenantId: string | null;
  payload: JobPayload<Q>;
  attempts: number;
  maxAttempts: number;
}

/** A job to write in the caller's transaction. */
export type NewJob = {
  [Q in QueueName]: { queue: Q; payload: JobPayload<Q>; tenantId?: string | null; maxAttempts?: number };
}[QueueName];

export type JobHandler<Q extends QueueName> = (job: Job<Q>) => Promise<void>;

/** What a feature registers: handlers for some of the queues. */
export type JobHandlers = { [Q in QueueName]?: JobHandler<Q> };
