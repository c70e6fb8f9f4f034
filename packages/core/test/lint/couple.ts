import type { Lang } from './rules';

/**
 * Words that assume the two people of a pair are a romantic couple. A pair may be friends,
 * family, colleagues or partners, so a pair text may use them only inside a phrase that says
 * so ("between partners, …", "若是伴侣，…"): those phrases are cut out before the search.
 */
export const COUPLE_ONLY: Record<Lang, RegExp> = {
  en: /\b(romance|romances|romantic\w*|flirt\w*|lovers?|love life|love language|in love|dating|date night|on a date|for a date|courtship|courting|woo\w*|seduc\w*|sensual\w*|sexy|sexual\w*|passion\w*|desires?|chemistry|sparks?|chase|crush|kiss\w*|sweethearts?|soul ?mates?|honeymoon|wedding|marr(y|ied|iage)|spouses?|missing half|other half|love)\b/i,
  zh: /爱情|恋爱|恋人|情侣|约会|调情|浪漫|心动|火花|来电|暧昧|表白|求爱|谈情|情话|欲望|性感|亲热|夫妻|婚|另一半|爱意|爱的语言|去爱|从爱里|伴侣宫|追求对方|追求的方式/,
};

/** The phrases that make romance conditional, each to the end of its clause. */
const CONDITIONAL: Record<Lang, RegExp> = {
  en: /\b(between|for) partners\b[^.!?;]*/gi,
  zh: /(若是|如果是)伴侣[^。！？；]*/g,
};

/** The couple-only words of a text outside its conditional phrases, with a little context. */
export function coupleWords(text: string, lang: Lang): string[] {
  const rest = text.replace(CONDITIONAL[lang], ' ');
  const re = new RegExp(COUPLE_ONLY[lang].source, COUPLE_ONLY[lang].flags + 'g');
  return [...rest.matchAll(re)].map(
    (m) => `"${m[0]}": …${rest.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}…`,
  );
}
