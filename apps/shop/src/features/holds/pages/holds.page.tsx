import type { Hold } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../cart';
import { useHoldEnded, useHolds, useReleaseHold } from '../api';
import { paths } from '../../../shared/routing/paths';
import { GoodsRow } from '../../catalogue';
import { formatNumber } from '../../../shared/format/format';
import { HoldCountdown, useHoldEnd } from '../components/hold-countdown';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import './holds.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** `/pages/holds/index`: the stones the buyer holds, the soonest to end first. */
export default function HoldsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const holds = useHolds();

  if (holds.isError && !holds.data) {
    return (
      <LoadFailedPanel title={t('holds.loadFailed')} onRetry={() => void holds.refetch()} outline />
    );
  }
  if (!holds.data) {
    return (
      <div className="holds-page" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (holds.data.length === 0) {
    return (
      <NothingHerePanel
        title={t('holds.empty')}
        description={t('holds.emptyHint')}
        action={t('holds.browse')}
      />
    );
  }
  const count = holds.data.length;
  return (
    <div className="holds-page">
      <h2 className="holds-total">
        {t('holds.total', { count, total: formatNumber(locale, count) })}
      </h2>
      <ul className="holds-list">
        {holds.data.map((hold) => (
          <HoldItem key={hold.HoldId} hold={hold} />
        ))}
      </ul>
    </div>
  );
}

function HoldItem({ hold }: { hold: Hold }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const release = useReleaseHold();
  const add = useAddToCart();
  const ended = useHoldEnded();
  const until = useHoldEnd(hold.ExpiresAt);

  const order = () =>
    add.mutate(
      { GoodsList: [{ GoodsId: hold.Goods.Id }] },
      { onSuccess: () => void navigate(paths.cart) },
    );

  return (
    <li className="holds-item">
      <GoodsRow goods={hold.Goods} />
      <div className="holds-item-bar">
        <span className="holds-item-time">
          <span>{t('holds.heldForYou', { time: until })}</span>
          <HoldCountdown expiresAt={hold.ExpiresAt} onEnded={ended} />
        </span>
        <span className="holds-item-actions">
          <Button
            size="small"
            fill="none"
            loading={release.isPending}
            onClick={() =>
              release.mutate(hold.HoldId, {
                onSuccess: () => toast({ content: t('holds.released') }),
              })
            }
          >
            {t('holds.release')}
          </Button>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={add.isPending}
            onClick={order}
          >
            {t('holds.order')}
          </Button>
        </span>
      </div>
    </li>
  );
}
