/**
 * Runs `work` every `everyMs`, one run at a time, on this instance (background sweeps: holds
 * that ran out, saved-search alerts). A run that fails — the database away — is reported and
 * the next one tries again. The returned stop waits for a run under way, so the database can
 * be closed after it.
 */
export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = work()
        .then(() => undefined, onError)
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
