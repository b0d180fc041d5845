import type { Memo, MemoLine, MemoStatus } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dueStanding, lineMoves } from '../memo-terms';
import { MemoLineSheet, type LineMove } from './memo-line-sheet';
import { goodsDetailsPath, goodsTitle } from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { serverNow } from '../../../shared/transport/server-clock';
import './memo-card.css';

const TONES: Record<MemoStatus, string> = {
  requested: 'waiting',
  approved: 'yourTurn',
  shipped: 'yourTurn',
  declined: 'problem',
  closed: 'closed',
};

/**
 * One memo in "My memos": its number and status, when it is due (counting the days down, or
 * overdue), the parcel's tracking number, and a row per stone with its memo price, what became
 * of it and what the buyer may do with it now — buy it, or send it back.
 */
export function MemoCard({ memo }: { memo: Memo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  const [move, setMove] = useState<{ line: MemoLine; move: LineMove } | null>(null);
  const due = dueStanding(memo, serverNow());
  return (
    <article className="memo-card" aria-label={t('myMemos.cardOf', { no: memo.No })}>
      <header className="memo-card-head">
        <div>
          <h3 className="memo-card-no">{t('myMemos.no', { no: memo.No })}</h3>
          <p className="memo-card-meta">{t('myMemos.asked', { time: moment(memo.CreatedAt) })}</p>
        </div>
        <span className={`memo-status memo-status-${TONES[memo.Status]}`}>
          {t(`myMemos.status.${memo.Status}`)}
        </span>
      </header>

      {due.kind !== 'none' && memo.DueAt && (
        <p className={`memo-card-due memo-card-due-${due.kind}`}>
          <span>{t('myMemos.dueAt', { time: moment(memo.DueAt) })}</span>
          <strong role={due.kind === 'overdue' ? 'alert' : undefined}>
            {due.kind === 'days'
              ? t('myMemos.daysLeft', { count: due.days })
              : t(`myMemos.${due.kind}`)}
          </strong>
        </p>
      )}
      {memo.Status === 'requested' && <p className="memo-card-info">{t('myMemos.waiting')}</p>}
      {memo.Status === 'approved' && <p className="memo-card-info">{t('myMemos.approved')}</p>}
      {memo.Status === 'declined' && <p className="memo-card-info">{t('myMemos.declined')}</p>}
      {memo.TrackingNo && (
        <p className="memo-card-tracking">
          {t('myMemos.tracking')} <span className="memo-selectable">{memo.TrackingNo}</span>
        </p>
      )}

      <ul className="memo-lines" aria-label={t('myMemos.stones')}>
        {memo.Lines.map((line) => (
          <MemoLineRow
            key={line.GoodsId}
            memo={memo}
            line={line}
            onMove={(chosen) => setMove({ line, move: chosen })}
          />
        ))}
      </ul>

      <dl className="memo-card-totals">
        <div>
          <dt>{t('myMemos.total')}</dt>
          <dd>{formatUsd(locale, memo.TotalUsd)}</dd>
        </div>
        {memo.OpenUsd > 0 && (
          <div>
            <dt>{t('myMemos.open')}</dt>
            <dd>{formatUsd(locale, memo.OpenUsd)}</dd>
          </div>
        )}
      </dl>
      {memo.Note && <p className="memo-card-note">{t('myMemos.note', { note: memo.Note })}</p>}
      {move && (
        <MemoLineSheet
          memo={memo}
          line={move.line}
          move={move.move}
          onClose={() => setMove(null)}
        />
      )}
    </article>
  );
}

function MemoLineRow({
  memo,
  line,
  onMove,
}: {
  memo: Memo;
  line: MemoLine;
  onMove: (move: LineMove) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moves = lineMoves(memo, line);
  return (
    <li className="memo-line">
      <div className="memo-line-main">
        <Link className="memo-line-title" to={goodsDetailsPath(line.Goods)}>
          {goodsTitle(line.Goods, locale)}
        </Link>
        <span className="memo-line-stock">{line.Goods.StockNo}</span>
      </div>
      <div className="memo-line-side">
        <strong>{formatUsd(locale, line.PriceUsd)}</strong>
        <LineOutcome memo={memo} line={line} />
      </div>
      {(moves.buy || moves.sendBack) && (
        <div className="memo-line-actions">
          {moves.sendBack && (
            <Button
              size="small"
              fill="outline"
              shape="rounded"
              aria-label={t('myMemos.returnStone', { stockNo: line.Goods.StockNo })}
              onClick={() => onMove('return')}
            >
              {t('myMemos.return')}
            </Button>
          )}
          {moves.buy && (
            <Button
              size="small"
              color="primary"
              shape="rounded"
              aria-label={t('myMemos.buyStone', { stockNo: line.Goods.StockNo })}
              onClick={() => onMove('buy')}
            >
              {t('myMemos.buy')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function LineOutcome({ memo, line }: { memo: Memo; line: MemoLine }) {
  const { t } = useTranslation();
  if (line.Outcome === 'bought') {
    return (
      <span className="memo-outcome memo-outcome-bought">
        {t('myMemos.outcome.bought')}
        {line.OrderId !== null && (
          <>
            {' · '}
            <Link to={`${paths.orderDetails}?id=${line.OrderId}`}>{t('myMemos.seeOrder')}</Link>
          </>
        )}
      </span>
    );
  }
  if (line.Outcome === 'returned') {
    return (
      <span className="memo-outcome memo-outcome-returned">
        {line.ReceivedAt ? t('myMemos.outcome.received') : t('myMemos.outcome.returned')}
        {line.ReturnTrackingNo && ` · ${line.ReturnTrackingNo}`}
      </span>
    );
  }
  // Nothing is out with the buyer before the memo ships.
  if (memo.Status !== 'shipped') return null;
  return <span className="memo-outcome memo-outcome-out">{t('myMemos.outcome.out')}</span>;
}
