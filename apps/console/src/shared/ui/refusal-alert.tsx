import type { ReactNode } from 'react';
import { Alert } from 'antd';
import type { FieldError } from '@facet/contract';
import './refusal-alert.css';

/**
 * The server's refusal above a dialog's form: its words, then either why trying again will not
 * do better (`stale`: the thing moved on meanwhile and the list behind was refreshed) or the
 * problems no field of the form can show.
 */
export function RefusalAlert({
  error,
  stale,
  problems,
}: {
  error: Error;
  stale?: ReactNode;
  problems: readonly FieldError[];
}) {
  return (
    <Alert
      className="refusal-alert"
      type="error"
      showIcon
      title={error.message}
      description={
        stale ||
        (problems.length > 0 && (
          <ul className="refusal-alert-problems">
            {problems.map(({ Path, Message }) => (
              <li key={`${Path}|${Message}`}>{Message}</li>
            ))}
          </ul>
        ))
      }
    />
  );
}
