import {
  AddressInput,
  placeOf,
  roundCoordinate,
  translate,
  type Address,
  type Place,
} from '@facet/contract';
import { Button, Form, Input, Skeleton, Switch, TextArea } from 'antd-mobile';
import { CheckCircleFill, LocationFill } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAddresses, useSaveAddress } from '../api';
import { paths } from '../../../shared/routing/paths';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { contractText } from '../../../shared/forms/contract-text';
import { reportFormError } from '../../../shared/forms/form-errors';
import { schemaFieldRule } from '../../../shared/forms/schema-field-rule';
import { useLocale } from '../../../i18n/i18n';
import { addressRefusal } from '../address-refusal';
import { PickLocationSheet, placeText } from '../components/pick-location-sheet';
import './address.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

type Values = Required<Omit<AddressInput, 'Id' | 'Latitude' | 'Longitude'>>;
type FieldName = Exclude<keyof Values, 'IsDefault'>;

const blank: Values = {
  Surname: '',
  Name: '',
  Mobile: '',
  Phone: '',
  Email: '',
  Address: '',
  City: '',
  State: '',
  Country: '',
  ZipCode: '',
  IsDefault: false,
};

const valuesOf = ({ Id: _id, Latitude: _lat, Longitude: _lng, ...values }: Address): Values =>
  values;

/** `/pages/address/editing?id=<Id>` changes an address; without `id` it adds one. */
export default function AddressEditingPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = raw === null ? null : Number(raw);
  const addresses = useAddresses();

  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFound />;
  if (addresses.isPending) {
    return (
      <div className="address-editing" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (id === null) {
    // The first address becomes the default whatever the switch says (API.md, "Addresses").
    return <AddressForm address={null} first={addresses.data?.length === 0} />;
  }
  if (addresses.isError) {
    return (
      <LoadFailedPanel
        title={t('address.loadFailed')}
        onRetry={() => void addresses.refetch()}
        outline
      />
    );
  }
  const address = addresses.data.find((each) => each.Id === id);
  return address ? <AddressForm address={address} first={false} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <StatePanel image={<GemIllustration mark="question" />} title={translate(locale, 'NOT_FOUND')}>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(paths.address, { replace: true })}
      >
        {t('address.backToList')}
      </Button>
    </StatePanel>
  );
}

