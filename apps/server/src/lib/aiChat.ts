/**
 * One call to the optional OpenAI-compatible chat endpoint (AI_BASE_URL), asking for a JSON
 * answer. Shared by the spam check and the anamnesis summaries. Every way it can go wrong —
 * unreachable, timeout, HTTP error, no or invalid JSON — is an `AiFailure` with a short German
 * reason the caller can show or record; the caller validates the JSON's shape itself.
 */
import type { Config } from '../config.js';

export type AiConfig = NonNullable<Config['ai']>;

export class AiFailure extends Error {}

export async function chatJson(
  ai: AiConfig,
  system: string,
  user: string,
): Promise<{ parsed: unknown; tokens: number | null }> {
  let res: Response;
  try {
    res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new AiFailure(timeout ? 'Zeitüberschreitung' : 'nicht erreichbar');
  }
  if (!res.ok) throw new AiFailure(`HTTP ${res.status}`);
  let body: { choices?: { message?: { content?: string } }[]; usage?: { total_tokens?: number } };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new AiFailure('ungültige Antwort');
  }
  // Models sometimes wrap the object in prose or a code fence: take the outermost {...}.
  const json = (body.choices?.[0]?.message?.content ?? '').match(/\{[\s\S]*\}/)?.[0];
  if (!json) throw new AiFailure('kein JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new AiFailure('ungültiges JSON');
  }
  return { parsed, tokens: typeof body.usage?.total_tokens === 'number' ? body.usage.total_tokens : null };
}
