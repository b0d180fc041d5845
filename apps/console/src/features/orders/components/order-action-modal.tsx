import { useState } from 'react';
import { Alert, App, AutoComplete, Form, Input, InputNumber, Modal } from 'antd';
import {
  ConfirmOrderBody,
  nextStatus,
  OrderNoteBody,
  OrderReasonBody,
  returnsStock,
  ShipOrderBody,
  toCents,
  type AdminOrder,
  type FieldError,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { RefusalAlert } from '../../../shared/ui/refusal-alert';
import { useOrderAction, type ClerkAction } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import {
  ACTION_FORMS,
  actionCallOf,
  CARRIERS,
  carrierOf,
  confirmTotalsOf,
  ENDING_ACTIONS,
  formFieldOf,
  priceKey,
  type ActionFieldName,
  type ActionFormValues,
} from '../order-actions';
import { quantityText } from './order-goods-card';
import { OrderVouchers } from './order-vouchers-card';

const PRICE = ConfirmOrderBody.shape.Amount.unwrap();
const NOTE_MAX = OrderNoteBody.shape.Note.unwrap().maxLength ?? undefined;
const REASON_MAX = OrderReasonBody.shape.Reason.maxLength ?? undefined;
const CARRIER_OPTIONS = Object.values(CARRIERS).map((value) => ({ value }));

/** The new unit price of each line, with what the order comes to at those prices. */
function ConfirmFields({ order }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  const form = Form.useFormInstance<ActionFormValues>();
  const prices = Form.useWatch('Prices', form);
  const amount = Form.useWatch('Amount', form);
  const totals = confirmTotalsOf(order, { Prices: prices, Amount: amount });
  const priceRule = zodRule(PRICE, t);
  const priceChanged = (line: AdminOrder['Lines'][number]) => {
    const entered = prices?.[priceKey(line.Id)];
    return typeof entered === 'number' && toCents(entered) !== toCents(line.UnitPrice);
  };

  return (
    <>
      {order.Demand ? (
        <>
          <p className="order-dialog-facts">
            {t('orders.dialog.confirm.demand', {
              quantity: formatCount(locale, order.Demand.Quantity),
              budget:
                order.Demand.Budget === null
                  ? t('orders.none')
                  : formatUsd(locale, order.Demand.Budget),
            })}
          </p>
          <Form.Item
            name="Amount"
            label={t('orders.dialog.confirm.quote')}
            extra={t('orders.dialog.confirm.quoteHelp')}
            validateFirst
            rules={[{ required: true, message: t('FIELD_REQUIRED') }, priceRule]}
          >
            <InputNumber<number>
              className="order-price-input"
              min={0}
              step={100}
              precision={2}
              prefix="$"
            />
          </Form.Item>
        </>
      ) : (
        <div className="order-price-lines" role="group" aria-labelledby="order-prices-title">
          <h3 id="order-prices-title" className="order-dialog-legend">
            {t('orders.dialog.confirm.prices')}
          </h3>
          {order.Lines.map((line) => (
            <div key={line.Id} className="order-price-line">
              <div className="orders-stack">
                <span>
                  <span className="orders-mono orders-order-no">{line.StockNo}</span>{' '}
                  <span className="orders-secondary">{quantityText(t, locale, line)}</span>
                </span>
                <span className="orders-secondary">{line.Title}</span>
                {priceChanged(line) && (
                  <span className="order-price-changed">
                    {t('orders.dialog.confirm.changed', {
                      price: formatUsd(locale, line.UnitPrice),
                    })}
                  </span>
                )}
              </div>
              <Form.Item
                name={['Prices', priceKey(line.Id)]}
                className="order-price-item"
                validateFirst
                rules={[{ required: true, message: t('FIELD_REQUIRED') }, priceRule]}
              >
                <InputNumber<number>
                  className="order-price-input"
                  min={0}
                  precision={2}
                  prefix="$"
                  suffix={line.StockUnit === 'carat' ? t('orders.unit.perCarat') : undefined}
                  aria-label={t('orders.dialog.confirm.priceOf', { stockNo: line.StockNo })}
                />
              </Form.Item>
            </div>
          ))}
        </div>
      )}
      <dl className="order-totals order-dialog-totals">
        <dt>{t('orders.totals.goods')}</dt>
        <dd className="orders-number">{formatUsd(locale, totals.amount)}</dd>
        <dt>{t('orders.totals.fee')}</dt>
        <dd className="orders-number">{formatUsd(locale, order.Fee)}</dd>
        <dt className="order-totals-total">{t('orders.totals.total')}</dt>
        <dd className="orders-number order-totals-total">{formatUsd(locale, totals.total)}</dd>
      </dl>
    </>
  );
}

/**
 * One clerk action on an order, as a form in a dialog: what the action does, what it needs,
 * and the server's answer if it refuses. Mounted per opening and dropped once closed.
 */
export function OrderActionModal({
  order,
  action,
  open,
  onClose,
  afterClose,
}: {
  order: AdminOrder;
  action: ClerkAction;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<ActionFormValues>();
  const act = useOrderAction();
  const [problems, setProblems] = useState<FieldError[]>([]);
  const kind = ACTION_FORMS[action];
  const ending = ENDING_ACTIONS.includes(action);
  const target = nextStatus(order.Status, action, 'clerk', order.ResumeStatus);

  const initialValues: ActionFormValues = {
    Prices: Object.fromEntries(order.Lines.map((line) => [priceKey(line.Id), line.UnitPrice])),
    Carrier: carrierOf(order.Logistics),
  };

  const submit = () => {
    const call = actionCallOf(action, order, form.getFieldsValue(true) as ActionFormValues);
    setProblems([]);
    act.mutate(call, {
      onSuccess: (next) => {
        void message.success(
          t('orders.dialog.done', {
            orderNo: next.OrderNo,
            status: t(`ORDER_STATUS_${next.Status}`),
          }),
        );
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const placed: { name: ActionFieldName; errors: string[] }[] = [];
        const elsewhere: FieldError[] = [];
        for (const field of error.fields) {
          const name = formFieldOf(field.Path, call);
          if (name) placed.push({ name, errors: [field.Message] });
          else elsewhere.push(field);
        }
        form.setFields(placed);
        setProblems(elsewhere);
      },
    });
  };

  const noteItem = (
    <Form.Item
      name="Note"
      label={t('orders.dialog.note')}
      rules={[zodRule(OrderNoteBody.shape.Note, t)]}
    >
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={NOTE_MAX} showCount />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t(`orders.dialog.${action}.title`, { orderNo: order.OrderNo })}
      width={kind === 'confirm' ? 680 : 520}
      okText={t(`orders.actions.${action}`)}
      okButtonProps={{ danger: ending, loading: act.isPending }}
      cancelText={t('orders.dialog.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: !act.isPending }}
    >
      <Form<ActionFormValues>
        form={form}
        name={`order-${action}`}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => {
          if (act.error) act.reset();
          if (problems.length) setProblems([]);
        }}
        className="order-dialog"
      >
        {act.error && (
          <RefusalAlert
            error={act.error}
            stale={
              act.error instanceof ApiError &&
              act.error.code === 'ORDER_STATE' &&
              t('orders.dialog.stale')
            }
            problems={problems}
          />
        )}
        <p className="order-dialog-text">
          {t(
            order.Kind === 'demand' && action === 'confirm'
              ? 'orders.dialog.confirm.demandText'
              : `orders.dialog.${action}.text`,
          )}
          {target && ` ${t('orders.dialog.moves', { status: t(`ORDER_STATUS_${target}`) })}`}
        </p>
        {ending && (
          <p className="order-dialog-text">
            {t(
              returnsStock(action, order.Status, order.ResumeStatus)
                ? 'orders.dialog.stockBack'
                : 'orders.dialog.stockStays',
            )}
          </p>
        )}

        {kind === 'confirm' && (
          <>
            <ConfirmFields order={order} />
            {noteItem}
          </>
        )}

        {kind === 'reason' && (
          <Form.Item
            name="Reason"
            label={t('orders.dialog.reason')}
            required
            extra={t('orders.dialog.reasonHelp')}
            rules={[zodRule(OrderReasonBody.shape.Reason, t)]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={REASON_MAX}
              showCount
              autoFocus
            />
          </Form.Item>
        )}

        {kind === 'markPaid' && (
          <>
            <section className="order-dialog-vouchers" aria-label={t('orders.section.vouchers')}>
              <h3 className="order-dialog-legend">{t('orders.section.vouchers')}</h3>
              {order.Vouchers.length === 0 ? (
                <Alert type="warning" showIcon title={t('orders.dialog.markPaid.noVoucher')} />
              ) : (
                <OrderVouchers vouchers={order.Vouchers} />
              )}
            </section>
            {noteItem}
          </>
        )}

        {kind === 'ship' && (
          <>
            <Form.Item
              name="Carrier"
              label={t('orders.shipment.carrier')}
              required
              rules={[zodRule(ShipOrderBody.shape.Carrier, t)]}
            >
              <AutoComplete options={CARRIER_OPTIONS} maxLength={64} />
            </Form.Item>
            <Form.Item
              name="TrackingNo"
              label={t('orders.shipment.trackingNo')}
              required
              rules={[zodRule(ShipOrderBody.shape.TrackingNo, t)]}
            >
              <Input className="orders-mono" maxLength={64} autoFocus />
            </Form.Item>
            {noteItem}
          </>
        )}

        {kind === 'note' && noteItem}
      </Form>
    </Modal>
  );
}
