import { normalizeEmail, type CodePurpose } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useSendEmailCode } from './api';
import { toast } from '../../shared/ui/toast';

/** What the action needs of its form (useFieldState): the email, its check, a place for errors. */
type EmailForm = {
  values: { Email: string };
  validate: (only: ['Email']) => boolean;
  showFailure: (error: unknown, codeFields?: Record<string, string>) => void;
};

/**
 * The "Send code" action of the register and reset forms: checks the email field first,
 * asks for a code and reports the server's ResendAfter for the countdown (null: not sent).
 */
export function useSendCode(form: EmailForm, purpose: CodePurpose) {
  const { t } = useTranslation();
  const sendCode = useSendEmailCode();
  return async (): Promise<number | null> => {
    if (!form.validate(['Email'])) return null;
    const email = normalizeEmail(form.values.Email);
    try {
      const sent = await sendCode.mutateAsync({ Email: email, Purpose: purpose });
      toast({ content: t('auth.codeSent', { email }) });
      return sent.ResendAfter;
    } catch (error) {
      form.showFailure(error, { ACCOUNT_REGISTERED: 'Email', CODE_TOO_FREQUENT: 'Code' });
      return null;
    }
  };
}
