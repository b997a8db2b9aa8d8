import { nextPollDelay } from '@praxisdesk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PollOutcome = 'ok' | 'network-error' | 'error';

/**
 * Refreshes every 120 s; after network errors waits 60 s × 2^failures; stops after 3
 * consecutive network errors (spec §4, §9). `restart` (the refresh button) starts over.
 */
export function usePolling(poll: () => Promise<PollOutcome>, enabled = true) {
  const [failures, setFailures] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [round, setRound] = useState(0);
  const pollRef = useRef(poll);
  pollRef.current = poll;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the cycle
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fails = 0;
    setFailures(0);
    setStopped(false);
    const schedule = () => {
      const delay = nextPollDelay(fails);
      if (delay === null) {
        setStopped(true);
        return;
      }
      timer = setTimeout(run, delay);
    };
    const run = async () => {
      const outcome = await pollRef.current();
      if (cancelled) return;
      fails = outcome === 'network-error' ? fails + 1 : 0;
      setFailures(fails);
      schedule();
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, round]);

  const restart = useCallback(() => setRound((r) => r + 1), []);
  return { failures, stopped, restart };
}
