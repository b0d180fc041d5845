import { useMemo, useState } from 'react';
import { App, Button, Space } from 'antd';
import { DownloadOutlined, PlusOutlined, TableOutlined, UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { Category, PricedGoods } from '@facet/contract';
import { useExportStock } from '../api';
import { useMe } from '../../accounts';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ImportModal } from '../components/import-modal';
import { InventoryFilterBar } from '../components/inventory-filter-bar';
import { InventoryTable } from '../components/inventory-table';
import {
  EMPTY_FILTERS,
  paramsOf,
  queryBodyOf,
  viewFromParams,
  type InventoryView,
} from '../inventory-view';
import { ListPricesModal } from '../../list-prices';
import { StockDrawer, type StockEditorTarget } from '../components/stock-drawer';
import './inventory.css';

/** The editor stays mounted while its drawer slides shut, then goes. */
interface Editor {
  target: StockEditorTarget;
  open: boolean;
}

interface Dialog {
  key: number;
  open: boolean;
}
const CLOSED: Dialog = { key: 0, open: false };
const reopened = ({ key }: Dialog): Dialog => ({ key: key + 1, open: true });
const closed = ({ key }: Dialog): Dialog => ({ key, open: false });

export function InventoryPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Each opening of a dialog starts afresh (a new key); closing keeps it for its animation.
  const [importDialog, setImportDialog] = useState<Dialog>(CLOSED);
  const [listPricesDialog, setListPricesDialog] = useState<Dialog>(CLOSED);
  const exportStock = useExportStock();

  const changeView = (next: InventoryView) => setParams(paramsOf(next));
  const clearFilters = () => changeView({ ...view, filters: EMPTY_FILTERS, page: 1 });
  // A category the clerk is looking at is the likely one for a new record or an import.
  const onlyCategory: Category | undefined =
    view.filters.Category?.length === 1 ? view.filters.Category[0] : undefined;

  const edit = (goods: PricedGoods) =>
    setEditor({ target: { mode: 'edit', id: goods.Id, stockNo: goods.StockNo }, open: true });

  return (
    <div className="inventory">
      <PageHeading title={t('nav.inventory')}>
        <Space wrap className="inventory-actions">
          {me?.Role === 'admin' && (
            <Button icon={<TableOutlined />} onClick={() => setListPricesDialog(reopened)}>
              {t('inventory.listPrices.open')}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            loading={exportStock.isPending}
            onClick={() =>
              exportStock.mutate(queryBodyOf(view), {
                onError: (error) => void message.error(error.message),
              })
            }
          >
            {t('inventory.export')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImportDialog(reopened)}>
            {t('inventory.import.open')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              setEditor({
                target: { mode: 'new', category: onlyCategory ?? 'natural-white' },
                open: true,
              })
            }
          >
            {t('inventory.new')}
          </Button>
        </Space>
      </PageHeading>
      <InventoryFilterBar
        filters={view.filters}
        onChange={(filters) => changeView({ ...view, filters, page: 1 })}
      />
      <InventoryTable
        view={view}
        onViewChange={changeView}
        onClearFilters={clearFilters}
        onEdit={edit}
      />
      {editor && (
        <StockDrawer
          target={editor.target}
          open={editor.open}
          onClose={() => setEditor({ ...editor, open: false })}
          afterClose={() => setEditor(null)}
        />
      )}
      <ImportModal
        key={`import-${importDialog.key}`}
        open={importDialog.open}
        defaultCategory={onlyCategory}
        onClose={() => setImportDialog(closed)}
      />
      {me?.Role === 'admin' && (
        <ListPricesModal
          key={`list-prices-${listPricesDialog.key}`}
          open={listPricesDialog.open}
          onClose={() => setListPricesDialog(closed)}
        />
      )}
    </div>
  );
}
