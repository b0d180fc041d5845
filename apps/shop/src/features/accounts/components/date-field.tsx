import { DatePicker } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (date: string | null) => void;
  label: string;
  /** Where the wheel starts when no date is set yet. */
  startAt: string;
};

const FORMAT = 'YYYY-MM-DD';
const EARLIEST = new Date(1920, 0, 1);

/** A YYYY-MM-DD date (or none) picked from a wheel, clearable. */
export function DateField({ id, value, onChange, label, startAt }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="date-field">
      <button
        id={id}
        type="button"
        className={value ? 'date-field-value' : 'date-field-value date-field-empty'}
        onClick={() => setOpen(true)}
        aria-label={`${label} ${value ?? t('profile.notSet')}`}
      >
        {value ?? t('profile.notSet')}
      </button>
      {value && (
        <button
          type="button"
          className="date-field-clear"
          onClick={() => onChange?.(null)}
          aria-label={t('profile.clearDate', { field: label })}
        >
          <CloseCircleFill />
        </button>
      )}
      <DatePicker
        visible={open}
        title={label}
        min={EARLIEST}
        max={new Date()}
        value={dayjs(value ?? startAt).toDate()}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format(FORMAT))}
      />
    </div>
  );
}
