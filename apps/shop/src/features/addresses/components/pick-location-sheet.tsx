import { placeOf, roundCoordinate, type Place } from '@facet/contract';
import { Button } from 'antd-mobile';
import { DeleteOutline, EnvironmentOutline, LocationOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContact } from '../../contact';
import { MapView } from '../../../shared/ui/map/map-view';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';

type View = { center: Place; zoom: number };

/** With nothing better to start from: the whole world, the buyer zooms in. */
const WORLD: View = { center: { latitude: 20, longitude: 0 }, zoom: 2 };
const CITY_ZOOM = 11;
const DOOR_ZOOM = 17;

/** A place as the form shows it: six decimals, as stored. */
export const placeText = ({ latitude, longitude }: Place) =>
  `${roundCoordinate(latitude).toFixed(6)}, ${roundCoordinate(longitude).toFixed(6)}`;

type Props = {
  visible: boolean;
  pin: Place | null;
  onClose: () => void;
  /** The place chosen, or null when the buyer removed the pin. */
  onDone: (pin: Place | null) => void;
};

/**
 * Choose-location (§2's built-in page, as a sheet over the address form): a tap on the map
 * places the pin, "Use my location" asks the phone. Nothing is saved here: the form saves the
 * pin with the address.
 */
export function PickLocationSheet({ visible, pin, onClose, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="pick-location-title"
      title={t('address.pin.sheetTitle')}
      tall
    >
      {/* A fresh map each time the sheet opens, started where the pin is. */}
      {visible && <PickLocation pin={pin} onDone={onDone} />}
    </Sheet>
  );
}

function PickLocation({ pin, onDone }: Pick<Props, 'pin' | 'onDone'>) {
  const { t } = useTranslation();
  const contact = useContact();
  const office = contact.data ? placeOf(contact.data) : null;
  const [draft, setDraft] = useState<Place | null>(pin);
  const [view, setView] = useState<View>(() =>
    pin ? { center: pin, zoom: DOOR_ZOOM } : office ? { center: office, zoom: CITY_ZOOM } : WORLD,
  );
  const [locating, setLocating] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        setDraft(here);
        setView({ center: here, zoom: DOOR_ZOOM });
      },
      (error) => {
        setLocating(false);
        toast({
          content:
            error.code === error.PERMISSION_DENIED
              ? t('address.pin.denied')
              : t('address.pin.unavailable'),
          duration: 4000,
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="pick-location">
      <p className="pick-location-hint">{t('address.pin.hint')}</p>
      {contact.data ? (
        <MapView
          className="pick-location-map"
          label={t('address.pin.mapLabel')}
          tileUrl={contact.data.MapTileUrl}
          attribution={contact.data.MapAttribution}
          center={view.center}
          zoom={view.zoom}
          pin={draft}
          pinLabel={t('address.pin.here')}
          onPick={setDraft}
        />
      ) : (
        <div className="pick-location-map map-view" aria-busy={contact.isPending}>
          {contact.isError && <p className="map-unavailable">{t('map.unavailable')}</p>}
        </div>
      )}
      <p className="pick-location-place" aria-live="polite">
        {draft ? (
          <>
            <EnvironmentOutline aria-hidden="true" /> {placeText(draft)}
          </>
        ) : (
          t('address.pin.none')
        )}
      </p>
      <div className="pick-location-tools">
        {canLocate && (
          <Button
            size="small"
            shape="rounded"
            fill="outline"
            loading={locating}
            loadingText={t('address.pin.locating')}
            onClick={locate}
          >
            <LocationOutline aria-hidden="true" /> {t('address.pin.useMyLocation')}
          </Button>
        )}
        {pin && (
          <Button
            size="small"
            shape="rounded"
            fill="none"
            color="danger"
            onClick={() => onDone(null)}
          >
            <DeleteOutline aria-hidden="true" /> {t('address.pin.remove')}
          </Button>
        )}
      </div>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className="pick-location-done"
        disabled={!draft}
        onClick={() => {
          if (draft) onDone(draft);
        }}
      >
        {t('address.pin.done')}
      </Button>
    </div>
  );
}
