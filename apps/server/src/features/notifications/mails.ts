/**
 * The notification texts. They carry no health data and no form content: practice name, form
 * type, reference and the read-only link with its code; the patient confirmation carries the
 * reference and the practice's contact data.
 */
import { type FormType, formTypeLabels, germanDate, type ReceptionConfig } from '@praxisdesk/domain';
import { patientMailTexts } from '@praxisdesk/domain/i18n/all';

export const reference = (submissionId: string) => submissionId.slice(0, 8).toUpperCase();

export function staffNotification(p: {
  practice: string;
  formType: FormType;
  submissionId: string;
  link: string;
  code: string;
  /** Behandlungsbeginn spätestens (YYYY-MM-DD) of a prescription: a date, no health data. */
  deadline?: string | null;
}) {
  const ref = reference(p.submissionId);
  return {
    subject: `Neue Formular-Einreichung (${formTypeLabels[p.formType]}) – Referenz ${ref}`,
    text: [
      'Guten Tag,',
      '',
      `für ${p.practice} ist eine neue Formular-Einreichung eingegangen.`,
      '',
      `Formulartyp: ${formTypeLabels[p.formType]}`,
      `Referenz: ${ref}`,
      ...(p.deadline ? [`Behandlungsbeginn spätestens: ${germanDate(p.deadline)}`] : []),
      '',
      'Einmalige Ansicht (7 Tage gültig):',
      p.link,
      '',
      `Falls der Link nicht funktioniert, geben Sie auf der Seite diesen Code ein: ${p.code}`,
      '',
      'Aus Datenschutzgründen enthält diese E-Mail keine Formularinhalte. Alle Einreichungen finden',
      'Sie auch im PraxisDesk-Dashboard.',
      '',
      '– PraxisDesk',
    ].join('\n'),
  };
}

/** The patient's confirmation, in the language the patient used in the reception (issue 21). */
export function patientConfirmation(p: {
  practice: string;
  submissionId: string;
  reception: ReceptionConfig;
  language?: string | null;
}) {
  const t = patientMailTexts(p.language);
  const ref = reference(p.submissionId);
  const phone = p.reception.contactPhone || p.reception.phone;
  const email = p.reception.contactEmail || p.reception.email;
  const contact = [phone && t.phone(phone), email && t.email(email)].filter(Boolean);
  return {
    subject: t.subject(p.practice, ref),
    text: [
      t.greeting,
      '',
      t.thanks(p.practice),
      '',
      t.reference(ref),
      ...(contact.length ? ['', t.contactIntro, ...contact] : []),
      '',
      t.automatic,
    ].join('\n'),
  };
}

/** e***@example.de: enough for staff to recognise a confirmation, no full address in the log. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
