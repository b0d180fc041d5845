import { holdCountdown } from '@facet/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../shared/transport/server-clock';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-11-26 14:32 ET": the hold's end, written as every deadline and moment of an order. */
export function useHoldEnd(expiresAt: string) {
  return useEasternMoment()(expiresAt);
}

/**
 * What is left until `expiresAt` — a hold's end, or an offer's, which runs on the same clock —
 * counting down each second ("23:59:41"). On the server's clock: it ends when the server says,
 * whatever the phone's clock reads. When it reaches zero it says so once (`onEnded`): the page
 * then asks the server how the stone stands. A new end (a clerk extended the hold, countered the
 * offer) is counted down afresh, and told again when reached.
 */
export function useCountdown(expiresAt: string, onEnded?: () => void) {
  const [now, setNow] = useState(serverNow);
  const left = holdCountdown(expiresAt, now);
  const told = useRef(false);

  useEffect(() => {
    if (left.ended) return;
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, [left.ended]);

  useEffect(() => {
    told.current = false;
  }, [expiresAt]);

  useEffect(() => {
    if (!left.ended || told.current) return;
    told.current = true;
    onEnded?.();
  }, [left.ended, onEnded]);

  return { time: `${left.hours}:${two(left.minutes)}:${two(left.seconds)}`, ended: left.ended };
}

/** What is left of a hold, counting down each second ("23:59:41 left"). */
export function HoldCountdown({ expiresAt, onEnded }: { expiresAt: string; onEnded?: () => void }) {
  const { t } = useTranslation();
  const { time, ended } = useCountdown(expiresAt, onEnded);
  return (
    <span className="hold-countdown" role="timer" aria-live="off">
      {ended ? t('holds.ended') : t('holds.left', { time })}
    </span>
  );
}
