import { translate, type Address } from '@facet/contract';
import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '../../addresses';
import { paths } from '../../../shared/routing/paths';
import { Sheet } from '../../../shared/ui/sheet';
import { useLocale } from '../../../i18n/i18n';
import { AddressLines } from './order-parts';

type Props = {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** The address in use now, ticked. */
  selectedId: number | null;
  onPick: (address: Address) => void;
  /** While the pick is being saved. */
  pending?: boolean;
};

/** The buyer's addresses in a bottom sheet: one tap picks one. */
export function AddressPicker({ visible, onClose, title, ...choices }: Props) {
  return (
    <Sheet visible={visible} onClose={onClose} titleId="address-picker-title" title={title}>
      {/* Asked for when the sheet opens, not with the page under it. */}
      {visible && <AddressChoices {...choices} />}
    </Sheet>
  );
}

function AddressChoices({
  selectedId,
  onPick,
  pending,
}: Pick<Props, 'selectedId' | 'onPick' | 'pending'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const addresses = useAddresses();
  const list = addresses.data ?? [];

  return (
    <>
      {addresses.isPending ? (
        <p className="address-picker-state" role="status">
          <DotLoading />
        </p>
      ) : list.length === 0 ? (
        <p className="address-picker-state">{translate(locale, 'EMPTY_NO_ADDRESS')}</p>
      ) : (
        <ul className="address-picker" aria-busy={pending}>
          {list.map((address) => {
            const selected = address.Id === selectedId;
            return (
              <li key={address.Id}>
                <button
                  type="button"
                  className="address-picker-option"
                  aria-pressed={selected}
                  disabled={pending}
                  onClick={() => onPick(address)}
                >
                  <AddressLines address={address} />
                  {address.IsDefault && (
                    <span className="address-default">{t('orderDetails.defaultAddress')}</span>
                  )}
                  {selected && <CheckCircleFill className="address-picker-tick" aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="address-picker-links">
        <Link to={paths.addressEditing} className="order-text-link">
          {t('orderDetails.addAddress')}
        </Link>
        <Link to={paths.address} className="order-text-link">
          {t('orderDetails.manageAddresses')}
        </Link>
      </div>
      {addresses.isError && (
        <Button fill="none" onClick={() => void addresses.refetch()}>
          {t('common.retry')}
        </Button>
      )}
    </>
  );
}
