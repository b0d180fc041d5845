import { SpinLoading } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../../../shared/transport/uploads';
import { defaultAvatar } from '../session';

type Props = { value?: string; onChange?: (url: string) => void };

/** The avatar: tap, pick a picture, it uploads at once and previews; saved with the form. */
export function AvatarField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage('avatar');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onSuccess: (uploaded) => onChange?.(uploaded.Url) });
  };

  return (
    <div className="avatar-field">
      <button
        type="button"
        className="avatar-field-button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-label={t('profile.changeAvatar')}
      >
        <img
          src={value || defaultAvatar}
          alt=""
          width={88}
          height={88}
          className="avatar-field-image"
        />
        <span className="avatar-field-badge" aria-hidden="true">
          {upload.isPending ? (
            <SpinLoading color="white" style={{ '--size': '14px' }} />
          ) : (
            <CameraOutline />
          )}
        </span>
      </button>
      <span className="avatar-field-hint">
        {upload.isPending ? t('profile.uploading') : t('profile.changeAvatar')}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={pick}
        aria-label={t('profile.avatarFile')}
      />
    </div>
  );
}
