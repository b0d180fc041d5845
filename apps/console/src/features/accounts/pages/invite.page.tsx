import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useSearchParams } from 'react-router';
import { AcceptInviteBody } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useAcceptInvite } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { AuthFrame } from '../components/auth-frame';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface InviteForm {
  NickName: string;
  Password: string;
}

/** `#/invite?token=`: the mailed link of an invitation; the new clerk sets name and password. */
export function InvitePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [form] = Form.useForm<InviteForm>();
  const accept = useAcceptInvite();
  useDocumentTitle(t('invite.title'));
  const token = params.get('token') ?? '';

  if (accept.isSuccess) return <Navigate to="/" replace />;

  const submit = (values: InviteForm) =>
    accept.mutate(
      { Token: token, NickName: values.NickName.trim(), Password: values.Password },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = new Set<string>(['NickName', 'Password']);
          form.setFields(
            error.fields
              .filter((field) => fields.has(field.Path))
              .map((field) => ({ name: field.Path as keyof InviteForm, errors: [field.Message] })),
          );
        },
      },
    );

  return (
    <AuthFrame heroTitle={t('invite.heroTitle')}>
      <Typography.Title level={1} className="login-title">
        {t('invite.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('invite.subtitle')}</Typography.Paragraph>
      {(accept.error || !token) && (
        <Alert
          className="login-alert"
          type="error"
          showIcon
          title={accept.error?.message ?? t('INVITE_INVALID')}
        />
      )}
      <Form<InviteForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ NickName: '', Password: '' }}
        onFinish={submit}
        onValuesChange={() => accept.reset()}
        noValidate
      >
        <Form.Item
          label={t('invite.name')}
          name="NickName"
          rules={[zodRule(AcceptInviteBody.shape.NickName, t)]}
        >
          <Input size="large" autoComplete="name" prefix={<UserOutlined />} autoFocus />
        </Form.Item>
        <Form.Item
          label={t('invite.password')}
          name="Password"
          extra={t('invite.passwordRule')}
          rules={[zodRule(AcceptInviteBody.shape.Password, t)]}
        >
          <Input.Password size="large" autoComplete="new-password" prefix={<LockOutlined />} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={accept.isPending}
          disabled={!token}
        >
          {t('invite.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
