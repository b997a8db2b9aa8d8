/**
 * Staff API contracts of the anamnesis card (issue 7): the answers with their labels, the
 * red flags, the latest summary, the clinical text and the state of their generation.
 */
import { z } from 'zod';
import { type AnswerId, answerIds } from './anamnesisLabels.js';
import { anamnesisSummaryContent } from './anamnesisReport.js';

const answerId = z.enum(answerIds as [AnswerId, ...AnswerId[]]);

export const generationStatuses = ['pending', 'processing', 'done', 'failed'] as const;
export type GenerationStatus = (typeof generationStatuses)[number];

export const anamnesisStatus = z.object({
  summaryStatus: z.enum(generationStatuses).nullable(),
  summaryError: z.string().nullable(),
  textStatus: z.enum(generationStatuses).nullable(),
  textError: z.string().nullable(),
});
export type AnamnesisStatus = z.infer<typeof anamnesisStatus>;

/** Who wrote a result and what it cost; `note` says when the model failed and the rules took over. */
const generationMeta = {
  model: z.string(),
  tokensUsed: z.number().nullable(),
  processingTimeMs: z.number().nullable(),
  createdAt: z.string(),
  note: z.string().nullable(),
};

export const anamnesisSummaryView = anamnesisSummaryContent.extend({ id: z.string().uuid(), ...generationMeta });
export type AnamnesisSummaryView = z.infer<typeof anamnesisSummaryView>;

export const clinicalTextView = z.object({ text: z.string(), html: z.string(), ...generationMeta });
export type ClinicalTextView = z.infer<typeof clinicalTextView>;

export const anamnesisDetail = z.object({
  id: z.string().uuid(),
  submissionId: z.string().uuid(),
  completedAt: z.string(),
  answers: z.record(z.string(), z.unknown()),
  labelled: z.array(
    z.object({ id: answerId, label: z.string(), question: z.string(), value: z.string(), answered: z.boolean() }),
  ),
  redFlags: z.array(z.object({ id: z.string(), title: z.string(), rationale: z.string(), sources: z.array(answerId) })),
  summary: anamnesisSummaryView.nullable(),
  clinicalText: clinicalTextView.nullable(),
  status: anamnesisStatus,
});
export type AnamnesisDetail = z.infer<typeof anamnesisDetail>;

/** `anamnesis: null` with the spec's message when the patient filled none in (not an error). */
export const anamnesisResponse = z.object({ anamnesis: anamnesisDetail.nullable(), message: z.string().nullable() });
export type AnamnesisResponse = z.infer<typeof anamnesisResponse>;

export const generateAnamnesisRequest = z.object({ regenerate: z.boolean().default(false) });
export type GenerateAnamnesisRequest = z.input<typeof generateAnamnesisRequest>;
