import { placeOf, translate, type Address } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import {
  AddOutline,
  CheckCircleFill,
  DeleteOutline,
  EditSOutline,
  EnvironmentOutline,
  LocationFill,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../api';
import { paths } from '../../../shared/routing/paths';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { CHOSEN_ADDRESS_KEY } from '../../orders';
import { contactNumbers, fullAddress, receiverName } from '../address-text';
import './address.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

const editingPath = (address?: Address) =>
  address ? `${paths.addressEditing}?id=${address.Id}` : paths.addressEditing;

/**
 * `/pages/address/index`: the buyer's delivery addresses. Opened with `?select=1` from the
 * order page, tapping an address picks it: its Id goes to sessionStorage under
 * `facet.submitOrder.addressId` (CHOSEN_ADDRESS_KEY, which the order page reads) and the buyer
 * goes back there — no query parameter.
 */
export default function AddressListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const selecting = search.get('select') === '1';
  const query = useAddresses();

  const pick = (address: Address) => {
    sessionStorage.setItem(CHOSEN_ADDRESS_KEY, String(address.Id));
    if (location.key === 'default') void navigate(paths.submitOrder, { replace: true });
    else void navigate(-1);
  };

  if (query.isPending) return <AddressSkeleton />;
  if (query.isError) {
    return (
      <LoadFailedPanel
        title={t('address.loadFailed')}
        onRetry={() => void query.refetch()}
        outline
      />
    );
  }

  const addresses = query.data;
  if (addresses.length === 0) {
    return (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={translate(locale, 'EMPTY_NO_ADDRESS')}
        description={t('address.emptyHint')}
      >
        <Button color="primary" shape="rounded" onClick={() => void navigate(editingPath())}>
          <AddOutline /> {t('address.add')}
        </Button>
      </StatePanel>
    );
  }

  const picked = selecting ? Number(sessionStorage.getItem(CHOSEN_ADDRESS_KEY)) : null;
  return (
    <div className="address-page">
      {selecting && <p className="address-hint">{t('address.pickHint')}</p>}
      <ul className="address-list" aria-label={t('address.listLabel')}>
        {addresses.map((address) => (
          <li key={address.Id}>
            <AddressCard
              address={address}
              onPick={selecting ? () => pick(address) : undefined}
              picked={picked === address.Id}
            />
          </li>
        ))}
      </ul>
      <div className="address-footer">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => void navigate(editingPath())}
        >
          <AddOutline /> {t('address.add')}
        </Button>
      </div>
    </div>
  );
}

type CardProps = { address: Address; onPick?: () => void; picked: boolean };

function AddressCard({ address, onPick, picked }: CardProps) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const name = receiverName(address);
  const numbers = contactNumbers(address);
  const headingId = `address-${address.Id}`;

  const confirmDelete = () =>
    confirmDialog({
      title: t('address.deleteTitle'),
      content: t('address.deleteConfirm', { name }),
      confirmText: t('address.delete'),
      cancelText: t('common.cancel'),
      // The server keeps the default address and says so (DEFAULT_ADDRESS_UNDELETABLE).
      onConfirm: () =>
        remove.mutate(
          { Id: address.Id },
          { onSuccess: () => toast({ icon: 'success', content: t('address.deleted') }) },
        ),
    });

  const summary = (
    <>
      <span className="address-card-top">
        <strong className="address-card-name" id={headingId}>
          {name}
        </strong>
        {numbers.length > 0 && <span className="address-card-phone">{numbers.join(' · ')}</span>}
        {address.IsDefault && <span className="address-card-default">{t('address.default')}</span>}
      </span>
      <span className="address-card-address">
        <EnvironmentOutline aria-hidden="true" />
        <span>{fullAddress(address)}</span>
      </span>
      {address.Email && <span className="address-card-email">{address.Email}</span>}
      {placeOf(address) && (
        <span className="address-card-pin">
          <LocationFill aria-hidden="true" />
          {t('address.pin.onCard')}
        </span>
      )}
    </>
  );

  return (
    <article
      className={`address-card${picked ? ' address-card-picked' : ''}`}
      aria-labelledby={headingId}
    >
      {onPick ? (
        <button type="button" className="address-card-summary address-card-pick" onClick={onPick}>
          <span className="visually-hidden">{t('address.pick')}</span>
          {summary}
          {picked && <CheckCircleFill className="address-card-check" aria-hidden="true" />}
        </button>
      ) : (
        <div className="address-card-summary">{summary}</div>
      )}
      <div className="address-card-actions">
        {address.IsDefault ? (
          <span className="address-card-is-default">
            <CheckCircleFill aria-hidden="true" />
            {t('address.isDefault')}
          </span>
        ) : (
          <button
            type="button"
            className="address-card-action address-card-set-default"
            disabled={setDefault.isPending}
            onClick={() =>
              setDefault.mutate(address, {
                onSuccess: () => toast({ icon: 'success', content: t('address.defaultSet') }),
              })
            }
          >
            <span className="address-card-radio" aria-hidden="true" />
            {t('address.setDefault')}
          </button>
        )}
        <span className="address-card-tools">
          <Link
            to={editingPath(address)}
            className="address-card-action"
            aria-label={t('address.editOf', { name })}
          >
            <EditSOutline aria-hidden="true" />
            {t('address.edit')}
          </Link>
          <button
            type="button"
            className="address-card-action"
            onClick={confirmDelete}
            aria-label={t('address.deleteOf', { name })}
          >
            <DeleteOutline aria-hidden="true" />
            {t('address.delete')}
          </button>
        </span>
      </div>
    </article>
  );
}

function AddressSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="address-page" role="status" aria-label={t('common.loading')}>
      <ul className="address-list">
        {[0, 1].map((index) => (
          <li key={index} className="address-card">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </li>
        ))}
      </ul>
    </div>
  );
}
