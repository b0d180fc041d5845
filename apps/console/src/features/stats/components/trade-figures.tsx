import { Col, Row } from 'antd';
import { Link } from 'react-router';
import type { Locale, Stats } from '@facet/contract';
import { formatCount, formatPercent, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { Figure } from './stats-card';

/**
 * Trading beyond the listed price: offers and returns of the period, memos out right now, each
 * with the way to its page.
 */
export function TradeFigures({
  stats,
  t,
  locale,
}: {
  stats: Pick<Stats, 'Offers' | 'Memos' | 'Returns'>;
  t: Translate;
  locale: Locale;
}) {
  const { Offers: offers, Memos: memos, Returns: returns } = stats;
  return (
    <Row gutter={[16, 16]} className="stats-figures stats-trade">
      <Col xs={24} md={8}>
        <Figure
          label={t('stats.offers.made')}
          value={<Link to="/offers">{formatCount(locale, offers.Made)}</Link>}
          note={[
            t('stats.offers.accepted', { count: offers.Accepted }),
            offers.AverageBelowPercent !== null &&
              t('stats.offers.below', {
                percent: formatPercent(locale, offers.AverageBelowPercent),
              }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </Col>
      <Col xs={24} md={8}>
        <Figure
          label={t('stats.memos.out')}
          value={<Link to="/memos?Status=shipped">{formatCount(locale, memos.Out)}</Link>}
          note={
            <>
              {t('stats.memos.value', { value: formatUsd(locale, memos.ValueOut) })}
              {' · '}
              <Link
                to="/memos?Status=overdue"
                className={memos.Overdue > 0 ? 'stats-alert' : 'stats-quiet-link'}
              >
                {t('stats.memos.overdue', { count: memos.Overdue })}
              </Link>
            </>
          }
        />
      </Col>
      <Col xs={24} md={8}>
        <Figure
          label={t('stats.returns.requested')}
          value={<Link to="/returns?Status=all">{formatCount(locale, returns.Requested)}</Link>}
          note={t('stats.returns.refunded', {
            count: returns.Refunded,
            amount: formatUsd(locale, returns.RefundedUsd),
          })}
        />
      </Col>
    </Row>
  );
}
