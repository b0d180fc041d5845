import { normalizeEmail, type ResetPwdBody } from '@facet/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../../api/accounts';
import { paths } from '../../app/paths';
import { PasswordInput } from '../../components/password-input';
import { SendCodeButton } from '../../components/send-code-button';
import { reportFormError } from '../../forms/form-errors';
import { accountRules } from '../../forms/account-rules';
import { useLocale } from '../../i18n/i18n';
import { CODE_ERROR_FIELDS, confirmPasswordRule } from './password-rules';
import { useSendCode } from './use-send-code';
import './auth.css';
import { toast } from '../../components/toast';

type Values = { Email: string; Code: string; Password: string; ConfirmPassword: string };

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = accountRules(locale);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const sendCode = useSendCode(form, 'reset');

  const submit = ({ ConfirmPassword: _confirm, ...values }: Values) => {
    const body: ResetPwdBody = {
      Email: normalizeEmail(values.Email),
      Code: values.Code.trim(),
      Password: values.Password,
    };
    reset.mutate(body, {
      onSuccess: () => {
        toast({ content: t('forgot.done'), duration: 3000 });
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => reportFormError(form, error, CODE_ERROR_FIELDS),
    });
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-heading">
        <h2 id="forgot-heading" className="auth-heading">
          {t('forgot.heading')}
        </h2>
        <p className="auth-subheading">{t('forgot.subheading')}</p>
        <Form
          form={form}
          name="reset"
          layout="vertical"
          className="auth-form"
          validateTrigger="onBlur"
          onFinish={submit}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={reset.isPending}
              className="auth-submit"
            >
              {t('forgot.submit')}
            </Button>
          }
        >
          <Form.Item name="Email" label={t('auth.email')} rules={[rules.email]}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.emailPlaceholder')}
              clearable
            />
          </Form.Item>
          <Form.Item
            name="Code"
            label={t('auth.code')}
            rules={[rules.code]}
            extra={<SendCodeButton onSend={sendCode} />}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.codePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="Password"
            label={t('auth.newPassword')}
            description={t('auth.passwordHint')}
            rules={[rules.newPassword]}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('auth.newPasswordPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="ConfirmPassword"
            label={t('auth.confirmPassword')}
            dependencies={['Password']}
            rules={[confirmPasswordRule(t('auth.passwordMismatch'))]}
          >
            <PasswordInput autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
