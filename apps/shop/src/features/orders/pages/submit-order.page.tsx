import {
  AddOrderBody,
  lineCents,
  toCents,
  translate,
  type CartItem,
  type Logistics,
  type ReceivingMethod,
} from '@facet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Radio } from 'antd-mobile';
import { alertDialog } from '../../../shared/ui/dialog';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddresses, useDefaultAddress } from '../../addresses';
import { refreshCart, useCart } from '../../cart';
import { ApiError } from '../../../shared/transport/client';
import { useAddOrder, useLogistics } from '../api';
import { paths } from '../../../shared/routing/paths';
import { goodsTitle } from '../../catalogue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { contractText } from '../../../shared/forms/contract-text';
import { useLocale } from '../../../i18n/i18n';
import {
  CHOSEN_ADDRESS_KEY,
  orderableLines,
  readChosenAddressId,
  settledTab,
  submitTotals,
} from '../order-format';
import {
  AddressLines,
  LinePicture,
  OrderCard,
  TotalsList,
  formatCents,
  formatMoney,
  useQuantityText,
  useUnitPriceText,
} from '../components/order-parts';
import { NoteField } from '../components/note-field';
import './order.css';
import './submit-order.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** Refusals that mean the cart no longer holds what the buyer saw: back to it, to look again. */
const CART_REFUSALS = [
  'ITEM_SOLD',
  'OUT_OF_STOCK',
  'OFF_MARKET',
  'MIN_BUY_NOT_MET',
  'NOTHING_SELECTED',
  'PRICE_PROBLEM',
];

/** `/pages/submitOrder/index?tab=`: the selected lines of one cart tab become an order. */
export default function SubmitOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cart = useCart();

  if (cart.isPending) return <PageLoading />;
  if (cart.isError) {
    return (
      <LoadFailedPanel
        title={t('submitOrder.cartFailed')}
        onRetry={() => void cart.refetch()}
        outline
      />
    );
  }
  const lines = orderableLines(cart.data, settledTab(cart.data, search.get('tab')));
  if (lines.length === 0) {
    return (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={translate(locale, 'NOTHING_SELECTED')}
        description={t('submitOrder.nothingHint')}
      >
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(paths.cart, { replace: true })}
        >
          {t('submitOrder.backToCart')}
        </Button>
      </StatePanel>
    );
  }
  return <SubmitOrderForm lines={lines} />;
}

