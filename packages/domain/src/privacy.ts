/**
 * Data protection (issue 10): retention periods with their legal basis, the audit trail's
 * contracts and the patient export. Presets and wording: docs/retention.md.
 */
import { z } from 'zod';
import { calendarDate } from './dates.js';
import { formTypes } from './formTypes.js';

/** What a retention period applies to: each form type, and spam regardless of type. */
export const retentionCategories = [...formTypes, 'spam'] as const;
export type RetentionCategory = (typeof retentionCategories)[number];

export const retentionUnits = ['days', 'months', 'years'] as const;
export type RetentionUnit = (typeof retentionUnits)[number];

/**
 * From when a period runs. `processed`: from 'erledigt' (unprocessed requests are kept until a
 * person has looked at them); `created`: from receipt; `lastEntry`: from the last
 * treatment-related entry (receipt or processing, whichever is later).
 */
export type RetentionAnchor = 'processed' | 'created' | 'lastEntry';

export interface RetentionPreset {
  amount: number;
  unit: RetentionUnit;
  anchor: RetentionAnchor;
  /** A legal duty to keep: Art. 17 requests are refused until it has run out (Art. 17(3)). */
  legalRetention: boolean;
  label: string;
  basis: string;
}

export const retentionPresets: Record<RetentionCategory, RetentionPreset> = {
  contact: {
    amount: 6,
    unit: 'months',
    anchor: 'processed',
    legalRetention: false,
    label: 'Kontakt- und Fragen-Anfragen',
    basis: 'Zweck erfüllt (Art. 5 Abs. 1 lit. e, Art. 17 Abs. 1 lit. a DSGVO); Frist für Rückfragen',
  },
  training: {
    amount: 6,
    unit: 'months',
    anchor: 'processed',
    legalRetention: false,
    label: 'Selbstzahler-/Trainingsanfragen',
    basis: 'Zweck erfüllt (Art. 5 Abs. 1 lit. e DSGVO); Rechnungen liegen in der Buchhaltung (§ 147 AO)',
  },
  bewerbung: {
    amount: 6,
    unit: 'months',
    anchor: 'created',
    legalRetention: false,
    label: 'Bewerbungen',
    basis: 'Abwehr von Ansprüchen nach § 15 Abs. 4 AGG, § 61b ArbGG; danach § 26 BDSG: keine Grundlage mehr',
  },
  prescription: {
    amount: 10,
    unit: 'years',
    anchor: 'lastEntry',
    legalRetention: true,
    label: 'Rezepte / Verordnungen',
    basis: 'Aufbewahrung der Patientenakte 10 Jahre nach Abschluss der Behandlung (§ 630f Abs. 3 BGB)',
  },
  anamnese: {
    amount: 10,
    unit: 'years',
    anchor: 'lastEntry',
    legalRetention: true,
    label: 'Anamnesebögen',
    basis: 'Aufbewahrung der Patientenakte 10 Jahre nach Abschluss der Behandlung (§ 630f Abs. 3 BGB)',
  },
  spam: {
    amount: 30,
    unit: 'days',
    anchor: 'created',
    legalRetention: false,
    label: 'Spam',
    basis: 'Keine Rechtsgrundlage zur Aufbewahrung; 30 Tage zur Prüfung von Fehlerkennungen',
  },
};

export const retentionUnitLabels: Record<RetentionUnit, string> = { days: 'Tage', months: 'Monate', years: 'Jahre' };

export const retentionAnchorLabels: Record<RetentionAnchor, string> = {
  processed: 'nach Erledigung',
  created: 'nach Eingang',
  lastEntry: 'nach dem letzten behandlungsbezogenen Eintrag',
};

