/**
 * Runs `work` every `everyMs`, one run at a time, on this instance (background sweeps: holds
 * that ran out, saved-search alerts). A run that fails — the database away — is reported and
 * the next one tries again. The returned stop waits for a run under way, so the database can
 * be closed after it.
 */
export type SweepReport = {
  failed: (error: unknown) => void;
  /** A run finished without error (its time is watched in /metrics). */
  done?: () => void;
};

export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  report: SweepReport,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = work()
        .then(() => report.done?.(), report.failed)
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
