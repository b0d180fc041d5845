import { App, Form, Input, InputNumber, Modal } from 'antd';
import {
  AdminOfferAnswerBody,
  type AdminOffer,
  type FieldError,
  type OfferAnswer,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { RefusalAlert } from '../../../shared/ui/refusal-alert';
import { zodRule } from '../../../shared/forms/zod-rule';
import { formatCarats, formatPercent, formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { useAnswerOffer } from '../api';
import {
  counterFigures,
  counterRangeOf,
  isCounterFor,
  stoneWords,
  suggestedCounter,
} from '../offer-view';

const PRICE = AdminOfferAnswerBody.shape.PricePerCarat.unwrap();
const NOTE = AdminOfferAnswerBody.shape.Note;
const NOTE_MAX = NOTE.unwrap().maxLength ?? undefined;

interface AnswerValues {
  PricePerCarat?: number;
  Note?: string;
}
type AnswerField = keyof AnswerValues;
const isAnswerField = (path: string): path is AnswerField =>
  path === 'PricePerCarat' || path === 'Note';

/** The counter's price per carat, with the range it must keep and what the stone comes to. */
function CounterFields({ offer }: { offer: AdminOffer }) {
  const { t, locale } = useI18n();
  const form = Form.useFormInstance<AnswerValues>();
  const price = Form.useWatch('PricePerCarat', form);
  const range = counterRangeOf(offer);
  const figures =
    typeof price === 'number' && isCounterFor(offer, price) ? counterFigures(offer, price) : null;
  return (
    <>
      <Form.Item
        name="PricePerCarat"
        label={t('offers.dialog.counterPrice')}
        required
        validateFirst
        extra={
          range &&
          t('offers.dialog.counterRange', {
            offer: formatUsd(locale, offer.PricePerCarat),
            price: formatUsd(locale, range.priceCents / 100),
          })
        }
        rules={[
          { required: true, message: t('FIELD_REQUIRED') },
          zodRule(PRICE, t),
          {
            validator: async (_rule, value: number) => {
              if (!isCounterFor(offer, value)) throw new Error(t('COUNTER_RANGE'));
            },
          },
        ]}
      >
        <InputNumber<number>
          className="offers-price-input"
          min={0}
          step={50}
          precision={2}
          prefix="$"
          suffix={t('orders.unit.perCarat')}
          autoFocus
        />
      </Form.Item>
      <dl className="offers-figures offers-counter-figures" aria-live="polite">
        <dt>{t('offers.dialog.counterTotal')}</dt>
        <dd className="offers-number">
          {figures ? formatUsd(locale, figures.total) : '—'}
          <span className="offers-secondary">
            {' · '}
            {formatCarats(locale, offer.Goods.Weight)} {t('inventory.unit.ct')}
            {figures?.belowPercent != null &&
              ` · ${t('offers.belowPrice', { percent: formatPercent(locale, figures.belowPercent) })}`}
          </span>
        </dd>
      </dl>
    </>
  );
}

/** What is answered: the stone, the buyer, their offer against the stone's price. */
function OfferSummary({ offer }: { offer: AdminOffer }) {
  const { t, locale } = useI18n();
  const { Goods: goods, Buyer: buyer } = offer;
  return (
    <dl className="offers-figures offers-summary">
      <dt>{t('offers.field.stone')}</dt>
      <dd>
        {stoneWords(locale, t, goods)} <span className="offers-mono">{goods.StockNo}</span>
      </dd>
      <dt>{t('offers.field.buyer')}</dt>
      <dd>
        {buyer.Name || buyer.Email}{' '}
        <span className="offers-secondary">
          {buyer.Email} · {buyer.Tier ?? t('buyers.houseTier')}
        </span>
      </dd>
      <dt>{t('offers.dialog.offered')}</dt>
      <dd className="offers-number">
        <strong>{t('offers.perCarat', { price: formatUsd(locale, offer.PricePerCarat) })}</strong>
        <span className="offers-secondary">
          {' · '}
          {t('offers.totalOf', { total: formatUsd(locale, offer.Total) })}
          {' · '}
          {t('offers.belowPrice', { percent: formatPercent(locale, offer.BelowPercent) })}
        </span>
      </dd>
      {goods.PricePerCarat !== null && (
        <>
          <dt>{t('offers.field.price')}</dt>
          <dd className="offers-number">
            {t('offers.perCarat', { price: formatUsd(locale, goods.PricePerCarat) })}
            {goods.Price !== null && (
              <span className="offers-secondary">
                {' · '}
                {t('offers.totalOf', { total: formatUsd(locale, goods.Price) })}
              </span>
            )}
          </dd>
        </>
      )}
      {offer.Note && (
        <>
          <dt>{t('offers.field.note')}</dt>
          <dd className="offers-pre">{offer.Note}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * A clerk's answer to an open offer, as a form in a dialog: accept (a confirmation), counter
 * (a price per carat) or decline, each with a note for the buyer. A refusal shows the server's
 * words: under its field, or — when the offer moved on meanwhile — above, with the list
 * refreshed behind. Mounted per opening and dropped once closed.
 */
export function AnswerModal({
  offer,
  action,
  open,
  onClose,
  afterClose,
}: {
  offer: AdminOffer;
  action: OfferAnswer;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAnswerOffer();
  const stockNo = offer.Goods.StockNo;
  const { error } = answer;
  // Refused for where the offer or the stone now stands: answering again will not do better.
  const conflict = error instanceof ApiError && (error.status === 409 || error.status === 404);
  const fields = error instanceof ApiError ? error.fields : [];
  const elsewhere: FieldError[] = fields.filter(({ Path }) => !isAnswerField(Path));
  // Field errors show under their fields; everything else above the form.
  const alerted = error !== null && (fields.length === 0 || elsewhere.length > 0);

  const submit = (values: AnswerValues) =>
    answer.mutate(
      {
        OfferId: offer.OfferId,
        Action: action,
        ...(action === 'counter' && { PricePerCarat: values.PricePerCarat }),
        ...(values.Note?.trim() && { Note: values.Note.trim() }),
      },
      {
        onSuccess: (answered) => {
          void message.success(
            t(`offers.answered.${action}`, {
              stockNo,
              price: formatUsd(locale, answered.CounterPricePerCarat ?? answered.PricePerCarat),
            }),
          );
          onClose();
        },
        onError: (refusal) => {
          if (!(refusal instanceof ApiError)) return;
          form.setFields(
            refusal.fields.flatMap(({ Path, Message }) =>
              isAnswerField(Path) ? [{ name: Path, errors: [Message] }] : [],
            ),
          );
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t(`offers.dialog.${action}.title`, { stockNo })}
      width={560}
      okText={t(`offers.${action}`)}
      okButtonProps={{
        danger: action === 'decline',
        loading: answer.isPending,
        disabled: conflict,
      }}
      cancelText={t(conflict ? 'offers.dialog.close' : 'offers.dialog.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: !answer.isPending }}
    >
      <Form<AnswerValues>
        form={form}
        name={`offer-${action}`}
        layout="vertical"
        initialValues={{ PricePerCarat: suggestedCounter(offer) ?? undefined }}
        onFinish={submit}
        onValuesChange={() => {
          if (error && !conflict) answer.reset();
        }}
        className="offers-dialog"
      >
        {alerted && (
          <RefusalAlert
            error={error}
            stale={conflict && t('offers.dialog.stale')}
            problems={elsewhere}
          />
        )}
        <OfferSummary offer={offer} />
        <p className="offers-dialog-text">
          {t(`offers.dialog.${action}.text`, {
            price: formatUsd(locale, offer.PricePerCarat),
          })}
        </p>
        {action === 'counter' && <CounterFields offer={offer} />}
        <Form.Item
          name="Note"
          label={t('offers.dialog.note')}
          extra={t('offers.dialog.noteHelp')}
          rules={[zodRule(NOTE, t)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={NOTE_MAX}
            showCount
            autoFocus={action === 'decline'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