/** Subtracts a period from a date in UTC (calendar months and years, not 30-day blocks). */
export function minusPeriod(d: Date, amount: number, unit: RetentionUnit): Date {
  const r = new Date(d.getTime());
  if (unit === 'days') r.setUTCDate(r.getUTCDate() - amount);
  else if (unit === 'months') r.setUTCMonth(r.getUTCMonth() - amount);
  else r.setUTCFullYear(r.getUTCFullYear() - amount);
  return r;
}

export function plusPeriod(d: Date, amount: number, unit: RetentionUnit): Date {
  return minusPeriod(d, -amount, unit);
}

/** Length of a period in days (approximate for months/years), to compare against a legal minimum. */
export const periodDays = (amount: number, unit: RetentionUnit) =>
  unit === 'days' ? amount : unit === 'months' ? amount * 30.4 : amount * 365.25;

export const retentionSetting = z.object({
  category: z.enum(retentionCategories),
  amount: z.number().int().min(1).max(1200),
  unit: z.enum(retentionUnits),
});
export type RetentionSettingInput = z.infer<typeof retentionSetting>;

export const retentionSettingView = retentionSetting.extend({
  anchor: z.enum(['processed', 'created', 'lastEntry']),
  legalRetention: z.boolean(),
  isPreset: z.boolean(),
  label: z.string(),
  basis: z.string(),
});
export type RetentionSettingView = z.infer<typeof retentionSettingView>;

export const retentionResponse = z.object({ settings: z.array(retentionSettingView) });
export type RetentionResponse = z.infer<typeof retentionResponse>;

export const auditQuery = z.object({
  userId: z.string().uuid().optional(),
  action: z.string().max(100).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(['user', 'link', 'system', 'anonymous']),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  tenantId: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  outcome: z.enum(['success', 'failure', 'denied']),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  entries: z.array(auditEntry),
  totalCount: z.number(),
  actions: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

export const accessLogResponse = z.object({ entries: z.array(auditEntry) });

export const patientMatch = z.object({
  id: z.string(),
  formType: z.enum(formTypes),
  createdAt: z.string(),
  name: z.string(),
  matchedBy: z.array(z.enum(['self', 'email', 'phone'])),
});
export type PatientMatch = z.infer<typeof patientMatch>;
export const patientMatchesResponse = z.object({ matches: z.array(patientMatch) });
export const patientExportRequest = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });

/**
 * Every audit action the server writes, with its German name for the Protokoll tab and the access
 * history. The server's audit() accepts only these keys (AuditAction).
 */
