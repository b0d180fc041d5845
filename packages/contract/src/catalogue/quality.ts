import type { BlackInclusion, Bgm, EyeClean, Milky, Shade } from './vocabulary';

/** What a stone's quality fields say, as the shop's "only" filters ask (Trade tools). */
export type QualityFields = {
  eyeClean: EyeClean | string | null;
  bgm: Bgm | string | null;
  shade: Shade | string | null;
  milky: Milky | string | null;
  blackInclusion: BlackInclusion | string | null;
};

export const isEyeClean = (q: Pick<QualityFields, 'eyeClean'>) => q.eyeClean === 'yes';

/**
 * No brown, green or milky: the supplier says "No BGM", or — where the list has no BGM column —
 * its shade and milky columns both say none. Unknown is not "no".
 */
export const hasNoBgm = (q: Pick<QualityFields, 'bgm' | 'shade' | 'milky'>) =>
  q.bgm == null ? q.shade === 'none' && q.milky === 'none' : q.bgm === 'no';

/** Free of black inclusions: none at all, or grade 0 on the table or the crown. */
export const FREE_OF_BLACK: readonly BlackInclusion[] = ['none', 'BT0', 'BC0'];
export const isFreeOfBlack = (q: Pick<QualityFields, 'blackInclusion'>) =>
  (FREE_OF_BLACK as readonly (string | null)[]).includes(q.blackInclusion);
