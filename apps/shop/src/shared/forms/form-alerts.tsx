import type { ReactNode } from 'react';
import './form-alerts.css';

/**
 * What is wrong with one field, under it: read out as it appears, and named by the field's
 * `aria-describedby` through `id`. Nothing when there is nothing wrong.
 */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {children}
    </p>
  );
}

/**
 * A refusal that is not one field's (the stone is gone, the buyer has as many as they may),
 * above the form's button, as the server words it. Nothing when there is none.
 */
export function FormRefusal({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-refusal" role="alert">
      {children}
    </p>
  );
}
