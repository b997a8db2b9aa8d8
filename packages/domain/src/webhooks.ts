/**
 * Webhooks (issue 18): a practice's website or software is told, signed, when a submission is
 * created, marked processed or deleted. Events carry ids, the event type, times and links only,
 * never form data. Verification recipe: README.md ("Webhooks") and docs/decisions/0015-webhooks.md.
 */
import { z } from 'zod';

export const webhookEventTypes = [
  'submission.created',
  'submission.processed',
  'submission.deleted',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** `X-PraxisDesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-PraxisDesk-Signature';
/** A receiver refuses signatures older (or newer) than this many seconds: replays are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The JSON body of every delivery. `id` stays the same across retries: receivers deduplicate on it. */
export const webhookEvent = z.object({
  id: z.string().uuid(),
  type: z.enum(webhookEventTypes),
  createdAt: z.string(),
  tenantId: z.string().uuid(),
  data: z.object({
    submissionId: z.string().uuid().nullable(),
    links: z.object({ submission: z.string().nullable(), api: z.string().nullable() }),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookDelivery = z.object({
  id: z.string().uuid(),
  eventType: z.enum(webhookEventTypes),
  submissionId: z.string().uuid().nullable(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookEndpoint = z.object({
  url: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  secretRotatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookResponse = z.object({
  webhook: webhookEndpoint.nullable(),
  deliveries: z.array(webhookDelivery),
});
export type WebhookResponse = z.infer<typeof webhookResponse>;

export const putWebhookRequest = z.object({
  url: z.string().trim().max(2000),
  enabled: z.boolean().default(true),
});
export type PutWebhookRequest = z.infer<typeof putWebhookRequest>;

/** Answer of saving (the secret only when a new endpoint got one) and of rotating (always). */
export const webhookSecretResponse = z.object({
  webhook: webhookEndpoint,
  /** Shown once; stored encrypted, never answered again. */
  secret: z.string().nullable(),
});

export const webhookTestResponse = z.object({ delivery: webhookDelivery });

export const webhookTexts = {
  title: 'Webhook',
  intro:
    'Bei neuen, erledigten und gelöschten Einreichungen sendet PraxisDesk ein signiertes JSON-Ereignis (ohne Gesundheitsdaten) an diese Adresse.',
  url: 'Empfänger-URL',
  urlHint: 'https://…, z. B. https://praxis.example/hooks/praxisdesk',
  enabled: 'Webhook aktiv',
  save: 'Webhook speichern',
  saved: 'Webhook gespeichert.',
  remove: 'Webhook entfernen',
  removed: 'Webhook entfernt.',
  rotate: 'Geheimnis erneuern',
  test: 'Test senden',
  testSent: (status: string) => `Test gesendet: ${status}`,
  secretOnce: 'Signatur-Geheimnis (wird nur jetzt angezeigt, bitte sicher speichern):',
  noWebhook: 'Für diese Praxis ist kein Webhook eingerichtet.',
  log: 'Zustellprotokoll',
  logEmpty: 'Noch keine Zustellungen.',
  loadFailed: 'Der Webhook konnte nicht geladen werden.',
  failed: 'Die Webhook-Aktion ist fehlgeschlagen.',
  cols: {
    time: 'Zeit',
    event: 'Ereignis',
    status: 'Status',
    http: 'HTTP',
    attempts: 'Versuche',
    error: 'Fehler',
  },
  events: {
    'submission.created': 'Neue Einreichung',
    'submission.processed': 'Erledigt',
    'submission.deleted': 'Gelöscht',
    'webhook.test': 'Test',
  } satisfies Record<WebhookEventType, string>,
  statuses: { pending: 'Ausstehend', delivered: 'Zugestellt', failed: 'Fehlgeschlagen' } satisfies Record<
    (typeof webhookDeliveryStatuses)[number],
    string
  >,
} as const;
