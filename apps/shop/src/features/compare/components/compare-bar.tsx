import { Button } from 'antd-mobile';
import { HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useCompareIds, writeCompare } from '../use-compare';
import './compare-bar.css';

/** Under a list, while stones are chosen for comparison: how many, and the way to compare them. */
export function CompareBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <div className="compare-bar" role="region" aria-label={t('compare.title')}>
      <span className="compare-bar-count">
        <HistogramOutline aria-hidden="true" />
        {t('compare.chosen', { count: ids.length })}
      </span>
      <Button size="small" fill="none" onClick={() => writeCompare([])}>
        {t('compare.clear')}
      </Button>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        disabled={ids.length < 2}
        onClick={() => void navigate(paths.compare)}
      >
        {t('compare.open')}
      </Button>
    </div>
  );
}
