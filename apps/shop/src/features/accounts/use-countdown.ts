import { resendWait } from '@facet/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left on a countdown started with `start(seconds)`. Counted from the wall
 * clock rather than by decrementing, so a phone that sleeps mid-countdown shows the truth.
 */
export function useCountdown() {
  const [run, setRun] = useState<{ startedAt: Date; seconds: number } | null>(null);
  const [now, setNow] = useState(() => new Date());
  const secondsLeft = run ? resendWait(run.startedAt, now, run.seconds) : 0;
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const startedAt = new Date();
    setRun({ startedAt, seconds });
    setNow(startedAt);
  }, []);

  return { secondsLeft, started: run !== null, start };
}
