import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeUnit } from '../category-filters';
import { stopIndex, stopValue } from '../filter-state';
import { formatNumber, formatUsdWhole } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';

type Props = {
  /** Names the two inputs: "Minimum weight", "Maximum weight". */
  name: string;
  unit: RangeUnit;
  stops: readonly number[];
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
  error?: string;
  errorId: string;
};

/** A typed bound: empty is no bound, anything not a number ≥ 0 is not taken. */
function parseBound(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function BoundInput(props: {
  label: string;
  placeholder: string;
  unit: RangeUnit;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { label, placeholder, unit, value, onChange, invalid, errorId } = props;
  const [draft, setDraft] = useState(value == null ? '' : String(value));
  // The draft shows while it means the same bound; a slider move or a reset replaces it.
  const shown = parseBound(draft) === value ? draft : value == null ? '' : String(value);
  return (
    <label className={`range-input${invalid ? ' range-input-invalid' : ''}`}>
      {unit === 'usd' && <span className="range-input-unit">$</span>}
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={shown}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = parseBound(event.target.value);
          if (parsed !== null) onChange(parsed);
        }}
      />
      {unit !== 'usd' && <span className="range-input-unit">{unit}</span>}
    </label>
  );
}

/**
 * Two thumbs over the stops `0 … count - 1`: two native range inputs laid over one track, each
 * taking touches on its thumb only. The browser's own dragging, with nothing to download (a
 * slider library with its gesture and popover code weighed 17 KB on the wire). A thumb does
 * not pass the other.
 */
function StopSlider(props: {
  count: number;
  low: number;
  high: number;
  onChange: (low: number, high: number) => void;
}) {
  const { count, low, high, onChange } = props;
  const last = count - 1;
  const style = { '--low': low / last, '--high': high / last } as CSSProperties;
  const thumb = (value: number, move: (to: number) => void, raised = false) => (
    <input
      type="range"
      min={0}
      max={last}
      step={1}
      value={value}
      tabIndex={-1}
      className={raised ? 'stop-slider-raised' : undefined}
      onChange={(event) => move(Number(event.target.value))}
    />
  );
  return (
    <div className="stop-slider" style={style}>
      <div className="stop-slider-fill" />
      {/* Both thumbs at the top end: the lower one must stay reachable. */}
      {thumb(low, (to) => onChange(Math.min(to, high), high), low === last)}
      {thumb(high, (to) => onChange(low, Math.max(to, low)))}
    </div>
  );
}

/**
 * A range filter as a two-thumb slider over the trade's usual bounds, with number inputs for an
 * exact bound: a slider alone is too coarse under a finger. The inputs carry the accessible
 * names; the slider is a shortcut for the eye.
 */
export function RangeField({ name, unit, stops, min, max, onChange, error, errorId }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scaleText = (value: number) =>
    unit === 'usd' ? formatUsdWhole(locale, value) : `${formatNumber(locale, value)} ${unit}`;
  const low = stopIndex(stops, min, 'min');
  const high = stopIndex(stops, max, 'max');

  const slide = (from: number, to: number) => {
    // Only the bound whose thumb moved changes, so a typed 0.55 survives a move of the other.
    onChange(
      from === low ? min : stopValue(stops, from, 'min'),
      to === high ? max : stopValue(stops, to, 'max'),
    );
  };

  return (
    <div className="range-field">
      <div className="range-inputs">
        <BoundInput
          label={t('filters.minimumOf', { name })}
          placeholder={t('filters.min')}
          unit={unit}
          value={min}
          onChange={(value) => onChange(value, max)}
          invalid={false}
          errorId={errorId}
        />
        <span className="range-dash" aria-hidden="true">
          –
        </span>
        <BoundInput
          label={t('filters.maximumOf', { name })}
          placeholder={t('filters.max')}
          unit={unit}
          value={max}
          onChange={(value) => onChange(min, value)}
          invalid={Boolean(error)}
          errorId={errorId}
        />
      </div>
      <div className="range-slider" aria-hidden="true">
        <StopSlider count={stops.length} low={low} high={high} onChange={slide} />
        <div className="range-scale">
          <span>{scaleText(stops[0]!)}</span>
          <span>{`${scaleText(stops.at(-1)!)}+`}</span>
        </div>
      </div>
      {error && (
        <p id={errorId} className="filter-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
