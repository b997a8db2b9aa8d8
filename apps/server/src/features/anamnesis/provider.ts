/**
 * Who writes the anamnesis summary and the clinical text. Two implementations behind one
 * interface:
 * - the deterministic provider (default, offline): German templates over the structured
 *   answers (packages/domain anamnesisReport.ts);
 * - an OpenAI-compatible chat-completions provider (Ollama, vLLM, llama.cpp, an EU-hosted API),
 *   set by AI_BASE_URL / AI_API_KEY / AI_MODEL. It gets the labelled answers only — never name
 *   or contact data; e-mail addresses and phone numbers in free text are masked — and must
 *   answer JSON that passes the zod schema and cites only answers that were given. Anything
 *   else (timeout, HTTP error, invalid JSON) falls back to the deterministic provider with a
 *   note that staff see. Red flags always come from the deterministic rules.
 */
import {
  type AnamnesisSummaryContent,
  anamnesisSummaryContent,
  deterministicClinicalText,
  deterministicSummary,
  labelAnswers,
  type StoredAnswers,
  withRedFlags,
} from '@praxisdesk/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AiFailure, chatJson } from '../../lib/aiChat.js';

export const RULES_MODEL = 'PraxisDesk regelbasiert';

export interface Generated<T> {
  content: T;
  model: string;
  tokensUsed: number | null;
  processingTimeMs: number;
  /** Set when the configured model failed and the rules wrote this instead. */
  note: string | null;
}

export interface AnamnesisProvider {
  summary(answers: StoredAnswers): Promise<Generated<AnamnesisSummaryContent>>;
  clinicalText(answers: StoredAnswers, completedAt: string): Promise<Generated<string>>;
}

export const deterministicProvider: AnamnesisProvider = {
  async summary(answers) {
    const t0 = performance.now();
    const content = deterministicSummary(answers);
    return { content, model: RULES_MODEL, tokensUsed: null, processingTimeMs: ms(t0), note: null };
  },
  async clinicalText(answers, completedAt) {
    const t0 = performance.now();
    const content = deterministicClinicalText(answers, completedAt);
    return { content, model: RULES_MODEL, tokensUsed: null, processingTimeMs: ms(t0), note: null };
  },
};

const ms = (t0: number) => Math.max(0, Math.round(performance.now() - t0));

/** The answers as the model sees them: label and German value, free text masked. */
export function answersForModel(answers: StoredAnswers): string {
  const mask = (s: string) =>
    s.replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[E-Mail]').replace(/\+?\d[\d\s/()-]{6,}\d/g, '[Telefon]');
  return labelAnswers(answers)
    .map((a) => `- ${a.id} (${a.label}): ${mask(a.value)}`)
    .join('\n');
}

const SUMMARY_PROMPT =
  'Du bist Physiotherapeut:in und fasst den Online-Anamnesebogen einer Patientin oder eines Patienten für die ' +
  'Praxis zusammen. Verwende ausschließlich die gegebenen Antworten; erfinde nichts, stelle keine Diagnose. ' +
  'Jede Antwort ist als "- <schlüssel> (<Bezeichnung>): <Wert>" gegeben. Antworte ausschließlich mit JSON: ' +
  '{"summary": "2–4 deutsche Sätze", "keyFindings": [{"text": "Befund", "source": "<schlüssel>"}], ' +
  '"recommendations": ["Empfehlung für die Erstuntersuchung"], ' +
  '"riskFactors": [{"text": "besonderer Hinweis", "sources": ["<schlüssel>"], "redFlag": false}]}. ' +
  '"source"/"sources" sind die Schlüssel der Antworten, auf denen die Aussage beruht.';

const TEXT_PROMPT =
  'Du bist Physiotherapeut:in und schreibst aus dem Online-Anamnesebogen einen sachlichen deutschen ' +
  'Anamnesetext für die Patientenakte (Fließtext, Absätze durch Leerzeilen getrennt, "Pat." als Abkürzung). ' +
  'Verwende ausschließlich die gegebenen Antworten, erfinde nichts; nicht beantwortete Fragen nennst du als ' +
  'nicht beantwortet. Antworte ausschließlich mit JSON: {"text": "…"}.';

const clinicalTextAnswer = z.object({ text: z.string().trim().min(40).max(12000) });

const fallbackNote = (model: string, reason: string) =>
  `Das KI-Modell „${model}“ hat nicht verwendbar geantwortet (${reason}); dieser Text wurde regelbasiert erstellt.`;

export function openAiProvider(ai: NonNullable<Config['ai']>): AnamnesisProvider {
  return {
    async summary(answers) {
      const t0 = performance.now();
      try {
        const { parsed, tokens } = await chatJson(ai, SUMMARY_PROMPT, answersForModel(answers));
        const r = anamnesisSummaryContent.safeParse(parsed);
        if (!r.success) throw new AiFailure('Antwort entspricht nicht dem Schema');
        // Grounding: a statement may only cite answers the patient actually gave.
        const answered = new Set(
          labelAnswers(answers)
            .filter((a) => a.answered)
            .map((a) => a.id),
        );
        const cited = [...r.data.keyFindings.map((k) => k.source), ...r.data.riskFactors.flatMap((x) => x.sources)];
        if (cited.some((id) => !answered.has(id))) throw new AiFailure('Bezug auf nicht gegebene Antworten');
        return {
          content: withRedFlags(answers, r.data),
          model: ai.model,
          tokensUsed: tokens,
          processingTimeMs: ms(t0),
          note: null,
        };
      } catch (err) {
        if (!(err instanceof AiFailure)) throw err;
        const fb = await deterministicProvider.summary(answers);
        return { ...fb, processingTimeMs: ms(t0), note: fallbackNote(ai.model, err.message) };
      }
    },
    async clinicalText(answers, completedAt) {
      const t0 = performance.now();
      try {
        const { parsed, tokens } = await chatJson(ai, TEXT_PROMPT, answersForModel(answers));
        const r = clinicalTextAnswer.safeParse(parsed);
        if (!r.success) throw new AiFailure('Antwort entspricht nicht dem Schema');
        return { content: r.data.text, model: ai.model, tokensUsed: tokens, processingTimeMs: ms(t0), note: null };
      } catch (err) {
        if (!(err instanceof AiFailure)) throw err;
        const fb = await deterministicProvider.clinicalText(answers, completedAt);
        return { ...fb, processingTimeMs: ms(t0), note: fallbackNote(ai.model, err.message) };
      }
    },
  };
}

export const providerFor = (config: Config): AnamnesisProvider =>
  config.ai ? openAiProvider(config.ai) : deterministicProvider;
