import { useCallback, useEffect, useState } from 'react';
import { pushState, type PushState } from './push-device';

/** This phone's push state, looked up on mount; `null` until known. `recheck` looks again. */
export function usePushState() {
  const [state, setState] = useState<PushState | null>(null);
  const recheck = useCallback(() => {
    pushState().then(setState, () => setState('unsupported'));
  }, []);
  useEffect(recheck, [recheck]);
  return [state, setState, recheck] as const;
}
