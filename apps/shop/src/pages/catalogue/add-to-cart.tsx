import {
  fromCents,
  isPriced,
  lineCents,
  toCents,
  translate,
  type Goods,
  type PricedGoods,
} from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddToCart } from '../../api/cart';
import { paths } from '../../app/paths';
import {
  defaultQuantity,
  isBelowMinBuy,
  normalizeQuantity,
  quantityRuleOf,
} from '../../cart/cart-lines';
import { quantityText, unitPriceText } from '../../cart/cart-text';
import { formatUsd } from '../../catalogue/format';
import { goodsTitle } from '../../catalogue/goods-text';
import { QuantityStepper } from '../../components/quantity-stepper';
import { Sheet } from '../../components/sheet';
import { toast } from '../../components/toast';
import { useCartWords } from '../../hooks/use-cart-words';
import { useLocale } from '../../i18n/i18n';
import './add-to-cart.css';

/** §4: the success message stays 3 s. */
const ADDED_TOAST_MS = 3_000;

/**
 * "Add to cart" of the details page. A unique stone goes straight in; goods bought by the
 * piece or the carat first ask how many, starting from the minimum buy.
 */
export function AddToCart({ goods, disabled }: { goods: Goods; disabled: boolean }) {
  const { t } = useTranslation();
  // Before their company is approved (BUYER_APPROVAL=browse) the buyer verifies instead.
  if (!isPriced(goods)) {
    return (
      <Link className="details-add details-add-verify" to={paths.verification}>
        {t('catalogue.pricesOnApproval.verify')}
      </Link>
    );
  }
  return <AddPricedToCart goods={goods} disabled={disabled} />;
}

function AddPricedToCart({ goods, disabled }: { goods: PricedGoods; disabled: boolean }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const rule = quantityRuleOf(goods);
  const [asking, setAsking] = useState(false);

  // §4: a loading message, then the success message for 3 s; the cart refreshes from the
  // answer. A refusal replaces the loading message with the server's text, in the buyer's
  // language (the request client shows it).
  const send = (quantity: number) => {
    toast({ icon: 'loading', content: t('cart.add.adding'), duration: 0 });
    add.mutate(
      { GoodsList: [{ GoodsId: goods.Id, Quantity: quantity }] },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ icon: 'success', content: t('cart.add.added'), duration: ADDED_TOAST_MS });
        },
      },
    );
  };

  return (
    <>
      <Button
        className="details-add"
        color="primary"
        shape="rounded"
        disabled={disabled}
        loading={add.isPending && !asking}
        onClick={() => (rule.fixed ? send(1) : setAsking(true))}
      >
        {t('details.addToCart')}
      </Button>
      {!rule.fixed && (
        <QuantitySheet
          goods={goods}
          visible={asking}
          sending={add.isPending}
          onClose={() => setAsking(false)}
          onAdd={send}
        />
      )}
    </>
  );
}

type SheetProps = {
  goods: PricedGoods;
  visible: boolean;
  sending: boolean;
  onClose: () => void;
  onAdd: (quantity: number) => void;
};

function QuantitySheet({ goods, visible, sending, onClose, onAdd }: SheetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = useCartWords();
  const rule = quantityRuleOf(goods);
  const [quantity, setQuantity] = useState(() => defaultQuantity(rule));
  const below = isBelowMinBuy(quantity, rule);
  const title = goodsTitle(goods, locale);
  const amount = fromCents(lineCents(toCents(goods.Price), quantity));

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="add-to-cart-title"
      title={t('cart.add.title')}
    >
      <div className="add-to-cart">
        <p className="add-to-cart-goods">
          <span className="add-to-cart-name">{title}</span>
          <span className="add-to-cart-stock-no">{goods.StockNo}</span>
        </p>
        <div className="add-to-cart-row">
          <span className="add-to-cart-label">{t('cart.add.quantity')}</span>
          <QuantityStepper
            rule={rule}
            value={quantity}
            onChange={(value) => value != null && setQuantity(normalizeQuantity(value, rule))}
            label={t('cart.quantityOf', { title })}
          />
        </div>
        <p className={`add-to-cart-hint${below ? ' add-to-cart-hint-error' : ''}`} role="status">
          {below
            ? `${translate(locale, 'MIN_BUY_NOT_MET')} · ${words.minimum(
                quantityText(locale, words, rule.minBuy, rule.unit),
              )}`
            : [
                t('cart.add.minBuy', {
                  quantity: quantityText(locale, words, rule.minBuy, rule.unit),
                }),
                goods.ArrivalDays == null &&
                  t('cart.add.available', {
                    quantity: quantityText(locale, words, goods.Stock, rule.unit),
                  }),
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
        <p className="add-to-cart-amount">
          <span>{unitPriceText(locale, words, goods.Price, rule)}</span>
          <strong>{formatUsd(locale, amount)}</strong>
        </p>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={below}
          loading={sending}
          onClick={() => onAdd(quantity)}
        >
          {t('cart.add.submit')}
        </Button>
      </div>
    </Sheet>
  );
}
