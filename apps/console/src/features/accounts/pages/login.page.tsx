import { Checkbox, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Navigate, useLocation } from 'react-router';
import { EmailLoginBody } from '@facet/contract';
import { useLogin, useMe } from '../api';
import { useToken } from '../../../shared/transport/token-store';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { AuthForm, showFieldErrors } from '../components/auth-frame';

interface LoginForm {
  Email: string;
  Password: string;
  RememberMe: boolean;
}

export function LoginPage() {
  const { t } = useI18n();
  const [form] = Form.useForm<LoginForm>();
  const login = useLogin();
  const token = useToken();
  const me = useMe();
  const location = useLocation();

  if (token !== null && me.data) {
    const from: unknown = location.state?.from;
    return <Navigate to={typeof from === 'string' ? from : '/'} replace />;
  }

  const submit = (values: LoginForm) =>
    login.mutate(EmailLoginBody.parse(values), {
      onError: (error) => showFieldErrors(form, error, ['Email', 'Password']),
    });

  return (
    <AuthForm<LoginForm>
      heroTitle={t('login.heroTitle')}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      error={login.error?.message}
      form={form}
      initialValues={{ Email: '', Password: '', RememberMe: false }}
      onFinish={submit}
      onValuesChange={() => login.reset()}
      submit={{ label: t('login.submit'), loading: login.isPending }}
      footer={<p className="login-staff-note">{t('login.staffOnly')}</p>}
    >
      <Form.Item
        label={t('login.email')}
        name="Email"
        rules={[zodRule(EmailLoginBody.shape.Email, t)]}
      >
        <Input
          type="email"
          size="large"
          autoComplete="username"
          prefix={<MailOutlined />}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="Password"
        rules={[zodRule(EmailLoginBody.shape.Password, t)]}
      >
        <Input.Password size="large" autoComplete="current-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Form.Item name="RememberMe" valuePropName="checked">
        <Checkbox>{t('login.rememberMe')}</Checkbox>
      </Form.Item>
    </AuthForm>
  );
}
