import { useState } from 'react';
import { Alert, Button, Card, Modal, Popconfirm, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useExportListPrices, useReplaceListPrices } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';

/** The house list-price grid (admins): download it, or replace it from an edited CSV. */
export function ListPricesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  const exportGrid = useExportListPrices();
  const replace = useReplaceListPrices();
  const [file, setFile] = useState<File>();
  const tooLarge = file !== undefined && file.size > UPLOAD_MAX_BYTES;

  return (
    <Modal
      open={open}
      title={t('inventory.listPrices.title')}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('inventory.close')}</Button>}
    >
      <Typography.Paragraph type="secondary">
        {t('inventory.listPrices.intro')}
      </Typography.Paragraph>
      <Space orientation="vertical" size={16} className="list-prices-steps">
        <Card size="small" title={t('inventory.listPrices.downloadTitle')}>
          <Typography.Paragraph>{t('inventory.listPrices.downloadText')}</Typography.Paragraph>
          <Button
            icon={<DownloadOutlined />}
            loading={exportGrid.isPending}
            onClick={() => exportGrid.mutate()}
          >
            {t('inventory.listPrices.download')}
          </Button>
          {exportGrid.isError && (
            <Alert
              className="list-prices-alert"
              type="error"
              showIcon
              title={exportGrid.error.message}
            />
          )}
        </Card>
        <Card size="small" title={t('inventory.listPrices.replaceTitle')}>
          <Typography.Paragraph>{t('inventory.listPrices.replaceText')}</Typography.Paragraph>
          <Space wrap align="start">
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              beforeUpload={(picked) => {
                setFile(picked);
                replace.reset();
                return false;
              }}
              onRemove={() => {
                setFile(undefined);
                replace.reset();
              }}
              fileList={file ? [{ uid: 'list-prices', name: file.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{t('inventory.listPrices.choose')}</Button>
            </Upload>
            <Popconfirm
              title={t('inventory.listPrices.confirmTitle')}
              description={t('inventory.listPrices.confirmText')}
              okText={t('inventory.listPrices.replace')}
              cancelText={t('inventory.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => {
                if (file) replace.mutate(file);
              }}
              disabled={!file || tooLarge}
            >
              <Button
                type="primary"
                danger
                disabled={!file || tooLarge}
                loading={replace.isPending}
              >
                {t('inventory.listPrices.replace')}
              </Button>
            </Popconfirm>
          </Space>
          {tooLarge && (
            <Alert
              className="list-prices-alert"
              type="error"
              showIcon
              title={t('inventory.import.tooLarge')}
            />
          )}
          {replace.isError && (
            <Alert
              className="list-prices-alert"
              type="error"
              showIcon
              title={t('inventory.listPrices.refused')}
              description={
                <>
                  {replace.error instanceof ApiError && replace.error.code === 'FILE_TOO_LARGE'
                    ? t('inventory.import.tooLarge')
                    : replace.error.message}
                  {replace.error instanceof ApiError && replace.error.fields.length > 0 && (
                    <ul className="stock-form-problems">
                      {replace.error.fields.map(({ Path, Message }) => (
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
          {replace.data && (
            <Alert
              className="list-prices-alert"
              type="success"
              showIcon
              title={t('inventory.listPrices.replaced', {
                rows: formatCount(locale, replace.data.Rows),
                count: replace.data.Repriced,
              })}
            />
          )}
        </Card>
      </Space>
    </Modal>
  );
}
