import {
  labelOf,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NEW_MAX,
  type SavedSearch,
  type SavedSearchAlert,
} from '@facet/contract';
import { Button, Input, Skeleton } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteSavedSearch, useOpenSavedSearch, useSavedSearches, useSaveSearch } from '../api';
import {
  isQueryCategory,
  type CatalogueFilters,
  filterSummary,
  resultListPath,
  useSummaryWords,
} from '../../catalogue';
import { AlertChoice } from '../components/alert-choice';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import './saved-searches.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/**
 * `/pages/savedSearches/index`: the buyer's saved searches, each with what is new since.
 * `?open=<id>` (an alert's notice or email) runs that search straight away.
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const opening = useOpenFromAddress();

  if (opening) {
    return (
      <div className="saved-searches" role="status" aria-label={t('savedSearches.opening')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }

  if (searches.isError && !searches.data) {
    return (
      <LoadFailedPanel
        title={t('savedSearches.loadFailed')}
        onRetry={() => void searches.refetch()}
        outline
      />
    );
  }
  if (!searches.data) {
    return (
      <div className="saved-searches" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (searches.data.length === 0) {
    return (
      <NothingHerePanel
        title={t('savedSearches.empty')}
        description={t('savedSearches.emptyHint')}
        action={t('savedSearches.browse')}
      />
    );
  }
  return (
    <ul className="saved-searches">
      {searches.data.map((search) => (
        <SavedSearchItem key={search.Id} search={search} />
      ))}
    </ul>
  );
}

/** Runs the search the address names, once; the list shows when it is not (or no longer) there. */
function useOpenFromAddress() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const open = useOpenSavedSearch();
  const id = Number(search.get('open'));
  const wanted = Number.isInteger(id) && id > 0;
  const started = useRef(false);

  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    open.mutate(id, {
      onSuccess: (opened) => {
        const { Sort: sort, ...filters } = opened.Filters;
        const category = opened.Category;
        if (!isQueryCategory(category)) return setSearch({}, { replace: true });
        void navigate(resultListPath(category, filters as CatalogueFilters, sort), {
          replace: true,
        });
      },
      onError: () => {
        toast({ content: t('savedSearches.notFound') });
        setSearch({}, { replace: true });
      },
    });
  }, [id, wanted, open, navigate, setSearch, t]);

  return wanted && !open.isError;
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const words = useSummaryWords();
  const open = useOpenSavedSearch();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.Name);
  const { Sort: _sort, ...filters } = search.Filters;
  const category = search.Category;
  const runnable = isQueryCategory(category);
  const summary = runnable
    ? filterSummary(category, filters as CatalogueFilters, locale, words)
    : [];
  const fresh =
    search.NewCount > SAVED_SEARCH_NEW_MAX ? `${SAVED_SEARCH_NEW_MAX}+` : String(search.NewCount);

  const run = () => {
    if (!runnable) return;
    open.mutate(search.Id, {
      onSuccess: (opened) => {
        const { Sort: sort, ...saved } = opened.Filters;
        void navigate(resultListPath(category, saved as CatalogueFilters, sort));
      },
    });
  };

  // A search named from its filters stays so unless the buyer writes a name of their own.
  const ownName = (typed: string) => (!search.Named && typed.trim() === search.Name ? '' : typed);

  const rename = () =>
    save.mutate(
      {
        Id: search.Id,
        Name: ownName(name),
        Category: category,
        Filters: search.Filters,
        Alert: search.Alert,
      },
      {
        onSuccess: () => {
          setRenaming(false);
          toast({ content: t('savedSearches.renamed') });
        },
      },
    );

  const changeAlert = (alert: SavedSearchAlert) =>
    save.mutate(
      { Id: search.Id, Name: ownName(search.Name), Category: category, Filters: search.Filters, Alert: alert }, // prettier-ignore
      { onSuccess: () => toast({ content: t(`savedSearches.alertsSet.${alert}`) }) },
    );

  const confirmDelete = () =>
    confirmDialog({
      title: t('savedSearches.deleteTitle', { name: search.Name }),
      confirmText: t('savedSearches.delete'),
      cancelText: t('common.cancel'),
      onConfirm: () =>
        remove.mutateAsync(search.Id).then(() => toast({ content: t('savedSearches.deleted') })),
    });

  return (
    <li className="saved-search">
      <button
        type="button"
        className="saved-search-main"
        onClick={run}
        disabled={!runnable || open.isPending}
      >
        <span className="saved-search-name">{search.Name}</span>
        <span className="saved-search-summary">
          {[labelOf(locale, 'Category', category), ...summary].join(' · ')}
        </span>
        {search.NewCount > 0 && (
          <span className="saved-search-new">
            {t('savedSearches.new', { count: search.NewCount, shown: fresh })}
          </span>
        )}
      </button>
      <div className="saved-search-alert">
        <AlertChoice
          id={`saved-search-alert-${search.Id}`}
          value={search.Alert}
          onChange={changeAlert}
          disabled={save.isPending}
        />
      </div>
      {renaming ? (
        <form
          className="saved-search-rename"
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <Input
            aria-label={t('savedSearches.name')}
            value={name}
            onChange={setName}
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoFocus
          />
          <Button
            size="small"
            type="submit"
            color="primary"
            shape="rounded"
            loading={save.isPending}
            disabled={name.trim() === ''}
          >
            {t('savedSearches.saveAction')}
          </Button>
          <Button size="small" fill="none" onClick={() => setRenaming(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="saved-search-actions">
          <Button
            size="small"
            fill="none"
            onClick={() => {
              setName(search.Name);
              setRenaming(true);
            }}
          >
            {t('savedSearches.rename')}
          </Button>
          <Button size="small" fill="none" onClick={() => void confirmDelete()}>
            {t('savedSearches.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
