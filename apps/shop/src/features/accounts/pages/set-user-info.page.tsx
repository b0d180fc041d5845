import { GENDERS, SetPersonalBody, type Personal } from '@facet/contract';
import { Button, Form, Input, Radio, Skeleton, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonal, useSetPersonal } from '../api';
import { reportFormError } from '../../../shared/forms/form-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useLocale } from '../../../i18n/i18n';
import { AreaCodePicker } from '../components/area-code-picker';
import { AvatarField } from '../components/avatar-field';
import { DateField } from '../components/date-field';
import './profile.css';
import { toast } from '../../../shared/ui/toast';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

type Values = Omit<Personal, 'Email' | 'InviteCode' | 'HeadPortrait'>;

const shape = SetPersonalBody.shape;

export default function SetUserInfoPage() {
  const personal = usePersonal();

  if (personal.isPending) {
    return (
      <div className="profile-page" aria-busy="true">
        <Skeleton animated className="profile-skeleton-avatar" />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (personal.isError) {
    return <LoadFailedPanel onRetry={() => void personal.refetch()} />;
  }
  return <ProfileForm personal={personal.data} />;
}

function ProfileForm({ personal }: { personal: Personal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSetPersonal();
  const { Email, InviteCode: _inviteCode, HeadPortrait, ...initialValues } = personal;
  const [avatar, setAvatar] = useState(HeadPortrait);

  const submit = (values: Values) => {
    const body = SetPersonalBody.parse({ ...values, HeadPortrait: avatar });
    save.mutate(body, {
      onSuccess: () => toast({ icon: 'success', content: t('profile.saved') }),
      onError: (error) => reportFormError(form, error),
    });
  };

  return (
    <div className="profile-page card-lists">
      <AvatarField value={avatar} onChange={setAvatar} />
      <Form
        form={form}
        name="profile"
        layout="horizontal"
        mode="card"
        initialValues={initialValues}
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
            {t('common.save')}
          </Button>
        }
      >
        <Form.Header>{t('profile.basics')}</Form.Header>
        <Form.Item
          name="NickName"
          label={t('profile.nickname')}
          rules={[zodRule(shape.NickName, locale)]}
        >
          <Input placeholder={t('profile.nicknamePlaceholder')} clearable />
        </Form.Item>
        <Form.Item
          name="Surname"
          label={t('profile.surname')}
          rules={[zodRule(shape.Surname, locale)]}
        >
          <Input
            placeholder={t('profile.surnamePlaceholder')}
            autoComplete="family-name"
            clearable
          />
        </Form.Item>
        <Form.Item name="Name" label={t('profile.name')} rules={[zodRule(shape.Name, locale)]}>
          <Input placeholder={t('profile.namePlaceholder')} autoComplete="given-name" clearable />
        </Form.Item>
        <Form.Item
          name="Gender"
          label={t('profile.gender')}
          className="profile-gender"
          layout="vertical"
        >
          <Radio.Group>
            <Space wrap>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender}>
                  {t(`profile.genders.${gender}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>

        <Form.Header>{t('profile.contact')}</Form.Header>
        <Form.Item label={t('profile.email')}>
          <Input
            value={Email}
            readOnly
            aria-label={t('profile.email')}
            className="profile-readonly"
          />
        </Form.Item>
        <Form.Item label={t('profile.phone')} className="profile-phone">
          <div className="phone-field">
            <Form.Item name="AreaCode" noStyle rules={[zodRule(shape.AreaCode, locale)]}>
              <AreaCodePicker />
            </Form.Item>
            <Form.Item name="Phone" noStyle rules={[zodRule(shape.Phone, locale)]}>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={t('profile.phonePlaceholder')}
                aria-label={t('profile.phone')}
                clearable
              />
            </Form.Item>
          </div>
        </Form.Item>

        <Form.Header>{t('profile.dates')}</Form.Header>
        <Form.Item
          name="Birthday"
          label={t('profile.birthday')}
          rules={[zodRule(shape.Birthday, locale)]}
        >
          <DateField label={t('profile.birthday')} startAt="1990-01-01" />
        </Form.Item>
        <Form.Item
          name="WeddingAnniversary"
          label={t('profile.anniversary')}
          rules={[zodRule(shape.WeddingAnniversary, locale)]}
        >
          <DateField label={t('profile.anniversary')} startAt="2015-01-01" />
        </Form.Item>
      </Form>
    </div>
  );
}
