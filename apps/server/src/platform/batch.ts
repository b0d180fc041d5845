/** Keys one statement looks up at most; more arriving together go in several. */
const BATCH_MAX = 500;

/**
 * A lookup by key that sends the keys asked for in one turn of the event loop as one statement:
 * a burst of requests (a launch, the calls of a page opening) costs one round trip and one of
 * the pool's connections, not one each. Nothing waits on a timer: the keys go when the turn's
 * I/O has been read (`setImmediate`), so a lone request is looked up at once, and every lookup
 * is made after its request arrived — what it answers is never older than the request.
 *
 * `load` answers the keys it found; a key it leaves out resolves undefined. A failed load
 * rejects every lookup that went with it.
 */
export function batchedLookup<K, V>(load: (keys: K[]) => Promise<Map<K, V>>) {
  type Caller = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<K, Caller[]>();

  function flush() {
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += BATCH_MAX) {
      const part = keys.slice(start, start + BATCH_MAX);
      const callersOf = (key: K) => batch.get(key)!;
      load(part).then(
        (found) => part.forEach((key) => callersOf(key).forEach((c) => c.resolve(found.get(key)))),
        (error: unknown) => part.forEach((key) => callersOf(key).forEach((c) => c.reject(error))),
      );
    }
  }

  return (key: K): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
