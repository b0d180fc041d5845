import { translate } from '@facet/contract';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrderDetail } from '../api';
import { ApiError } from '../../../shared/transport/client';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatePanel } from '../../../shared/ui/state-panel';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { useLocale } from '../../../i18n/i18n';
import { formatElapsed, parseId, parseResultNotice } from '../order-format';
import './order.css';
import './submit-order.css';

/** A second is the timer's finest digit; it ticks with the wall clock, so a sleeping phone wakes true. */
const TICK_MS = 1000;

function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/pages/submitOrder/result?id=&notice=&at=`: the order is in, the salesperson confirms it
 * next (§4). The timer counts how long the buyer has been waiting for that.
 */
export default function SubmitResultPage() {
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  // Opened without an order (a bookmark, a typed address) or with one that is not the buyer's:
  // nothing was submitted, so nothing is said to have been, and no wait is counted.
  const order = useOrderDetail(id);
  if (id === null) return <NoOrder />;
  if (order.error instanceof ApiError && order.error.Code === 'NOT_FOUND') return <NoOrder />;
  if (order.isPending) return <PageLoading />;
  return <Submitted id={id} search={search} />;
}

function NoOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatePanel
      image={<GemIllustration mark="question" />}
      title={t('submitResult.noOrderTitle')}
      description={t('submitResult.noOrderHint')}
    >
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(paths.order, { replace: true })}
      >
        {t('submitResult.myOrders')}
      </Button>
      <Button
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(paths.home, { replace: true })}
      >
        {t('submitResult.continueShopping')}
      </Button>
    </StatePanel>
  );
}

function Submitted({ id, search }: { id: number; search: URLSearchParams }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const notice = parseResultNotice(search.get('notice'));
  // Without the server's time (an old link), the wait is counted from opening the page.
  const [since] = useState(() => search.get('at') ?? new Date().toISOString());
  const now = useNow();

  const noticeText =
    notice === 'custom_made'
      ? translate(locale, 'NOTICE_ORDER_CUSTOM_MADE')
      : notice === 'demand'
        ? t('submitResult.demand')
        : t('submitResult.inStock');

  return (
    <div className="order-page submit-result">
      <section className="result-hero" aria-labelledby="result-title">
        <CheckCircleFill className="result-icon" aria-hidden />
        <h2 id="result-title" className="result-title">
          {translate(locale, 'NOTICE_ORDER_PendingConfirmation')}
        </h2>
        <p className="result-timer">
          <ClockCircleOutline aria-hidden />
          <span>{t('submitResult.waited')}</span>
          <time className="result-clock" role="timer" aria-live="off">
            {formatElapsed(since, now)}
          </time>
        </p>
      </section>

      <p className={`result-notice result-notice-${notice}`}>{noticeText}</p>

      <ol className="result-steps" aria-label={t('home.howTitle')}>
        {(['submit', 'confirm', 'pay', 'receive'] as const).map((step, index) => (
          <li key={step} className={index === 0 ? 'result-step result-step-done' : 'result-step'}>
            <span className="result-step-number">{index + 1}</span>
            <span>{t(`home.steps.${step}`)}</span>
          </li>
        ))}
      </ol>

      <div className="result-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(`${paths.orderDetails}?id=${id}`, { replace: true })}
        >
          {t('submitResult.viewOrder')}
        </Button>
        <Button
          block
          fill="outline"
          shape="rounded"
          size="large"
          onClick={() => void navigate(paths.home, { replace: true })}
        >
          {t('submitResult.continueShopping')}
        </Button>
      </div>
    </div>
  );
}
