import { useState, type ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Grid,
  Result,
  Row,
  Skeleton,
  Space,
  type FormInstance,
} from 'antd';
import { StockInput, type Category } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useSaveStock, useStockRecord } from '../api';
import { issueText } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { StockFieldItem } from './stock-field';
import { STOCK_SECTIONS, isShown } from '../stock-fields';
import {
  DEFAULT_BASIS,
  formValuesOf,
  newStockValues,
  recordOf,
  requiredFieldsOf,
  stockFieldOf,
  type StockField,
  type StockFormValues,
} from '../stock-form';

/** What the drawer edits: a new record (of a category to start from) or a stored one. */
export type StockEditorTarget =
  { mode: 'new'; category: Category } | { mode: 'edit'; id: number; stockNo: string };

/** A problem the form cannot show beside a field: the field is not on screen for this category. */
interface Problem {
  field: string;
  message: string;
}

const shownFieldsOf = (values: StockFormValues) => {
  const category = values.Category ?? 'natural-white';
  const basis = values.PricingBasis ?? undefined;
  return new Set(
    STOCK_SECTIONS.flatMap(({ fields }) =>
      fields.filter((spec) => isShown(spec, category, basis)).map((spec) => spec.name),
    ),
  );
};

function StockForm({
  form,
  initialValues,
  isNew,
  problems,
  error,
  onFinish,
  onEdit,
}: {
  form: FormInstance<StockFormValues>;
  initialValues: StockFormValues;
  isNew: boolean;
  problems: Problem[];
  error: string | undefined;
  onFinish: () => void;
  /** Any change makes a refusal shown above the form out of date. */
  onEdit: () => void;
}) {
  const { t } = useI18n();
  const category = Form.useWatch('Category', form) ?? initialValues.Category ?? 'natural-white';
  const basis = Form.useWatch('PricingBasis', form) ?? initialValues.PricingBasis ?? undefined;
  const required = requiredFieldsOf(category, basis ?? DEFAULT_BASIS[category]);

  return (
    <Form<StockFormValues>
      form={form}
      name="stock"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={(changed: StockFormValues) => {
        onEdit();
        // A new record starts priced the way its category usually is.
        if (isNew && changed.Category)
          form.setFieldValue('PricingBasis', DEFAULT_BASIS[changed.Category]);
      }}
      className="stock-form"
    >
      {error && (
        <Alert
          className="stock-form-alert"
          type="error"
          showIcon
          title={error}
          description={
            problems.length > 0 && (
              <ul className="stock-form-problems">
                {problems.map(({ field, message }) => {
                  const name = stockFieldOf(field);
                  return (
                    <li key={`${field}|${message}`}>
                      {name ? t(`inventory.field.${name}`) : field}: {message}
                    </li>
                  );
                })}
              </ul>
            )
          }
        />
      )}
      {STOCK_SECTIONS.map(({ key, fields }) => {
        const shown = fields.filter((spec) => isShown(spec, category, basis));
        if (!shown.length) return null;
        return (
          <section key={key} className="stock-section" aria-labelledby={`stock-section-${key}`}>
            <h3 id={`stock-section-${key}`} className="stock-section-title">
              {t(`inventory.section.${key}`)}
            </h3>
            <Row gutter={16}>
              {shown.map((spec) => (
                <StockFieldItem
                  key={spec.name}
                  spec={spec}
                  category={category}
                  required={required.has(spec.name)}
                />
              ))}
            </Row>
          </section>
        );
      })}
    </Form>
  );
}

/**
 * The stock editor in a drawer. Mounted for one record and dropped once closed, so each
 * opening starts from a fresh form and freshly loaded data.
 */
export function StockDrawer({
  target,
  open,
  onClose,
  afterClose,
}: {
  target: StockEditorTarget;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<StockFormValues>();
  const record = useStockRecord(target.mode === 'edit' ? target.id : undefined);
  const save = useSaveStock();
  const [problems, setProblems] = useState<Problem[]>([]);

  const initialValues =
    target.mode === 'new'
      ? newStockValues(target.category)
      : record.data && formValuesOf(record.data);

  const requestClose = () => {
    if (!initialValues || !form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('inventory.editor.discardTitle'),
      content: t('inventory.editor.discardText'),
      okText: t('inventory.editor.discard'),
      okButtonProps: { danger: true },
      cancelText: t('inventory.editor.keepEditing'),
      onOk: onClose,
    });
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as StockFormValues;
    const shown = shownFieldsOf(values);
    const parsed = StockInput.safeParse(recordOf(values));
    save.reset();
    if (!parsed.success) {
      // Every field on screen passed its rules: what is left sits in a field not shown.
      setProblems(
        parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          message: issueText(issue.message, t),
        })),
      );
      return;
    }
    setProblems([]);
    save.mutate(
      { Id: target.mode === 'edit' ? target.id : undefined, Record: parsed.data },
      {
        onSuccess: (goods) => {
          void message.success(t('inventory.editor.saved', { stockNo: goods.StockNo }));
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const isOnForm = (path: string) => {
            const field = stockFieldOf(path);
            return field !== undefined && shown.has(field);
          };
          const onForm = error.fields
            .filter(({ Path }) => isOnForm(Path))
            .map(({ Path, Message }) => ({
              name: stockFieldOf(Path) as StockField,
              errors: [Message],
            }));
          form.setFields(onForm);
          if (onForm[0]) form.scrollToField(onForm[0].name, { block: 'center' });
          setProblems(
            error.fields
              .filter(({ Path }) => !isOnForm(Path))
              .map(({ Path, Message }) => ({ field: Path, message: Message })),
          );
        },
      },
    );
  };

  let body: ReactNode;
  if (initialValues) {
    body = (
      <StockForm
        form={form}
        initialValues={initialValues}
        isNew={target.mode === 'new'}
        problems={problems}
        error={save.error?.message ?? (problems.length > 0 ? t('VALIDATION') : undefined)}
        onFinish={submit}
        onEdit={() => {
          if (save.error) save.reset();
          if (problems.length) setProblems([]);
        }}
      />
    );
  } else if (record.isError) {
    body = (
      <Result
        status="warning"
        title={t('inventory.error.record')}
        subTitle={record.error.message}
        extra={
          <Button type="primary" onClick={() => void record.refetch()}>
            {t('inventory.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  }

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose();
      }}
      size={screens.md ? 760 : '100%'}
      title={
        target.mode === 'edit'
          ? t('inventory.editor.editTitle', { stockNo: target.stockNo })
          : t('inventory.editor.newTitle')
      }
      footer={
        <Space className="stock-drawer-footer">
          <Button onClick={requestClose}>{t('inventory.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!initialValues}
            onClick={() => form.submit()}
          >
            {t('inventory.editor.save')}
          </Button>
        </Space>
      }
    >
      {body}
    </Drawer>
  );
}
