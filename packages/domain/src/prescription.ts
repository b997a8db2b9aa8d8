/**
 * What staff key on a submission's detail page ("Rezeptdaten erfassen", issue 20): the
 * Muster 13 fields with their formats checked and none required. The catalogue, the form_data
 * keys, the plausibility hints and the deadline rules are in prescriptionCatalogue.ts.
 */
import { z } from 'zod';
import {
  isIcd10Gm,
  normalizeIcd,
  PRESCRIPTION_LIMITS,
  parseIsoDate,
  therapyAreaCodes,
} from './prescriptionCatalogue.js';

export * from './prescriptionCatalogue.js';

export const prescriptionData = z
  .object({
    prescriptionDate: z
      .string()
      .refine((v) => parseIsoDate(v) !== null, 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).')
      .optional(),
    therapyArea: z.enum(therapyAreaCodes).optional(),
    diagnosisGroup: z.string().trim().min(1).max(20).optional(),
    icdCodes: z
      .array(z.string().overwrite(normalizeIcd).refine(isIcd10Gm, 'ICD-10-GM-Code im Format M54.5 angeben.'))
      .max(PRESCRIPTION_LIMITS.icd, 'Höchstens zwei ICD-10-GM-Codes.')
      .optional(),
    remedies: z
      .array(z.string().trim().min(1).max(100))
      .max(PRESCRIPTION_LIMITS.remedies, 'Höchstens drei vorrangige Heilmittel.')
      .optional(),
    supplementaryRemedy: z.string().trim().min(1).max(100).optional(),
    treatmentUnits: z.number().int().min(1).max(PRESCRIPTION_LIMITS.unitsMax).optional(),
    therapyFrequency: z.string().trim().min(1).max(PRESCRIPTION_LIMITS.frequencyMax).optional(),
    homeVisit: z.boolean().optional(),
    therapyReport: z.boolean().optional(),
    urgent: z.boolean().optional(),
  })
  .strict();
export type PrescriptionData = z.infer<typeof prescriptionData>;
