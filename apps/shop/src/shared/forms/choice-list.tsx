import type { ReactNode } from 'react';
import { FieldError } from './form-alerts';
import './sheet-form.css';
import './choice-list.css';

type Props<T extends string> = {
  /** Names the hint and the error the list is described by. */
  id: string;
  legend: string;
  hint: string;
  choices: readonly T[];
  chosen: readonly T[];
  onToggle: (choice: T) => void;
  /** A choice's name (bold) and what it means, beside its box. */
  labelOf: (choice: T) => { name: ReactNode; hint: string };
  error?: string;
};

/**
 * Choices ticked in any number, each a card (ChoiceCard) with its name and what it means (an API key's
 * scopes, a webhook's events): a fieldset with its legend, described by its hint or, once
 * something is wrong, by the error under it.
 */
export function ChoiceList<T extends string>(props: Props<T>) {
  const { id, legend, hint, choices, chosen, onToggle, labelOf, error } = props;
  return (
    <fieldset className="choice-list" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="sheet-form-label">{legend}</legend>
      <p id={`${id}-hint`} className="sheet-form-hint">
        {hint}
      </p>
      {choices.map((choice) => (
        <ChoiceCard
          key={choice}
          {...labelOf(choice)}
          checked={chosen.includes(choice)}
          onChange={() => onToggle(choice)}
        />
      ))}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

type CardProps = {
  /** A radio of the group `group`; a checkbox without one. */
  group?: string;
  checked: boolean;
  onChange: () => void;
  name: ReactNode;
  hint: ReactNode;
};

/** One choice as a card: its box, its name (bold) and what it means; lit while chosen. */
export function ChoiceCard({ group, checked, onChange, name, hint }: CardProps) {
  return (
    <label className="choice-list-item">
      <input
        type={group ? 'radio' : 'checkbox'}
        name={group}
        checked={checked}
        onChange={onChange}
      />
      <span className="choice-list-text">
        <strong>{name}</strong>
        <span>{hint}</span>
      </span>
    </label>
  );
}
