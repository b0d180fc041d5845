import { useState } from 'react';
import { Alert, App, Button, Col, Drawer, Form, Grid, Input, Row, Space } from 'antd';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_SUMMARY_MAX,
  NOTICE_TITLE_MAX,
  PublishNoticeBody,
  type FieldError,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { usePublishNotice } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { isBlankHtml } from '../editor-html';
import { NoticePreview } from './notice-preview';
import { RichTextEditor } from './rich-text-editor';

interface NoticeFormValues {
  Title?: string;
  Summary?: string;
  Content?: string;
}

const FORM_FIELDS = ['Title', 'Summary', 'Content'] as const;
type NoticeField = (typeof FORM_FIELDS)[number];
const isFormField = (path: string): path is NoticeField =>
  (FORM_FIELDS as readonly string[]).includes(path);

/**
 * Writing a notice for every buyer, beside a preview of it as they will see it. Mounted per
 * opening and dropped once closed, so each notice starts from an empty form.
 */
export function PublishDrawer({
  open,
  onClose,
  afterClose,
}: {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<NoticeFormValues>();
  const publish = usePublishNotice();
  const [problems, setProblems] = useState<FieldError[]>([]);
  const title = Form.useWatch('Title', form) ?? '';
  const summary = Form.useWatch('Summary', form) ?? '';
  const content = Form.useWatch('Content', form) ?? '';

  const requestClose = () => {
    if (publish.isPending) return;
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('notices.publish.discardTitle'),
      content: t('notices.publish.discardText'),
      okText: t('notices.publish.discard'),
      okButtonProps: { danger: true },
      cancelText: t('notices.publish.keepWriting'),
      onOk: onClose,
    });
  };

  const submit = (values: NoticeFormValues) => {
    setProblems([]);
    publish.mutate(
      {
        Title: values.Title?.trim() ?? '',
        Summary: values.Summary?.trim() ?? '',
        Content: values.Content ?? '',
      },
      {
        onSuccess: (notice) => {
          void message.success(t('notices.publish.done', { title: notice.Title }));
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const placed = error.fields.filter(({ Path }) => isFormField(Path));
          form.setFields(
            placed.map(({ Path, Message }) => ({ name: Path as NoticeField, errors: [Message] })),
          );
          if (placed[0]) form.scrollToField(placed[0].Path, { block: 'center' });
          setProblems(error.fields.filter(({ Path }) => !isFormField(Path)));
        },
      },
    );
  };

  const wide = screens.xl === true;

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose();
      }}
      size={wide ? 1080 : screens.md ? 720 : '100%'}
      title={t('notices.publish.title')}
      mask={{ closable: !publish.isPending }}
      footer={
        <Space className="notice-drawer-footer">
          <Button onClick={requestClose} disabled={publish.isPending}>
            {t('notices.cancel')}
          </Button>
          <Button type="primary" loading={publish.isPending} onClick={() => form.submit()}>
            {t('notices.publish.submit')}
          </Button>
        </Space>
      }
    >
      <Row gutter={[32, 24]}>
        <Col xs={24} xl={14}>
          <Form<NoticeFormValues>
            form={form}
            name="notice"
            layout="vertical"
            onFinish={submit}
            scrollToFirstError={{ block: 'center' }}
            onValuesChange={() => {
              if (publish.error) publish.reset();
              if (problems.length) setProblems([]);
            }}
            requiredMark
          >
            {publish.error && (
              <Alert
                className="notice-form-alert"
                type="error"
                showIcon
                title={publish.error.message}
                description={
                  problems.length > 0 && (
                    <ul className="notice-form-problems">
                      {problems.map(({ Path, Message }) => (
                        <li key={`${Path}|${Message}`}>{Message}</li>
                      ))}
                    </ul>
                  )
                }
              />
            )}
            <Form.Item
              name="Title"
              label={t('notices.field.title')}
              required
              rules={[zodRule(PublishNoticeBody.shape.Title, t)]}
            >
              <Input maxLength={NOTICE_TITLE_MAX} showCount autoFocus />
            </Form.Item>
            <Form.Item
              name="Summary"
              label={t('notices.field.summary')}
              required
              extra={t('notices.field.summaryHelp')}
              rules={[zodRule(PublishNoticeBody.shape.Summary, t)]}
            >
              <Input.TextArea
                maxLength={NOTICE_SUMMARY_MAX}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
            <Form.Item
              name="Content"
              label={t('notices.field.content')}
              required
              extra={t('notices.field.contentHelp')}
              rules={[
                {
                  validator: async (_rule, value?: string) => {
                    if (!value || isBlankHtml(value)) throw new Error(t('FIELD_REQUIRED'));
                    if (value.length > NOTICE_CONTENT_MAX) throw new Error(t('FIELD_TOO_LONG'));
                  },
                },
              ]}
            >
              <RichTextEditor
                label={t('notices.field.content')}
                placeholder={t('notices.field.contentPlaceholder')}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} xl={10}>
          <section className="notice-preview" aria-labelledby="notice-preview-title">
            <h3 id="notice-preview-title" className="notice-section-title">
              {t('notices.preview.title')}
            </h3>
            <NoticePreview
              title={title}
              summary={summary}
              content={content}
              when={t('TIME_JUST_NOW')}
            />
          </section>
        </Col>
      </Row>
    </Drawer>
  );
}
