import type { CodePurpose } from '@facet/contract';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';
import { PasswordInput } from './password-input';
import { SendCodeButton } from './send-code-button';
import type { FieldState } from '../../../shared/forms/use-field-state';
import type { EmailCodeValues } from '../email-code-rules';
import { useSendCode } from '../use-send-code';

type Props = {
  form: FieldState<EmailCodeValues>;
  /** What the code is for: its mail, and whether an existing account is wanted. */
  purpose: CodePurpose;
  /** "Password" when registering, "New password" when resetting. */
  passwordLabel: string;
};

/**
 * The fields the register and reset forms share: the email, the code mailed to it with its
 * "Send code" button, a new password and its confirmation.
 */
export function EmailCodeFields({ form, purpose, passwordLabel }: Props) {
  const { t } = useTranslation();
  const sendCode = useSendCode(form, purpose);
  const { values, errors, change, leave } = form;
  return (
    <>
      <AuthField name="Email" label={t('auth.email')} error={errors.Email} onBlur={leave('Email')}>
        <Input
          id="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          clearable
          value={values.Email}
          onChange={change('Email')}
        />
      </AuthField>
      <AuthField
        name="Code"
        label={t('auth.code')}
        error={errors.Code}
        onBlur={leave('Code')}
        extra={<SendCodeButton onSend={sendCode} />}
      >
        <Input
          id="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('auth.codePlaceholder')}
          value={values.Code}
          onChange={change('Code')}
        />
      </AuthField>
      <AuthField
        name="Password"
        label={passwordLabel}
        hint={t('auth.passwordHint')}
        error={errors.Password}
        onBlur={leave('Password')}
      >
        <PasswordInput
          id="Password"
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          value={values.Password}
          onChange={change('Password')}
        />
      </AuthField>
      <AuthField
        name="ConfirmPassword"
        label={t('auth.confirmPassword')}
        error={errors.ConfirmPassword}
        onBlur={leave('ConfirmPassword')}
      >
        <PasswordInput
          id="ConfirmPassword"
          autoComplete="new-password"
          placeholder={t('auth.confirmPlaceholder')}
          value={values.ConfirmPassword}
          onChange={change('ConfirmPassword')}
        />
      </AuthField>
    </>
  );
}
