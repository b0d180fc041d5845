import {
  MEMO_DEFAULTS,
  MEMO_NOTE_MAX,
  translate,
  type Memo,
  type PricedGoods,
} from '@facet/contract';
import { Button, TextArea } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemoLimit, useRequestMemo } from '../api';
import { fitsLimit, limitLeft } from '../memo-terms';
import { fullAddress, receiverName, useAddresses } from '../../addresses';
import { useLocale } from '../../../i18n/i18n';
import { placeFormError } from '../../../shared/forms/form-errors';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ChoiceCard } from '../../../shared/forms/choice-list';
import { FieldError, FormRefusal } from '../../../shared/forms/form-alerts';
import './memo-sheet.css';

type Props = { goods: PricedGoods; onClose: () => void };

/** Where the refusals not of one field go: above the button. */
const REFUSAL = 'Memo';
const REFUSAL_CODES = Object.fromEntries(
  ['MEMO_LIMIT', 'MEMO_OVERDUE', 'NOT_VERIFIED', 'ITEM_HELD', 'ITEM_SOLD', 'OFF_MARKET', 'NOT_FOUND', 'NO_ADDRESS'].map((code) => [code, REFUSAL]), // prettier-ignore
);

/**
 * A stone's memo sheet: its own chunk, fetched when the buyer taps "Ask on memo". The stone's
 * value against the limit left, where to send it, a note; once sent, where to follow it.
 */
export default function MemoSheet({ goods, onClose }: Props) {
  const [sent, setSent] = useState<Memo | null>(null);
  if (sent) return <MemoSent memo={sent} onClose={onClose} />;
  return <MemoForm goods={goods} onSent={setSent} />;
}

function MemoForm({ goods, onSent }: { goods: PricedGoods; onSent: (memo: Memo) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const limit = useMemoLimit(true);
  const addresses = useAddresses();
  const request = useRequestMemo();
  const [chosen, setChosen] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const usd = (amount: number) => formatUsd(locale, amount);

  if (limit.isPending || addresses.isPending) return <PageLoading />;
  const list = addresses.data ?? [];
  const addressId = chosen ?? list.find((a) => a.IsDefault)?.Id ?? list[0]?.Id ?? null;
  const fits = limit.data ? fitsLimit(limit.data, goods.Price) : true;

  const submit = () => {
    if (addressId === null) {
      setErrors({ AddressId: t('memo.addressRequired') });
      return;
    }
    setErrors({});
    request.mutate(
      { GoodsIds: [goods.Id], AddressId: addressId, ...(note.trim() ? { Note: note.trim() } : {}) }, // prettier-ignore
      {
        onSuccess: onSent,
        onError: (error) => {
          const placed = placeFormError(error, ['Note'], REFUSAL_CODES);
          setErrors(Object.fromEntries(placed.map(({ name, message }) => [name, message])));
        },
      },
    );
  };

  return (
    <form
      className="memo-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <dl className="memo-form-figures">
        <div>
          <dt>{t('memo.stoneValue', { stockNo: goods.StockNo })}</dt>
          <dd>{usd(goods.Price)}</dd>
        </div>
        {limit.data && (
          <div>
            <dt>{t('memo.limitLeft')}</dt>
            <dd className={fits ? undefined : 'memo-form-over'}>
              {t('memo.leftOf', {
                left: usd(limitLeft(limit.data)),
                limit: usd(limit.data.LimitUsd),
              })}
            </dd>
          </div>
        )}
      </dl>
      {!fits && <FormRefusal>{translate(locale, 'MEMO_LIMIT')}</FormRefusal>}

      <fieldset className="memo-form-addresses">
        <legend className="memo-form-label">{t('memo.deliverTo')}</legend>
        {list.length === 0 ? (
          <p className="memo-form-muted">{translate(locale, 'EMPTY_NO_ADDRESS')}</p>
        ) : (
          list.map((address) => (
            <ChoiceCard
              key={address.Id}
              group="memo-address"
              checked={address.Id === addressId}
              onChange={() => setChosen(address.Id)}
              name={receiverName(address)}
              hint={fullAddress(address)}
            />
          ))
        )}
        <Link className="memo-form-link" to={paths.addressEditing}>
          {t('memo.addAddress')}
        </Link>
        <FieldError>{errors.AddressId}</FieldError>
      </fieldset>

      <label className="memo-form-label" htmlFor="memo-note">
        {t('memo.note')}
      </label>
      <TextArea
        id="memo-note"
        value={note}
        onChange={setNote}
        maxLength={MEMO_NOTE_MAX}
        showCount
        rows={2}
        placeholder={t('memo.notePlaceholder')}
      />
      <FieldError>{errors.Note}</FieldError>
      <p className="memo-form-terms">{t('memo.terms', { days: MEMO_DEFAULTS.days })}</p>
      <FormRefusal>{errors[REFUSAL]}</FormRefusal>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        disabled={!fits}
        loading={request.isPending}
      >
        {t('memo.send')}
      </Button>
    </form>
  );
}

function MemoSent({ memo, onClose }: { memo: Memo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="memo-sent" role="status">
      <CheckCircleFill className="memo-sent-icon" aria-hidden="true" />
      <p className="memo-sent-title">{t('memo.sent')}</p>
      <p className="memo-sent-text">{t('memo.sentText', { no: memo.No })}</p>
      <Link className="memo-sheet-link" to={paths.memo}>
        {t('memo.seeMine')}
      </Link>
      <Button block fill="none" shape="rounded" onClick={onClose}>
        {t('memo.done')}
      </Button>
    </div>
  );
}
