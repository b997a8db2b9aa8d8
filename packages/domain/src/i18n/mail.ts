import type { PatientMailTexts } from './catalogue.js';

/** The German patient confirmation (the texts notifications/mails.ts sent before issue 21). */
export const patientMailDe: PatientMailTexts = {
  subject: (practice, ref) => `Ihre Anfrage bei ${practice} ist eingegangen (Referenz ${ref})`,
  greeting: 'Guten Tag,',
  thanks: (practice) => `vielen Dank für Ihre Anfrage. ${practice} hat sie erhalten und meldet sich bei Ihnen.`,
  reference: (ref) => `Ihre Referenznummer: ${ref}`,
  contactIntro: 'So erreichen Sie die Praxis:',
  phone: (phone) => `Telefon: ${phone}`,
  email: (email) => `E-Mail: ${email}`,
  automatic: 'Diese E-Mail wurde automatisch versendet. Bitte antworten Sie nicht darauf.',
};
