import { Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useSearchParams } from 'react-router';
import { AcceptInviteBody } from '@facet/contract';
import { useAcceptInvite } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { AuthForm, showFieldErrors } from '../components/auth-frame';

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
  const token = params.get('token') ?? '';

  if (accept.isSuccess) return <Navigate to="/" replace />;

  const submit = (values: InviteForm) =>
    accept.mutate(
      { Token: token, NickName: values.NickName.trim(), Password: values.Password },
      { onError: (error) => showFieldErrors(form, error, ['NickName', 'Password']) },
    );

  return (
    <AuthForm<InviteForm>
      heroTitle={t('invite.heroTitle')}
      title={t('invite.title')}
      subtitle={t('invite.subtitle')}
      error={accept.error?.message ?? (token ? undefined : t('INVITE_INVALID'))}
      form={form}
      initialValues={{ NickName: '', Password: '' }}
      onFinish={submit}
      onValuesChange={() => accept.reset()}
      submit={{ label: t('invite.submit'), loading: accept.isPending, disabled: !token }}
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
    </AuthForm>
  );
}
