import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Counts down once per second while `running`, then calls `onDone` once. Counting from the
 * start time (not by decrements) keeps it right when the tab was throttled in the background.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  // A layout effect: the count starts when the countdown is in the page. Preact runs passive
  // effects after the next frame (decision 0021): the clock started up to 35 ms after the
  // patient saw "15 Sekunden" (with the journey's paused fake clock, 6 was left after 10 s).
  useLayoutEffect(() => {
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
