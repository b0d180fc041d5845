// antd-mobile's ImageViewer, with its gesture and animation libraries (23 KB over the wire):
// fetched on the first tap on a picture (picture-viewer.tsx), not with the page.
import { ImageViewer } from 'antd-mobile';

type Props = { images: string[]; index: number; visible: boolean; onClose: () => void };

/** Pictures full screen, to pinch and swipe through; a tap closes them. */
export function ShownPictures({ images, index, visible, onClose }: Props) {
  return images.length === 1 ? (
    <ImageViewer image={images[0]!} visible={visible} onClose={onClose} />
  ) : (
    <ImageViewer.Multi images={images} defaultIndex={index} visible={visible} onClose={onClose} />
  );
}
