import type { ReactNode } from 'react';
import { FieldError } from './form-alerts';
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
 * Choices ticked in any number, each a card with its name and what it means (an API key's
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
      {choices.map((choice) => {
        const label = labelOf(choice);
        return (
          <label key={choice} className="choice-list-item">
            <input
              type="checkbox"
              checked={chosen.includes(choice)}
              onChange={() => onToggle(choice)}
            />
            <span className="choice-list-text">
              <strong>{label.name}</strong>
              <span>{label.hint}</span>
            </span>
          </label>
        );
      })}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
