import { useRef, type FocusEvent, type ReactNode } from 'react';
import { useInputError } from './input-aria';

type Props = {
  /** The field's name, also the id its input must carry for the label. */
  name: string;
  label?: string;
  /** A standing hint under the input, above the error. */
  hint?: ReactNode;
  /** Beside the input, such as the "Send code" button. */
  extra?: ReactNode;
  error: string | null | undefined;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  className?: string;
  children: ReactNode;
};

const fieldErrorId = (name: string) => `${name}-error`;

/**
 * A field of the account pages: label, input, hint and error, laid out (auth.css) as an
 * antd-mobile Form item, without the Form. Its input is marked invalid and described by the
 * error while there is one.
 */
export function AuthField({ name, label, hint, extra, error, onBlur, className, children }: Props) {
  const row = useRef<HTMLDivElement>(null);
  useInputError(row, error ? fieldErrorId(name) : undefined);
  const classes = ['auth-field', error && 'auth-field-invalid', className];
  return (
    <div ref={row} className={classes.filter(Boolean).join(' ')} onBlur={onBlur}>
      <div className="auth-field-main">
        {label && (
          <label className="auth-field-label" htmlFor={name}>
            {label}
          </label>
        )}
        {children}
        {/* Always there, even empty, as the Form items' description line. */}
        <div className="auth-field-description">
          {hint}
          {error && (
            <div id={fieldErrorId(name)} className="auth-field-error">
              {error}
            </div>
          )}
        </div>
      </div>
      {extra && <div className="auth-field-extra">{extra}</div>}
    </div>
  );
}
