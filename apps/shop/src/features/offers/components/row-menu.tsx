import { HeartFill, HeartOutline, HistogramOutline, SendOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompare } from '../../compare';
import { goodsTitle, type RowMenuProps } from '../../catalogue';
import { canOffer, MakeOfferSheet } from './make-offer';
import { PriceTagIcon } from './price-tag-icon';
import { useLocale } from '../../../i18n/i18n';
import { shareLink } from '../../../shared/ui/share-link';
import { Sheet } from '../../../shared/ui/sheet';
import { paths } from '../../../shared/routing/paths';
import './row-menu.css';

/**
 * A row's menu in a list of stones (its own chunk, fetched at the first "more" tap, with the
 * other pages' texts): make an offer, compare, favourite, share — what the stone's page offers,
 * without leaving the list. "Make an offer" turns the menu into the offer's sheet.
 */
export default function RowMenu({ goods, comparable, onToggleFavourite, onClose }: RowMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const compare = useCompare();
  const [offering, setOffering] = useState(false);

  if (offering && canOffer(goods)) return <MakeOfferSheet goods={goods} onClose={onClose} />;

  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}#${paths.productDetails}?id=${goods.Id}`;
    void shareLink({ title: goodsTitle(goods, locale), url }, t('rowMenu.linkCopied'));
  };
  const inComparison = compare.has(goods.Id);

  return (
    <Sheet
      visible
      onClose={onClose}
      titleId="row-menu-title"
      title={
        <>
          {goodsTitle(goods, locale)}
          <span className="row-menu-stock-no">{goods.StockNo}</span>
        </>
      }
    >
      <ul className="row-menu">
        {canOffer(goods) && (
          <MenuItem icon={<PriceTagIcon />} onClick={() => setOffering(true)}>
            {t('offerButton.make')}
          </MenuItem>
        )}
        {comparable && (
          <MenuItem icon={<HistogramOutline />} onClick={then(() => compare.toggle(goods.Id))}>
            {t(inComparison ? 'rowMenu.uncompare' : 'rowMenu.compare')}
          </MenuItem>
        )}
        {onToggleFavourite && (
          <MenuItem
            icon={goods.IsCollected ? <HeartFill /> : <HeartOutline />}
            onClick={then(() => onToggleFavourite(goods))}
          >
            {t(goods.IsCollected ? 'rowMenu.unfavourite' : 'rowMenu.favourite')}
          </MenuItem>
        )}
        <MenuItem icon={<SendOutline />} onClick={then(share)}>
          {t('rowMenu.share')}
        </MenuItem>
      </ul>
    </Sheet>
  );
}

function MenuItem({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="row-menu-item" onClick={onClick}>
        <span className="row-menu-icon" aria-hidden="true">
          {icon}
        </span>
        {children}
      </button>
    </li>
  );
}
