import type { Return } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipReturn } from '../api';
import { placeFormError } from '../../../shared/forms/form-errors';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';
import { NumberField } from '../../../shared/ui/tool-controls';

/** The tracking number of an authorised return's parcel (`Return/Ship`). */
export function TrackingSheet({ item, onClose }: { item: Return; onClose: () => void }) {
  const { t } = useTranslation();
  const ship = useShipReturn();
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    if (!trackingNo.trim()) {
      setError(t('returns.trackingRequired'));
      return;
    }
    ship.mutate(
      { ReturnId: item.ReturnId, TrackingNo: trackingNo.trim() },
      {
        onSuccess: () => {
          toast({ icon: 'success', content: t('returns.shipped') });
          onClose();
        },
        onError: (failure) => {
          const placed = placeFormError(failure, ['TrackingNo'], { RETURN_STATE: 'TrackingNo' });
          setError(placed[0]?.message ?? '');
        },
      },
    );
  };

  return (
    <Sheet
      visible
      onClose={onClose}
      titleId="return-tracking-title"
      title={t('returns.trackingTitle', { no: item.No })}
    >
      <form
        className="return-tracking"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {item.Rma && <p>{t('returns.rmaHint', { rma: item.Rma })}</p>}
        <NumberField
          id="return-tracking"
          inputMode="text"
          label={t('returns.trackingLabel')}
          value={trackingNo}
          onChange={(value) => {
            setTrackingNo(value.slice(0, 60));
            setError('');
          }}
          error={error || undefined}
        />
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={ship.isPending}
        >
          {t('returns.send')}
        </Button>
      </form>
    </Sheet>
  );
}
