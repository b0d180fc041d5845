import {
  CertificateQueryBody,
  LABS,
  labelOfText,
  translate,
  type CertificateGoods,
  type Goods,
  type Lab,
} from '@facet/contract';
import { DotLoading } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToggleFavourite } from '../api';
import { ApiError } from '../../../shared/transport/client';
import { useCertificateEnquiry } from '../tools-api';
import { formatCalendarDay } from '../../../shared/format/format';
import { GoodsRow } from './goods-row';
import { GoodsRowButtons } from './goods-row-buttons';
import { contractText } from '../../../shared/forms/contract-text';
import { useLocale } from '../../../i18n/i18n';
import { ToolCard, ToolChips, ToolState } from '../../../shared/ui/tool-controls';
import {
  clearCertificateHistory,
  readCertificateHistory,
  rememberCertificate,
  type CertificateLookup,
} from '../certificate-history';
import './certificate.css';

const ANY_LAB = 'any';
type LabChoice = Lab | typeof ANY_LAB;

/** The lookup in the page's link (`?no=…&lab=…`), so "back" from a stone shows it again. */
function linkedLookup(search: URLSearchParams): CertificateLookup | null {
  const parsed = CertificateQueryBody.safeParse({
    CertificateNo: search.get('no') ?? '',
    Lab: search.get('lab') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

const sameLookup = (a: CertificateLookup | null, b: CertificateLookup) =>
  a?.CertificateNo === b.CertificateNo && a.Lab === b.Lab;

/**
 * `?category=certificate`: a grading report's number finds the stone it belongs to, with the
 * lab's own page to verify the report. The last numbers looked up stay one tap away.
 */
export default function CertificateEnquiry() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const submitted = linkedLookup(search);
  const [number, setNumber] = useState(submitted?.CertificateNo ?? '');
  const [lab, setLab] = useState<LabChoice>(submitted?.Lab ?? ANY_LAB);
  const [error, setError] = useState<string>();
  const [history, setHistory] = useState(() => readCertificateHistory());
  const input = useRef<HTMLInputElement>(null);
  const enquiry = useCertificateEnquiry(submitted);

  const lookUp = (certificateNo: string, choice: LabChoice) => {
    const parsed = CertificateQueryBody.safeParse({
      CertificateNo: certificateNo.trim().toUpperCase(),
      Lab: choice === ANY_LAB ? undefined : choice,
    });
    if (!parsed.success) {
      setError(contractText(locale, parsed.error.issues[0]?.message));
      input.current?.focus();
      return;
    }
    const lookup = parsed.data;
    setError(undefined);
    setNumber(lookup.CertificateNo);
    setLab(lookup.Lab ?? ANY_LAB);
    setHistory(rememberCertificate(lookup));
    // The keypad folds away so the answer is in view.
    input.current?.blur();
    if (sameLookup(submitted, lookup)) {
      void enquiry.refetch();
      return;
    }
    const next = new URLSearchParams({ category: 'certificate', no: lookup.CertificateNo });
    if (lookup.Lab) next.set('lab', lookup.Lab);
    setSearch(next, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(number, lab);
  };

  const labOptions = [
    { value: ANY_LAB, label: t('certificate.anyLab') },
    ...LABS.map((code) => ({ value: code, label: code })),
  ] as const;

  return (
    <div className="tool-page">
      <form className="tool-card" onSubmit={submit} noValidate>
        <div className={`tool-field${error ? ' tool-field-invalid' : ''}`}>
          <label htmlFor="certificate-no" className="tool-field-label">
            {t('certificate.number')}
          </label>
          <div className="tool-field-box">
            <input
              ref={input}
              id="certificate-no"
              className="certificate-input"
              type="search"
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={32}
              value={number}
              placeholder={t('certificate.numberPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'certificate-no-error' : undefined}
              onChange={(event) => {
                setNumber(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </div>
          {error && (
            <p id="certificate-no-error" className="tool-field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <h3 id="certificate-lab" className="tool-subtitle">
          {t('certificate.lab')}
        </h3>
        <ToolChips
          mode="one"
          labelledBy="certificate-lab"
          className="certificate-labs"
          options={labOptions}
          selected={lab}
          onSelect={setLab}
        />
        <button type="submit" className="tool-submit" aria-busy={enquiry.isFetching}>
          {t('certificate.lookUp')}
        </button>
      </form>

      {submitted && <EnquiryAnswer enquiry={enquiry} />}
      {history.length > 0 && (
        <ToolCard
          id="certificate-recent"
          title={t('certificate.recent')}
          action={
            <button
              type="button"
              className="tool-link-button"
              onClick={() => {
                clearCertificateHistory();
                setHistory([]);
              }}
            >
              {t('certificate.clearRecent')}
            </button>
          }
        >
          <ul className="certificate-recent">
            {history.map((entry) => (
              <li key={`${entry.CertificateNo}-${entry.Lab ?? ANY_LAB}`}>
                <button
                  type="button"
                  className="tool-chip certificate-recent-chip"
                  onClick={() => lookUp(entry.CertificateNo, entry.Lab ?? ANY_LAB)}
                >
                  <span className="certificate-recent-no">{entry.CertificateNo}</span>
                  {entry.Lab && <span className="certificate-recent-lab">{entry.Lab}</span>}
                </button>
              </li>
            ))}
          </ul>
        </ToolCard>
      )}

      {!submitted && !history.length && (
        <p className="certificate-intro">{t('certificate.intro')}</p>
      )}
    </div>
  );
}

function EnquiryAnswer({ enquiry }: { enquiry: ReturnType<typeof useCertificateEnquiry> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggleFavourite = useToggleFavourite();

  if (enquiry.isFetching && !enquiry.data) {
    return (
      <div className="tool-card tool-loading" role="status">
        <DotLoading color="primary" />
        {t('certificate.searching')}
      </div>
    );
  }
  if (enquiry.isError) {
    const none = enquiry.error instanceof ApiError && enquiry.error.Code === 'SEARCH_EMPTY';
    return none ? (
      <ToolState
        mark="question"
        title={translate(locale, 'SEARCH_EMPTY')}
        text={t('certificate.emptyHint')}
      />
    ) : (
      <ToolState
        mark="alert"
        title={enquiry.error.message}
        action={
          <button type="button" className="tool-link-button" onClick={() => void enquiry.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (!enquiry.data) return null;
  return (
    <section aria-labelledby="certificate-results" className="certificate-results">
      <h2 id="certificate-results" className="tool-result-heading">
        {t('certificate.found', { count: enquiry.data.length })}
      </h2>
      <ul className="certificate-stones">
        {enquiry.data.map((goods) => (
          <li key={goods.Id} className="tool-card certificate-stone">
            <CertificateStone
              goods={goods}
              onToggleFavourite={(item) =>
                toggleFavourite.mutate({ goods: item, collect: !item.IsCollected })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Where the stone stands, whether it is for sale or not: in an order, sold or off the market it
 * is still the stone this report describes, shown but not for the cart.
 */
function StoneStanding({ goods }: { goods: CertificateGoods }) {
  const { t } = useTranslation();
  const key = goods.Standing === 'on_hold' && goods.HeldUntil ? 'heldForYou' : goods.Standing;
  return (
    <div className={`certificate-standing certificate-standing-${goods.Standing}`}>
      <p className="certificate-standing-title">{t(`certificate.standing.${key}`)}</p>
      <p className="certificate-standing-hint">{t(`certificate.standingHint.${key}`)}</p>
    </div>
  );
}

/** A stone found, and its report: lab, number, place and date, and the lab's check page. */
function CertificateStone({
  goods,
  onToggleFavourite,
}: {
  goods: CertificateGoods;
  onToggleFavourite: (goods: Goods) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = [
    labelOfText(locale, 'ReportPlace', goods.ReportPlace),
    goods.ReportDate && formatCalendarDay(locale, goods.ReportDate),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <GoodsRow
        goods={goods}
        buttons={<GoodsRowButtons goods={goods} onToggleFavourite={onToggleFavourite} />}
        availabilityBadge={false}
      />
      <StoneStanding goods={goods} />
      <div className="certificate-report">
        <div className="certificate-report-text">
          <p className="certificate-report-number">
            <span className="certificate-report-lab">{goods.Lab}</span>
            {goods.CertificateNo}
          </p>
          {place && <p className="certificate-report-place">{place}</p>}
        </div>
        {goods.ReportUrl && (
          <a
            className="certificate-verify"
            href={goods.ReportUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LinkOutline aria-hidden="true" />
            {t('certificate.verify', { lab: goods.Lab ?? '' })}
            <span className="visually-hidden">{t('certificate.opensNewWindow')}</span>
          </a>
        )}
      </div>
    </>
  );
}
