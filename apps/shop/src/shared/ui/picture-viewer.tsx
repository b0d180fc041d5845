import { useState } from 'react';
import { loadOnTap } from './load-on-tap';
import type * as ShowPictures from './show-pictures';

type Code = typeof ShowPictures;
type Shown = { images: string[]; index: number; visible: boolean; opening: number };

/**
 * Pictures a tap opens full screen (an order's vouchers, a picture in the chat). The viewer's
 * code comes with the first tap; `viewer` goes in the page, `open` is the tap.
 */
export function usePictureViewer() {
  const [code, setCode] = useState<Code | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const open = async (images: string[], index = 0) => {
    const loaded = code ?? (await loadOnTap(() => import('./show-pictures')));
    if (!loaded) return;
    setCode(loaded);
    // A new viewer for every opening: it starts on the picture tapped, not the last one seen.
    setShown((before) => ({ images, index, visible: true, opening: (before?.opening ?? 0) + 1 }));
  };

  const viewer =
    code && shown ? (
      <code.ShownPictures
        key={shown.opening}
        images={shown.images}
        index={shown.index}
        visible={shown.visible}
        onClose={() => setShown((before) => before && { ...before, visible: false })}
      />
    ) : null;
  return { open, viewer };
}
