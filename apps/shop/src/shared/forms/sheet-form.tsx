import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './form-alerts';
import './sheet-form.css';

/**
 * A form in a sheet, its fields one under another: the browser's own checks off (the
 * contract's rules speak the buyer's language), Enter or the button submits.
 */
export function SheetForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="sheet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  /** Under the field while nothing is wrong. */
  hint?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled text box with its hint, or its error once something is wrong, under it. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="sheet-form-field">
      <label className="sheet-form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sheet-form-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="sheet-form-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
