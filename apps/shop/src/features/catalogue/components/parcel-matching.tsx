import {
  CLARITIES,
  COLORS,
  SHAPES,
  translate,
  type Clarity,
  type Color,
  type ParcelMatchBody,
  type Shape,
} from '@facet/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PricesOnApproval } from '../../buyers';
import { useSeesPrices } from '../../accounts';
import { useSearchParams } from 'react-router';
import { useParcelMatch } from '../tools-api';
import { useLocale } from '../../../i18n/i18n';
import {
  NumberField,
  ToolChips,
  ToolTabs,
  toolPanelProps,
  useShapeOptions,
} from '../../../shared/ui/tool-controls';
import { ParcelAnswer } from './parcel-answer';
import { ParcelList } from './parcel-list';
import {
  checkParcelDraft,
  parcelDraftOf,
  parcelMatchOf,
  parcelSearchOf,
  type ParcelDraft,
  type ParcelErrors,
} from '../parcel-query';
import './parcel.css';

/** Melee is sorted into parcels from D to M; lower colours are not offered as parcels. */
const PARCEL_COLORS = COLORS.slice(0, COLORS.indexOf('M') + 1);
type View = 'match' | 'all';

const toggled = <T extends string>(values: readonly T[], value: T) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/**
 * `?category=parcel`: the buyer says what melee they need — shape, size per stone, colours,
 * clarities and how many carats — and the shop fills it from its parcels at the lowest total.
 * The second tab lists every parcel on sale.
 */
export default function ParcelMatching() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'all' ? 'all' : 'match';
  // The matcher answers with prices: before approval (BUYER_APPROVAL=browse) it waits too.
  const seesPrices = useSeesPrices();
  const submitted = seesPrices ? parcelMatchOf(search) : null;
  const match = useParcelMatch(submitted);
  const answer = useRef<HTMLDivElement>(null);
  const answeredAt = match.isFetching ? 0 : Math.max(match.dataUpdatedAt, match.errorUpdatedAt);
  const lastAnswer = useRef(answeredAt);

  // A new answer scrolls into view: the form is taller than the screen. One already there
  // when the page opens (back from a parcel) stays where it is.
  useEffect(() => {
    if (answeredAt > lastAnswer.current) {
      answer.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
    if (answeredAt) lastAnswer.current = answeredAt;
  }, [answeredAt]);

  const show = (next: View, body: ParcelMatchBody | null = submitted) => {
    const params = body ? parcelSearchOf(body) : new URLSearchParams();
    params.set('category', 'parcel');
    if (next === 'all') params.set('view', 'all');
    setSearch(params, { replace: true });
  };

  return (
    <div className="tool-page">
      <ToolTabs
        idPrefix="parcel"
        label={t('parcel.views')}
        tabs={[
          { value: 'match', label: t('parcel.matchTab') },
          { value: 'all', label: t('parcel.allTab') },
        ]}
        current={view}
        onChange={(next) => show(next)}
      />
      {/* The form stays mounted: a half-typed request survives a look at the list. */}
      <div
        {...toolPanelProps('parcel', 'match')}
        className="parcel-panel"
        hidden={view !== 'match'}
      >
        {seesPrices ? (
          <MatchForm
            // A match the link brings (back, forward) shows in the form as it was sent.
            key={submitted ? parcelSearchOf(submitted).toString() : 'new'}
            initial={parcelDraftOf(search)}
            busy={match.isFetching}
            onMatch={(body) => {
              show('match', body);
              // The same request again asks again: stock may have moved since.
              if (submitted && JSON.stringify(body) === JSON.stringify(submitted)) {
                void match.refetch();
              }
            }}
          />
        ) : (
          <PricesOnApproval className="parcel-prices-hidden" />
        )}
        <div ref={answer} className="parcel-answer-anchor">
          {submitted && <ParcelAnswer match={match} wanted={submitted.Quantity} />}
        </div>
      </div>
      {view === 'all' && (
        <div {...toolPanelProps('parcel', 'all')} className="parcel-panel">
          <ParcelList />
        </div>
      )}
    </div>
  );
}

