/**
 * The notification texts. They carry no health data and no form content: practice name, form
 * type, reference and the read-only link with its code; the patient confirmation carries the
 * reference and the practice's contact data.
 */
import { type FormType, formTypeLabels, germanDate, type ReceptionConfig } from '@praxisdesk/domain';

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

export function patientConfirmation(p: { practice: string; submissionId: string; reception: ReceptionConfig }) {
  const ref = reference(p.submissionId);
  const phone = p.reception.contactPhone || p.reception.phone;
  const email = p.reception.contactEmail || p.reception.email;
  const contact = [phone && `Telefon: ${phone}`, email && `E-Mail: ${email}`].filter(Boolean);
  return {
    subject: `Ihre Anfrage bei ${p.practice} ist eingegangen (Referenz ${ref})`,
    text: [
      'Guten Tag,',
      '',
      `vielen Dank für Ihre Anfrage. ${p.practice} hat sie erhalten und meldet sich bei Ihnen.`,
      '',
      `Ihre Referenznummer: ${ref}`,
      ...(contact.length ? ['', 'So erreichen Sie die Praxis:', ...contact] : []),
      '',
      'Diese E-Mail wurde automatisch versendet. Bitte antworten Sie nicht darauf.',
    ].join('\n'),
  };
}

/** e***@example.de: enough for staff to recognise a confirmation, no full address in the log. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
