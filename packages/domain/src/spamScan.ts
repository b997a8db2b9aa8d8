/**
 * The spam scan (spec backoffice §2 Spam-scan dialog, §3 scan result and progress event, §5
 * limits, §7 scanSpam). The staff API is ours: POST /api/spam/scan with this body; with
 * enableStreaming the answer is a text/event-stream of `data: {json}` lines (progress, then
 * complete or error), otherwise one JSON scan result.
 */
import { z } from 'zod';
import { calendarDate } from './dates.js';
import { formTypes } from './formTypes.js';

export const SCAN_LIMIT = { min: 1, max: 100, default: 50 } as const;
/** Live progress only for 11–50 submissions; otherwise the standard scan. */
export const STREAMING_RANGE = { min: 11, max: 50 } as const;
export const STREAMING_TIMEOUT_MS = 120_000;

/** The dialog's number input: integer 1–100, default 50, non-numeric becomes 1. */
export function normalizeScanLimit(input: unknown): number {
  if (input === undefined || input === null || input === '') return SCAN_LIMIT.default;
  const n = Math.trunc(Number(input));
  if (!Number.isFinite(n)) return SCAN_LIMIT.min;
  return Math.min(SCAN_LIMIT.max, Math.max(SCAN_LIMIT.min, n));
}

export const useStreaming = (limit: number) => limit >= STREAMING_RANGE.min && limit <= STREAMING_RANGE.max;

export const scanRequest = z.object({
  /** Limit the scan to one of the caller's tenants; default: all of them. */
  tenant: z.string().uuid().optional(),
  options: z.object({
    limit: z.number().int().min(SCAN_LIMIT.min).max(SCAN_LIMIT.max).default(SCAN_LIMIT.default),
    all: z.boolean().default(false),
    formType: z.enum(formTypes).optional(),
    dateRange: z.object({ from: calendarDate.optional(), to: calendarDate.optional() }).optional(),
    enableStreaming: z.boolean().default(false),
  }),
});
export type ScanRequest = z.input<typeof scanRequest>;

export const scanResultItem = z.object({
  id: z.string().uuid(),
  form_type: z.string(),
  new_score: z.number(),
  previous_score: z.number(),
  is_spam: z.boolean(),
  /** true when the AI model decided, false for the rules + learned filter. */
  aiClassified: z.boolean(),
  error: z.string().optional(),
});
export type ScanResultItem = z.infer<typeof scanResultItem>;

export const scanResult = z.object({
  message: z.string(),
  totalScanned: z.number(),
  spamFound: z.number(),
  errors: z.number(),
  results: z.array(scanResultItem),
});
export type ScanResult = z.infer<typeof scanResult>;

export const scanProgressEvent = z.object({
  type: z.literal('progress'),
  processed: z.number(),
  total: z.number(),
  estimatedTimeRemaining: z.number(),
  currentBatch: z.number(),
  submission: z.object({ id: z.string().uuid(), spamScore: z.number(), isSpam: z.boolean() }),
});
export const scanCompleteEvent = z.object({ type: z.literal('complete'), result: scanResult });
export const scanErrorEvent = z.object({ type: z.literal('error'), error: z.string() });
export const scanEvent = z.discriminatedUnion('type', [scanProgressEvent, scanCompleteEvent, scanErrorEvent]);
export type ScanEvent = z.infer<typeof scanEvent>;

/** Score colour of the spec: at least 50 red, at least 30 yellow, else green. */
export const scoreColor = (score: number): 'red' | 'yellow' | 'green' =>
  score >= 50 ? 'red' : score >= 30 ? 'yellow' : 'green';

/** Manual marking sets these scores locally and on the server (spec §4, §9). */
export const MANUAL_SPAM_SCORE = 70;
export const MANUAL_HAM_SCORE = 0;

/** GET /functions/v1/formToken: a signed render timestamp, sent back with the form as `_ts`. */
export const formToken = z.object({ token: z.string() });