function SubmitOrderForm({ lines }: { lines: CartItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addOrder = useAddOrder();
  const logistics = useLogistics();
  const address = useOrderAddress();
  const carriersRef = useRef<HTMLDivElement>(null);
  const [method, setMethod] = useState<ReceivingMethod>('express');
  const [carrierId, setCarrierId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [need, setNeed] = useState('');

  const pickup = logistics.data?.find((entry) => entry.Method === 'pickup');
  const carriers = logistics.data?.filter((entry) => entry.Method === 'express') ?? [];
  const carrier = carriers.find((entry) => entry.Id === carrierId);
  const fee = method === 'pickup' ? (pickup?.Fee ?? 0) : carrier?.Fee;
  const totals = submitTotals(lines, fee ?? 0);

  const refuse = (error: unknown) => {
    if (!(error instanceof ApiError) || error.reported) return;
    if (CART_REFUSALS.includes(error.Code)) {
      void refreshCart(queryClient);
      alertDialog({
        title: t('submitOrder.cartChanged'),
        content: error.Message,
        confirmText: t('submitOrder.backToCart'),
        onConfirm: () => void navigate(paths.cart, { replace: true }),
      });
      return;
    }
    toast({ content: error.Fields[0]?.Message ?? error.Message });
  };

  const submit = () => {
    if (!address.current) {
      toast({ content: translate(locale, 'NO_ADDRESS') });
      return;
    }
    const body = AddOrderBody.safeParse({
      CartIds: lines.map((line) => line.CartId),
      AddressId: address.current.Id,
      ReceivingMethod: method,
      LogisticsId: method === 'pickup' ? pickup?.Id : (carrier?.Id ?? undefined),
      Remark: remark.trim() || undefined,
      Need: need.trim() || undefined,
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      if (issue?.path[0] === 'LogisticsId') {
        carriersRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }
      toast({ content: contractText(locale, issue?.message) });
      return;
    }
    addOrder.mutate(body.data, {
      onSuccess: (added) => {
        sessionStorage.removeItem(CHOSEN_ADDRESS_KEY);
        const result = new URLSearchParams({
          id: String(added.OrderId),
          notice: added.Notice,
          at: added.CreatedAt,
        });
        void navigate(`${paths.submitResult}?${result}`, { replace: true });
      },
      onError: refuse,
    });
  };

  return (
    <div className="order-page submit-order">
      <AddressCard address={address} />

      <OrderCard
        title={t('submitOrder.items', { count: lines.length })}
        titleId="submit-lines"
        className="order-lines-card"
      >
        <ul className="order-lines">
          {lines.map((line) => (
            <CartLine key={line.CartId} line={line} />
          ))}
        </ul>
      </OrderCard>

      <OrderCard title={t('submitOrder.receiving')} titleId="submit-receiving">
        <Radio.Group value={method} onChange={(value) => setMethod(value as ReceivingMethod)}>
          <div className="receiving-methods" role="presentation">
            {(['express', 'pickup'] as const).map((value) => (
              <Radio key={value} value={value} className="receiving-method">
                <span className="receiving-method-name">{t(`orders.methods.${value}`)}</span>
                {value === 'pickup' && pickup && (
                  <span className="receiving-method-note">{pickup.Name}</span>
                )}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        {method === 'express' && (
          <div ref={carriersRef} className="carriers">
            <h3 className="carriers-title" id="submit-carriers">
              {t('submitOrder.carrier')}
            </h3>
            {logistics.isPending ? (
              <PageLoading />
            ) : (
              <Radio.Group
                value={carrierId ?? undefined}
                onChange={(id) => setCarrierId(id as number)}
              >
                <ul className="carrier-list" aria-labelledby="submit-carriers">
                  {carriers.map((entry) => (
                    <CarrierOption key={entry.Id} carrier={entry} />
                  ))}
                </ul>
              </Radio.Group>
            )}
          </div>
        )}
      </OrderCard>

      <OrderCard title={t('submitOrder.notes')} titleId="submit-notes">
        <NoteField
          id="submit-remark"
          label={t('submitOrder.remark')}
          placeholder={t('submitOrder.remarkPlaceholder')}
          value={remark}
          onChange={setRemark}
        />
        <NoteField
          id="submit-need"
          label={t('submitOrder.need')}
          placeholder={t('submitOrder.needPlaceholder')}
          value={need}
          onChange={setNeed}
        />
      </OrderCard>

      <OrderCard title={t('submitOrder.totals')} titleId="submit-totals">
        <TotalsList
          amount={formatCents(locale, totals.amountCents)}
          fee={
            fee === undefined ? (
              <span className="order-muted">{t('submitOrder.chooseCarrier')}</span>
            ) : fee === 0 ? (
              t('orders.free')
            ) : (
              formatCents(locale, totals.feeCents)
            )
          }
          total={formatCents(locale, totals.totalCents)}
        />
        <p className="order-footnote">{t('submitOrder.repriced')}</p>
      </OrderCard>

      <div className="order-submit-bar">
        <p className="order-submit-total">
          <span>{t('submitOrder.total')}</span>
          <strong>{formatCents(locale, totals.totalCents)}</strong>
        </p>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          className="order-submit-button"
          loading={addOrder.isPending}
          onClick={submit}
        >
          {t('submitOrder.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The address the order goes to: the one picked on the address list (`?select=1`) if it still
 * exists, else the buyer's default.
 */
function useOrderAddress() {
  const chosenId = readChosenAddressId(sessionStorage);
  const addresses = useAddresses();
  const fallback = useDefaultAddress();
  const chosen = chosenId === null ? undefined : addresses.data?.find((a) => a.Id === chosenId);
  return {
    current: chosen ?? fallback.data ?? null,
    pending: fallback.isPending || (chosenId !== null && addresses.isPending),
    failed: fallback.isError,
    retry: () => void fallback.refetch(),
  };
}

function AddressCard({ address }: { address: ReturnType<typeof useOrderAddress> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (address.pending) {
    return (
      <OrderCard
        className="order-address-card"
        title={t('submitOrder.address')}
        titleId="submit-address"
      >
        <PageLoading />
      </OrderCard>
    );
  }
  if (!address.current) {
    return (
      <section className="order-card order-address-empty" aria-labelledby="submit-no-address">
        <EnvironmentOutline className="order-address-icon" aria-hidden />
        <div>
          <h2 id="submit-no-address" className="order-card-title">
            {address.failed ? t('errors.loadFailed') : translate(locale, 'NO_ADDRESS')}
          </h2>
          <p className="order-muted">{t('submitOrder.noAddressHint')}</p>
        </div>
        {address.failed ? (
          <Button size="small" shape="rounded" onClick={address.retry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Link to={paths.addressEditing} className="order-pill-link">
            {t('submitOrder.addAddress')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className="order-card order-address-card" aria-labelledby="submit-address">
      <h2 id="submit-address" className="visually-hidden">
        {t('submitOrder.address')}
      </h2>
      <Link to={`${paths.address}?select=1`} className="order-address-link">
        <EnvironmentOutline className="order-address-icon" aria-hidden />
        <AddressLines address={address.current} />
        <span className="visually-hidden">{t('submitOrder.changeAddress')}</span>
        <RightOutline className="order-address-arrow" aria-hidden />
      </Link>
    </section>
  );
}

function CartLine({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const unitPriceText = useUnitPriceText();
  const { Goods: goods } = line;
  const amountCents = lineCents(toCents(goods.Price), line.Quantity);
  const priceChanged = line.Problem === 'PRICE_CHANGED';
  return (
    <li className="order-line">
      <LinePicture src={goods.Images[0]} />
      <div className="order-line-main">
        <p className="order-line-title">{goodsTitle(goods, locale)}</p>
        <p className="order-line-meta">
          <span className="order-stock-no">{goods.StockNo}</span>
          <span>{unitPriceText(goods.Price, goods.StockUnit)}</span>
          {priceChanged && (
            <s className="order-line-was">
              {t('orderDetails.was', { price: formatMoney(locale, line.AddedUnitPrice) })}
            </s>
          )}
        </p>
        {line.CustomMade && (
          <p className="order-badge">
            {goods.ArrivalDays != null
              ? t('orders.customMade', { days: goods.ArrivalDays })
              : t('orders.customMadeShort')}
          </p>
        )}
      </div>
      <div className="order-line-side">
        <strong>{formatCents(locale, amountCents)}</strong>
        <span className="order-muted">{quantityText(line.Quantity, goods.StockUnit)}</span>
      </div>
    </li>
  );
}

function CarrierOption({ carrier }: { carrier: Logistics }) {
  const locale = useLocale();
  return (
    <li>
      <Radio value={carrier.Id} className="carrier-option">
        <span className="carrier-name">{carrier.Name}</span>
        <span className="carrier-fee">{formatMoney(locale, carrier.Fee)}</span>
      </Radio>
    </li>
  );
}
