import { useTranslation } from 'react-i18next';
import type { SummaryWords } from './filter-summary';

/** The words a search's one-line summary is made of, in the buyer's language. */
export function useSummaryWords(): SummaryWords {
  const { t } = useTranslation();
  return {
    origin: { natural: t('filters.origins.natural'), lab: t('filters.origins.lab') },
    withImage: t('filters.withImage'),
    withVideo: t('filters.withVideo'),
    finish: {
      Cut: t('filters.finishes.Cut'),
      Polish: t('filters.finishes.Polish'),
      Symmetry: t('filters.finishes.Symmetry'),
    },
    perCarat: (price) => t('catalogue.perCarat', { price }),
    quality: {
      EyeClean: t('filters.qualities.EyeClean'),
      NoBgm: t('filters.qualities.NoBgm'),
      NoBlackInclusion: t('filters.qualities.NoBlackInclusion'),
    },
  };
}
