import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  type SavedSearchFilters,
} from '@facet/contract';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSearch } from '../../api/saved-searches';
import type { CatalogueFilters, QueryCategory } from '../../catalogue/category-filters';
import { compactFilters, type GoodsSort } from '../../catalogue/filter-state';
import { AlertChoice } from '../../components/alert-choice';
import { Sheet } from '../../components/sheet';
import { toast } from '../../components/toast';

type Props = {
  category: QueryCategory;
  filters: CatalogueFilters;
  sort: GoodsSort;
  /** The search in words: the name it is offered under. */
  summary: string[];
};

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
        Name: name,
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
        <form
          className="save-search-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className="save-search-label" htmlFor="save-search-name">
            {t('savedSearches.name')}
          </label>
          <Input
            id="save-search-name"
            className="save-search-input"
            value={name}
            onChange={setName}
            maxLength={SAVED_SEARCH_NAME_MAX}
            clearable
          />
          <AlertChoice id="save-search-alert" value={alert} onChange={setAlert} />
          <p className="save-search-hint">
            {t(alert === 'off' ? 'savedSearches.hint' : 'savedSearches.alertHint')}
          </p>
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            loading={save.isPending}
            disabled={name.trim() === ''}
          >
            {t('savedSearches.saveAction')}
          </Button>
        </form>
      </Sheet>
    </>
  );
}
