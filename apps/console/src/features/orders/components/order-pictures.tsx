import { Image } from 'antd';
import { formatEastern } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';

interface Picture {
  Url: string;
  /** When it was uploaded, shown under the thumbnail. */
  At?: string;
}

/**
 * Thumbnails that open a preview to page through. The links come signed from the server and
 * last a while; a reload of the order brings fresh ones.
 */
export function OrderPictures({
  pictures,
  label,
  size = 96,
}: {
  pictures: readonly Picture[];
  /** Names each picture for screen readers: "Payment voucher 2". */
  label: string;
  size?: number;
}) {
  const { t } = useI18n();
  return (
    <Image.PreviewGroup>
      <ul className="order-pictures">
        {pictures.map(({ Url, At }, index) => (
          <li key={Url} className="order-picture">
            <Image
              src={Url}
              width={size}
              height={size}
              alt={t('orders.picture.alt', { label, number: index + 1 })}
              className="order-picture-image"
            />
            {At && <span className="orders-secondary orders-number">{formatEastern(At)}</span>}
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
