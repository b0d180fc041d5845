import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import {
  AdminReturnAnswerBody,
  isRefundInRange,
  toCents,
  type AdminReturn,
  type FieldError,
  type ReturnStaffAction,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { RefusalAlert } from '../../../shared/ui/refusal-alert';
import { zodRule } from '../../../shared/forms/zod-rule';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { useAnswerReturn } from '../api';

const NOTE = AdminReturnAnswerBody.shape.Note;
const NOTE_MAX = NOTE.unwrap().maxLength ?? undefined;
/** The moves that must say why: the buyer (decline) or the order's record (escalate) reads it. */
const NOTE_REQUIRED: readonly ReturnStaffAction[] = ['decline', 'escalate'];

interface AnswerValues {
  RefundUsd?: number;
  Restock?: boolean;
  Note?: string;
}
type AnswerField = keyof AnswerValues;
const isAnswerField = (path: string): path is AnswerField =>
  path === 'RefundUsd' || path === 'Restock' || path === 'Note';

/** What is answered: the order, the buyer, the stones and why. */
function ReturnSummary({ found }: { found: AdminReturn }) {
  const { t, locale } = useI18n();
  return (
    <dl className="returns-figures returns-summary">
      <dt>{t('returns.field.order')}</dt>
      <dd className="returns-mono">{found.OrderNo}</dd>
      <dt>{t('returns.field.buyer')}</dt>
      <dd>
        {found.Buyer.Name || found.Buyer.Email}{' '}
        <span className="returns-secondary">{found.Buyer.Email}</span>
      </dd>
      <dt>{t('returns.field.stones')}</dt>
      <dd>
        {found.Lines.map((line) => (
          <span key={line.GoodsId} className="returns-summary-line">
            <span className="returns-mono">{line.StockNo}</span>{' '}
            <span className="returns-number">{formatUsd(locale, line.Amount)}</span>
          </span>
        ))}
      </dd>
      <dt>{t('returns.field.reason')}</dt>
      <dd>
        {t(`returns.reason.${found.Reason}`)}
        {found.Note && <span className="returns-pre returns-secondary"> · {found.Note}</span>}
      </dd>
      {found.Rma && (
        <>
          <dt>{t('returns.field.rma')}</dt>
          <dd className="returns-mono">{found.Rma}</dd>
        </>
      )}
      <dt>{t('returns.field.amount')}</dt>
      <dd className="returns-number returns-strong">{formatUsd(locale, found.AmountUsd)}</dd>
    </dl>
  );
}

/**
 * A clerk's move on a return, as a form in a dialog: authorise or decline (why), record the
 * stones arrived (back on sale or not), refund (at most what the stones cost) or escalate a
 * declined one (the order is marked abnormal). A refusal shows the server's words: under its
 * field, or — when the return moved on meanwhile — above, with the list refreshed behind.
 */
export function AnswerModal({
  found,
  action,
  open,
  onClose,
  afterClose,
}: {
  found: AdminReturn;
  action: ReturnStaffAction;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAnswerReturn();
  const { error } = answer;
  const conflict = error instanceof ApiError && (error.status === 409 || error.status === 404);
  const fields = error instanceof ApiError ? error.fields : [];
  const elsewhere: FieldError[] = fields.filter(({ Path }) => !isAnswerField(Path));
  const alerted = error !== null && (fields.length === 0 || elsewhere.length > 0);
  const noteRequired = NOTE_REQUIRED.includes(action);

  const submit = (values: AnswerValues) =>
    answer.mutate(
      {
        ReturnId: found.ReturnId,
        Action: action,
        ...(action === 'refund' && { RefundUsd: values.RefundUsd }),
        ...(action === 'received' && { Restock: values.Restock ?? true }),
        ...(values.Note?.trim() && { Note: values.Note.trim() }),
      },
      {
        onSuccess: (answered) => {
          void message.success(
            t(`returns.answered.${action}`, {
              no: found.No,
              rma: answered.Rma ?? '',
              amount: formatUsd(locale, answered.RefundUsd ?? 0),
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
      title={t(`returns.dialog.${action}.title`, { no: found.No })}
      width={560}
      okText={t(`returns.action.${action}`)}
      okButtonProps={{
        danger: action === 'decline' || action === 'escalate',
        loading: answer.isPending,
        disabled: conflict,
      }}
      cancelText={t(conflict ? 'returns.dialog.close' : 'returns.dialog.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: !answer.isPending }}
    >
      <Form<AnswerValues>
        form={form}
        name={`return-${action}`}
        layout="vertical"
        initialValues={{ RefundUsd: found.AmountUsd, Restock: true }}
        onFinish={submit}
        onValuesChange={() => {
          if (error && !conflict) answer.reset();
        }}
      >
        {alerted && (
          <RefusalAlert
            error={error}
            stale={conflict && t('returns.dialog.stale')}
            problems={elsewhere}
          />
        )}
        <ReturnSummary found={found} />
        <p className="returns-dialog-text">{t(`returns.dialog.${action}.text`)}</p>
        {action === 'refund' && (
          <Form.Item
            name="RefundUsd"
            label={t('returns.dialog.refund')}
            extra={t('returns.dialog.refundRange', { amount: formatUsd(locale, found.AmountUsd) })}
            required
            validateFirst
            rules={[
              { required: true, message: t('FIELD_REQUIRED') },
              {
                validator: async (_rule, value: number) => {
                  if (!isRefundInRange(toCents(value), toCents(found.AmountUsd))) {
                    throw new Error(t('REFUND_RANGE'));
                  }
                },
              },
            ]}
          >
            <InputNumber<number>
              className="returns-refund-input"
              min={0}
              step={100}
              precision={2}
              prefix="$"
              autoFocus
            />
          </Form.Item>
        )}
        {action === 'received' && (
          <Form.Item
            name="Restock"
            label={t('returns.dialog.restock')}
            extra={t('returns.dialog.restockHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        )}
        <Form.Item
          name="Note"
          label={t(action === 'escalate' ? 'returns.dialog.escalateNote' : 'returns.dialog.note')}
          extra={t(action === 'escalate' ? 'returns.dialog.escalateHelp' : 'returns.dialog.noteHelp')} // prettier-ignore
          required={noteRequired}
          rules={[
            ...(noteRequired ? [{ required: true, whitespace: true, message: t('FIELD_REQUIRED') }] : []), // prettier-ignore
            zodRule(NOTE, t),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={NOTE_MAX}
            showCount
            autoFocus={noteRequired}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
