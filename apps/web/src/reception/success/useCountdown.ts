import { useEffect, useRef, useState } from 'react';

/**
 * Counts down once per second while `running`, then calls `onDone` once. Counting from the
 * start time (not by decrements) keeps it right when the tab was throttled in the background.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    let finished = false;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - start) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !finished) {
        finished = true;
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, seconds]);
  return left;
}
