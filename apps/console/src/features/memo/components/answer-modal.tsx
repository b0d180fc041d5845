import { App, Checkbox, Form, Input, Modal } from 'antd';
import {
  AdminMemoAnswerBody,
  formatEastern,
  type AdminMemo,
  type FieldError,
  type MemoStaffAction,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { RefusalAlert } from '../../../shared/ui/refusal-alert';
import { zodRule } from '../../../shared/forms/zod-rule';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { useNow } from '../../../shared/ui/use-now';
import { useAnswerMemo } from '../api';
import { awaitedBack, dueAtIfShipped, stoneWords } from '../memo-view';

const NOTE = AdminMemoAnswerBody.shape.Note;
const NOTE_MAX = NOTE.unwrap().maxLength ?? undefined;
const TRACKING = AdminMemoAnswerBody.shape.TrackingNo.unwrap();

interface AnswerValues {
  TrackingNo?: string;
  GoodsIds?: number[];
  Note?: string;
}
type AnswerField = keyof AnswerValues;
const isAnswerField = (path: string): path is AnswerField =>
  path === 'TrackingNo' || path === 'GoodsIds' || path === 'Note';

/** What is answered: the memo's buyer, its stones and value. */
function MemoSummary({ memo }: { memo: AdminMemo }) {
  const { t, locale } = useI18n();
  return (
    <dl className="memo-figures memo-summary">
      <dt>{t('memo.field.buyer')}</dt>
      <dd>
        {memo.Buyer.Name || memo.Buyer.Email}{' '}
        <span className="memo-secondary">
          {memo.Buyer.Email} ·{' '}
          {t('memo.limitOf', { limit: formatUsd(locale, memo.Buyer.LimitUsd) })}
        </span>
      </dd>
      <dt>{t('memo.field.stones')}</dt>
      <dd>
        <ul className="memo-summary-stones">
          {memo.Lines.map((line) => (
            <li key={line.GoodsId}>
              <span className="memo-mono">{line.Goods.StockNo}</span>{' '}
              {stoneWords(locale, t, line.Goods)}{' '}
              <span className="memo-number">{formatUsd(locale, line.PriceUsd)}</span>
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('memo.field.value')}</dt>
      <dd className="memo-number memo-strong">{formatUsd(locale, memo.TotalUsd)}</dd>
      <dt>{t('memo.field.address')}</dt>
      <dd>
        {[
          `${memo.Address.Name} ${memo.Address.Surname}`.trim(),
          memo.Address.Address,
          memo.Address.City,
          memo.Address.Country,
        ]
          .filter(Boolean)
          .join(', ')}
      </dd>
      {memo.Note && (
        <>
          <dt>{t('memo.field.note')}</dt>
          <dd className="memo-pre">{memo.Note}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * A clerk's move on a memo, as a form in a dialog: approve or decline a request, ship an approved
 * memo with its tracking number, or record which returned stones arrived. A refusal shows the
 * server's words: under its field, or — when the memo moved on meanwhile — above, with the list
 * refreshed behind. Mounted per opening and dropped once closed.
 */
export function AnswerModal({
  memo,
  action,
  memoDays,
  open,
  onClose,
  afterClose,
}: {
  memo: AdminMemo;
  action: MemoStaffAction;
  /** MEMO_DAYS as the server answers it: the due date a shipment now gets. */
  memoDays: number | undefined;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAnswerMemo();
  const now = useNow(60_000).getTime();
  const { error } = answer;
  const back = awaitedBack(memo);
  // Refused for where the memo or its stones now stand: answering again will not do better.
  const conflict = error instanceof ApiError && (error.status === 409 || error.status === 404);
  const fields = error instanceof ApiError ? error.fields : [];
  const elsewhere: FieldError[] = fields.filter(({ Path }) => !isAnswerField(Path));
  const alerted = error !== null && (fields.length === 0 || elsewhere.length > 0);

  const submit = (values: AnswerValues) =>
    answer.mutate(
      {
        MemoId: memo.MemoId,
        Action: action,
        ...(action === 'ship' && { TrackingNo: values.TrackingNo?.trim() }),
        ...(action === 'received' && { GoodsIds: values.GoodsIds }),
        ...(values.Note?.trim() && { Note: values.Note.trim() }),
      },
      {
        onSuccess: () => {
          void message.success(t(`memo.answered.${action}`, { no: memo.No }));
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
      title={t(`memo.dialog.${action}.title`, { no: memo.No })}
      width={600}
      okText={t(`memo.action.${action}`)}
      okButtonProps={{
        danger: action === 'decline',
        loading: answer.isPending,
        disabled: conflict,
      }}
      cancelText={t(conflict ? 'memo.dialog.close' : 'memo.dialog.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: !answer.isPending }}
    >
      <Form<AnswerValues>
        form={form}
        name={`memo-${action}`}
        layout="vertical"
        initialValues={{ GoodsIds: back.map((line) => line.GoodsId) }}
        onFinish={submit}
        onValuesChange={() => {
          if (error && !conflict) answer.reset();
        }}
      >
        {alerted && (
          <RefusalAlert
            error={error}
            stale={conflict && t('memo.dialog.stale')}
            problems={elsewhere}
          />
        )}
        <MemoSummary memo={memo} />
        <p className="memo-dialog-text">{t(`memo.dialog.${action}.text`)}</p>
        {action === 'ship' && (
          <Form.Item
            name="TrackingNo"
            label={t('memo.dialog.trackingNo')}
            extra={t('memo.dialog.dueIfShipped', {
              time: formatEastern(dueAtIfShipped(now, memoDays), 'YYYY-MM-DD'),
            })}
            required
            rules={[{ required: true, whitespace: true, message: t('FIELD_REQUIRED') }, zodRule(TRACKING, t)]} // prettier-ignore
          >
            <Input autoFocus className="memo-mono" />
          </Form.Item>
        )}
        {action === 'received' && (
          <Form.Item
            name="GoodsIds"
            label={t('memo.dialog.arrived')}
            rules={[{ required: true, type: 'array', min: 1, message: t('NOTHING_SELECTED') }]}
          >
            <Checkbox.Group className="memo-arrived">
              {back.map((line) => (
                <Checkbox key={line.GoodsId} value={line.GoodsId}>
                  <span className="memo-mono">{line.Goods.StockNo}</span>
                  {line.ReturnTrackingNo && (
                    <span className="memo-secondary">
                      {' · '}
                      {t('memo.returnTracking', { trackingNo: line.ReturnTrackingNo })}
                    </span>
                  )}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
        )}
        <Form.Item
          name="Note"
          label={t('memo.dialog.note')}
          extra={t('memo.dialog.noteHelp')}
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
