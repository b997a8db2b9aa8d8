/** Account mails: the link and what it is for, nothing else (no codes, no passwords, no data). */
import { INVITE_LINK_DAYS, RESET_LINK_MINUTES } from '@praxisdesk/domain';

export function resetMail(p: { link: string }) {
  return {
    subject: 'PraxisDesk: Passwort zurücksetzen',
    text: [
      'Guten Tag,',
      '',
      'für Ihr PraxisDesk-Konto wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest',
      `(${RESET_LINK_MINUTES} Minuten gültig, nur einmal verwendbar):`,
      '',
      p.link,
      '',
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      '',
      '– PraxisDesk',
    ].join('\n'),
  };
}

export function inviteMail(p: { link: string; fullName: string }) {
  return {
    subject: 'Einladung zu PraxisDesk',
    text: [
      `Guten Tag ${p.fullName},`,
      '',
      'Sie wurden zu PraxisDesk eingeladen. Über diesen Link legen Sie Ihr Passwort fest',
      `(${INVITE_LINK_DAYS} Tage gültig, nur einmal verwendbar):`,
      '',
      p.link,
      '',
      '– PraxisDesk',
    ].join('\n'),
  };
}
