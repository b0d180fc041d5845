import { normalizeEmail, type CodePurpose } from '@facet/contract';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useSendEmailCode } from '../../api/accounts';
import { reportFormError } from '../../forms/form-errors';
import { toast } from '../../components/toast';

/**
 * The "Send code" action of the register and reset forms: checks the email field first,
 * asks for a code and reports the server's ResendAfter for the countdown (null: not sent).
 */
export function useSendCode(form: FormInstance, purpose: CodePurpose) {
  const { t } = useTranslation();
  const sendCode = useSendEmailCode();
  return async (): Promise<number | null> => {
    try {
      await form.validateFields(['Email']);
    } catch {
      return null;
    }
    const email = normalizeEmail(String(form.getFieldValue('Email')));
    try {
      const sent = await sendCode.mutateAsync({ Email: email, Purpose: purpose });
      toast({ content: t('auth.codeSent', { email }) });
      return sent.ResendAfter;
    } catch (error) {
      reportFormError(form, error, { ACCOUNT_REGISTERED: 'Email', CODE_TOO_FREQUENT: 'Code' });
      return null;
    }
  };
}
