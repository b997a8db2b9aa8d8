/** The answer of the FHIR download (staffApi.anamnesisFhir): a FHIR Bundle, described loosely here; its exact shape is FHIR R4's (tested against the R4 JSON schema). */
import { z } from 'zod';

export const anamnesisFhirBundleSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    id: z.string(),
    type: z.literal('collection'),
    timestamp: z.string(),
    entry: z.array(z.object({ fullUrl: z.string(), resource: z.record(z.string(), z.unknown()) }).passthrough()),
  })
  .passthrough();
