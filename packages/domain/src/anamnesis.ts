/**
 * The anamnesis questionnaire (spec reception §3) and the zod schema of its answers. The
 * questions themselves live in anamnesisQuestions.ts (plain data for the reception bundle).
 * The reception renders them, intake validates against them, and the back-office labels
 * answers with them.
 */
import { z } from 'zod';
import { anamnesisQuestions } from './anamnesisQuestions.js';

export * from './anamnesisQuestions.js';

const valuesOf = (id: string) => (anamnesisQuestions.find((q) => q.id === id)?.options ?? []).map((o) => o.value);
const oneOf = (id: string) => z.string().refine((v) => valuesOf(id).includes(v), 'Unbekannte Auswahl');
const someOf = (id: string) => z.array(oneOf(id)).max(valuesOf(id).length);
const ja = z.enum(['ja', 'nein']);
const freeText = z.string().trim().max(2000);

/** Answers as the questionnaire sends them; skipped questions are absent. */
export const anamnesisAnswers = z
  .object({
    bodyParts: someOf('bodyParts').optional(),
    painLevel: z.number().int().min(1).max(10).optional(),
    painPattern: oneOf('painPattern').optional(),
    painType: oneOf('painType').optional(),
    problemEvolution: oneOf('problemEvolution').optional(),
    negativeInfluences: someOf('negativeInfluences').optional(),
    positiveInfluences: someOf('positiveInfluences').optional(),
    mobilityChanged: ja.optional(),
    sensitivityChanged: ja.optional(),
    strengthChanged: ja.optional(),
    balanceIssues: ja.optional(),
    comorbidities: z.object({ radio: ja, text: freeText.default('') }),
    medications: z.object({ radio: ja, text: freeText.default('') }),
    cancer: ja.optional(),
    nightSweats: ja.optional(),
    otherSymptoms: someOf('otherSymptoms').optional(),
    functionalImpairment: ja.optional(),
    psychologicalImpact: ja.optional(),
    previousTreatments: z.object({ checkboxes: someOf('previousTreatments'), text: freeText.default('') }).optional(),
    expectations: z.object({
      text: freeText.min(1, 'Bitte beschreiben Sie Ihre Erwartungen.'),
      checkbox: z.literal(true, { error: 'Bitte bestätigen Sie die Datenschutzerklärung.' }),
    }),
  })
  .strict();
export type AnamnesisAnswers = z.infer<typeof anamnesisAnswers>;
