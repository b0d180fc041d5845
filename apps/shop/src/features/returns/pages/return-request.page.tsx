import {
  RETURN_DAYS_DEFAULT,
  RETURN_NOTE_MAX,
  RETURN_PICTURES_MAX,
  RETURN_REASONS,
  type Order,
  type ReturnReason,
} from '@facet/contract';
import { Button, ImageUploader, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrderReturns, useRequestReturn } from '../api';
import { claimedGoods, returnOpenUntil } from '../return-terms';
import { WithOrder } from '../../orders';
import { useLocale } from '../../../i18n/i18n';
import { placeFormError } from '../../../shared/forms/form-errors';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { ApiError } from '../../../shared/transport/client';
import { serverNow } from '../../../shared/transport/server-clock';
import { usePrivateUploads } from '../../../shared/transport/use-private-uploads';
import { PageLoading } from '../../../shared/ui/page-loading';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { FieldError, FormRefusal } from '../../../shared/forms/form-alerts';
import './return-request.css';

/** Where the refusals not of one field go: above the button. */
const REFUSAL = 'Return';
const REFUSAL_CODES = Object.fromEntries(
  ['RETURN_CLOSED', 'RETURN_LINE_TAKEN', 'NOT_FOUND', 'ORDER_STATE'].map((code) => [code, REFUSAL]), // prettier-ignore
);

/**
 * `/pages/returns/request?id=`: asking to return stones of a received order — which stones,
 * why ("other" says what), and pictures of what is wrong (private: `Purpose=return`).
 */
export default function ReturnRequestPage() {
  return <WithOrder>{(order) => <ReturnRequest order={order} />}</WithOrder>;
}

function ReturnRequest({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returns = useOrderReturns(order.Id, true);
  if (returns.isPending) return <PageLoading />;
  const claimed = claimedGoods(returns.data ?? []);
  const open = returnOpenUntil(order, serverNow()) !== null;
  if (!open || order.Lines.every((line) => claimed.has(line.GoodsId))) {
    return (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={t('returns.form.notNow')}
        description={t('returns.form.notNowHint', { days: RETURN_DAYS_DEFAULT })}
      >
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(`${paths.orderDetails}?id=${order.Id}`, { replace: true })}
        >
          {t('returns.form.backToOrder')}
        </Button>
      </StatePanel>
    );
  }
  return <ReturnForm order={order} claimed={claimed} />;
}

function ReturnForm({ order, claimed }: { order: Order; claimed: Set<number> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const request = useRequestReturn();
  const [chosen, setChosen] = useState<number[]>(
    () =>
    order.Lines.length === 1 && !claimed.has(order.Lines[0]!.GoodsId) ? [order.Lines[0]!.GoodsId] : [], // prettier-ignore
  );
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { upload, uploading } = usePrivateUploads('return', (_file, error) => {
    if (error instanceof ApiError && !error.reported) toast({ content: error.Message });
  });
  const noteRequired = reason === 'other';
  const clear = (name: string) => setErrors(({ [name]: _, ...rest }) => rest);

  const submit = () => {
    if (uploading > 0) {
      toast({ content: t('returns.form.waitUploads') });
      return;
    }
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.GoodsIds = t('returns.form.stonesRequired');
    if (!reason) found.Reason = t('returns.form.reasonRequired');
    if (noteRequired && !note.trim()) found.Note = t('returns.form.noteRequired');
    setErrors(found);
    if (!reason || Object.keys(found).length > 0) return;
    request.mutate(
      {
        OrderId: order.Id,
        GoodsIds: chosen,
        Reason: reason,
        ...(note.trim() ? { Note: note.trim() } : {}),
        ...(pictures.length > 0 ? { Pictures: pictures.map((item) => item.extra as string) } : {}),
      },
      {
        onSuccess: () => {
          toast({ icon: 'success', content: t('returns.form.sent') });
          void navigate(`${paths.orderDetails}?id=${order.Id}`, { replace: true });
        },
        onError: (error) => {
          const placed = placeFormError(error, ['GoodsIds', 'Reason', 'Note', 'Pictures'], REFUSAL_CODES); // prettier-ignore
          setErrors(Object.fromEntries(placed.map(({ name, message }) => [name, message])));
        },
      },
    );
  };

  return (
    <form
      className="return-request"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="return-request-lead">
        {t('returns.form.lead', { no: order.OrderNo, days: RETURN_DAYS_DEFAULT })}
      </p>

      <fieldset
        className="return-request-card"
        aria-describedby={errors.GoodsIds ? 'return-stones-error' : undefined}
      >
        <legend className="return-request-legend">{t('returns.form.stones')}</legend>
        {order.Lines.map((line) => {
          const taken = claimed.has(line.GoodsId);
          return (
            <label key={line.Id} className="return-choice" aria-disabled={taken || undefined}>
              <input
                type="checkbox"
                disabled={taken}
                checked={chosen.includes(line.GoodsId)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setChosen((list) =>
                    checked ? [...list, line.GoodsId] : list.filter((id) => id !== line.GoodsId),
                  );
                  clear('GoodsIds');
                }}
              />
              <span className="return-choice-text">
                <strong>{line.Title}</strong>
                <span>
                  {line.StockNo}
                  {taken && ` · ${t('returns.form.taken')}`}
                </span>
              </span>
              <span className="return-choice-amount">{formatUsd(locale, line.Amount)}</span>
            </label>
          );
        })}
        <FieldError id="return-stones-error">{errors.GoodsIds}</FieldError>
      </fieldset>

      <fieldset className="return-request-card">
        <legend className="return-request-legend">{t('returns.form.reason')}</legend>
        <div className="return-reasons">
          {RETURN_REASONS.map((value) => (
            <label key={value} className="return-reason">
              <input
                type="radio"
                name="return-reason"
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  clear('Reason');
                }}
              />
              <span>{t(`returns.reasons.${value}`)}</span>
            </label>
          ))}
        </div>
        <FieldError>{errors.Reason}</FieldError>
        <label className="return-request-label" htmlFor="return-note">
          {noteRequired ? t('returns.form.note') : t('returns.form.noteOptional')}
        </label>
        <TextArea
          id="return-note"
          value={note}
          onChange={(value) => {
            setNote(value);
            clear('Note');
          }}
          maxLength={RETURN_NOTE_MAX}
          showCount
          rows={3}
          placeholder={t('returns.form.notePlaceholder')}
        />
        <FieldError>{errors.Note}</FieldError>
      </fieldset>

      <section className="return-request-card" aria-labelledby="return-pictures">
        <h2 id="return-pictures" className="return-request-legend">
          {t('returns.form.pictures')}
        </h2>
        <p className="return-request-hint">
          {t('returns.form.picturesHint', { count: RETURN_PICTURES_MAX })}
        </p>
        <ImageUploader
          value={pictures}
          onChange={setPictures}
          upload={upload}
          accept="image/*"
          multiple
          maxCount={RETURN_PICTURES_MAX}
          onCountExceed={() =>
            toast({ content: t('returns.form.tooMany', { count: RETURN_PICTURES_MAX }) })
          }
        />
        <p className="return-request-hint" role="status" aria-live="polite">
          {uploading > 0 ? t('returns.form.uploading', { count: uploading }) : ''}
        </p>
      </section>

      <FormRefusal>{errors[REFUSAL]}</FormRefusal>
      <div className="return-request-bar">
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={request.isPending}
          disabled={uploading > 0}
        >
          {uploading > 0
            ? t('returns.form.uploading', { count: uploading })
            : t('returns.form.submit')}
        </Button>
      </div>
    </form>
  );
}
