/**
 * The back-office inbox beyond list and detail (spec backoffice §2 Dashboard, Submission
 * detail; §3 stats object; §4 transitions; §9 constants): stats, spam marking, bulk delete,
 * block sender, the live event stream, and the German texts of those screens.
 */
import { z } from 'zod';
import { type FormType, formTypes } from './formTypes.js';

export const DASHBOARD_PAGE_SIZE = 10;
export const POLL_INTERVAL_MS = 120_000;
/** After a network error the next poll waits 60 s × 2^failures; 3 failures in a row stop it. */
export const POLL_BACKOFF_BASE_MS = 60_000;
export const POLL_MAX_FAILURES = 3;
export const RESEND_RELOAD_DELAY_MS = 3_000;
export const SUCCESS_MESSAGE_MS = 3_000;
export const BULK_DELETE_CONFIRM_WORD = 'Löschen';
export const BULK_DELETE_MAX = 100;

/** Next poll delay given the consecutive network failures so far; null = stop polling. */
export function nextPollDelay(failures: number): number | null {
  if (failures >= POLL_MAX_FAILURES) return null;
  if (failures === 0) return POLL_INTERVAL_MS;
  return POLL_BACKOFF_BASE_MS * 2 ** failures;
}

export const statsQuery = z.object({ tenant: z.string().uuid().optional() });
/** The live event stream of one tenant's inbox (or every assigned tenant's without `tenant`). */
export const inboxEventsQuery = z.object({ tenant: z.string().uuid().optional() });
/** `?inline=1` lets the detail page show the prescription in an <img>/<iframe> of our own origin. */
export const submissionFileQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/**
 * Counting rules (spec §9): unknown form types count as contact (the intake stores them as
 * contact); the five type counters count the submissions that are not spam, so they add up
 * to total − spam; unprocessed = total − processed, never below 0.
 */
export const submissionStats = z.object({
  total: z.number().int(),
  spam: z.number().int(),
  processed: z.number().int(),
  unprocessed: z.number().int(),
  typeCounts: z.object(
    Object.fromEntries(formTypes.map((t) => [t, z.number().int()])) as Record<FormType, z.ZodNumber>,
  ),
  /** Newest submission in scope (by creation time), for 'something new arrived' checks. */
  lastSubmissionId: z.string().uuid().nullable(),
  /** "Fristen in 7 Tagen": open prescriptions (not spam, not processed) whose start-by deadline is today or within 7 days. */
  deadlinesDue: z.number().int().optional(),
});
export type SubmissionStats = z.infer<typeof submissionStats>;

export const setSpamRequest = z.object({ isSpam: z.boolean() });

export const bulkDeleteSubmissionsRequest = z.object({
  ids: z.array(z.string().uuid()).min(1).max(BULK_DELETE_MAX),
});
export const bulkDeleteResponse = z.object({
  deleted: z.number().int(),
  /** Of those, taken out of the inbox but kept under a legal retention duty (issue 17). */
  hidden: z.number().int().optional(),
});

export const blockSenderResponse = z.object({
  /** False when the sender was already on the blacklist. */
  added: z.boolean(),
  /** First 16 characters of the hash, as the blacklist screen shows it; never the IP. */
  hashPrefix: z.string(),
  /** Until when the sender is blocked for this practice (issue 17: per practice, expiring). */
  expiresAt: z.string().nullable().optional(),
});

/** One line of GET /api/submissions/events (text/event-stream, `data: {json}`). */
export const inboxEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('changed'), tenantId: z.string().uuid() }),
]);
export type InboxEvent = z.infer<typeof inboxEvent>;

export const quarantineLabels = {
  pending: 'Wartend auf AI-Analyse',
  processing: 'AI-Analyse läuft...',
  failed: 'AI-Analyse fehlgeschlagen',
} as const;

