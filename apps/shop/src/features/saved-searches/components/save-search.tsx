import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  type SavedSearchFilters,
} from '@facet/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSearch } from '../api';
import {
  type CatalogueFilters,
  type QueryCategory,
  compactFilters,
  type GoodsSort,
} from '../../catalogue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';

type Props = {
  category: QueryCategory;
  filters: CatalogueFilters;
  sort: GoodsSort;
  /** The search in words: the name it is offered under. */
  summary: string[];
};

// The form (a text field, the alert choice) comes when the buyer asks to save, not with the list.
const loadForm = () => import('./save-search-form');
const SaveSearchForm = lazy(loadForm);

/** "Save" on a result list: the filters and sort kept under a name the buyer may change. */
export function SaveSearchButton({ category, filters, sort, summary }: Props) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const suggested = (summary.join(' · ') || t('savedSearches.everything')).slice(0, SAVED_SEARCH_NAME_MAX); // prettier-ignore
  const [name, setName] = useState(suggested);
  const [alert, setAlert] = useState<SavedSearchAlert>('off');

  const submit = () =>
    save.mutate(
      {
        // The name offered is the filters': left as it is, the search is named from them in
        // whichever language it is read (the alerts' notices too), not fixed in this one.
        Name: name.trim() === suggested ? '' : name,
        Category: category,
        Filters: { ...compactFilters(filters), Sort: sort } as SavedSearchFilters,
        Alert: alert,
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ icon: 'success', content: t('savedSearches.saved') });
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className="results-filters"
        onPointerDown={() => void loadForm()}
        onClick={() => {
          setName(suggested);
          setAlert('off');
          setOpen(true);
        }}
      >
        {t('savedSearches.save')}
      </button>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        titleId="save-search-title"
        title={t('savedSearches.saveTitle')}
      >
        <Suspense fallback={<PageLoading />}>
          <SaveSearchForm
            name={name}
            onName={setName}
            alert={alert}
            onAlert={setAlert}
            saving={save.isPending}
            onSubmit={submit}
          />
        </Suspense>
      </Sheet>
    </>
  );
}
