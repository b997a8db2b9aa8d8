/**
 * Reception configurations of the two demo practices (spec reception §1): every field the
 * public pages read, so each page shows real content. The medical practice has two locations,
 * every request type and the anamnesis; the non-medical studio has one location, no
 * prescription upload, no anamnesis and cancellations by phone only — together they exercise
 * both variants of every page.
 */
import { RECEPTION_LANGUAGES, type ReceptionConfig } from '@praxisdesk/domain';

export const parkReceptionConfig: ReceptionConfig = {
  welcomeTitle: 'Willkommen in der Online-Rezeption',
  welcomeSubtitle: 'Physiotherapie am Stadtpark – Termine anfragen, Fragen stellen, Termine absagen.',
  serviceDescription:
    'Wir behandeln gesetzlich und privat Versicherte sowie Selbstzahler. Unser Team aus acht ' +
    'Physiotherapeutinnen und Physiotherapeuten nimmt sich Zeit für Ihre Beschwerden.',
  logoUrl: '/reception/logos/physio-am-park.svg',
  logoAlt: 'Logo Physiotherapie am Stadtpark',
  website: 'https://www.physio-am-park.example',
  companyName: 'Physiotherapie am Stadtpark',
  fullCompanyName: 'Physiotherapie am Stadtpark GbR',
  companyType: 'Praxis',
  appointmentType: 'Behandlungstermin',
  practiceType: 'Physiotherapiepraxis',
  treatmentType: 'Behandlung',
  providerType: 'Physiotherapeut',
  businessType: 'medical',
  locations: ['Am Stadtpark 12, 10115 Berlin', 'Parkallee 3, 10117 Berlin'],
  primaryServices: ['Krankengymnastik', 'Manuelle Therapie', 'Manuelle Lymphdrainage', 'Krankengymnastik am Gerät'],
  additionalServices: ['Kinesio-Taping', 'Hausbesuche', 'Präventionskurse', 'Massage'],
  bookAppointmentCTA: 'Termin anfragen',
  askQuestionCTA: 'Frage stellen',
  cancelAppointmentCTA: 'Termin absagen',
  phone: '030 1234567',
  email: 'empfang@physio-am-park.example',
  contactPhone: '030 1234567',
  contactEmail: 'empfang@physio-am-park.example',
  openingHours: { times: ['Mo–Do 7:30–20:00 Uhr', 'Fr 7:30–16:00 Uhr', 'Sa nach Vereinbarung'] },
  features: {
    prescriptionUpload: true,
    selfPay: true,
    manualPrescription: true,
    enableAnamnese: true,
    callOnlyCancellation: false,
  },
  privacyPolicyUrl: 'https://www.physio-am-park.example/datenschutz',
  imprintUrl: 'https://www.physio-am-park.example/impressum',
  languages: [...RECEPTION_LANGUAGES],
};

export const studioReceptionConfig: ReceptionConfig = {
  welcomeTitle: 'Willkommen im Bewegungsstudio Mitte',
  welcomeSubtitle: 'Probetraining anfragen, Fragen stellen oder Termine absagen.',
  serviceDescription:
    'Funktionelles Training in kleinen Gruppen und Personal Training – für Einsteiger, ' +
    'Wiedereinsteiger und alle, die sich mehr bewegen wollen.',
  logoUrl: '/reception/logos/bewegungsstudio-mitte.svg',
  logoAlt: 'Logo Bewegungsstudio Mitte',
  website: 'https://bewegungsstudio-mitte.example',
  companyName: 'Bewegungsstudio Mitte',
  fullCompanyName: 'Bewegungsstudio Mitte GmbH',
  companyType: 'Studio',
  appointmentType: 'Trainingstermin',
  practiceType: 'Studio',
  treatmentType: 'Training',
  providerType: 'Trainer',
  businessType: 'fitness',
  locations: ['Torstraße 88, 10119 Berlin'],
  primaryServices: ['Personal Training', 'Funktionelles Zirkeltraining', 'Rückenfit-Kurs'],
  additionalServices: ['Ernährungsberatung', 'Firmenfitness'],
  bookAppointmentCTA: 'Probetraining anfragen',
  askQuestionCTA: 'Frage stellen',
  cancelAppointmentCTA: 'Termin absagen',
  phone: '030 7654321',
  email: 'team@bewegungsstudio-mitte.example',
  contactPhone: '030 7654321',
  contactEmail: 'team@bewegungsstudio-mitte.example',
  openingHours: { times: ['Mo–Fr 8:00–21:00 Uhr', 'Sa 9:00–14:00 Uhr'] },
  features: {
    prescriptionUpload: false,
    selfPay: true,
    manualPrescription: true,
    enableAnamnese: false,
    callOnlyCancellation: true,
  },
  privacyPolicyUrl: 'https://bewegungsstudio-mitte.example/datenschutz',
  imprintUrl: 'https://bewegungsstudio-mitte.example/impressum',
  // A practice chooses its languages (admin: Online-Rezeption).
  languages: ['de', 'en', 'tr'],
};
