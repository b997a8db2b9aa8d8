/**
 * Per-tenant configuration of the public online reception (spec reception §1). Stored with
 * the tenant (tenants.reception_config), edited by admins, served read-only to the reception.
 */
import { z } from 'zod';
import { offeredLanguages, RECEPTION_LANGUAGES } from './receptionLanguages.js';
import { receptionTexts } from './receptionTexts.js';

const d = receptionTexts.defaults;

const text = (max = 500) => z.string().trim().max(max);
const optionalUrl = z.union([z.literal(''), z.string().trim().url().max(2000)]).optional();
/**
 * A logo is an absolute URL or a path on our own origin ('/reception/logos/x.svg'). The
 * reception shows only same-origin logos: anything else would be a third-party request.
 */
const logoUrl = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\/(?!\/)\S*$/)
      .max(2000),
    z.string().trim().url().max(2000),
  ])
  .optional();

export const receptionFeatures = z.object({
  prescriptionUpload: z.boolean().default(true),
  selfPay: z.boolean().default(true),
  manualPrescription: z.boolean().default(true),
  enableAnamnese: z.boolean().default(true),
  callOnlyCancellation: z.boolean().default(false),
});

export const receptionConfig = z.object({
  welcomeTitle: text(200).default(d.welcomeTitle),
  welcomeSubtitle: text(300).default(d.welcomeSubtitle),
  serviceDescription: text(2000).default(''),
  logoUrl,
  logoAlt: text(200).default(''),
  website: optionalUrl,
  companyName: text(200).default(''),
  fullCompanyName: text(300).default(''),
  companyType: text(100).default('Praxis'),
  appointmentType: text(100).default('Termin'),
  practiceType: text(100).default('Praxis'),
  treatmentType: text(100).default('Behandlung'),
  providerType: text(100).default('Therapeut'),
  /** "medical" selects the medical wording; any other value is the non-medical variant. */
  businessType: text(50).default('medical'),
  locations: z.array(text(200)).max(50).default([]),
  primaryServices: z.array(text(200)).max(50).default([]),
  additionalServices: z.array(text(200)).max(50).default([]),
  bookAppointmentCTA: text(100).default(d.bookAppointmentCTA),
  askQuestionCTA: text(100).default(d.askQuestionCTA),
  cancelAppointmentCTA: text(100).default(d.cancelAppointmentCTA),
  phone: text(50).default(''),
  email: z.union([z.literal(''), z.string().trim().email().max(320)]).default(''),
  contactPhone: text(50).default(''),
  contactEmail: z.union([z.literal(''), z.string().trim().email().max(320)]).default(''),
  openingHours: z.object({ times: z.array(text(200)).max(20).default([]) }).default({ times: [] }),
  features: receptionFeatures.default({
    prescriptionUpload: true,
    selfPay: true,
    manualPrescription: true,
    enableAnamnese: true,
    callOnlyCancellation: false,
  }),
  privacyPolicyUrl: optionalUrl,
  imprintUrl: optionalUrl,
  /** Languages the reception offers (issue 21); German always (offeredLanguages). */
  languages: z
    .array(z.enum(RECEPTION_LANGUAGES))
    .max(RECEPTION_LANGUAGES.length)
    .default([...RECEPTION_LANGUAGES]),
});
export type ReceptionConfig = z.infer<typeof receptionConfig>;

export const isMedical = (c: Pick<ReceptionConfig, 'businessType'>) => c.businessType === 'medical';

/** Reads a stored configuration leniently: unknown keys dropped, missing ones defaulted. */
export function parseReceptionConfig(stored: unknown): ReceptionConfig {
  const r = receptionConfig.safeParse(stored ?? {});
  const config = r.success ? r.data : receptionConfig.parse({});
  return { ...config, languages: offeredLanguages(config.languages) };
}
