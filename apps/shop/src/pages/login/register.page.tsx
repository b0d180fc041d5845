import { normalizeEmail, type EmailRegisterBody } from '@facet/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRegister } from '../../api/accounts';
import { paths } from '../../app/paths';
import { AgreementCheck } from '../../components/agreement-check';
import { PasswordInput } from '../../components/password-input';
import { SendCodeButton } from '../../components/send-code-button';
import { reportFormError } from '../../forms/form-errors';
import { accountRules } from '../../forms/account-rules';
import { useLocale } from '../../i18n/i18n';
import { CODE_ERROR_FIELDS, confirmPasswordRule } from './password-rules';
import { useSendCode } from './use-send-code';
import './auth.css';
import { toast } from '../../components/toast';

type Values = {
  Email: string;
  Code: string;
  Password: string;
  ConfirmPassword: string;
  InviteCode?: string;
  AgreeTerms: boolean;
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = accountRules(locale);
  const [form] = Form.useForm<Values>();
  const [search] = useSearchParams();
  const register = useRegister();
  const sendCode = useSendCode(form, 'register');

  const submit = async ({ ConfirmPassword: _confirm, InviteCode, ...values }: Values) => {
    const body: EmailRegisterBody = {
      Email: normalizeEmail(values.Email),
      Code: values.Code.trim(),
      Password: values.Password,
      AgreeTerms: true,
      InviteCode: InviteCode?.trim() || undefined,
    };
    try {
      // Signed in, the route guard takes the new buyer home and this page unmounts: hence
      // mutateAsync, whose promise still settles, rather than mutate's per-call callbacks.
      await register.mutateAsync(body);
      toast({ content: t('register.welcome') });
    } catch (error) {
      reportFormError(form, error, { ...CODE_ERROR_FIELDS, ACCOUNT_REGISTERED: 'Email' });
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="register-heading">
        <h2 id="register-heading" className="auth-heading">
          {t('register.heading')}
        </h2>
        <p className="auth-subheading">{t('register.subheading')}</p>
        <Form
          form={form}
          name="register"
          layout="vertical"
          className="auth-form"
          validateTrigger="onBlur"
          initialValues={{ InviteCode: search.get('invite') ?? '', AgreeTerms: false }}
          onFinish={submit}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={register.isPending}
              className="auth-submit"
            >
              {t('register.submit')}
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
            label={t('auth.password')}
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
          <Form.Item name="InviteCode" label={t('auth.inviteCode')} rules={[rules.inviteCode]}>
            <Input
              autoCapitalize="characters"
              placeholder={t('auth.invitePlaceholder')}
              clearable
            />
          </Form.Item>
          <Form.Item
            name="AgreeTerms"
            valuePropName="checked"
            validateTrigger="onChange"
            rules={[rules.agreeTerms]}
            className="auth-agreement-item"
          >
            <AgreementCheck />
          </Form.Item>
        </Form>
      </section>
      <p className="auth-switch">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login} className="auth-link auth-link-strong">
          {t('register.login')}
        </Link>
      </p>
    </div>
  );
}
