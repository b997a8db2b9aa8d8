/**
 * The few texts of the reception's pages without JavaScript (server-rendered /success, /error
 * and the landing page's fallback, apps/server/src/features/reception/noScriptPages.ts) that the
 * reception catalogue does not already hold. Server-only: the web app never loads this module.
 * A Record over every reception language, so the compiler refuses a missing language.
 */
import type { ReceptionLanguage } from '../receptionLanguages.js';

export interface NoScriptTexts {
  /** Page title and heading when no practice is named. */
  title: string;
  /** The landing page without a practice: why nothing works and what to do. */
  needsJavaScript: string;
  /** The landing page of a practice: before its phone, e-mail and opening hours. */
  formsNeedJavaScript: string;
  phone: string;
  email: string;
}

export const noScriptTexts: Record<ReceptionLanguage, NoScriptTexts> = {
  de: {
    title: 'Online-Rezeption',
    needsJavaScript:
      'Die Online-Rezeption benötigt JavaScript. Bitte aktivieren Sie JavaScript in Ihrem Browser oder rufen Sie Ihre Praxis an.',
    formsNeedJavaScript: 'Für die Formulare der Online-Rezeption wird JavaScript benötigt.',
    phone: 'Telefon',
    email: 'E-Mail',
  },
  en: {
    title: 'Online reception',
    needsJavaScript:
      'The online reception needs JavaScript. Please turn on JavaScript in your browser or call your practice.',
    formsNeedJavaScript: 'The forms of the online reception need JavaScript.',
    phone: 'Phone',
    email: 'E-mail',
  },
  tr: {
    title: 'Online Resepsiyon',
    needsJavaScript:
      'Online resepsiyon için JavaScript gereklidir. Lütfen tarayıcınızda JavaScript’i etkinleştirin veya muayenehanenizi arayın.',
    formsNeedJavaScript: 'Online resepsiyonun formları için JavaScript gereklidir.',
    phone: 'Telefon',
    email: 'E-posta',
  },
  ar: {
    title: 'الاستقبال الإلكتروني',
    needsJavaScript:
      'يتطلب الاستقبال الإلكتروني تفعيل JavaScript. يُرجى تفعيل JavaScript في متصفحكم أو الاتصال بعيادتكم.',
    formsNeedJavaScript: 'تتطلب نماذج الاستقبال الإلكتروني تفعيل JavaScript.',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
  },
  ru: {
    title: 'Онлайн-регистратура',
    needsJavaScript:
      'Для онлайн-регистратуры нужен JavaScript. Пожалуйста, включите JavaScript в браузере или позвоните в вашу практику.',
    formsNeedJavaScript: 'Для форм онлайн-регистратуры нужен JavaScript.',
    phone: 'Телефон',
    email: 'Электронная почта',
  },
  uk: {
    title: 'Онлайн-реєстратура',
    needsJavaScript:
      'Для онлайн-реєстратури потрібен JavaScript. Будь ласка, увімкніть JavaScript у браузері або зателефонуйте до вашої практики.',
    formsNeedJavaScript: 'Для форм онлайн-реєстратури потрібен JavaScript.',
    phone: 'Телефон',
    email: 'Ел. пошта',
  },
  pl: {
    title: 'Recepcja online',
    needsJavaScript:
      'Recepcja online wymaga JavaScriptu. Prosimy włączyć JavaScript w przeglądarce lub zadzwonić do gabinetu.',
    formsNeedJavaScript: 'Formularze recepcji online wymagają JavaScriptu.',
    phone: 'Telefon',
    email: 'E-mail',
  },
};
