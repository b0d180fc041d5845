import { Input, type InputRef } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputError } from './input-aria';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  'aria-label'?: string;
  /** The id of the error text shown under the field, if any (outside an antd-mobile Form). */
  errorId?: string;
};

/** A password field with a show/hide toggle; Form.Item hands it value, onChange and id. */
export function PasswordInput({ autoComplete, errorId, ...field }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const input = useRef<InputRef>(null);
  useInputError(input, errorId);
  return (
    <div className="password-input">
      <Input
        {...field}
        ref={input}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
      />
      <button
        type="button"
        className="password-input-toggle"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
