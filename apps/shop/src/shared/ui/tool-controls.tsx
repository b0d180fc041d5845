import { labelOf, type Shape } from '@facet/contract';
import type { KeyboardEvent, ReactNode } from 'react';
import { ShapeDrawing } from './shape-drawing';
import { arrowStep } from './tab-keys';
import { GemIllustration } from './state-illustrations';
import { useLocale } from '../../i18n/i18n';
import './tool-controls.css';

/**
 * The pieces the trader's tools (certificate enquiry, parcel matching, calculator, Airflare)
 * are built from: white cards, chips as big as a thumb, number fields that bring up the
 * decimal keypad and say what is wrong under themselves.
 */

type CardProps = {
  /** Id of the heading, which names the section. */
  id: string;
  title: ReactNode;
  /** A control at the heading's end ("Clear", "Look up"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function ToolCard({ id, title, action, className, children }: CardProps) {
  return (
    <section className={`tool-card ${className ?? ''}`} aria-labelledby={id}>
      <div className="tool-card-header">
        <h2 id={id} className="tool-card-title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export type ChipOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** The accessible name when the label is a code or a picture. */
  name?: string;
  icon?: ReactNode;
};

type ChipsProps<T extends string> = {
  labelledBy: string;
  options: readonly ChipOption<T>[];
  className?: string;
} & (
  | { mode: 'any'; selected: readonly T[] | undefined; onToggle: (value: T) => void }
  | { mode: 'one'; selected: T | undefined; onSelect: (value: T) => void }
);

/**
 * Choices as chips: "any of" toggles (none pressed means any) or one of a few (a radio group,
 * arrows not needed: each chip is its own tap target).
 */
export function ToolChips<T extends string>(props: ChipsProps<T>) {
  const { labelledBy, options, className } = props;
  return (
    <div
      role={props.mode === 'one' ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
      className={`tool-chips ${className ?? ''}`}
    >
      {options.map((option) => {
        const on =
          props.mode === 'one'
            ? props.selected === option.value
            : (props.selected?.includes(option.value) ?? false);
        return (
          <button
            key={option.value}
            type="button"
            className="tool-chip"
            {...(props.mode === 'one'
              ? { role: 'radio', 'aria-checked': on }
              : { 'aria-pressed': on })}
            aria-label={option.name}
            onClick={() =>
              props.mode === 'one' ? props.onSelect(option.value) : props.onToggle(option.value)
            }
          >
            {option.icon}
            <span className="tool-chip-label">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The shop's drawing of a shape, as the stones' own pictures show it. */
export function ShapePicture({ shape, size = 30 }: { shape: Shape; size?: number }) {
  return <ShapeDrawing className="tool-shape-picture" shape={shape} size={size} />;
}

/** Shapes as picture chips (class `tool-chips-shapes`): a pear is seen before "Pear" is read. */
export function useShapeOptions(shapes: readonly Shape[]): ChipOption<Shape>[] {
  const locale = useLocale();
  return shapes.map((shape) => ({
    value: shape,
    label: labelOf(locale, 'Shape', shape),
    icon: <ShapePicture shape={shape} />,
  }));
}

type FieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** Leaving the field: the place to tidy what was typed ("7575" → "7,575.00"). */
  onBlur?: () => void;
  prefix?: ReactNode;
  suffix?: ReactNode;
  placeholder?: string;
  error?: string;
  /** A line under the field when there is no error ("From the house grid…"). */
  hint?: ReactNode;
  /** The value follows from others: drawn as a result, still typeable (typing takes over). */
  computed?: boolean;
  /** A control before the input (the discount's ± switch) or after it (Look up). */
  before?: ReactNode;
  after?: ReactNode;
  inputMode?: 'decimal' | 'numeric' | 'text';
  large?: boolean;
};

/** A labelled number on one row: label, the number with its unit, and its error below. */
export function NumberField(props: FieldProps) {
  const { id, label, value, onChange, prefix, suffix, placeholder, error, hint } = props;
  const messageId = `${id}-message`;
  const classes = [
    'tool-field',
    props.computed ? 'tool-field-computed' : '',
    error ? 'tool-field-invalid' : '',
    props.large ? 'tool-field-large' : '',
  ];
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id} className="tool-field-label">
        {label}
      </label>
      <div className="tool-field-control">
        {props.before}
        <div className="tool-field-box">
          {prefix && <span className="tool-field-affix">{prefix}</span>}
          <input
            id={id}
            type="text"
            inputMode={props.inputMode ?? 'decimal'}
            autoComplete="off"
            enterKeyHint="done"
            value={value}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            onFocus={(event) => {
              // The whole number is selected: a new figure replaces it at the first key.
              const input = event.currentTarget;
              requestAnimationFrame(() => input.select());
            }}
            onChange={(event) => onChange(event.target.value)}
            onBlur={props.onBlur}
          />
          {suffix && <span className="tool-field-affix">{suffix}</span>}
        </div>
        {props.after}
      </div>
      {error ? (
        <p id={messageId} className="tool-field-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="tool-field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type Tab<T extends string> = { value: T; label: ReactNode };

/** Two or three views of one page, as tabs; the panels carry `toolPanelProps`. */
export function ToolTabs<T extends string>(props: {
  idPrefix: string;
  label: string;
  tabs: readonly Tab<T>[];
  current: T;
  onChange: (value: T) => void;
}) {
  const { idPrefix, label, tabs, current, onChange } = props;
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = arrowStep(
      event.key,
      tabs.map((tab) => tab.value),
      current,
    );
    if (next === null) return;
    onChange(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tool-tabs" onKeyDown={step}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-selected={tab.value === current}
          aria-controls={`${idPrefix}-panel-${tab.value}`}
          tabIndex={tab.value === current ? 0 : -1}
          className="tool-tab"
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export const toolPanelProps = (idPrefix: string, value: string) => ({
  role: 'tabpanel',
  id: `${idPrefix}-panel-${value}`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});

/** An answer in place of results: none found (question mark) or a failure (exclamation). */
export function ToolState(props: {
  mark: 'question' | 'alert';
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="tool-card tool-state" role={props.mark === 'alert' ? 'alert' : 'status'}>
      <GemIllustration mark={props.mark} />
      <p className="tool-state-title">{props.title}</p>
      {props.text && <p className="tool-state-text">{props.text}</p>}
      {props.action && <div className="tool-state-action">{props.action}</div>}
    </div>
  );
}
