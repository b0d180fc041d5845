import { useState } from 'react';
import {
  App,
  Button,
  Empty,
  Form,
  Image,
  Input,
  List,
  Modal,
  Segmented,
  Skeleton,
  Tag,
  Tooltip,
} from 'antd';
import { CheckOutlined, MailOutlined, UndoOutlined } from '@ant-design/icons';
import {
  FEEDBACK_ANSWER_MAX,
  formatEastern,
  type AdminFeedback,
  FEEDBACK_FILTERS,
  type AdminFeedbackListBody,
  type FeedbackFilter,
  type FeedbackStatus,
} from '@facet/contract';
import { useAnswerFeedback, useFeedbackDone, useFeedbackList } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { pagerOf, useListFilters } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import './feedback.css';

const PAGE_SIZE = 20;
type Filter = FeedbackFilter;
// Each state's tag; new in the console's own gold, dark enough to read on its tint.
const STATUS_TAG: Record<FeedbackStatus, { color?: string; className?: string }> = {
  new: { className: 'feedback-tag-new' },
  answered: { color: 'blue' },
  done: {},
};

/** The feedback inbox: what buyers wrote from Settings → Feedback, answered by mail, put away. */
export function FeedbackPage() {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const { filters, setFilters, paging } = useListFilters({ filter: 'open' as Filter }, PAGE_SIZE);
  const { filter } = filters;
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);
  const body: AdminFeedbackListBody = {
    PageIndex: paging.page,
    PageSize: PAGE_SIZE,
    Status: filter,
  };
  const result = useFeedbackList(body);
  const done = useFeedbackDone();

  const onDone = (item: AdminFeedback, value: boolean) =>
    done.mutate(
      { Id: item.Id, Done: value },
      {
        onSuccess: () => void message.success(t(value ? 'feedback.doneSaved' : 'feedback.reopened')), // prettier-ignore
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <div className="feedback">
      <PageHeading title={t('nav.feedback')} />
      <QueryCard
        className="feedback-card"
        result={result}
        texts={listTexts(t, 'feedback')}
        padded
        title={
          <Segmented<Filter>
            value={filter}
            onChange={(value) => setFilters({ filter: value })}
            options={FEEDBACK_FILTERS.map((value) => ({
              value,
              label:
                value === 'open' && result.data
                  ? `${t('feedback.filter.open')} · ${formatCount(locale, result.data.Open)}`
                  : t(`feedback.filter.${value}`),
            }))}
          />
        }
      >
        {result.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <List<AdminFeedback>
            itemLayout="vertical"
            dataSource={result.data?.List}
            loading={result.isPlaceholderData}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(filter === 'open' ? 'feedback.emptyOpen' : 'feedback.empty')}
                />
              ),
            }}
            pagination={pagerOf(paging, result.data?.Total ?? 0)}
            renderItem={(item) => (
              <FeedbackItem
                item={item}
                busy={done.isPending && done.variables?.Id === item.Id}
                onAnswer={() => setAnswering(item)}
                onDone={(value) => onDone(item, value)}
              />
            )}
          />
        )}
      </QueryCard>
      <AnswerModal item={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}

function FeedbackItem({
  item,
  busy,
  onAnswer,
  onDone,
}: {
  item: AdminFeedback;
  busy: boolean;
  onAnswer: () => void;
  onDone: (done: boolean) => void;
}) {
  const { t } = useI18n();
  const who = item.Buyer
    ? [item.Buyer.Name || item.Buyer.Email, item.Buyer.Company].filter(Boolean).join(' · ')
    : t('feedback.cancelledAccount');
  const answer = (
    <Button icon={<MailOutlined />} disabled={!item.ReplyTo} onClick={onAnswer}>
      {t('feedback.answer')}
    </Button>
  );

  return (
    <List.Item
      className="feedback-item"
      aria-label={t('feedback.itemLabel', { who, at: formatEastern(item.At) })}
      actions={[
        item.ReplyTo ? (
          answer
        ) : (
          <Tooltip key="answer" title={t('feedback.noAddress')}>
            {answer}
          </Tooltip>
        ),
        item.Status === 'done' ? (
          <Button key="reopen" icon={<UndoOutlined />} loading={busy} onClick={() => onDone(false)}>
            {t('feedback.reopen')}
          </Button>
        ) : (
          <Button key="done" icon={<CheckOutlined />} loading={busy} onClick={() => onDone(true)}>
            {t('feedback.markDone')}
          </Button>
        ),
      ]}
    >
      <div className="feedback-head">
        <strong>{who}</strong>
        {item.Buyer && <span className="feedback-secondary">{item.Buyer.Email}</span>}
        <Tag {...STATUS_TAG[item.Status]}>{t(`feedback.status.${item.Status}`)}</Tag>
        <span className="feedback-secondary feedback-time">{formatEastern(item.At)} ET</span>
      </div>
      <p className="feedback-content">{item.Content}</p>
      {item.Contact && (
        <div className="feedback-secondary">
          {t('feedback.contact')}: {item.Contact}
        </div>
      )}
      {item.Images.length > 0 && (
        <div className="feedback-pictures">
          <Image.PreviewGroup>
            {item.Images.map((picture, index) => (
              <Image
                key={picture.FileId}
                src={picture.Url}
                width={72}
                height={72}
                alt={t('feedback.picture', { n: index + 1 })}
                className="feedback-picture"
              />
            ))}
          </Image.PreviewGroup>
        </div>
      )}
      {item.Replies.map((reply) => (
        <blockquote key={reply.At} className="feedback-reply">
          <div className="feedback-secondary">
            {t('feedback.repliedBy', {
              name: reply.ByName || t('feedback.formerStaff'),
              at: formatEastern(reply.At),
              to: reply.To,
            })}
          </div>
          <p>{reply.Text}</p>
        </blockquote>
      ))}
      {item.DoneAt && (
        <div className="feedback-secondary">
          {t('feedback.doneBy', {
            name: item.DoneByName || t('feedback.formerStaff'),
            at: formatEastern(item.DoneAt),
          })}
        </div>
      )}
    </List.Item>
  );
}

function AnswerModal({ item, onClose }: { item: AdminFeedback | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Text: string }>();
  const answer = useAnswerFeedback();

  const submit = ({ Text }: { Text: string }) =>
    item &&
    answer.mutate(
      { Id: item.Id, Text },
      {
        onSuccess: () => {
          void message.success(t('feedback.sent', { to: item.ReplyTo }));
          form.resetFields();
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Modal
      open={item !== null}
      title={t('feedback.answerTitle')}
      okText={t('feedback.send')}
      cancelText={t('feedback.cancel')}
      confirmLoading={answer.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {item && (
        <>
          <p className="feedback-quote">{item.Content}</p>
          <p className="feedback-secondary">{t('feedback.mailTo', { to: item.ReplyTo })}</p>
          <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
            <Form.Item
              name="Text"
              label={t('feedback.answerLabel')}
              rules={[
                { required: true, whitespace: true, message: t('FIELD_REQUIRED') },
                { max: FEEDBACK_ANSWER_MAX, message: t('FIELD_TOO_LONG') },
              ]}
            >
              <Input.TextArea rows={6} showCount maxLength={FEEDBACK_ANSWER_MAX} autoFocus />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
