import type { ReactNode } from 'react';
import './tick-box.css';

type Props = {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  id?: string;
  /** What it ticks: its label, beside the box (the whole of it takes the tap). */
  children?: ReactNode;
};

/**
 * A round tick box in antd-mobile's look, on the browser's own checkbox: it stays in the page,
 * invisible over the round icon, for keyboards and screen readers (antd-mobile's Checkbox hides
 * it), and the pages that show one load none of the kit's checkbox code.
 */
export function TickBox({ checked, onChange, disabled = false, className, id, children }: Props) {
  return (
    <label className={className ? `tick-box ${className}` : 'tick-box'}>
      <input
        type="checkbox"
        className="tick-box-input"
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className="tick-box-icon" aria-hidden="true">
        <svg viewBox="0 0 40 40" focusable="false">
          <path d="M11.5 20.5l6.5 6.5 11.5-12" />
        </svg>
      </span>
      {children !== undefined && <span className="tick-box-content">{children}</span>}
    </label>
  );
}
