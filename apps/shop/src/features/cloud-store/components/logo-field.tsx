import { Button, SpinLoading } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../../../shared/transport/uploads';

type Props = { value: string | null; onChange: (id: string | null, url: string | null) => void };

/** The store's logo: a public picture (`Purpose=store`), saved with the form by its id. */
export function LogoField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage('store');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.FileId, uploaded.Url) });
  };

  return (
    <div className="logo-field">
      <span className="logo-field-preview">
        {upload.isPending ? (
          <SpinLoading />
        ) : value ? (
          <img src={value} alt={t('cloudStore.setup.logo')} width={64} height={64} />
        ) : (
          <PictureOutline aria-hidden="true" />
        )}
      </span>
      <Button
        size="small"
        shape="rounded"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {value ? t('cloudStore.setup.logoChange') : t('cloudStore.setup.logoPick')}
      </Button>
      {value && (
        <Button size="small" fill="none" onClick={() => onChange(null, null)}>
          {t('cloudStore.setup.logoRemove')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={pick}
        aria-label={t('cloudStore.setup.logo')}
      />
    </div>
  );
}
