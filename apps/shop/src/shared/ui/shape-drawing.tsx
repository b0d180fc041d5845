import { stoneSvg, type Shape } from '@facet/contract';
import { useId } from 'react';

/**
 * The shop's drawing of a shape, as the stones' own pictures show it (`/media/stones/…`), drawn
 * in the page: a chip row of fourteen shapes would otherwise be fourteen requests (about 18 KB
 * on the wire with their headers) on the search page's first screen.
 */
export function ShapeDrawing({
  shape,
  size,
  className,
}: {
  shape: Shape;
  size: number;
  className: string;
}) {
  // One gradient per drawing: ids are the whole page's.
  const gradientId = `shape${useId().replaceAll(':', '')}`;
  const markup = stoneSvg(shape, 'white', gradientId).replace(
    'width="400" height="400"',
    `width="${size}" height="${size}" aria-hidden="true" focusable="false"`,
  );
  // The markup is the contract's own constant drawing, never anything a user wrote.
  return <span className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
