import { FeedbackBody, TEXT_AREA_MAX } from '@facet/contract';
import { Button, Form, ImageUploader, Input, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from '../api';
import { usePrivateUploads } from '../../../shared/transport/use-private-uploads';
import { reportFormError } from '../../../shared/forms/form-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useLocale } from '../../../i18n/i18n';
import { toast } from '../../../shared/ui/toast';
import { Sheet } from '../../../shared/ui/sheet';

type Props = { visible: boolean; onClose: () => void };
type Values = { Content: string; Contact?: string; Images?: ImageUploadItem[] };

const PICTURES_MAX = 4;

export function FeedbackPopup({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const send = useSendFeedback();
  // Feedback pictures are private on the server: the tile shows the local file, the upload's
  // FileId travels in `extra`. Sending waits for every picture still on its way: a tap on
  // Send while one uploads would otherwise send the feedback without it.
  const { upload, uploading } = usePrivateUploads('feedback');

  const submit = ({ Content, Contact, Images = [] }: Values) => {
    if (uploading > 0) {
      toast({ content: t('feedback.waitUploads') });
      return;
    }
    const body = FeedbackBody.parse({
      Content,
      Contact: Contact || undefined,
      Images: Images.length ? Images.map((image) => image.extra as string) : undefined,
    });
    send.mutate(body, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('feedback.thanks') });
        form.resetFields();
        onClose();
      },
      onError: (error) => reportFormError(form, error),
    });
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="feedback-title"
      title={t('feedback.title')}
      tall
    >
      <Form
        form={form}
        name="feedback"
        layout="vertical"
        className="sheet-form"
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={send.isPending}
            disabled={uploading > 0}
          >
            {uploading > 0 ? t('feedback.uploading', { count: uploading }) : t('feedback.submit')}
          </Button>
        }
      >
        <Form.Item
          name="Content"
          label={t('feedback.content')}
          rules={[zodRule(FeedbackBody.shape.Content, locale)]}
        >
          <TextArea
            placeholder={t('feedback.contentPlaceholder')}
            maxLength={TEXT_AREA_MAX}
            showCount
            rows={5}
            autoSize={{ minRows: 5, maxRows: 9 }}
          />
        </Form.Item>
        <Form.Item
          name="Contact"
          label={t('feedback.contact')}
          rules={[zodRule(FeedbackBody.shape.Contact, locale)]}
        >
          <Input placeholder={t('feedback.contactPlaceholder')} autoComplete="email" clearable />
        </Form.Item>
        <Form.Item
          name="Images"
          label={t('feedback.pictures')}
          description={t('feedback.picturesHint', { count: PICTURES_MAX })}
        >
          <ImageUploader upload={upload} maxCount={PICTURES_MAX} accept="image/*" multiple />
        </Form.Item>
      </Form>
    </Sheet>
  );
}
