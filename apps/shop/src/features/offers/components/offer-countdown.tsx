import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../holds';

/**
 * What is left of an offer's time, counting down each second ("23:59:41 left") on the server's
 * clock, as a hold's is; `onEnded` once it runs out.
 */
export function OfferCountdown({
  expiresAt,
  onEnded,
}: {
  expiresAt: string;
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const { time, ended } = useCountdown(expiresAt, onEnded);
  return (
    <span className="offer-countdown" role="timer" aria-live="off">
      {ended ? t('offers.ended') : t('offers.left', { time })}
    </span>
  );
}
