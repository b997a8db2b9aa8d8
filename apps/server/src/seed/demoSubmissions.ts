/**
 * Realistic demo submissions for the two demo practices: every form type, some spam.
 * All people, addresses and numbers are invented.
 */
import type { AnamnesisAnswers, FormType } from '@praxisdesk/domain';

export interface DemoSubmission {
  formType: FormType;
  hoursAgo: number;
  processed?: boolean;
  spam?: { score: number; reasons: { reason: string; points: number }[] };
  formData: Record<string, string>;
  /** The questionnaire's answers, stored encrypted beside the submission. */
  anamnesis?: AnamnesisAnswers;
}

export const demoSubmissionsPark: DemoSubmission[] = [
  {
    formType: 'prescription',
    hoursAgo: 1,
    formData: {
      vorname: 'Sabine',
      nachname: 'Hoffmann',
      email: 'sabine.hoffmann@example.de',
      telefon: '0171 2345678',
      standort: 'Praxis am Stadtpark',
      nachricht: 'Ich habe ein Rezept über 6x Krankengymnastik für die Schulter. Vormittags passt es mir am besten.',
    },
  },
  {
    formType: 'contact',
    hoursAgo: 3,
    formData: {
      name: 'Jürgen Weber',
      email: 'j.weber@example.de',
      phone: '0228 445566',
      message: 'Bieten Sie auch Hausbesuche an? Meine Mutter (84) kann nach ihrer Hüft-OP nicht selbst kommen.',
    },
  },
  {
    formType: 'anamnese',
    hoursAgo: 5,
    formData: {
      firstName: 'Mehmet',
      lastName: 'Yilmaz',
      email: 'mehmet.yilmaz@example.de',
      message: 'Anamnesebogen vor dem ersten Termin am Donnerstag ausgefüllt.',
    },
    anamnesis: {
      bodyParts: ['nacken', 'schulter-rechts'],
      painLevel: 5,
      painPattern: 'intermittent',
      painType: 'ziehend',
      problemEvolution: 'gleichbleibend',
      negativeInfluences: ['sitzen', 'arbeiten'],
      positiveInfluences: ['gehen', 'sport'],
      mobilityChanged: 'ja',
      sensitivityChanged: 'nein',
      strengthChanged: 'nein',
      balanceIssues: 'nein',
      comorbidities: { radio: 'nein', text: '' },
      medications: { radio: 'ja', text: 'Ibuprofen 400 mg bei Bedarf' },
      cancer: 'nein',
      nightSweats: 'nein',
      otherSymptoms: [],
      functionalImpairment: 'ja',
      psychologicalImpact: 'nein',
      previousTreatments: { checkboxes: ['rontgen'], text: '' },
      expectations: { text: 'Ohne Nackenschmerzen am Schreibtisch arbeiten.', checkbox: true },
    },
  },
  {
    formType: 'contact',
    hoursAgo: 7,
    spam: {
      score: 92,
      reasons: [
        { reason: 'Bekannte Spam-Formulierung (SEO)', points: 45 },
        { reason: 'Enthält mehrere Links', points: 30 },
        { reason: 'Englischer Text an eine deutsche Praxis', points: 17 },
      ],
    },
    formData: {
      name: 'Top SEO Agency',
      email: 'offers@rank-boost.example',
      message:
        'Hi, I noticed your website is not on the first page of Google. We offer cheap backlinks: https://rank-boost.example https://rank-boost.example/prices',
    },
  },
  {
    formType: 'bewerbung',
    hoursAgo: 26,
    formData: {
      vorname: 'Lea',
      nachname: 'Schneider',
      email: 'lea.schneider@example.de',
      telefon: '0160 9876543',
      position: 'Physiotherapeutin (Teilzeit, 30 Std.)',
      nachricht: 'Ich habe 2023 mein Examen gemacht und eine Fortbildung in manueller Lymphdrainage.',
    },
  },
  {
    formType: 'training',
    hoursAgo: 30,
    processed: true,
    formData: {
      name: 'Petra Lange',
      email: 'petra.lange@example.de',
      telefon: '0157 1122334',
      kurs: 'Rückenfit am Abend (8 Termine)',
      message: 'Ist im Kurs ab März noch ein Platz frei?',
    },
  },
  {
    formType: 'prescription',
    hoursAgo: 49,
    processed: true,
    formData: {
      vorname: 'Klaus',
      nachname: 'Becker',
      email: 'k.becker@example.de',
      telefon: '0172 5566778',
      nachricht: 'Rezept für Manuelle Therapie, 6 Behandlungen, Knie links.',
    },
  },
  {
    formType: 'contact',
    hoursAgo: 52,
    spam: {
      score: 78,
      reasons: [
        { reason: 'Krypto-Spam-Formulierung', points: 50 },
        { reason: 'Link im Namensfeld', points: 28 },
      ],
    },
    formData: {
      name: 'http://crypto-gains.example',
      email: 'winner@mail.example',
      message: 'Congratulations! Earn 5000$ per day with Bitcoin trading. Register now.',
    },
  },
  {
    formType: 'contact',
    hoursAgo: 75,
    formData: {
      name: 'Anja Koch',
      email: 'anja.koch@example.de',
      message: 'Ich muss meinen Termin am Freitag leider verschieben. Geht auch Montag?',
    },
  },
  {
    formType: 'anamnese',
    hoursAgo: 98,
    processed: true,
    formData: {
      vorname: 'Thomas',
      nachname: 'Richter',
      email: 'thomas.richter@example.de',
      message: 'Anamnese nach Bandscheibenvorfall L5/S1.',
    },
    anamnesis: {
      bodyParts: ['ruecken', 'hufte-links'],
      painLevel: 8,
      painPattern: 'permanent',
      painType: 'stechend',
      problemEvolution: 'schlechter',
      negativeInfluences: ['sitzen', 'bucken', 'heben'],
      positiveInfluences: ['liegen'],
      mobilityChanged: 'ja',
      sensitivityChanged: 'ja',
      strengthChanged: 'nein',
      balanceIssues: 'nein',
      comorbidities: { radio: 'ja', text: 'Bandscheibenvorfall L5/S1 (2024)' },
      medications: { radio: 'ja', text: 'Ibuprofen 600 mg, Pantoprazol' },
      cancer: 'nein',
      nightSweats: 'nein',
      functionalImpairment: 'ja',
      psychologicalImpact: 'ja',
      previousTreatments: { checkboxes: ['mrt', 'spritzen', 'physiotherapie'], text: '' },
      expectations: { text: 'Wieder ohne Schmerzen sitzen und Auto fahren.', checkbox: true },
    },
  },
  {
    formType: 'training',
    hoursAgo: 120,
    formData: {
      name: 'Marion Vogel',
      email: 'marion.vogel@example.de',
      kurs: 'Sturzprophylaxe für Senioren',
      message: 'Ich würde gerne mit meinem Mann teilnehmen.',
    },
  },
  {
    formType: 'contact',
    hoursAgo: 144,
    formData: {
      name: 'Frank Schulz',
      email: 'frank.schulz@example.de',
      phone: '0221 998877',
      message: 'Rechnen Sie auch direkt mit der Beihilfe ab?',
    },
  },
];

