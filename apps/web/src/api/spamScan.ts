/**
 * Runs the spam scan (staffApi.spamScan, schemas in packages/domain spamScan.ts). The
 * streaming variant reads `data: {json}` lines for live progress; on a timeout (120 s), a
 * network or fetch failure, or a 504 it says so and falls back to the standard scan (spec §4).
 */
import {
  type ScanRequest,
  type ScanResult,
  STREAMING_TIMEOUT_MS,
  scanEvent,
  scanTexts,
  staffApi,
} from '@praxisdesk/domain';
import { api, isApiError } from './client';

export const SCAN_PATH = staffApi.spamScan.path;

export type ScanProgress = Extract<ReturnType<typeof scanEvent.parse>, { type: 'progress' }>;

export class ScanError extends Error {}

class FallBack extends Error {}

export interface ScanCallbacks {
  onProgress?: (p: ScanProgress) => void;
  /** A notice while the scan goes on (the fallback messages). */
  onNotice?: (message: string) => void;
  timeoutMs?: number;
}

export async function standardScan(request: ScanRequest): Promise<ScanResult> {
  try {
    return await api(staffApi.spamScan, {
      body: { ...request, options: { ...request.options, enableStreaming: false } },
    });
  } catch (error) {
    if (isApiError(error, 'INVALID_RESPONSE')) throw new ScanError(scanTexts.unexpected);
    throw new ScanError(scanTexts.scanFailed);
  }
}

async function streamingScan(request: ScanRequest, cb: ScanCallbacks): Promise<ScanResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, cb.timeoutMs ?? STREAMING_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(SCAN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ ...request, options: { ...request.options, enableStreaming: true } }),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      throw new FallBack(timedOut ? scanTexts.streamingTimeout : scanTexts.streamingNetwork);
    }
    if (res.status === 504) throw new FallBack(scanTexts.streamingNetwork);
    if (!res.ok) throw new ScanError(scanTexts.httpError(res.status, await res.text().catch(() => '')));
    const reader = res.body?.getReader();
    if (!reader) throw new FallBack(scanTexts.streamingNetwork);
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new FallBack(timedOut ? scanTexts.streamingTimeout : scanTexts.streamingNetwork);
      }
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        let event: ReturnType<typeof scanEvent.parse>;
        try {
          event = scanEvent.parse(JSON.parse(line.slice(6)));
        } catch {
          throw new ScanError(scanTexts.unexpected);
        }
        if (event.type === 'progress') cb.onProgress?.(event);
        else if (event.type === 'complete') {
          await reader.cancel().catch(() => {});
          return event.result;
        } else throw new ScanError(`${scanTexts.streamingFailed}: ${event.error}`);
      }
    }
    // The stream ended without 'complete': the connection broke.
    throw new FallBack(timedOut ? scanTexts.streamingTimeout : scanTexts.streamingNetwork);
  } finally {
    clearTimeout(timer);
  }
}

/** Streaming when asked for, else (or after a fallback) the standard scan. */
export async function runScan(request: ScanRequest, streaming: boolean, cb: ScanCallbacks = {}): Promise<ScanResult> {
  if (streaming) {
    try {
      return await streamingScan(request, cb);
    } catch (error) {
      if (!(error instanceof FallBack)) throw error instanceof ScanError ? error : new ScanError(scanTexts.unexpected);
      cb.onNotice?.(error.message);
    }
  }
  return standardScan(request);
}
