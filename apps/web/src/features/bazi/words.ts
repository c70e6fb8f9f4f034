import { useTranslation } from 'react-i18next';
import type { BaziChartData } from '@starlit/contracts';
import type en from '../../i18n/locales/en/bazi.json';
import { useAppStore } from '../../state/app';
import {
  BRANCH_PINYIN,
  BRANCHES,
  branchElement,
  type Element,
  isYang,
  pillarName,
  pillarPinyin,
  STEM_PINYIN,
  STEMS,
  stemElement,
} from './names';

type Relations = BaziChartData['interactions'][number];
type Words = typeof en;
/** The server names gods, sounds, terms and relations in Chinese: the keys of their glosses. */
type God = keyof Words['gods'];
type Nayin = keyof Words['nayin'];
type Term = keyof Words['terms'];
type PillarWord = keyof Words['rel']['first'];
type StemRelation = keyof Words['rel']['stem'];
type BranchRelation = keyof Words['rel']['branch'];

/**
 * The 八字 screen's words: Chinese first, and in English each term glossed beside it
 * (七杀 Seven Killings, 甲 Jia (Yang Wood), 立夏 (Start of Summer)).
 */
export function useBaziWords() {
  const { t } = useTranslation('bazi');
  const lang = useAppStore((s) => s.lang);
  const en = lang === 'en';
  const elementOf = (index: number, element: Element) =>
    t('elementOf', {
      polarity: t(`polarity.${isYang(index) ? 'yang' : 'yin'}`),
      element: t(`element.${element}`),
    });
  return {
    t,
    lang,
    /** a ten god: 七杀, or 七杀 Seven Killings */
    god: (god: string) => (en ? t('godLabel', { god, gloss: t(`gods.${god as God}`) }) : god),
    nayin: (nayin: string) =>
      en ? t('nayinLabel', { nayin, gloss: t(`nayin.${nayin as Nayin}`) }) : nayin,
    term: (term: string) =>
      en ? t('termLabel', { term, gloss: t(`terms.${term as Term}`) }) : term,
    /** a stem's polarity and element: 阳木, Yang Wood */
    stemKind: (stem: number) => elementOf(stem, stemElement(stem)),
    branchKind: (branch: number) => elementOf(branch, branchElement(branch)),
    /** what a screen reader hears for a stem or branch */
    stemSays: (stem: number) =>
      t('glyph', {
        char: STEMS[stem],
        pinyin: STEM_PINYIN[stem],
        polarity: t(`polarity.${isYang(stem) ? 'yang' : 'yin'}`),
        element: t(`element.${stemElement(stem)}`),
      }),
    branchSays: (branch: number) =>
      t('glyph', {
        char: BRANCHES[branch],
        pinyin: BRANCH_PINYIN[branch],
        polarity: t(`polarity.${isYang(branch) ? 'yang' : 'yin'}`),
        element: t(`element.${branchElement(branch)}`),
      }),
    /** the day master: 甲木, or 甲 Jia (Yang Wood) */
    dayMaster: (stem: number) =>
      t('dayMasterName', {
        char: STEMS[stem],
        pinyin: STEM_PINYIN[stem],
        polarity: t(`polarity.${isYang(stem) ? 'yang' : 'yin'}`),
        element: t(`element.${stemElement(stem)}`),
      }),
    /** a pillar: 庚午, or 庚午 Geng Wu */
    pillar: (p: { stem: number; branch: number }) =>
      en ? `${pillarName(p)} ${pillarPinyin(p)}` : pillarName(p),
    /** a line on two pillars meeting: 年柱与日柱：地支相冲 */
    relation: (r: Relations) =>
      t('rel.line', {
        a: t(`rel.first.${r.between[0] as PillarWord}`),
        b: t(`rel.second.${r.between[1] as PillarWord}`),
        rels: [
          ...r.stems.map((s) => t(`rel.stem.${s as StemRelation}`)),
          ...r.branches.map((b) => t(`rel.branch.${b as BranchRelation}`)),
        ].join(t('rel.sep')),
      }),
  };
}
export type BaziWords = ReturnType<typeof useBaziWords>;
