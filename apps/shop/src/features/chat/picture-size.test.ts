import { describe, expect, it } from 'vitest';
import { pictureSize } from './picture-size';

describe('pictureSize', () => {
  it('shrinks a large picture into the box, keeping its shape', () => {
    expect(pictureSize({ Width: 4000, Height: 3000 })).toEqual({ width: 200, height: 150 });
    expect(pictureSize({ Width: 1080, Height: 1920 })).toEqual({ width: 135, height: 240 });
  });

  it('leaves a small picture as it is, but never tinier than a thumb', () => {
    expect(pictureSize({ Width: 120, Height: 90 })).toEqual({ width: 120, height: 90 });
    expect(pictureSize({ Width: 2000, Height: 100 })).toEqual({ width: 200, height: 72 });
  });

  it('copes with a picture whose size is unknown', () => {
    expect(pictureSize({ Width: 0, Height: 0 })).toEqual({ width: 72, height: 72 });
  });
});
