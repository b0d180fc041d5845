import { Picker } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_CODES } from '../area-codes';

type Props = { id?: string; value?: string; onChange?: (code: string) => void };

/** The calling code before the phone number, chosen from a wheel. */
export function AreaCodePicker({ id, value = '', onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns = [
    AREA_CODES.map(({ code, region }) => ({
      value: code,
      label: `${code}  ${t(`regions.${region}`)}`,
    })),
  ];
  return (
    <>
      <button
        id={id}
        type="button"
        className="area-code-button"
        onClick={() => setOpen(true)}
        aria-label={`${t('profile.areaCode')} ${value}`.trim()}
      >
        {value || t('profile.areaCode')}
        <DownFill aria-hidden="true" />
      </button>
      <Picker
        columns={columns}
        visible={open}
        value={[value || '+86']}
        title={t('profile.areaCode')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setOpen(false)}
        onConfirm={([code]) => onChange?.(String(code ?? ''))}
      />
    </>
  );
}
