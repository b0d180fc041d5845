import type { Goods } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { goodsAttributes } from '../../goods-attributes';
import { useLocale } from '../../../../i18n/i18n';

/**
 * The lab's report as a document to read, not only a link: the lab, the report's number and
 * date, the grades and measurements set out as a grading report sets them, a profile drawn to
 * the stone's table and depth, and the lab's own page to check it.
 */
export function ReportDocument({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = goodsAttributes(goods, locale).filter((group) =>
    ['grading', 'measurements'].includes(group.key),
  );
  const certificate = goodsAttributes(goods, locale).find((group) => group.key === 'certificate');
  return (
    <article className="report" aria-labelledby="report-title">
      <header className="report-head">
        <p className="report-lab">{goods.Lab}</p>
        <h3 id="report-title" className="report-title">
          {t('details.media.reportTitle')}
        </h3>
        <dl className="report-id">
          {certificate?.rows.map((row) => (
            <div key={row.key}>
              <dt>{t(`details.fields.${row.key}`)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {goods.TablePct != null && goods.DepthPct != null && (
        <Profile table={goods.TablePct} depth={goods.DepthPct} label={t('details.media.profile')} />
      )}
      {groups.map((group) => (
        <section key={group.key} className="report-section">
          <h4>{t(`details.groups.${group.key}`)}</h4>
          <dl>
            {group.rows.map((row) => (
              <div key={row.key} className="report-row">
                <dt>{t(`details.fields.${row.key}`)}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {goods.ReportUrl && (
        <a
          className="report-verify"
          href={goods.ReportUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('details.media.verifyAt', { lab: goods.Lab })}
        </a>
      )}
    </article>
  );
}

/** The stone's side seen as a report draws it: the table's width and the total depth to scale. */
function Profile({ table, depth, label }: { table: number; depth: number; label: string }) {
  const half = 45;
  const tableHalf = (half * table) / 100;
  const crown = 7;
  const pavilion = Math.max(10, (90 * depth) / 100 - crown);
  const girdle = 12 + crown;
  return (
    <figure className="report-profile">
      <svg viewBox="0 0 100 70" role="img" aria-label={label}>
        <path
          d={`M${50 - tableHalf} 12 L${50 + tableHalf} 12 L${50 + half} ${girdle} L50 ${girdle + pavilion} L${50 - half} ${girdle} Z`}
          fill="none"
          stroke="currentColor"
          strokeWidth="0.8"
          strokeLinejoin="round"
        />
        <line
          x1={50 - half}
          y1={girdle}
          x2={50 + half}
          y2={girdle}
          stroke="currentColor"
          strokeWidth="0.5"
        />
        <text x="50" y="9" textAnchor="middle">{`${table}%`}</text>
        <text x="96" y={girdle + 10} textAnchor="end">{`${depth}%`}</text>
      </svg>
    </figure>
  );
}
