import { normalizeEmail, translate, type EmailLoginBody } from '@facet/contract';
import { Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../api';
import { paths } from '../../../shared/routing/paths';
import { AgreementCheck } from '../components/agreement-check';
import { AuthField } from '../components/auth-field';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { PasswordInput } from '../components/password-input';
import { toast } from '../../../shared/ui/toast';
import { accountChecks } from '../account-rules';
import { useFieldState } from '../../../shared/forms/use-field-state';
import { useLocale } from '../../../i18n/i18n';
import '../components/auth.css';
import { AuthSubmit } from '../components/auth-submit';
import { TickBox } from '../../../shared/ui/tick-box';

/**
 * The first screen most buyers see, so its two fields are plain state checked by the account
 * rules themselves: antd-mobile's Form would add 32 kB of JavaScript to this screen alone.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const checks = accountChecks(locale);
  const login = useLogin();
  const form = useFieldState(
    { Email: '', Password: '' },
    { Email: checks.email, Password: checks.loginPassword },
  );
  const { values, errors, change, leave } = form;
  const [rememberMe, setRememberMe] = useState(false);
  const [agreed, setAgreed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
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
    login.mutate(body, { onError: (error) => form.showFailure(error) });
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
        <form className="auth-form" noValidate onSubmit={submit}>
          <AuthField
            name="Email"
            label={t('auth.email')}
            error={errors.Email}
            onBlur={leave('Email')}
          >
            <Input
              id="Email"
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={t('auth.emailPlaceholder')}
              clearable
              value={values.Email}
              onChange={change('Email')}
            />
          </AuthField>
          <AuthField
            name="Password"
            label={t('auth.password')}
            error={errors.Password}
            onBlur={leave('Password')}
          >
            <PasswordInput
              id="Password"
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={values.Password}
              onChange={change('Password')}
            />
          </AuthField>
          <div className="auth-form-footer">
            <div className="login-options">
              <TickBox checked={rememberMe} onChange={setRememberMe}>
                {t('login.remember')}
              </TickBox>
              <Link to={paths.forgotPassword} className="auth-link">
                {t('login.forgot')}
              </Link>
            </div>
            <AgreementCheck checked={agreed} onChange={setAgreed} />
            <AuthSubmit loading={login.isPending}>{t('login.submit')}</AuthSubmit>
          </div>
        </form>
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
