import { isHoldable, type Goods } from '@facet/contract';
import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useHoldEnded, useHolds, useHoldStone, useReleaseHold } from '../api';
import { HoldCountdown, useHoldEnd } from './hold-countdown';
import { toast } from '../../../shared/ui/toast';
import './hold-panel.css';

/**
 * A stone's hold on its details page: "Hold this stone" while nobody holds it; for the holder,
 * until when, a live countdown and "Release"; for everyone else the "on hold" notice the
 * availability line shows, and nothing here.
 */
export function HoldPanel({ goods }: { goods: Goods }) {
  if (!isHoldable(goods.Category) || !goods.Available || goods.ArrivalDays != null) return null;
  if (goods.HeldUntil) return <HeldForYou goods={goods} heldUntil={goods.HeldUntil} />;
  if (goods.OnHold) return null;
  return <HoldButton goods={goods} />;
}

function HoldButton({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const hold = useHoldStone();
  return (
    <div className="hold-panel">
      <Button
        className="hold-button"
        fill="outline"
        shape="rounded"
        size="small"
        loading={hold.isPending}
        onClick={() =>
          hold.mutate(goods.Id, {
            onSuccess: () => toast({ icon: 'success', content: t('holds.held') }),
          })
        }
      >
        <ClockCircleOutline aria-hidden="true" />
        <span>{t('holds.hold')}</span>
      </Button>
      <p className="hold-hint">{t('holds.hint')}</p>
    </div>
  );
}

function HeldForYou({ goods, heldUntil }: { goods: Goods; heldUntil: string }) {
  const { t } = useTranslation();
  const holds = useHolds();
  const release = useReleaseHold();
  const ended = useHoldEnded();
  const until = useHoldEnd(heldUntil);
  const holdId = holds.data?.find((hold) => hold.Goods.Id === goods.Id)?.HoldId;

  return (
    <div className="hold-panel hold-panel-mine" role="status">
      <p className="hold-panel-title">
        <ClockCircleOutline aria-hidden="true" />
        <span>{t('holds.heldForYou', { time: until })}</span>
      </p>
      <HoldCountdown expiresAt={heldUntil} onEnded={ended} />
      <Button
        className="hold-release"
        fill="none"
        size="small"
        disabled={holdId === undefined}
        loading={release.isPending}
        onClick={() => {
          if (holdId === undefined) return;
          release.mutate(holdId, { onSuccess: () => toast({ content: t('holds.released') }) });
        }}
      >
        {t('holds.release')}
      </Button>
    </div>
  );
}
