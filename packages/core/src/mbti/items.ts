import { EI_ITEMS } from './items-ei';
import { JP_ITEMS } from './items-jp';
import { SN_ITEMS } from './items-sn';
import { TF_ITEMS } from './items-tf';
import { LEVEL_ITEM_IDS, type MbtiLevel } from './levels';
import type { MbtiItem, MbtiLang } from './types';

/** The whole pool of 96 items, grouped by dichotomy (EI, SN, TF, JP) in id order. */
export const MBTI_ITEMS: readonly MbtiItem[] = [...EI_ITEMS, ...SN_ITEMS, ...TF_ITEMS, ...JP_ITEMS];

const BY_ID: ReadonlyMap<string, MbtiItem> = new Map(MBTI_ITEMS.map((item) => [item.id, item]));

/** One item by id, or undefined. */
export function mbtiItem(id: string): MbtiItem | undefined {
  return BY_ID.get(id);
}

const LEVEL_ITEMS = new Map<MbtiLevel, readonly MbtiItem[]>();

/** A level's items in presentation order, with both languages' texts, dichotomies and keys. */
export function mbtiItems(level: MbtiLevel): readonly MbtiItem[] {
  let items = LEVEL_ITEMS.get(level);
  if (!items) {
    items = LEVEL_ITEM_IDS[level].map((id) => {
      const item = BY_ID.get(id);
      if (!item) throw new Error(`mbti: level ${level} names unknown item ${id}`);
      return item;
    });
    LEVEL_ITEMS.set(level, items);
  }
  return items;
}

/** What a client shows for one item: no dichotomy or key, only the statement. */
export interface MbtiQuestion {
  id: string;
  text: string;
}

/** A level's statements in one language, in presentation order. */
export function mbtiQuestions(level: MbtiLevel, lang: MbtiLang): MbtiQuestion[] {
  return mbtiItems(level).map((item) => ({ id: item.id, text: item.text[lang] }));
}
