import { isPriced, type Goods, type PricedGoods } from '@facet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reloadCart, useAddToCart } from '../api';
import { paths } from '../../../shared/routing/paths';
import { quantityRuleOf } from '../cart-lines';
import { toast } from '../../../shared/ui/toast';
import './add-to-cart.css';

// The quantity sheet (a stepper and its number box) comes with goods bought by the piece or
// the carat, not with every stone: a unique stone goes straight into the cart.
const QuantitySheet = lazy(() => import('./quantity-sheet'));

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
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const rule = quantityRuleOf(goods);
  const [asking, setAsking] = useState(false);
  // From the tap until the answer: the loading message may first wait for its own code.
  const [sending, setSending] = useState(false);

  // §4: a loading message, then the success message for 3 s, then the cart list is refreshed
  // (the badge already counts the answer's cart). The loading message is on screen before the
  // goods are sent: the toasts' code comes with the first toast, and on a phone a quick answer
  // would otherwise overtake it and only "Added" would show. A refusal replaces the loading
  // message with the server's text, in the buyer's language (the request client shows it).
  const send = async (quantity: number) => {
    setSending(true);
    await toast({ icon: 'loading', content: t('cart.add.adding'), duration: 0 });
    add.mutate(
      { GoodsList: [{ GoodsId: goods.Id, Quantity: quantity }] },
      {
        onSuccess: () => {
          setAsking(false);
          void toast({ icon: 'success', content: t('cart.add.added'), duration: ADDED_TOAST_MS });
          setTimeout(() => void reloadCart(queryClient), ADDED_TOAST_MS);
        },
        onSettled: () => setSending(false),
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
        loading={sending && !asking}
        onClick={() => (rule.fixed ? void send(1) : setAsking(true))}
      >
        {t('details.addToCart')}
      </Button>
      {!rule.fixed && (
        <Suspense fallback={null}>
          <QuantitySheet
            goods={goods}
            visible={asking}
            sending={sending}
            onClose={() => setAsking(false)}
            onAdd={(quantity) => void send(quantity)}
          />
        </Suspense>
      )}
    </>
  );
}
