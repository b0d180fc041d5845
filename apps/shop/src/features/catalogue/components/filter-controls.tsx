import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleGradeRange } from '../filter-state';

type GroupProps = {
  id: string;
  title: ReactNode;
  /** What is picked, at the heading's end ("D–H", "Any"); read out as it changes. */
  summary?: ReactNode;
  /** A control at the heading's end, such as the "3EX" shortcut. */
  action?: ReactNode;
  children: ReactNode;
};

/** One filter of a query page: a heading and its controls. */
export function FilterGroup({ id, title, summary, action, children }: GroupProps) {
  return (
    <section className="filter-group" aria-labelledby={id}>
      <div className="filter-group-header">
        <h2 id={id} className="filter-group-title">
          {title}
        </h2>
        {summary != null && (
          <span className="filter-group-summary" aria-live="polite">
            {summary}
          </span>
        )}
        {action}
      </div>
      {children}
    </section>
  );
}

export type ChipOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** The full name when the chip shows a code ("EX" for Excellent); it starts with the code. */
  name?: string;
  /** A picture or colour dot before the label. */
  icon?: ReactNode;
};

type ChipsProps<T extends string> = {
  labelledBy: string;
  options: readonly ChipOption<T>[];
  selected: readonly string[] | undefined;
  onToggle: (value: T) => void;
  className?: string;
  /** What choosing each value would find, with the other filters as they are. */
  counts?: ChipCounts;
};

/**
 * Goods per value and how to write the number; values missing have none. Until the counts
 * arrive (`of` undefined) each chip keeps the room for its number, so nothing moves when
 * they do.
 */
export type ChipCounts = {
  of: Record<string, number> | undefined;
  format: (count: number) => string;
  /** The count as read aloud: "1.2K found". */
  describe: (count: string) => string;
};

/** Holds a count's line until the number comes (a no-break space has the line's height). */
const NO_COUNT_YET = '\u00a0';

/** "Any of" choices as toggle buttons; none pressed means any. */
export function ChoiceChips<T extends string>({
  labelledBy,
  options,
  selected,
  onToggle,
  className,
  counts,
}: ChipsProps<T>) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={`chip-set ${className ?? ''}`}>
      {options.map((option) => {
        const count = counts?.of && (counts.of[option.value] ?? 0);
        return (
          <button
            key={option.value}
            type="button"
            className={`chip${count === 0 ? ' chip-none' : ''}`}
            aria-pressed={selected?.includes(option.value) ?? false}
            aria-label={
              option.name &&
              (count == null ? option.name : `${option.name} (${counts!.format(count)})`)
            }
            onClick={() => onToggle(option.value)}
          >
            {option.icon}
            <span className="chip-label">{option.label}</span>
            {counts && (
              <span className="chip-count" aria-hidden="true">
                {count == null ? NO_COUNT_YET : counts.format(count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

type GradeProps<G extends string> = {
  labelledBy: string;
  grades: readonly G[];
  selected: readonly G[] | undefined;
  onChange: (grades: G[]) => void;
  columns: number;
  counts?: ChipCounts;
};

/**
 * Colour or clarity as a range in one gesture: tap the first grade, then the last; the grades
 * between light up. Tapping again clears.
 */
export function GradeRangePicker<G extends string>({
  labelledBy,
  grades,
  selected,
  onChange,
  columns,
  counts,
}: GradeProps<G>) {
  const picked = selected ?? [];
  const ends = new Set([picked[0], picked.at(-1)]);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="grade-grid"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {grades.map((grade) => {
        const inRange = picked.includes(grade);
        const end = inRange && ends.has(grade);
        const count = counts?.of && (counts.of[grade] ?? 0);
        return (
          <button
            key={grade}
            type="button"
            className={`grade${inRange ? ' grade-in-range' : ''}${end ? ' grade-end' : ''}${count === 0 ? ' grade-none' : ''}${counts ? ' grade-counted' : ''}`}
            aria-pressed={inRange}
            aria-label={grade}
            aria-description={count == null ? undefined : counts!.describe(counts!.format(count))}
            onClick={() => onChange(toggleGradeRange(grades, picked, grade))}
          >
            {grade}
            {counts && (
              <span className="grade-count" aria-hidden="true">
                {count == null ? NO_COUNT_YET : counts.format(count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A colour or clarity selection as its heading summary: "D–H", or after one tap the grade and
 * what to do next, or "Any".
 */
export function useGradeSummary() {
  const { t } = useTranslation();
  return (picked: readonly string[] | undefined) => {
    if (!picked?.length) return t('filters.any');
    if (picked.length === 1) return t('filters.rangeHint', { grade: picked[0] });
    return `${picked[0]}–${picked.at(-1)}`;
  };
}
