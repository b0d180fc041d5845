import {
  CART_TABS,
  fromCents,
  translate,
  type Cart,
  type CartItem,
  type CartTab,
} from '@facet/contract';
import { Button } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCart, useDeleteCartLines, useSelectAllCart } from '../api';
import { paths } from '../../../shared/routing/paths';
import { FIRST_SCREEN_LINES } from '../cart-call';
import { initialTab, linesOf, settleBlocker, tabSelection, tabSettlement } from '../cart-lines';
import { goodsTitle, GoodsRow } from '../../catalogue';
import { formatNumber, formatUsd } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { usePricesOnApprovalWords } from '../../buyers';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { useSeesPrices } from '../../accounts';
import { CartLine } from '../components/cart-line';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { LineTabs } from '../../../shared/ui/line-tabs';
import { TickBox } from '../../../shared/ui/tick-box';
import { useDrawn } from '../../../shared/ui/use-drawn';
import '../../../shared/ui/pinned-tabs.css';
import './cart.css';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** `/pages/cart/index: the three tabs of the cart (`?tab=`), the settlement bar under them. */
export default function CartPage() {
  const { t } = useTranslation();
  const query = useCart();
  // The cart's lines and suggestions are the page's heaviest render: the skeleton stays until
  // React has drawn them in the background.
  const cart = useDrawn(query.data);

  const navigate = useNavigate();
  const waiting = usePricesOnApprovalWords();

  // Before the buyer's company is approved (BUYER_APPROVAL=browse) the cart waits with the prices.
  if (!useSeesPrices()) {
    return (
      <StatePanel
        image={<GemIllustration mark="sparkles" />}
        title={waiting.title}
        description={waiting.text}
      >
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.verification)}>
          {waiting.action}
        </Button>
      </StatePanel>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailedPanel title={t('cart.loadFailed')} onRetry={() => void query.refetch()} outline />
    );
  }
  if (!cart) return <CartSkeleton />;
  return <CartView cart={cart} refresh={() => query.refetch()} />;
}

function CartView({ cart, refresh }: { cart: Cart; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab = initialTab(cart, search.get('tab'));
  const remove = useDeleteCartLines();
  const page = useRef<HTMLDivElement>(null);
  const empty = CART_TABS.every((each) => linesOf(cart, each).length === 0);

  const confirmDelete = (line: CartItem) =>
    confirmDialog({
      title: t('cart.deleteTitle'),
      content: t('cart.deleteConfirm', { title: goodsTitle(line.Goods, locale) }),
      confirmText: t('cart.delete'),
      cancelText: t('common.cancel'),
      onConfirm: () => remove.mutate({ CartIds: [line.CartId] }),
    });

  if (empty) {
    return (
      <div className="cart-page">
        <PullToRefresh onRefresh={refresh}>
          <NothingHerePanel
            title={translate(locale, 'EMPTY_CART')}
            description={t('cart.emptyHint')}
            action={t('cart.browse')}
          />
          <Recommendations cart={cart} />
        </PullToRefresh>
      </div>
    );
  }

  const lines = linesOf(cart, tab);
  return (
    <div className="cart-page" ref={page}>
      <LineTabs
        className="cart-tabs pinned-tabs"
        label={t('titles.cart')}
        active={tab}
        onChange={(key) => {
          setSearch({ tab: key }, { replace: true });
          // Each tab opens at its top, not where the last one was scrolled to.
          page.current?.closest('.app-body')?.scrollTo({ top: 0 });
        }}
        tabs={CART_TABS.map((each) => {
          const count = linesOf(cart, each).length;
          return {
            key: each,
            title: (
              <span className="cart-tab-title">
                {t(`cart.tabs.${each}`)}
                {count > 0 && <span className="cart-tab-count">{formatNumber(locale, count)}</span>}
              </span>
            ),
          };
        })}
      />
      <div className="cart-body">
        <PullToRefresh onRefresh={refresh}>
          {lines.length === 0 ? (
            <p className="cart-tab-empty">{t('cart.tabEmpty')}</p>
          ) : (
            <ul className="cart-lines" aria-label={t(`cart.tabs.${tab}`)}>
              {lines.map((line, index) => (
                <li key={line.CartId}>
                  <CartLine
                    line={line}
                    onDelete={confirmDelete}
                    onFirstScreen={index < FIRST_SCREEN_LINES}
                  />
                </li>
              ))}
            </ul>
          )}
          <Recommendations cart={cart} />
        </PullToRefresh>
      </div>
      <SettlementBar cart={cart} tab={tab} />
    </div>
  );
}

/**
 * The tab on screen settled: its "select all", its ticked count and amount, and the way to the
 * order page with its lines — never lines ticked under another tab, which the buyer cannot see.
 */
function SettlementBar({ cart, tab }: { cart: Cart; tab: CartTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const selectAll = useSelectAllCart();
  const lines = linesOf(cart, tab);
  const selection = tabSelection(lines);
  const { count, amountCents } = tabSettlement(lines);

  const settle = () => {
    const blocker = settleBlocker(lines);
    if (blocker) {
      toast({ content: translate(locale, blocker) });
      return;
    }
    void navigate(`${paths.submitOrder}?tab=${tab}`);
  };

  return (
    <div className="cart-settle" role="region" aria-label={t('cart.settlement')}>
      <TickBox
        className="cart-settle-all"
        checked={selection.all}
        disabled={selection.selectable === 0}
        onChange={(checked) => selectAll.mutate({ Tab: tab, Selected: checked })}
      >
        {t('cart.selectAll')}
      </TickBox>
      <div className="cart-settle-total" aria-live="polite">
        <span className="cart-settle-amount">
          {t('cart.total')} <strong>{formatUsd(locale, fromCents(amountCents))}</strong>
        </span>
        <span className="cart-settle-count">
          {t('cart.selected', { count, quantity: formatNumber(locale, count) })}
        </span>
      </div>
      <Button className="cart-settle-button" color="primary" shape="rounded" onClick={settle}>
        {t('cart.settle')}
      </Button>
    </div>
  );
}

function Recommendations({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  if (cart.DiamondsRecommend.length === 0) return null;
  return (
    <section className="cart-recommend" aria-labelledby="cart-recommend-title">
      <h2 id="cart-recommend-title" className="cart-section-title">
        {t('cart.recommended')}
      </h2>
      <ul className="cart-recommend-list">
        {cart.DiamondsRecommend.map((goods) => (
          <li key={goods.Id}>
            <GoodsRow goods={goods} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="cart-page" role="status" aria-label={t('common.loading')}>
      <div className="cart-tabs-skeleton">
        {CART_TABS.map((tab) => (
          <span key={tab} className="skeleton-block skeleton-line" />
        ))}
      </div>
      <div className="cart-lines-loading">
        {[0, 1, 2].map((index) => (
          <CartLineSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/**
 * A cart line's shape while the cart loads, so the lines land where it was drawn (the blocks'
 * shimmer is goods-row.css's, which the suggested stones' rows bring).
 */
function CartLineSkeleton() {
  return (
    <div className="cart-line cart-line-skeleton" aria-hidden="true">
      <span className="skeleton-block cart-line-check-skeleton" />
      <span className="skeleton-block cart-line-picture" />
      <div className="cart-line-main">
        <span className="skeleton-block skeleton-line skeleton-line-wide" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
        <span className="skeleton-block skeleton-line skeleton-line-price" />
      </div>
    </div>
  );
}
