import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast';
import { pushState, pushStateNow, turnPushOn, type PushState } from './push-device';

/**
 * This phone's push state (`null` until known: with a granted permission, the subscription is
 * looked up on mount), and the buyer's "Turn on": the browser's question, the subscription, and
 * a toast saying how it went.
 */
export function usePushState() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(pushStateNow);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (pushStateNow() === null) pushState().then(setState, () => setState('unsupported'));
  }, []);
  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const next = await turnPushOn();
      setState(next);
      if (next === 'on') toast({ icon: 'success', content: t('push.turnedOn') });
    } catch {
      toast({ content: t('push.failed') });
    } finally {
      setBusy(false);
    }
  }, [t]);
  return { state, busy, turnOn };
}
