import { normalizeEmail, translate, type EmailLoginBody } from '@facet/contract';
import { Button, Checkbox, Input, type InputRef } from 'antd-mobile';
import { useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../../api/accounts';
import { paths } from '../../app/paths';
import { AgreementCheck } from '../../components/agreement-check';
import { BrandMark } from '../../components/brand-mark';
import { useInputError } from '../../components/input-aria';
import { LanguageSwitch } from '../../components/language-switch';
import { PasswordInput } from '../../components/password-input';
import { placeFormError } from '../../forms/form-errors';
import { accountChecks, type Check } from '../../forms/account-rules';
import { useLocale } from '../../i18n/i18n';
import './auth.css';
import { toast } from '../../components/toast';

type Field = 'Email' | 'Password';
type Values = Record<Field, string>;
type Errors = Record<Field, string | null>;

const FIELDS: readonly Field[] = ['Email', 'Password'];
const errorId = (name: Field) => `${name}-error`;

/**
 * The first screen most buyers see, so its two fields are plain state checked by the account
 * rules themselves: antd-mobile's Form would add 32 kB of JavaScript to this screen alone.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const checks = accountChecks(locale);
  const rules: Record<Field, Check> = { Email: checks.email, Password: checks.loginPassword };
  const login = useLogin();
  const [values, setValues] = useState<Values>({ Email: '', Password: '' });
  const [errors, setErrors] = useState<Errors>({ Email: null, Password: null });
  const [rememberMe, setRememberMe] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const emailInput = useRef<InputRef>(null);
  useInputError(emailInput, errors.Email ? errorId('Email') : undefined);

  const showError = (name: Field, message: string | null) =>
    setErrors((shown) => ({ ...shown, [name]: message }));

  const change = (name: Field) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An error on screen follows the typing: it goes as soon as the value is right.
    if (errors[name]) showError(name, rules[name](value));
  };

  const leave = (name: Field) => (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving within the field (to the password's show/hide button) does not leave it.
    if (event.currentTarget.contains(event.relatedTarget)) return;
    showError(name, rules[name](values[name]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      Email: rules.Email(values.Email),
      Password: rules.Password(values.Password),
    };
    setErrors(found);
    if (found.Email || found.Password) return;
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
    login.mutate(body, {
      onError: (error) => {
        for (const { name, message } of placeFormError(error, FIELDS)) {
          showError(name as Field, message);
        }
      },
    });
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
          <FormField
            name="Email"
            label={t('auth.email')}
            error={errors.Email}
            onBlur={leave('Email')}
          >
            <Input
              ref={emailInput}
              id="Email"
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={t('auth.emailPlaceholder')}
              clearable
              value={values.Email}
              onChange={change('Email')}
            />
          </FormField>
          <FormField
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
              errorId={errors.Password ? errorId('Password') : undefined}
            />
          </FormField>
          <div className="auth-form-footer">
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

type FormFieldProps = {
  name: Field;
  label: string;
  error: string | null;
  onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  children: ReactNode;
};

/** A labelled field with its error underneath, laid out as the other account pages' Form items. */
function FormField({ name, label, error, onBlur, children }: FormFieldProps) {
  return (
    <div className={error ? 'auth-field auth-field-invalid' : 'auth-field'} onBlur={onBlur}>
      <label className="auth-field-label" htmlFor={name}>
        {label}
      </label>
      {children}
      {/* Always there, empty while the value is fine, as the Form items' description line. */}
      <div id={errorId(name)} className="auth-field-error">
        {error}
      </div>
    </div>
  );
}
