import { fromCents, lineCents, toCents, translate, type PricedGoods } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultQuantity, isBelowMinBuy, normalizeQuantity, quantityRuleOf } from '../cart-lines';
import { quantityText, unitPriceText } from '../cart-text';
import { goodsTitle } from '../../catalogue';
import { formatUsd } from '../../../shared/format/format';
import { QuantityStepper } from './quantity-stepper';
import { Sheet } from '../../../shared/ui/sheet';
import { useCartWords } from '../use-cart-words';
import { useLocale } from '../../../i18n/i18n';

export type SheetProps = {
  goods: PricedGoods;
  visible: boolean;
  sending: boolean;
  onClose: () => void;
  onAdd: (quantity: number) => void;
};

/**
 * How many of a good bought by the piece or the carat go into the cart: from the minimum buy,
 * on the good's grid, with the line's amount as it changes.
 */
export default function QuantitySheet({ goods, visible, sending, onClose, onAdd }: SheetProps) {
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
