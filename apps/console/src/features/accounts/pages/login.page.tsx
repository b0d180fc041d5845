import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Navigate, useLocation } from 'react-router';
import { EmailLoginBody } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useLogin, useMe } from '../api';
import { useToken } from '../../../shared/transport/token-store';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { AuthFrame } from '../components/auth-frame';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

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
  useDocumentTitle(t('login.title'));

  if (token !== null && me.data) {
    const from: unknown = location.state?.from;
    return <Navigate to={typeof from === 'string' ? from : '/'} replace />;
  }

  const submit = (values: LoginForm) =>
    login.mutate(EmailLoginBody.parse(values), {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields = new Set<string>(['Email', 'Password']);
        form.setFields(
          error.fields
            .filter((field) => fields.has(field.Path))
            .map((field) => ({ name: field.Path as keyof LoginForm, errors: [field.Message] })),
        );
      },
    });

  return (
    <AuthFrame heroTitle={t('login.heroTitle')}>
      <Typography.Title level={1} className="login-title">
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
      {login.error && (
        <Alert className="login-alert" type="error" showIcon title={login.error.message} />
      )}
      <Form<LoginForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ Email: '', Password: '', RememberMe: false }}
        onFinish={submit}
        onValuesChange={() => login.reset()}
        noValidate
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
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="login-staff-note">{t('login.staffOnly')}</p>
    </AuthFrame>
  );
}
