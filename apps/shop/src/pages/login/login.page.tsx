import { normalizeEmail, translate, type EmailLoginBody } from '@facet/contract';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../../api/accounts';
import { paths } from '../../app/paths';
import { AgreementCheck } from '../../components/agreement-check';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitch } from '../../components/language-switch';
import { PasswordInput } from '../../components/password-input';
import { reportFormError } from '../../forms/form-errors';
import { accountRules } from '../../forms/account-rules';
import { useLocale } from '../../i18n/i18n';
import './auth.css';
import { toast } from '../../components/toast';

type Values = { Email: string; Password: string };

export default function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = accountRules(locale);
  const [form] = Form.useForm<Values>();
  const login = useLogin();
  const [rememberMe, setRememberMe] = useState(false);
  const [agreed, setAgreed] = useState(false);

  const submit = (values: Values) => {
    if (!agreed) {
      toast({ content: translate(locale, 'AGREE_TERMS') });
      return;
    }
    const body: EmailLoginBody = {
      Email: normalizeEmail(values.Email),
      Password: values.Password,
      RememberMe: rememberMe,
    };
    // On success the route guard takes the buyer on: home, or the page that sent them here.
    login.mutate(body, { onError: (error) => reportFormError(form, error) });
  };

  return (
    <div className="login-page">
      <section className="login-hero">
        <div className="login-hero-bar">
          <LanguageSwitch tone="light" />
        </div>
        <BrandMark size={52} />
        <p className="login-tagline">{t('app.tagline')}</p>
      </section>

      <section className="auth-card login-card" aria-labelledby="login-heading">
        <h1 id="login-heading" className="auth-heading">
          {t('login.heading')}
        </h1>
        <p className="auth-subheading">{t('login.subheading')}</p>
        <Form
          form={form}
          layout="vertical"
          className="auth-form"
          validateTrigger="onBlur"
          onFinish={submit}
          footer={
            <>
              <div className="login-options">
                <Checkbox checked={rememberMe} onChange={setRememberMe}>
                  {t('login.remember')}
                </Checkbox>
                <Link to={paths.forgotPassword} className="auth-link">
                  {t('login.forgot')}
                </Link>
              </div>
              <AgreementCheck checked={agreed} onChange={setAgreed} />
              <Button
                block
                type="submit"
                color="primary"
                size="large"
                shape="rounded"
                loading={login.isPending}
                className="auth-submit"
              >
                {t('login.submit')}
              </Button>
            </>
          }
        >
          <Form.Item name="Email" label={t('auth.email')} rules={[rules.email]}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={t('auth.emailPlaceholder')}
              clearable
            />
          </Form.Item>
          <Form.Item name="Password" label={t('auth.password')} rules={[rules.loginPassword]}>
            <PasswordInput
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
          </Form.Item>
        </Form>
      </section>

      <p className="auth-switch">
        {t('login.noAccount')}{' '}
        <Link to={paths.register} className="auth-link auth-link-strong">
          {t('login.createAccount')}
        </Link>
      </p>
      <p className="auth-footnote">{t('login.footnote')}</p>
    </div>
  );
}