export const inboxTexts = {
  refresh: 'Aktualisieren',
  /** The language badge (issue 21): the patient wrote in the reception in this language. */
  languagePrefix: 'Sprache:',
  languageTitle: 'Sprache, in der die Patientin / der Patient die Online-Rezeption genutzt hat',
  startScan: 'Spam-Scan starten',
  /** CSV of the inbox under the current filters (issue 18). */
  exportCsv: 'CSV exportieren',
  stats: { total: 'Gesamt', unprocessed: 'Unbearbeitet', spam: 'Spam' },
  tenant: 'Mandant',
  showSpam: 'Spam anzeigen',
  formType: 'Formulartyp',
  allTypes: 'Alle Typen',
  deleteSelected: (n: number) => `Ausgewählte löschen (${n})`,
  select: (title: string) => `${title} auswählen`,
  prev: 'Zurück',
  next: 'Weiter',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  empty: 'Keine Formular-Einreichungen gefunden.',
  emptyHint: 'Versuchen Sie, die Filter anzupassen.',
  retry: 'Erneut versuchen',
  processed: 'Bearbeitet',
  unprocessed: 'Unbearbeitet',
  markProcessed: 'Als bearbeitet markieren',
  markUnprocessed: 'Als unbearbeitet markieren',
  spamBadge: (score: number) => `Spam (${score})`,
  scoreBadge: (score: number) => `Score ${score}`,
  pollingStopped:
    'Die automatische Aktualisierung wurde nach 3 Verbindungsfehlern angehalten. Klicken Sie auf „Aktualisieren“, um es erneut zu versuchen.',
  liveUpdates: 'Neue Einreichungen erscheinen automatisch.',
  bulkDialog: {
    title: 'Einträge löschen',
    body: (n: number) =>
      `${n === 1 ? 'Ein Eintrag wird' : `${n} Einträge werden`} endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`,
    prompt: 'Geben Sie zur Bestätigung „Löschen“ ein:',
    confirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
  },
  detail: {
    back: 'Zurück zum Dashboard',
    delete: 'Löschen',
    deleteConfirm: 'Möchten Sie diese Formular-Einreichung wirklich löschen?',
    spamBanner: 'Diese Einreichung wurde als Spam eingestuft.',
    spamSection: 'Spam-Verwaltung',
    spamStatus: 'Status',
    isSpam: 'Spam',
    notSpam: 'Kein Spam',
    score: (n: number) => `${n} / 100`,
    scoreLabel: 'Spam-Score',
    reasons: 'Gründe',
    markSpam: 'Als Spam markieren',
    markHam: 'Als Nicht-Spam markieren',
    spamHint: 'Ihre Markierung verbessert den AI-Spamfilter Ihrer Praxis.',
    spamError: 'Fehler beim Markieren der Einreichung',
    blockSender: 'Absender sperren',
    blockSenderHint: 'Sperrt die IP-Adresse des Absenders (nur als Prüfsumme gespeichert) für künftige Einreichungen.',
    blockSenderDone: 'Der Absender wurde gesperrt.',
    blockSenderAlready: 'Der Absender war bereits gesperrt.',
    blockSenderFailed: 'Der Absender konnte nicht gesperrt werden.',
    mailSection: 'E-Mail-Benachrichtigung',
    mailCount: 'Versendete Benachrichtigungen',
    mailLast: 'Zuletzt versendet',
    mailResend: 'Benachrichtigung erneut senden',
    mailResent: 'Die Benachrichtigung wird mit neuen Links versendet. Die Seite wird gleich neu geladen.',
    mailError: 'Fehler beim Senden der E-Mail',
    fileSection: 'Verschlüsseltes Rezept',
    fileFullscreen: 'Vollbild',
    fileDownload: 'Herunterladen',
    fileDownloadFailed: 'Download fehlgeschlagen. Bitte versuchen Sie es erneut.',
    fileImageFailed: 'Die Vorschau konnte nicht geladen werden.',
    fileClose: 'Vollbild schließen',
    fileNotInReadOnly: 'Die Datei ist nur im PraxisDesk-Dashboard abrufbar.',
    dataSection: 'Formulardaten',
    logSection: 'E-Mail-Protokoll',
    logEmpty: 'Noch keine E-Mails versendet.',
    logRecipient: 'Empfänger',
    logSubject: 'Betreff',
    logStatus: 'Status',
    logSent: 'Versendet am',
    logError: 'Fehlermeldung',
    sent: 'Versendet',
    failed: 'Fehlgeschlagen',
    anamnesisSlot: 'Anamnese',
  },
} as const;

/** The spam-scan dialog (spec §2, §8 scan messages verbatim). */
export const scanTexts = {
  title: 'Spam-Scan',
  intro: 'Prüft vorhandene Einreichungen erneut mit dem Spamfilter (KI oder Regeln).',
  scope: 'Umfang',
  scopes: {
    newest: 'Neueste Einreichungen',
    type: 'Nach Formulartyp',
    date: 'Nach Zeitraum',
    all: 'Alle Einreichungen',
  },
  formType: 'Formulartyp',
  chooseType: 'Bitte wählen',
  from: 'Von',
  to: 'Bis',
  limit: 'Maximale Anzahl (1–100)',
  live: 'Live-Fortschritt anzeigen',
  liveHint: 'Live-Fortschritt gibt es für 11 bis 50 Einreichungen; sonst läuft der Standard-Scan.',
  close: 'Schließen',
  start: 'Scan starten',
  again: 'Neuen Scan starten',
  running: 'Scan läuft...',
  progress: (done: number, total: number) => `${done} von ${total} geprüft`,
  remaining: (s: number) => `noch etwa ${s} s`,
  summary: 'Ergebnis',
  scanned: 'Geprüft',
  spamFound: 'Spam gefunden',
  errors: 'Fehler',
  details: 'Details',
  columns: { id: 'ID', type: 'Typ', score: 'Score', status: 'Status', by: 'KI oder Regel' },
  spam: 'Spam',
  ham: 'Kein Spam',
  failed: 'Fehler',
  ai: 'KI',
  rule: 'Regel',
  done: (n: number, spam: number) => `Scan abgeschlossen: ${n} geprüft, ${spam} als Spam erkannt.`,
  streamingTimeout: 'Streaming-Timeout erreicht. Wechsel zu Standard-Scan...',
  streamingNetwork: 'Netzwerkfehler beim Streaming. Wechsel zu Standard-Scan...',
  streamingFailed: 'Fehler beim Streaming-Scan',
  scanFailed: 'Beim Scannen ist ein Fehler aufgetreten',
  unexpected: 'Unerwarteter Fehler beim Scannen',
  httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
} as const;