export const auditActionLabels = {
  'auth.login': 'Anmeldung',
  'auth.logout': 'Abmeldung',
  'submission.read': 'Einreichung angesehen',
  'submission.file_read': 'Datei heruntergeladen',
  'submission.processed': 'Als erledigt markiert',
  'submission.unprocessed': 'Als offen markiert',
  'submission.mark_spam': 'Als Spam markiert',
  'submission.mark_ham': 'Als Nicht-Spam markiert',
  'submission.delete': 'Gelöscht',
  'submission.hide': 'Gelöscht (ausgeblendet, Aufbewahrungspflicht)',
  'submission.restore': 'Wiederhergestellt',
  'admin.retained.read': 'Gelöschte Einreichungen (Aufbewahrungspflicht) angesehen',
  'submission.erase': 'Gelöscht auf Antrag (Art. 17)',
  'submission.erase_refused': 'Löschantrag abgelehnt (Aufbewahrungspflicht)',
  'submission.export': 'Exportiert (Auskunft Art. 15/20)',
  'submission.resend_notification': 'Benachrichtigung erneut gesendet',
  'submission.block_sender': 'Absender gesperrt',
  'submission.prescription_update': 'Rezeptdaten erfasst',
  'submission.pdf': 'Als PDF heruntergeladen',
  'anamnesis.fhir': 'Anamnese als FHIR-Datei heruntergeladen',
  'patient.match_search': 'Einreichungen der Person gesucht',
  'patient.export': 'Patientendaten exportiert',
  'retention.delete': 'Nach Ablauf der Frist gelöscht',
  'retention.outbox_delete': 'E-Mail-Dateien nach Ablauf gelöscht',
  'retention.run': 'Löschlauf',
  'admin.retention.update': 'Aufbewahrungsfrist geändert',
  'admin.audit.export': 'Protokoll exportiert',
  'admin.tenant.export': 'Mandant exportiert',
  'magic_link.verify': 'Link/Code verwendet',
  'anamnesis.read': 'Anamnese angesehen',
  'anamnesis.generate_summary': 'Anamnese-Zusammenfassung angefordert',
  'anamnesis.generate_text': 'Anamnese-Text angefordert',
  'tenant.rotate_data_key': 'Datenschlüssel erneuert',
  'spam.scan': 'Spam-Prüfung',
  'admin.user.create': 'Benutzer angelegt',
  'admin.user.update': 'Benutzer geändert',
  'admin.user.bulk_role': 'Rollen geändert',
  'admin.user.delete': 'Benutzer gelöscht',
  'admin.user.export': 'Benutzerliste exportiert',
  'admin.tenant.create': 'Mandant angelegt',
  'admin.tenant.update': 'Mandant geändert',
  'admin.tenant.delete': 'Mandant gelöscht',
  'admin.tenant.rotate_key': 'API-Schlüssel erneuert',
  'admin.tenant.reception_config': 'Online-Rezeption geändert',
  'admin.membership.create': 'Mitgliedschaft angelegt',
  'admin.membership.update': 'Mitgliedschaft geändert',
  'admin.blacklist.add': 'IP gesperrt',
  'admin.blacklist.remove': 'IP-Sperre aufgehoben',
  'auth.mfa.verify': 'Bestätigungscode geprüft',
  'auth.mfa.enable': 'Zwei-Faktor-Authentifizierung eingerichtet',
  'auth.mfa.disable': 'Zwei-Faktor-Authentifizierung deaktiviert',
  'auth.mfa.recovery_used': 'Wiederherstellungscode verwendet',
  'auth.mfa.recovery_regenerated': 'Wiederherstellungscodes erneuert',
  'auth.password.change': 'Passwort geändert',
  'auth.password_reset.request': 'Passwort-Zurücksetzen angefordert',
  'auth.password_reset.complete': 'Passwort zurückgesetzt',
  'auth.invite.accept': 'Einladung angenommen',
  'auth.session.end': 'Sitzung beendet',
  'auth.session.end_others': 'Andere Sitzungen beendet',
  'admin.user.invite': 'Einladung gesendet',
  'admin.user.mfa_reset': 'Zwei-Faktor-Authentifizierung zurückgesetzt',
  'admin.security.update': 'Zwei-Faktor-Pflicht geändert',
  'admin.tenant.webhook_update': 'Webhook geändert',
  'admin.tenant.webhook_rotate_secret': 'Webhook-Geheimnis erneuert',
  'admin.tenant.webhook_delete': 'Webhook entfernt',
  'admin.tenant.webhook_test': 'Webhook-Test gesendet',
  'submission.inbox_export': 'Posteingang als CSV exportiert',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActionLabel = (a: string) => (auditActionLabels as Record<string, string>)[a] ?? a;
export const auditOutcomeLabels = { success: 'Erfolg', failure: 'Fehlgeschlagen', denied: 'Abgelehnt' } as const;

// ---------------------------------------------------------------- deletion under a retention duty

/**
 * What "Löschen" does to a submission: `delete` removes it at once (spam, no legal duty);
 * `hide` takes it out of the inbox while a legal retention duty runs (§ 630f Abs. 3 BGB): an
 * administrator can restore it in "Gelöscht (Aufbewahrungspflicht)", the nightly run removes it
 * when the period ends.
 */
export const deletionMode = z.enum(['delete', 'hide']);
export type DeletionMode = z.infer<typeof deletionMode>;

export const deletionPreviewRequest = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
export const deletionPreviewItem = z.object({
  id: z.string(),
  mode: deletionMode,
  /** Until when the duty runs (ISO), for `hide`. */
  retainUntil: z.string().nullable(),
  /** Why, in German (the category and its legal basis), for `hide`. */
  reason: z.string().nullable(),
});
export type DeletionPreviewItem = z.infer<typeof deletionPreviewItem>;
export const deletionPreviewResponse = z.object({ items: z.array(deletionPreviewItem) });
export type DeletionPreviewResponse = z.infer<typeof deletionPreviewResponse>;

export const retainedQuery = z.object({
  tenant: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const retainedEntry = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  formType: z.string(),
  name: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string(),
  hiddenBy: z.string().nullable(),
  reason: z.string(),
  retainUntil: z.string().nullable(),
});
export type RetainedEntry = z.infer<typeof retainedEntry>;
export const retainedListResponse = z.object({ entries: z.array(retainedEntry), totalCount: z.number().int() });
export type RetainedListResponse = z.infer<typeof retainedListResponse>;

/** German texts of the delete dialogs and the admin view. */
export const retentionDeleteTexts = {
  viewTitle: 'Gelöscht (Aufbewahrungspflicht)',
  viewIntro:
    'Einreichungen, die Mitarbeitende gelöscht haben, während eine gesetzliche Aufbewahrungspflicht gilt (Patientenakte, § 630f Abs. 3 BGB). Sie sind im Posteingang, in Statistiken, Suche und Links nicht mehr sichtbar und werden nach Ablauf der Frist automatisch endgültig gelöscht.',
  empty: 'Keine ausgeblendeten Einreichungen.',
  restore: 'Wiederherstellen',
  restored: 'Die Einreichung ist wieder im Posteingang.',
  columns: {
    name: 'Einreichung',
    tenant: 'Praxis',
    createdAt: 'Eingang',
    hiddenAt: 'Gelöscht am',
    hiddenBy: 'Gelöscht von',
    reason: 'Grund',
    retainUntil: 'Aufbewahren bis',
    actions: 'Aktionen',
  },
  singleDelete: 'Diese Einreichung wird sofort endgültig gelöscht.',
  singleHide: (until: string, reason: string) =>
    `Diese Einreichung unterliegt einer gesetzlichen Aufbewahrungspflicht (${reason}) bis ${until}. Sie wird nicht sofort gelöscht, sondern aus dem Posteingang entfernt; eine Administratorin oder ein Administrator kann sie bis dahin wiederherstellen. Nach Ablauf der Frist wird sie automatisch endgültig gelöscht.`,
  bulkSummary: (deleteCount: number, hideCount: number) =>
    [
      deleteCount > 0
        ? `${deleteCount} ${deleteCount === 1 ? 'Einreichung wird' : 'Einreichungen werden'} sofort endgültig gelöscht.`
        : '',
      hideCount > 0
        ? `${hideCount} ${hideCount === 1 ? 'Einreichung unterliegt' : 'Einreichungen unterliegen'} einer gesetzlichen Aufbewahrungspflicht (Patientenakte, § 630f Abs. 3 BGB): ${hideCount === 1 ? 'sie wird' : 'sie werden'} aus dem Posteingang entfernt und nach Ablauf der Frist automatisch gelöscht; eine Administratorin oder ein Administrator kann sie bis dahin wiederherstellen.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  previewFailed: 'Es konnte nicht geprüft werden, ob eine Aufbewahrungspflicht gilt.',
  /** The bulk dialog's confirm button when some of the selection is kept (hidden), not deleted. */
  bulkConfirmWithRetention: 'Löschen bzw. ausblenden',
  hiddenReasonSingle: 'Gelöscht im Posteingang',
  hiddenReasonBulk: 'Gelöscht im Posteingang (Mehrfachauswahl)',
} as const;
