import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Form,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
  Upload,
} from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  CATEGORIES,
  UPLOAD_MAX_BYTES,
  labelOf,
  type Category,
  type ImportReport,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useImportStock } from '../api';
import { useI18n, type Translate } from '../../../i18n/use-i18n';

/** One refused line per problem: a line with three bad columns shows three rows. */
interface RefusedRow {
  key: string;
  line: number;
  stockNo: string | null;
  field: string;
  reason: string;
}

const refusedRows = (report: ImportReport): RefusedRow[] =>
  report.Refused.flatMap(({ Line, StockNo, Problems }) =>
    Problems.map(({ Field, Message }, index) => ({
      key: `${Line}-${index}`,
      line: Line,
      stockNo: StockNo,
      field: Field,
      reason: Message,
    })),
  );

/** A whole-file refusal in words; the server's text for a large file speaks of pictures. */
function fileErrorText(error: Error, t: Translate) {
  if (error instanceof ApiError && error.code === 'FILE_TOO_LARGE') {
    return t('inventory.import.tooLarge');
  }
  return error.message;
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  const rows = refusedRows(report);
  const saved = report.Created + report.Updated;
  return (
    <section className="import-report" aria-label={t('inventory.import.report')}>
      <Alert
        type={report.Refused.length ? 'warning' : 'success'}
        showIcon
        title={
          report.DryRun
            ? t('inventory.import.checked')
            : t('inventory.import.done', { count: saved })
        }
        description={report.DryRun ? t('inventory.import.checkedText') : undefined}
      />
      <Row gutter={16} className="import-figures">
        <Col span={6}>
          <Statistic title={t('inventory.import.lines')} value={report.Lines} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t(report.DryRun ? 'inventory.import.toCreate' : 'inventory.import.created')}
            value={report.Created}
          />
        </Col>
        <Col span={6}>
          <Statistic
            title={t(report.DryRun ? 'inventory.import.toUpdate' : 'inventory.import.updated')}
            value={report.Updated}
          />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('inventory.import.refused')}
            value={report.Refused.length}
            className={report.Refused.length ? 'import-refused-figure' : undefined}
          />
        </Col>
      </Row>
      {rows.length > 0 && (
        <Table<RefusedRow>
          size="small"
          className="import-refused"
          rowKey="key"
          dataSource={rows}
          pagination={rows.length > 8 ? { pageSize: 8, size: 'small' } : false}
          title={() => t('inventory.import.refusedLines')}
          columns={[
            { title: t('inventory.import.line'), dataIndex: 'line', width: 72, align: 'end' },
            {
              title: t('inventory.field.StockNo'),
              dataIndex: 'stockNo',
              width: 150,
              render: (stockNo: string | null) =>
                stockNo ? (
                  <span className="inventory-mono">{stockNo}</span>
                ) : (
                  <span className="inventory-none">—</span>
                ),
            },
            { title: t('inventory.import.field'), dataIndex: 'field', width: 150 },
            { title: t('inventory.import.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </section>
  );
}

/** Stock lists in, by category: a check first (nothing saved), then the import itself. */
export function ImportModal({
  open,
  defaultCategory,
  onClose,
}: {
  open: boolean;
  defaultCategory: Category | undefined;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const importStock = useImportStock();
  const [category, setCategory] = useState<Category | undefined>(defaultCategory);
  const [file, setFile] = useState<File>();
  const [tooLarge, setTooLarge] = useState(false);

  const run = (dryRun: boolean) => {
    if (category && file) importStock.mutate({ category, file, dryRun });
  };
  const ready = category !== undefined && file !== undefined && !tooLarge;
  const report = importStock.data;

  return (
    <Modal
      open={open}
      title={t('inventory.import.title')}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('inventory.close')}</Button>
          <Button
            disabled={!ready || importStock.isPending}
            loading={importStock.isPending && importStock.variables.dryRun}
            onClick={() => run(true)}
          >
            {t('inventory.import.check')}
          </Button>
          <Button
            type="primary"
            disabled={!ready || importStock.isPending}
            loading={importStock.isPending && !importStock.variables.dryRun}
            onClick={() => run(false)}
          >
            {t('inventory.import.run')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('inventory.import.intro')}</Typography.Paragraph>
      <Form name="stock-import" layout="vertical" className="import-form">
        <Form.Item label={t('inventory.import.category')} required>
          <Select<Category>
            value={category}
            placeholder={t('inventory.placeholder.choose')}
            aria-label={t('inventory.import.category')}
            onChange={(value) => {
              setCategory(value);
              importStock.reset();
            }}
            options={CATEGORIES.map((value) => ({
              value,
              label: labelOf(locale, 'Category', value),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('inventory.import.file')}
          required
          validateStatus={tooLarge ? 'error' : undefined}
          help={tooLarge ? t('inventory.import.tooLarge') : undefined}
        >
          <Upload.Dragger
            className="import-dragger"
            accept=".csv,text/csv"
            maxCount={1}
            // The file goes up only with "Check" or "Import", with the category beside it.
            beforeUpload={(picked) => {
              setFile(picked);
              setTooLarge(picked.size > UPLOAD_MAX_BYTES);
              importStock.reset();
              return false;
            }}
            onRemove={() => {
              setFile(undefined);
              setTooLarge(false);
              importStock.reset();
            }}
            fileList={file ? [{ uid: 'stock-list', name: file.name, status: 'done' }] : []}
          >
            <span className="import-dragger-body">
              <InboxOutlined className="import-dragger-icon" />
              <span>
                <span className="import-dragger-text">{t('inventory.import.drop')}</span>
                <span className="import-dragger-hint">{t('inventory.import.hint')}</span>
              </span>
            </span>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {importStock.isError && (
        <Alert
          type="error"
          showIcon
          title={t('inventory.import.fileRefused')}
          description={
            <>
              {fileErrorText(importStock.error, t)}
              {importStock.error instanceof ApiError && importStock.error.fields.length > 0 && (
                <ul className="stock-form-problems">
                  {importStock.error.fields.map(({ Path, Message }) => (
                    <li key={`${Path}|${Message}`}>
                      {Path}: {Message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
        />
      )}
      {report && <ImportReportView report={report} />}
    </Modal>
  );
}
