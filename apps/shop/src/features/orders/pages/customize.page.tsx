import {
  AddDemandOrderBody,
  CATEGORIES,
  DEMAND_IMAGES_MAX,
  DEMAND_DESCRIPTION_MAX,
  labelOf,
  translate,
  type Address,
  type Category,
} from '@facet/contract';
import {
  Button,
  Form,
  ImageUploader,
  Input,
  Selector,
  TextArea,
  type ImageUploadItem,
} from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDefaultAddress } from '../../addresses';
import { useAddDemandOrder } from '../api';
import { paths } from '../../../shared/routing/paths';
import { LabelledStepper } from '../../../shared/ui/labelled-stepper';
import { toast } from '../../../shared/ui/toast';
import { contractText } from '../../../shared/forms/contract-text';
import { reportFormError } from '../../../shared/forms/form-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePrivateUploads } from '../../../shared/transport/use-private-uploads';
import { useLocale } from '../../../i18n/i18n';
import { AddressPicker } from '../components/address-picker';
import { AddressLines } from '../components/order-parts';
import './order.css';
import './customize.css';

type Values = {
  Images?: ImageUploadItem[];
  Description?: string;
  Category?: Category[];
  Quantity: number;
  Budget?: string;
};

const shape = AddDemandOrderBody.shape;
const fileIdsOf = (items: ImageUploadItem[] = []) => items.map((item) => item.extra as string);

/**
 * `/pages/order/customize`: "Customized according to the picture" (§1). The buyer sends
 * pictures and a description; a salesperson quotes the piece when confirming the order.
 */
export default function CustomizePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const addDemand = useAddDemandOrder();
  const defaultAddress = useDefaultAddress();
  const [picked, setPicked] = useState<Address | null>(null);
  const [picking, setPicking] = useState(false);
  const address = picked ?? defaultAddress.data ?? null;
  // Demand pictures are private like vouchers: the tile shows the local file.
  const { upload, uploading } = usePrivateUploads('demand');

  const submit = (values: Values) => {
    if (uploading > 0) {
      toast({ content: t('vouchers.waitUploads') });
      return;
    }
    const budget = values.Budget?.trim();
    const body = AddDemandOrderBody.safeParse({
      Images: fileIdsOf(values.Images),
      Description: values.Description ?? '',
      Category: values.Category?.[0],
      Quantity: values.Quantity,
      Budget: budget ? Number(budget) : undefined,
      AddressId: address?.Id,
    });
    if (!body.success) {
      form.setFields(
        body.error.issues.map((issue) => ({
          name: String(issue.path[0]),
          errors: [contractText(locale, issue.message)],
        })),
      );
      return;
    }
    addDemand.mutate(body.data, {
      onSuccess: (added) => {
        const result = new URLSearchParams({
          id: String(added.OrderId),
          notice: 'demand',
          at: new Date().toISOString(),
        });
        void navigate(`${paths.submitResult}?${result}`, { replace: true });
      },
      onError: (error) => reportFormError(form, error),
    });
  };

  return (
    <div className="order-page customize-page card-lists">
      <p className="customize-intro">{t('customize.intro')}</p>
      <Form
        form={form}
        name="customize"
        layout="vertical"
        mode="card"
        initialValues={{ Quantity: 1 }}
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={addDemand.isPending}
            disabled={uploading > 0}
          >
            {uploading > 0 ? t('vouchers.uploading', { count: uploading }) : t('customize.submit')}
          </Button>
        }
      >
        <Form.Item
          name="Images"
          label={t('customize.pictures')}
          description={t('customize.picturesHint', { count: DEMAND_IMAGES_MAX })}
          rules={[
            {
              validator: async (_rule, items?: ImageUploadItem[]) => {
                const parsed = shape.Images.safeParse(fileIdsOf(items));
                if (!parsed.success) {
                  throw new Error(translate(locale, 'PICTURE_REQUIRED'));
                }
              },
            },
          ]}
        >
          <ImageUploader
            upload={upload}
            accept="image/*"
            multiple
            maxCount={DEMAND_IMAGES_MAX}
            onCountExceed={() =>
              toast({ content: t('vouchers.tooMany', { count: DEMAND_IMAGES_MAX }) })
            }
          />
        </Form.Item>
        <Form.Item
          name="Description"
          label={t('customize.description')}
          rules={[zodRule(shape.Description, locale)]}
        >
          <TextArea
            placeholder={t('customize.descriptionPlaceholder')}
            maxLength={DEMAND_DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="Category"
          label={t('customize.category')}
          rules={[
            {
              validator: async (_rule, value?: Category[]) => {
                if (!value?.length) throw new Error(translate(locale, 'FIELD_REQUIRED'));
              },
            },
          ]}
        >
          <Selector
            columns={2}
            options={CATEGORIES.map((id) => ({
              value: id,
              label: labelOf(locale, 'Category', id),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="Quantity"
          label={t('customize.quantity')}
          rules={[zodRule(shape.Quantity, locale)]}
        >
          <LabelledStepper min={1} max={100_000} digits={0} label={t('customize.quantity')} />
        </Form.Item>
        <Form.Item
          name="Budget"
          label={t('customize.budget')}
          rules={[
            {
              validator: async (_rule, value?: string) => {
                const text = value?.trim();
                if (!text) return;
                const parsed = shape.Budget.safeParse(Number(text));
                if (!parsed.success) throw new Error(translate(locale, 'FIELD_INVALID'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" placeholder={t('customize.budgetPlaceholder')} clearable />
        </Form.Item>
        <Form.Item label={t('customize.address')}>
          {address ? (
            <button type="button" className="customize-address" onClick={() => setPicking(true)}>
              <EnvironmentOutline className="order-address-icon" aria-hidden />
              <AddressLines address={address} />
              <span className="order-text-link">{t('customize.changeAddress')}</span>
            </button>
          ) : (
            <div className="customize-address">
              <EnvironmentOutline className="order-address-icon" aria-hidden />
              <span className="order-muted">
                {defaultAddress.isPending ? '' : translate(locale, 'NO_ADDRESS')}
              </span>
              <Link to={paths.addressEditing} className="order-pill-link">
                {t('submitOrder.addAddress')}
              </Link>
            </div>
          )}
        </Form.Item>
      </Form>
      <AddressPicker
        visible={picking}
        onClose={() => setPicking(false)}
        title={t('customize.address')}
        selectedId={address?.Id ?? null}
        onPick={(chosen) => {
          setPicked(chosen);
          setPicking(false);
        }}
      />
    </div>
  );
}
