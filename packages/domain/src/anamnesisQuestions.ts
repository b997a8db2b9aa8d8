/**
 * The 20-step anamnesis questionnaire (spec reception §3): ids, answer shapes, options and
 * their German labels, and which steps may be skipped. Plain data without zod, so the public
 * reception can import it (`@praxisdesk/domain/anamnesisQuestions`) without the validation
 * library; `anamnesis.ts` adds the answer schema on top.
 */

export interface Option {
  value: string;
  label: string;
}

const opts = (pairs: [string, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));

export const bodyRegions = opts([
  ['kopf', 'Kopf'],
  ['nacken', 'Nacken'],
  ['schulter-rechts', 'Schulter rechts'],
  ['schulter-links', 'Schulter links'],
  ['ellenbogen-rechts', 'Ellenbogen rechts'],
  ['ellenbogen-links', 'Ellenbogen links'],
  ['hand-rechts', 'Hand rechts'],
  ['hand-links', 'Hand links'],
  ['brust', 'Brust'],
  ['ruecken', 'Rücken'],
  ['hufte-rechts', 'Hüfte rechts'],
  ['hufte-links', 'Hüfte links'],
  ['knie-rechts', 'Knie rechts'],
  ['knie-links', 'Knie links'],
  ['fuss-rechts', 'Fuß rechts'],
  ['fuss-links', 'Fuß links'],
]);

const influences = opts([
  ['aktivitat', 'Aktivität'],
  ['ruhe', 'Ruhe'],
  ['liegen', 'Liegen'],
  ['sitzen', 'Sitzen'],
  ['bucken', 'Bücken'],
  ['stehen', 'Stehen'],
  ['gehen', 'Gehen'],
  ['heben', 'Heben'],
  ['uberkopf', 'Arbeiten über Kopf'],
  ['greifen', 'Greifen'],
  ['arbeiten', 'Arbeit'],
  ['sport', 'Sport'],
  ['morgens', 'Morgens'],
  ['mittags', 'Mittags'],
  ['abends', 'Abends'],
  ['nachts', 'Nachts'],
]);

export const yesNo = opts([
  ['ja', 'Ja'],
  ['nein', 'Nein'],
]);

export type QuestionKind =
  | 'bodyMap'
  | 'scale'
  | 'radio'
  | 'checkbox'
  | 'yesNo'
  | 'yesNoText'
  | 'checkboxText'
  | 'consentText';

export interface Question {
  id: string;
  kind: QuestionKind;
  title: string;
  hint?: string;
  options?: Option[];
  skippable: boolean;
}

