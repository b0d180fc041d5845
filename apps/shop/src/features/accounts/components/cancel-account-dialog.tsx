import { CancelAccountBody } from '@facet/contract';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/transport/client';
import { useCancelAccount } from '../api';
import { PasswordInput } from './password-input';
import { contractText } from '../../../shared/forms/contract-text';
import { useLocale } from '../../../i18n/i18n';
import { useEndSession } from '../use-end-session';
import { toast } from '../../../shared/ui/toast';

type Props = { visible: boolean; onClose: () => void };

/** §2 account cancellation: irreversible, so it asks for the password first. */
export function CancelAccountDialog({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancelAccount = useCancelAccount();
  const endSession = useEndSession();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');

  const close = () => {
    setPassword('');
    setProblem('');
    onClose();
  };

  const confirm = async () => {
    const body = CancelAccountBody.safeParse({ Password: password });
    if (!body.success) {
      setProblem(contractText(locale, body.error.issues[0]?.message));
      return;
    }
    try {
      await cancelAccount.mutateAsync(body.data);
    } catch (error) {
      if (error instanceof ApiError && !error.reported) setProblem(error.Message);
      return;
    }
    toast({ content: t('settings.cancelled'), duration: 3000 });
    endSession();
  };

  return (
    <Dialog
      visible={visible}
      onClose={close}
      title={t('settings.cancelTitle')}
      content={
        <div className="cancel-account">
          <p>{t('settings.cancelText')}</p>
          <label className="cancel-account-label" htmlFor="cancel-password">
            {t('auth.password')}
          </label>
          <PasswordInput
            id="cancel-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem('');
            }}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
          />
          {problem && (
            <p className="cancel-account-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'keep', text: t('settings.keepAccount'), onClick: close },
          {
            key: 'cancel',
            text: t('settings.cancelConfirm'),
            danger: true,
            bold: true,
            disabled: cancelAccount.isPending,
            onClick: confirm,
          },
        ],
      ]}
    />
  );
}