function AddressForm({ address, first }: { address: Address | null; first: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const save = useSaveAddress();
  // The map pin is not a form field: the sheet sets it, the save sends it.
  const [pin, setPin] = useState<Place | null>(() => (address ? placeOf(address) : null));
  const [picking, setPicking] = useState(false);
  // The contract's refusal of the pin, shown under it (the pin has no form rules of its own).
  const [pinError, setPinError] = useState<string | null>(null);
  // The default stays the default until another address takes its place.
  const defaultLocked = first || Boolean(address?.IsDefault);

  // Each field is checked with the contract's AddressInput over the whole form, so the rule
  // "a mobile or a phone number" shows under the mobile as the server would put it.
  const rules = (name: FieldName) => [
    schemaFieldRule(AddressInput, name, () => form.getFieldsValue(true) as object, locale),
  ];

  const back = () =>
    location.key === 'default' ? navigate(paths.address, { replace: true }) : navigate(-1);

  const submit = (values: Values) => {
    const parsed = AddressInput.safeParse({
      ...values,
      IsDefault: defaultLocked || values.IsDefault,
      Latitude: pin ? roundCoordinate(pin.latitude) : null,
      Longitude: pin ? roundCoordinate(pin.longitude) : null,
      ...(address ? { Id: address.Id } : {}),
    });
    // The fields' rules passed, so what is refused is mostly the pin: shown where it belongs.
    if (!parsed.success) {
      const shown = Object.keys(form.getFieldsValue() as object);
      const refusal = addressRefusal(parsed.error.issues, shown);
      form.setFields(
        refusal.fields.map(({ name, key }) => ({ name, errors: [contractText(locale, key)] })),
      );
      setPinError(refusal.pin && contractText(locale, refusal.pin));
      if (refusal.other) toast({ content: contractText(locale, refusal.other) });
      return;
    }
    setPinError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('address.saved') });
        void back();
      },
      onError: (error) => reportFormError(form, error),
    });
  };

  const field = (name: FieldName, label: string, input: ReactNode, extra: object = {}) => (
    <Form.Item name={name} label={label} rules={rules(name)} {...extra}>
      {input}
    </Form.Item>
  );

  return (
    <div className="address-editing card-lists">
      <Form
        form={form}
        name="address"
        layout="horizontal"
        mode="card"
        initialValues={address ? valuesOf(address) : { ...blank, IsDefault: first }}
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={save.isPending}
          >
            {t('address.save')}
          </Button>
        }
      >
        <Form.Header>{t('address.receiver')}</Form.Header>
        {field(
          'Surname',
          t('address.fields.surname'),
          <Input
            placeholder={t('address.placeholders.surname')}
            autoComplete="family-name"
            clearable
          />,
        )}
        {field(
          'Name',
          t('address.fields.name'),
          <Input
            placeholder={t('address.placeholders.name')}
            autoComplete="given-name"
            clearable
          />,
        )}

        <Form.Header>{t('address.contact')}</Form.Header>
        {field(
          'Mobile',
          t('address.fields.mobile'),
          <Input
            type="tel"
            inputMode="tel"
            placeholder="+852 9123 4567"
            autoComplete="tel"
            clearable
          />,
          // A national number is read by the country (a mainland mobile in China).
          { dependencies: ['Phone', 'Country'] },
        )}
        {field(
          'Phone',
          t('address.fields.phone'),
          <Input type="tel" inputMode="tel" placeholder="+852 2123 4567" clearable />,
          { dependencies: ['Mobile', 'Country'] },
        )}
        {field(
          'Email',
          t('address.fields.email'),
          <Input
            inputMode="email"
            placeholder={t('address.placeholders.optional')}
            autoComplete="email"
            clearable
          />,
        )}

        <Form.Header>{t('address.where')}</Form.Header>
        {field(
          'Country',
          t('address.fields.country'),
          <Input
            placeholder={t('address.placeholders.country')}
            autoComplete="country-name"
            clearable
          />,
        )}
        {field(
          'State',
          t('address.fields.state'),
          <Input
            placeholder={t('address.placeholders.optional')}
            autoComplete="address-level1"
            clearable
          />,
        )}
        {field(
          'City',
          t('address.fields.city'),
          <Input
            placeholder={t('address.placeholders.city')}
            autoComplete="address-level2"
            clearable
          />,
        )}
        {field(
          'Address',
          t('address.fields.address'),
          <TextArea
            placeholder={t('address.placeholders.address')}
            autoComplete="street-address"
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={200}
          />,
        )}
        {field(
          'ZipCode',
          t('address.fields.zipCode'),
          <Input
            placeholder={t('address.placeholders.optional')}
            autoComplete="postal-code"
            clearable
          />,
        )}
        <Form.Item
          label={t('address.pin.field')}
          className={`address-pin-item${pinError ? ' adm-form-item-has-error' : ''}`}
          description={
            <>
              {pin ? placeText(pin) : t('address.pin.none')}
              {pinError && (
                <div className="adm-form-item-feedback-error" role="alert">
                  {pinError}
                </div>
              )}
            </>
          }
          extra={
            <Button
              size="small"
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => setPicking(true)}
            >
              {pin ? t('address.pin.change') : t('address.pin.pick')}
            </Button>
          }
        >
          {pin ? (
            <span className="address-pin-set">
              <LocationFill aria-hidden="true" />
              {t('address.pin.set')}
            </span>
          ) : null}
        </Form.Item>

        {defaultLocked ? (
          // The default stays until another address takes its place: nothing to switch here.
          <Form.Item
            label={t('address.fields.isDefault')}
            className="address-default-item"
            description={first ? t('address.defaultFirst') : t('address.defaultLocked')}
          >
            <span className="address-default-locked">
              <CheckCircleFill aria-hidden="true" />
              {t('address.default')}
            </span>
          </Form.Item>
        ) : (
          <Form.Item
            name="IsDefault"
            label={t('address.fields.isDefault')}
            className="address-default-item"
            valuePropName="checked"
            childElementPosition="right"
          >
            <Switch aria-label={t('address.fields.isDefault')} />
          </Form.Item>
        )}
      </Form>
      <PickLocationSheet
        visible={picking}
        pin={pin}
        onClose={() => setPicking(false)}
        onDone={(place) => {
          setPin(place);
          setPinError(null);
          setPicking(false);
          if (place) toast({ icon: 'success', content: t('address.pin.chosen') });
        }}
      />
    </div>
  );
}