export const anamnesisQuestions: readonly Question[] = [
  {
    id: 'bodyParts',
    kind: 'bodyMap',
    title: 'Wo haben Sie Beschwerden?',
    hint: 'Mehrfachauswahl möglich.',
    options: bodyRegions,
    skippable: true,
  },
  {
    id: 'painLevel',
    kind: 'scale',
    title: 'Wie stark sind Ihre Schmerzen?',
    hint: '1 = kaum spürbar, 10 = unerträglich',
    skippable: true,
  },
  {
    id: 'painPattern',
    kind: 'radio',
    title: 'Wie treten die Schmerzen auf?',
    options: opts([
      ['permanent', 'Dauerhaft'],
      ['intermittent', 'Zeitweise'],
      ['variable', 'Wechselnd'],
    ]),
    skippable: true,
  },
  {
    id: 'painType',
    kind: 'radio',
    title: 'Wie würden Sie den Schmerz beschreiben?',
    options: opts([
      ['stechend', 'Stechend'],
      ['brennend', 'Brennend'],
      ['pochend', 'Pochend'],
      ['dumpf', 'Dumpf'],
      ['krampfend', 'Krampfend'],
      ['ziehend', 'Ziehend'],
    ]),
    skippable: true,
  },
  {
    id: 'problemEvolution',
    kind: 'radio',
    title: 'Wie haben sich die Beschwerden entwickelt?',
    options: opts([
      ['gleichbleibend', 'Gleichbleibend'],
      ['besser', 'Besser geworden'],
      ['schlechter', 'Schlechter geworden'],
      ['akut', 'Akut aufgetreten'],
    ]),
    skippable: true,
  },
  {
    id: 'negativeInfluences',
    kind: 'checkbox',
    title: 'Was verstärkt die Beschwerden?',
    options: influences,
    skippable: true,
  },
  {
    id: 'positiveInfluences',
    kind: 'checkbox',
    title: 'Was lindert die Beschwerden?',
    options: influences,
    skippable: true,
  },
  {
    id: 'mobilityChanged',
    kind: 'yesNo',
    title: 'Hat sich Ihre Beweglichkeit verändert?',
    options: yesNo,
    skippable: true,
  },
  {
    id: 'sensitivityChanged',
    kind: 'yesNo',
    title: 'Haben Sie Gefühlsstörungen (z. B. Taubheit, Kribbeln)?',
    options: yesNo,
    skippable: true,
  },
  { id: 'strengthChanged', kind: 'yesNo', title: 'Hat Ihre Kraft nachgelassen?', options: yesNo, skippable: true },
  {
    id: 'balanceIssues',
    kind: 'yesNo',
    title: 'Haben Sie Gleichgewichtsprobleme oder Schwindel?',
    options: yesNo,
    skippable: true,
  },
  {
    id: 'comorbidities',
    kind: 'yesNoText',
    title: 'Haben Sie Vorerkrankungen?',
    hint: 'Falls ja, welche?',
    options: yesNo,
    skippable: false,
  },
  {
    id: 'medications',
    kind: 'yesNoText',
    title: 'Nehmen Sie regelmäßig Medikamente?',
    hint: 'Falls ja, welche?',
    options: yesNo,
    skippable: false,
  },
  {
    id: 'cancer',
    kind: 'yesNo',
    title: 'Hatten oder haben Sie eine Krebserkrankung?',
    options: yesNo,
    skippable: true,
  },
  { id: 'nightSweats', kind: 'yesNo', title: 'Leiden Sie unter Nachtschweiß?', options: yesNo, skippable: true },
  {
    id: 'otherSymptoms',
    kind: 'checkbox',
    title: 'Haben Sie weitere Beschwerden?',
    options: opts([
      ['sehstorungen', 'Sehstörungen'],
      ['horprobleme', 'Hörprobleme'],
      ['inkontinenz', 'Inkontinenz'],
      ['verstopfung', 'Verstopfung'],
      ['morgendliche-steifigkeit', 'Morgendliche Steifigkeit'],
      ['leichte-blutergüsse', 'Leichte Blutergüsse'],
      ['kurzatmigkeit', 'Kurzatmigkeit'],
      ['krampfe', 'Krämpfe'],
    ]),
    skippable: true,
  },
  {
    id: 'functionalImpairment',
    kind: 'yesNo',
    title: 'Sind Sie im Alltag oder Beruf eingeschränkt?',
    options: yesNo,
    skippable: true,
  },
  {
    id: 'psychologicalImpact',
    kind: 'yesNo',
    title: 'Belasten Sie die Beschwerden auch psychisch?',
    options: yesNo,
    skippable: true,
  },
  {
    id: 'previousTreatments',
    kind: 'checkboxText',
    title: 'Welche Untersuchungen oder Behandlungen hatten Sie bereits?',
    hint: 'Sonstiges bitte im Textfeld angeben.',
    options: opts([
      ['rontgen', 'Röntgen'],
      ['mrt', 'MRT'],
      ['ct', 'CT'],
      ['spritzen', 'Spritzen'],
      ['physiotherapie', 'Physiotherapie'],
      ['training', 'Training'],
    ]),
    skippable: true,
  },
  {
    id: 'expectations',
    kind: 'consentText',
    title: 'Was erwarten Sie von der Behandlung?',
    hint: 'Bitte beschreiben Sie Ihr Ziel und bestätigen Sie die Datenschutzerklärung.',
    skippable: false,
  },
];

export const anamnesisQuestionIds = anamnesisQuestions.map((q) => q.id);