function MatchForm(props: {
  initial: ParcelDraft;
  busy: boolean;
  onMatch: (body: ParcelMatchBody) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shapeOptions = useShapeOptions(SHAPES);
  const [draft, setDraft] = useState(props.initial);
  const [errors, setErrors] = useState<ParcelErrors>({});

  const update = (patch: Partial<ParcelDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field the buyer corrects loses its error at once; the others keep theirs.
    setErrors((current) => {
      const next = { ...current };
      if ('shape' in patch) delete next.shape;
      if ('sizeMin' in patch || 'sizeMax' in patch) {
        delete next.sizeMin;
        delete next.sizeMax;
      }
      if ('quantity' in patch) delete next.quantity;
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkParcelDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (['shape', 'quantity', 'sizeMin', 'sizeMax'] as const).find(
        (field) => checked.errors[field],
      );
      document
        .getElementById(`parcel-${first}`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setErrors({});
    (document.activeElement as HTMLElement | null)?.blur();
    props.onMatch(checked.body);
  };

  const message = (field: keyof ParcelErrors) => {
    const key = errors[field];
    return key && translate(locale, key);
  };

  return (
    <form className="tool-card parcel-form" onSubmit={submit} noValidate>
      <h2 className="visually-hidden">{t('parcel.formTitle')}</h2>
      <section id="parcel-shape" aria-labelledby="parcel-shape-title">
        <h3 id="parcel-shape-title" className="tool-subtitle parcel-first-subtitle">
          {t('parcel.shape')} <span className="parcel-required">{t('parcel.required')}</span>
        </h3>
        <ToolChips
          mode="one"
          labelledBy="parcel-shape-title"
          className="tool-chips-shapes"
          options={shapeOptions}
          selected={draft.shape}
          onSelect={(shape: Shape) => update({ shape })}
        />
        {errors.shape && (
          <p className="tool-field-error" role="alert">
            {message('shape')}
          </p>
        )}
      </section>

      <div className="parcel-quantity">
        <NumberField
          id="parcel-quantity"
          label={
            <>
              {t('parcel.quantity')} <span className="parcel-required">{t('parcel.required')}</span>
            </>
          }
          value={draft.quantity}
          onChange={(quantity) => update({ quantity })}
          suffix={t('parcel.caratsUnit')}
          placeholder="5"
          error={message('quantity')}
          hint={t('parcel.quantityHint')}
          large
        />
      </div>

      <h3 className="tool-subtitle">{t('parcel.size')}</h3>
      <div className="tool-field-pair">
        <NumberField
          id="parcel-sizeMin"
          label={t('parcel.sizeMin')}
          value={draft.sizeMin}
          onChange={(sizeMin) => update({ sizeMin })}
          suffix="ct"
          placeholder="0.005"
          error={message('sizeMin')}
        />
        <NumberField
          id="parcel-sizeMax"
          label={t('parcel.sizeMax')}
          value={draft.sizeMax}
          onChange={(sizeMax) => update({ sizeMax })}
          suffix="ct"
          placeholder="0.20"
          error={message('sizeMax')}
        />
      </div>

      <h3 id="parcel-colors" className="tool-subtitle">
        {t('parcel.colors')}{' '}
        <span className="parcel-any">{draft.colors.length ? '' : t('parcel.any')}</span>
      </h3>
      <ToolChips
        mode="any"
        labelledBy="parcel-colors"
        className="tool-chips-grades parcel-colors"
        options={PARCEL_COLORS.map((color) => ({ value: color, label: color }))}
        selected={draft.colors}
        onToggle={(color: Color) => update({ colors: toggled(draft.colors, color) })}
      />

      <h3 id="parcel-clarities" className="tool-subtitle">
        {t('parcel.clarities')}{' '}
        <span className="parcel-any">{draft.clarities.length ? '' : t('parcel.any')}</span>
      </h3>
      <ToolChips
        mode="any"
        labelledBy="parcel-clarities"
        className="tool-chips-grades"
        options={CLARITIES.map((clarity) => ({ value: clarity, label: clarity }))}
        selected={draft.clarities}
        onToggle={(clarity: Clarity) => update({ clarities: toggled(draft.clarities, clarity) })}
      />

      <button type="submit" className="tool-submit parcel-submit" aria-busy={props.busy}>
        {t('parcel.match')}
      </button>
    </form>
  );
}
