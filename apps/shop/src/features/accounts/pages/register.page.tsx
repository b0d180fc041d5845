import { normalizeEmail, type EmailRegisterBody } from '@facet/contract';
import { Input } from 'antd-mobile';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRegister } from '../api';
import { paths } from '../../../shared/routing/paths';
import { AgreementCheck } from '../components/agreement-check';
import { AuthField } from '../components/auth-field';
import { toast } from '../../../shared/ui/toast';
import { accountChecks } from '../account-rules';
import { useFieldState } from '../../../shared/forms/use-field-state';
import { useLocale } from '../../../i18n/i18n';
import { EmailCodeFields } from '../components/email-code-fields';
import { CODE_ERROR_FIELDS, emailCodeChecks, type EmailCodeValues } from '../email-code-rules';
import '../components/auth.css';
import { AuthSubmit } from '../components/auth-submit';

type Values = EmailCodeValues & { InviteCode: string; AgreeTerms: boolean };

/** Also the invitation QR code's deep link (`?invite=`): no antd-mobile Form, as on login. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const checks = accountChecks(locale);
  const [search] = useSearchParams();
  const register = useRegister();
  const form = useFieldState<Values>(
    () => ({
      Email: '',
      Code: '',
      Password: '',
      ConfirmPassword: '',
      InviteCode: search.get('invite') ?? '',
      AgreeTerms: false,
    }),
    {
      ...emailCodeChecks(locale, t('auth.passwordMismatch')),
      InviteCode: checks.inviteCode,
      AgreeTerms: checks.agreeTerms,
    },
  );
  const { values, errors, change, leave } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body: EmailRegisterBody = {
      Email: normalizeEmail(values.Email),
      Code: values.Code.trim(),
      Password: values.Password,
      AgreeTerms: true,
      InviteCode: values.InviteCode.trim() || undefined,
    };
    try {
      // Signed in, the route guard takes the new buyer home and this page unmounts: hence
      // mutateAsync, whose promise still settles, rather than mutate's per-call callbacks.
      await register.mutateAsync(body);
      toast({ content: t('register.welcome') });
    } catch (error) {
      form.showFailure(error, { ...CODE_ERROR_FIELDS, ACCOUNT_REGISTERED: 'Email' });
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="register-heading">
        <h2 id="register-heading" className="auth-heading">
          {t('register.heading')}
        </h2>
        <p className="auth-subheading">{t('register.subheading')}</p>
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          <EmailCodeFields form={form} purpose="register" passwordLabel={t('auth.password')} />
          <AuthField
            name="InviteCode"
            label={t('auth.inviteCode')}
            error={errors.InviteCode}
            onBlur={leave('InviteCode')}
          >
            <Input
              id="InviteCode"
              autoCapitalize="characters"
              placeholder={t('auth.invitePlaceholder')}
              clearable
              value={values.InviteCode}
              onChange={change('InviteCode')}
            />
          </AuthField>
          <AuthField
            name="AgreeTerms"
            error={errors.AgreeTerms}
            onBlur={leave('AgreeTerms')}
            className="auth-agreement-field"
          >
            <AgreementCheck
              id="AgreeTerms"
              checked={values.AgreeTerms}
              onChange={change('AgreeTerms')}
            />
          </AuthField>
          <div className="auth-form-footer">
            <AuthSubmit loading={register.isPending}>{t('register.submit')}</AuthSubmit>
          </div>
        </form>
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