export const demoSubmissionsStudio: DemoSubmission[] = [
  {
    formType: 'contact',
    hoursAgo: 2,
    formData: {
      name: 'Julia Neumann',
      email: 'julia.neumann@example.de',
      message: 'Ich interessiere mich für ein Probetraining am Wochenende.',
    },
  },
  {
    formType: 'training',
    hoursAgo: 6,
    formData: {
      vorname: 'Daniel',
      nachname: 'Wolf',
      email: 'daniel.wolf@example.de',
      kurs: 'Functional Training Einsteiger',
      message: 'Gibt es den Kurs auch abends nach 19 Uhr?',
    },
  },
  {
    formType: 'bewerbung',
    hoursAgo: 28,
    formData: {
      name: 'Kevin Braun',
      email: 'kevin.braun@example.de',
      position: 'Trainer (Minijob)',
      message: 'Ich studiere Sportwissenschaften und habe eine B-Lizenz Fitness.',
    },
  },
  {
    formType: 'prescription',
    hoursAgo: 50,
    formData: {
      vorname: 'Ursula',
      nachname: 'Zimmermann',
      email: 'u.zimmermann@example.de',
      telefon: '0176 3344556',
      nachricht: 'Verordnung Rehasport, 50 Einheiten. Wann kann ich anfangen?',
    },
  },
  {
    formType: 'contact',
    hoursAgo: 60,
    spam: {
      score: 88,
      reasons: [
        { reason: 'Pharma-Spam-Formulierung', points: 55 },
        { reason: 'Enthält Link', points: 20 },
        { reason: 'Wegwerf-E-Mail-Adresse', points: 13 },
      ],
    },
    formData: {
      name: 'Cheap Meds',
      email: 'x7k2@trashmail.example',
      message: 'Buy viagra and cialis online without prescription https://pills.example',
    },
  },
  {
    formType: 'anamnese',
    hoursAgo: 100,
    processed: true,
    formData: {
      firstName: 'Sarah',
      lastName: 'Krüger',
      email: 'sarah.krueger@example.de',
      message: 'Fragebogen vor dem Einstiegs-Check ausgefüllt.',
    },
  },
];
