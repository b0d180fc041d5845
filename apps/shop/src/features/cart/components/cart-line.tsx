import { labelOf, type CartItem, type Goods } from '@facet/contract';
import { ClockCircleOutline, DeleteOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateCartLine } from '../api';
import {
  isBelowMinBuy,
  isUnavailable,
  normalizeQuantity,
  problemOf,
  quantityRuleOf,
  type QuantityRule,
} from '../cart-lines';
import { problemText, unitPriceText } from '../cart-text';
import { goodsTitle, goodsDetailsPath } from '../../catalogue';
import { formatUsd } from '../../../shared/format/format';
import { useHoldEnd } from '../../holds';
import { useLocale } from '../../../i18n/i18n';
import { useCartWords } from '../use-cart-words';
import { SwipeRow } from '../../../shared/ui/swipe-row';
import { TickBox } from '../../../shared/ui/tick-box';

/**
 * The number box (antd-mobile's Stepper and its input, about 9 KB over the wire) comes with the
 * first line that has one: a cart of single stones never loads it.
 */
const QuantityStepper = lazy(() =>
  import('./quantity-stepper').then((module) => ({ default: module.QuantityStepper })),
);

/** Taps on the number box within this time become one change to the server. */
const QUANTITY_SETTLE_MS = 400;

type Props = {
  line: CartItem;
  onDelete: (line: CartItem) => void;
  /** Its picture asked for at once, not once laid out. */
  onFirstScreen?: boolean;
};

/**
 * A cart line: tick, picture, the trade's one-line name, stock number, amount, number box and
 * what is wrong with it, if anything. Swiped left or through its bin button, it is deleted.
 */
export function CartLine({ line, onDelete, onFirstScreen = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = useCartWords();
  const tick = useUpdateCartLine();
  const rule = quantityRuleOf(line.Goods);
  const { goods, quantity, change } = useQuantityDraft(line, rule);
  const problem = problemOf(line, quantity);
  const unavailable = isUnavailable(line);
  const title = [goodsTitle(goods, locale), goods.Lab].filter(Boolean).join(' · ');
  const titleId = `cart-line-${line.CartId}`;
  const problemId = `${titleId}-problem`;
  const picture = goods.Images[0];

  return (
    <SwipeRow action={t('cart.delete')} onAction={() => onDelete(line)}>
      <article
        className={`cart-line${unavailable ? ' cart-line-unavailable' : ''}`}
        aria-labelledby={titleId}
        aria-describedby={problem ? problemId : undefined}
      >
        <TickBox
          className="cart-line-check"
          checked={line.Selected && !unavailable}
          disabled={unavailable}
          onChange={(checked) => tick.mutate({ CartId: line.CartId, Selected: checked })}
        >
          <span className="visually-hidden">{t('cart.selectLine', { title })}</span>
        </TickBox>
        <Link to={goodsDetailsPath(goods)} className="cart-line-picture" tabIndex={-1} aria-hidden>
          {picture && (
            <img
              src={picture}
              alt=""
              width={76}
              height={76}
              loading={onFirstScreen ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
        </Link>
        <div className="cart-line-main">
          <h3 className="cart-line-title" id={titleId}>
            <Link to={goodsDetailsPath(goods)}>{title}</Link>
          </h3>
          <p className="cart-line-meta">
            <span className="cart-line-stock-no">{goods.StockNo}</span>
            <span>{labelOf(locale, 'Category', goods.Category)}</span>
          </p>
          <div className="cart-line-price-row">
            <p className="cart-line-price">
              <strong className="cart-line-amount">{formatUsd(locale, line.Amount)}</strong>
              {!rule.fixed && (
                <span className="cart-line-unit-price">
                  {unitPriceText(locale, words, goods.Price, rule)}
                </span>
              )}
            </p>
            <button
              type="button"
              className="cart-line-delete"
              onClick={() => onDelete(line)}
              aria-label={t('cart.deleteLine', { title })}
            >
              <DeleteOutline />
            </button>
          </div>
          {problem && (
            <p
              id={problemId}
              className={`cart-line-problem cart-line-problem-${problem === 'PRICE_CHANGED' ? 'notice' : 'error'}`}
            >
              <ExclamationCircleFill aria-hidden="true" />
              <span>{problemText(problem, line, rule, locale, words)}</span>
            </p>
          )}
          {!problem && line.Goods.OnHold && <HeldNote goods={line.Goods} />}
          {/* A unique stone is one stone: no number box to offer. */}
          {!rule.fixed && (
            <div className="cart-line-controls">
              {/* Its room kept while its code comes: nothing under it moves. */}
              <Suspense fallback={<span className="cart-line-stepper-room" />}>
                <QuantityStepper
                  rule={rule}
                  value={quantity}
                  onChange={change}
                  disabled={unavailable}
                  label={t('cart.quantityOf', { title })}
                />
              </Suspense>
            </div>
          )}
        </div>
      </article>
    </SwipeRow>
  );
}

/**
 * The quantity in the number box. Taps in quick succession show at once and reach the server as
 * one change once they stop; one still waiting when the page closes is sent all the same.
 */
function useQuantityDraft(line: CartItem, rule: QuantityRule) {
  const update = useUpdateCartLine();
  const [draft, setDraft] = useState<number | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  const version = useRef(0);

  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.send();
    },
    [],
  );

  const change = (value: number | null | undefined) => {
    if (value == null || !Number.isFinite(value)) return;
    const next = normalizeQuantity(value, rule);
    const mine = ++version.current;
    setDraft(next);
    if (pending.current) clearTimeout(pending.current.timer);
    const send = () => {
      pending.current = null;
      // The server refuses it; the line already says the minimum to reach.
      if (isBelowMinBuy(next, rule)) return;
      if (next === line.Quantity) {
        setDraft(null);
        return;
      }
      update.mutate(
        { CartId: line.CartId, Quantity: next },
        // Until the server has answered, the cart already shows the new quantity.
        { onSettled: () => version.current === mine && setDraft(null) },
      );
    };
    pending.current = { timer: setTimeout(send, QUANTITY_SETTLE_MS), send };
  };

  return { goods: line.Goods, quantity: draft ?? line.Quantity, change };
}

/** A stone on hold: until when, for its holder; for anyone else, that it cannot be ordered now. */
function HeldNote({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const until = useHoldEnd(goods.HeldUntil ?? new Date(0).toISOString());
  return (
    <p className={`cart-line-problem cart-line-problem-${goods.HeldUntil ? 'notice' : 'error'}`}>
      <ClockCircleOutline aria-hidden="true" />
      <span>
        {goods.HeldUntil ? t('holds.heldForYou', { time: until }) : t('holds.heldByAnother')}
      </span>
    </p>
  );
}
