import { describe, expect, test } from 'vitest';
import {
  drawnStonePicture,
  drawnStoneUrl,
  framesOf,
  stoneLookOf,
  stoneSvg,
  FRAMES_MAX,
} from '../src/index';

describe('a 360° view in a stock list', () => {
  test('frames one after another, or a numbered range expanded in order', () => {
    expect(framesOf('https://a.example/1.jpg | https://a.example/2.jpg')).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']); // prettier-ignore
    const range = framesOf('https://cdn.example/KG1/{0..71}.jpg');
    expect(range).toHaveLength(72);
    expect([range[0], range[71]]).toEqual(['https://cdn.example/KG1/0.jpg', 'https://cdn.example/KG1/71.jpg']); // prettier-ignore
    expect(framesOf('https://cdn.example/{5..3}.jpg')).toEqual(['https://cdn.example/{5..3}.jpg']);
  });

  test('a range past the limit is cut one frame past it, so the record is refused, not huge', () => {
    expect(framesOf('https://cdn.example/{0..999}.jpg')).toHaveLength(FRAMES_MAX + 1);
  });
});

describe('a stone without a picture', () => {
  test('a list draws it in the page: the server’s drawing, as a data address, made once', () => {
    const pink = { Category: 'natural-fancy', Shape: 'pear', Color: null, FancyColor: 'pink', Intensity: 'Fancy Intense' }; // prettier-ignore
    const picture = drawnStonePicture(pink);
    expect(picture).toMatch(/^data:image\/svg\+xml,/);
    const { depth } = stoneLookOf(pink);
    expect(decodeURIComponent(picture.slice('data:image/svg+xml,'.length))).toBe(stoneSvg('pear', 'pink', 'g', { depth })); // prettier-ignore
    expect(drawnStonePicture({ ...pink })).toBe(picture);
    expect(drawnStonePicture({ ...pink, Intensity: 'Faint' })).not.toBe(picture);
  });

  test('whites of one colour group share one drawing (a list of mixed grades asks for few)', () => {
    const depthOf = (Color: string) => stoneLookOf({ Color, FancyColor: null, Intensity: null });
    const groups = [['D', 'E', 'F'], ['G', 'H', 'I', 'J'], ['K', 'L', 'M'], ['N', 'O', 'P', 'Q', 'R'], ['S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z']]; // prettier-ignore
    const looks = groups.map(
      (grades) => new Set(grades.map((grade) => JSON.stringify(depthOf(grade)))),
    );
    expect(looks.map((look) => look.size)).toEqual([1, 1, 1, 1, 1]);
    const depths = groups.map(([grade]) => depthOf(grade!).depth);
    expect(depths.slice(1)).toEqual([...depths.slice(1)].sort((a, b) => a - b));
    expect(new Set(depths).size).toBe(5);
  });

  test('is drawn in its colour: a white by its grade, a fancy as deep as its intensity', () => {
    expect(stoneLookOf({ Color: 'D', FancyColor: null, Intensity: null })).toEqual({ tint: 'white', depth: 1 }); // prettier-ignore
    const k = stoneLookOf({ Color: 'K', FancyColor: null, Intensity: null });
    const z = stoneLookOf({ Color: 'Z', FancyColor: null, Intensity: null });
    expect(k.tint).toBe('yellow');
    expect(z.depth).toBeGreaterThan(k.depth);
    const faint = stoneLookOf({ Color: null, FancyColor: 'pink', Intensity: 'Faint' });
    const vivid = stoneLookOf({ Color: null, FancyColor: 'pink', Intensity: 'Fancy Vivid' });
    expect([faint.tint, vivid.depth > faint.depth]).toEqual(['pink', true]);
  });

  test('in its own shape, rough and seeds by their category, an unknown shape as "other"', () => {
    const stone = { Color: 'G', FancyColor: null, Intensity: null };
    expect(drawnStoneUrl({ ...stone, Category: 'natural-white', Shape: 'oval' })).toMatch(/^\/media\/stones\/oval\.svg\?tint=yellow&depth=0\.\d\d$/); // prettier-ignore
    expect(drawnStoneUrl({ ...stone, Category: 'rough', Shape: null })).toMatch(/^\/media\/stones\/rough\.svg/); // prettier-ignore
    expect(drawnStoneUrl({ ...stone, Category: 'lab-white', Shape: 'kite' })).toMatch(/^\/media\/stones\/other\.svg/); // prettier-ignore
  });

  test('with facets that catch the light: turning the light changes the picture, not its shape', () => {
    const a = stoneSvg('round', 'blue', 'g', { depth: 0.9, angle: 0 });
    const b = stoneSvg('round', 'blue', 'g', { depth: 0.9, angle: 120 });
    expect(a).not.toBe(b);
    expect(a.match(/<polygon/g)!.length).toBe(b.match(/<polygon/g)!.length);
    expect(a.match(/<polygon/g)!.length).toBeGreaterThanOrEqual(33);
  });
});
