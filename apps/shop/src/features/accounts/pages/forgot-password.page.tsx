import { normalizeEmail, type ResetPwdBody } from '@facet/contract';

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../api';
import { paths } from '../../../shared/routing/paths';
import { toast } from '../../../shared/ui/toast';
import { useFieldState } from '../../../shared/forms/use-field-state';
import { useLocale } from '../../../i18n/i18n';
import { EmailCodeFields } from '../components/email-code-fields';
import { CODE_ERROR_FIELDS, emailCodeChecks, type EmailCodeValues } from '../email-code-rules';
import '../components/auth.css';
import { AuthSubmit } from '../components/auth-submit';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useFieldState<EmailCodeValues>(
    { Email: '', Code: '', Password: '', ConfirmPassword: '' },
    emailCodeChecks(locale, t('auth.passwordMismatch')),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { values } = form;
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
      onError: (error) => form.showFailure(error, CODE_ERROR_FIELDS),
    });
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-heading">
        <h2 id="forgot-heading" className="auth-heading">
          {t('forgot.heading')}
        </h2>
        <p className="auth-subheading">{t('forgot.subheading')}</p>
        <form className="auth-form" noValidate onSubmit={submit}>
          <EmailCodeFields form={form} purpose="reset" passwordLabel={t('auth.newPassword')} />
          <div className="auth-form-footer">
            <AuthSubmit loading={reset.isPending}>{t('forgot.submit')}</AuthSubmit>
          </div>
        </form>
      </section>
    </div>
  );
}
