import { describe, expect, test } from 'vitest';
import { FIRST_SCREEN_ROWS } from '../features/catalogue/query-calls';
import { picturesOf } from './first-pictures';

describe('the pictures a first call’s answer names', () => {
  test('a stone’s first picture, in the shell’s picture box', () => {
    expect(picturesOf('data-picture', { Images: ['/media/a.jpg', '/media/b.jpg'] })).toEqual([
      { src: '/media/a.jpg', box: '.shell-picture' },
    ]);
    expect(picturesOf('data-picture', { Images: [] })).toEqual([]);
    expect(picturesOf('data-picture', undefined)).toEqual([]);
  });

  test('the first screen’s rows, each in its row; a row without a picture keeps its place', () => {
    const rows = Array.from({ length: 9 }, (_, index) => ({
      Images: index === 1 ? [] : [`/media/${index}.jpg`],
    }));
    const pictures = picturesOf('data-list', { List: rows });
    expect(pictures.map(({ box }) => box)).toEqual(
      [1, 3, 4, 5, 6].map((row) => `.shell-row:nth-child(${row}) .shell-thumb`),
    );
    expect(pictures[0]!.src).toBe('/media/0.jpg');
    expect(pictures.length).toBeLessThan(FIRST_SCREEN_ROWS);
    expect(picturesOf('data-list', null)).toEqual([]);
  });
});
