import { DECK_TEXT } from '../../src/tarot';
import type { Lang } from './rules';
import { sentencesOf } from './sentences';

/**
 * Rules for a reading that must not contradict itself: advice is never built from a card's
 * negative key, the timing speaks of one span, the verdict holds to the end, and the closing
 * differs from reading to reading. Readings come as sections (kind and text).
 */
export interface Section {
  kind: string;
  text: string;
}

/** Words of a key that names a trouble, not a step (checked on the key alone). */
const TROUBLE: Record<Lang, RegExp> = {
  en: /hardship|left out|neglect|imbalance|fear|anxi|worr|grief|loss|regret|conflict|decepti|isolat|lonel|burnout|exhaust|stagna|delay|block|doubt|reckless|manipul|controlling|(?<!gentle )control\b|frozen|naivety|power struggle|forcing|depleted|raw emotion|impatien|losing your way|setback|repeating patterns|bad timing|dodged|unsettled|lingering|discourag|disconnect|overconfiden|passing clouds|unlearned|hesitat|incomplet|loose ends|shortcuts|stalled|limited vision|pulled back|muted|holding back|miscommunic|staying too long|second thoughts|distance|oversensitiv|mental fog|hasty|all talk|overload|tug-of-war|forced choice|misused|cold logic|overlooked|old baggage|slow return|jealous|coldness|procrastin|resist|suppress|avoid|rigid|confus|misjudg|careless|overthink|heartache|sorrow|pain|illusion|attachment|temptation|unhealthy|materialism|shadow|clinging|upheaval|collapse|lost |loss of|scattered|untapped|empty|arrogan|domineer|impuls|dispute|instabil|\bdependen|overwork|heavy load|overcommit|buckling|gossip|overindulg|emptiness|drifting|one-sided|tension|broken|immatur|escapism|moodiness|volatil|complacen|smug|hollow|frustrat|insecur|giving in|defensive|stubborn|friction|clash|competition|daydream|wishful|disillusion|stalemate|indecision|rock bottom|trapped|self-limiting|helpless|sleepless|restless|bias|self-deception|bitter|harsh|aggress|missed|shaky|dropped|disorgan|stretched thin|overspend|possessive|strain|strings attached|debt|boredom|inertia|distract|perfection|monoton|rushing|crossed wires|limbo|stalling|martyrdom|excess|discord|misalign|apathy|withdraw|secrets|inner noise|ignor|dogma|restriction|smother|codepend|overwhelm|stuck|outgrown|rose-tinted|playing it safe|narrow|pride|fleeting|unseen|worn down|over-guarded|running on empty|false starts|lack of|unfinished|unrealistic|status-seeking|cutting corners|poor |dimmed|dwelling|disappoint|apath|evasion|stealth|ego /i,
  zh: /困|排斥|忽视|失衡|恐惧|焦虑|忧虑|悲伤|失去|遗憾|冲突|欺|孤立|孤独|倦怠|耗竭|停滞|延迟|延误|受阻|怀疑|鲁莽|操控|操纵|控制欲|嫉妒|冷漠|拖延|抗拒|压抑|逃避|僵|混乱|失误|伤人|过度|急躁|浮躁|心痛|痛苦|幻|束缚|诱惑|不健康|物欲|阴影|执着|动荡|崩塌|突变|迷失|失控|分散|枯竭|埋没|空头|傲慢|专横|冲动|纷争|依赖|疲|透支|重担|不堪|冷落|流言|放纵|空虚|渐行渐远|单方面|疏离|紧张|破灭|情绪化|瓶颈|不切实际|喜怒无常|自满|沾沾自喜|空洞|害怕|受挫|不安|妥协|防御|固执|摩擦|竞争|白日梦|一厢情愿|僵局|谷底|受困|设限|无力|失眠|思虑|坐立不安|偏颇|冷酷|滥用|尖刻|严苛|咄咄逼人|错失|不稳|顾此失彼|杂乱|分身乏术|压力|附带条件|债务|乏味|惰性|有始无终|分心|涣散|虎头蛇尾|半途而废|期望过高|不协调|错位|不对|挫折|重复模式|秘密|嘈杂|退缩|缺乏|缺少|悬而未决|悬置|无谓的牺牲|权力之争|强行推进|迟迟|气馁|黯淡|阴云|未学会|求稳不前|视野受限|未被看见|骄傲|短暂的|操之过急|急于求成|依附|过载|模糊|拉扯|被迫|余痛|余怨|缓慢回归|占有欲|单向|犹豫|迟疑|苛责|未完成|未了|捷径|枯|三分钟|眼界受限|收缩|打折|力不从心|戒备|包袱|不畅|第三者|过去|美化|不再适用|漫无目的|停留太久|反复|心愿延迟|紧|不合|疏离|逼人|光说不做|口不择言|轻信|畏缩|无视|质疑|不随大流|偷工减料|配合不佳|目标不一|被忽视|完美主义|单调|不佳|追逐地位|物质至上|遗产|动摇|家中|溺|失望|隐秘|单打独斗|回避|意气|空洞/,
};

/** A sentence that names a key as something to watch, not to follow. */
const CAUTION: Record<Lang, RegExp> = {
  en: /\b(watch|wary|avoid|guard|careful|beware|don[’']?t|do not|keep an eye|steer clear|instead of|rather than|without|warn\w*|caution|mind|less of|let go of|ease off|trap)\b/i,
  zh: /留意|提防|避免|警惕|小心|别让|不要|当心|别被|而不是|少一些|警示|放下|别陷|防着|松开/,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every key of every card, longest first, so "gentle control" is read before "control". */
const KEYS: Record<Lang, Array<{ key: string; lowered: string; re: RegExp }>> = { en: [], zh: [] };
for (const lang of ['en', 'zh'] as const) {
  const all = new Set<string>();
  for (const card of Object.values(DECK_TEXT[lang]))
    for (const key of [...card.keywords.upright, ...card.keywords.reversed]) all.add(key);
  KEYS[lang] = [...all]
    .sort((a, b) => b.length - a.length)
    .map((key) => ({
      key,
      lowered: key.toLowerCase(),
      re: new RegExp(lang === 'en' ? `\\b${escape(key)}\\b` : escape(key), 'i'),
    }));
}

/** Words that turn a trouble into relief ("easing fear", 「恐惧消散」). */
const RELIEF: Record<Lang, RegExp> = {
  en: /easing|released|facing|breaking free|letting go|hope returning|turning a corner/i,
  zh: /消散|渐消|直面|挣脱|放下|走出|回归/,
};

export const isTroubleKey = (key: string, lang: Lang): boolean =>
  TROUBLE[lang].test(key) && !RELIEF[lang].test(key);

/** The card keys a sentence names (each span of text counted once, longest key first). */
export function keysIn(sentence: string, lang: Lang): string[] {
  let rest = sentence;
  const lower = sentence.toLowerCase();
  const found: string[] = [];
  for (const { key, lowered, re } of KEYS[lang]) {
    if (!lower.includes(lowered) || !re.test(rest)) continue;
    found.push(key);
    rest = rest.replace(re, ' · ');
  }
  return found;
}

/** Advice that tells the reader to follow a trouble ("it calls for self-neglect"). */
export function adviceFromTrouble(sections: readonly Section[], lang: Lang): string[] {
  const problems: string[] = [];
  for (const section of sections.filter((s) => s.kind === 'advice'))
    for (const sentence of sentencesOf(section.text, lang, 1)) {
      if (CAUTION[lang].test(sentence)) continue;
      const bad = keysIn(sentence, lang).filter((k) => isTroubleKey(k, lang));
      if (bad.length > 0)
        problems.push(`advice built from a negative key (${bad.join(', ')}): "${sentence}"`);
    }
  return problems;
}

type Span = 'days' | 'weeks' | 'months' | 'season' | 'year';
const SPANS: Record<Lang, Array<[Span, RegExp]>> = {
  en: [
    ['days', /\b(days?|a day or two)\b/i],
    ['weeks', /\bweeks?\b/i],
    ['months', /\bmonths?\b/i],
    ['season', /\b(seasons?|spring|summer|autumn|winter)\b/i],
    ['year', /\byears?\b/i],
  ],
  zh: [
    ['days', /[一两几\d十]+天|以天计|几天/],
    ['weeks', /[一两几\d十]+周|以周计|周左右/],
    ['months', /个月|以月计|以月为单位/],
    ['season', /季|春天|夏天|秋天|冬天/],
    ['year', /[一两几\d半]+年|以年计/],
  ],
};
/**
 * What names no span of the outcome: a span set aside ("months rather than days"), a step to
 * take this week, a planet's yearly rhythm.
 */
const SET_ASIDE: Record<Lang, RegExp> = {
  en: /\brather than [^,.;:]*|\b(this|a|for a) week\b|\bevery day\b|\byearly rhythm\b/gi,
  zh: /(而非|而不是)[^，。；：]*|这周|本周|一周内|连续一周|每天|一年的节律/g,
};

/** The spans of time the reading's own prose names (the answer, the synthesis, the advice). */
export function spansOf(sections: readonly Section[], lang: Lang): Set<Span> {
  const spans = new Set<Span>();
  for (const section of sections) {
    if (!['answer', 'synthesis', 'advice'].includes(section.kind)) continue;
    const text = section.text.replace(SET_ASIDE[lang], ' ');
    for (const [span, re] of SPANS[lang]) if (re.test(text)) spans.add(span);
  }
  return spans;
}

const SHORT: readonly Span[] = ['days', 'weeks'];

/**
 * Two timings that disagree: a short span (days, weeks) beside a long one (months, a season, a
 * year), or days beside weeks. Long spans agree with each other ("months, most of a year").
 */
export function timingClash(sections: readonly Section[], lang: Lang): string[] {
  const spans = [...spansOf(sections, lang)];
  const short = spans.filter((s) => SHORT.includes(s));
  const clash = short.length > 1 || (short.length === 1 && spans.length > 1);
  return clash ? [`two timings that disagree: ${spans.join(' and ')}`] : [];
}

const WINNER: Record<Lang, string[]> = {
  en: ['favour {w}', 'edge to {w}', '{w} has the clearer support', 'points to {w}'],
  zh: ['更支持{w}', '{w}得到的支持更清楚', '偏向{w}', '{w}略占上风', '指向{w}'],
};

/** The option the answer favours, from its first sentence; null when it names none. */
export function favoured(
  sections: readonly Section[],
  lang: Lang,
  options: readonly [string, string],
): number | null {
  const answer = sections.find((s) => s.kind === 'answer');
  const first = answer ? (sentencesOf(answer.text, lang, 1)[0] ?? '') : '';
  for (const [i, option] of options.entries())
    if (
      WINNER[lang].some((p) => first.toLowerCase().includes(p.replace('{w}', option).toLowerCase()))
    )
      return i;
  return null;
}

const LEAN: Record<Lang, RegExp[]> = {
  en: [
    /\b(?:leans?|leaning|tilts?|tilting|points?|pointing)\s+(?:clearly\s+|gently\s+|slightly\s+|firmly\s+)?(?:toward|towards|to)\s+(?:a\s+)?["“]?(yes|no)\b/i,
    /\b(?:a|an)\s+(?:clear|cautious|qualified|tentative|soft|firm|gentle|likely|conditional|strong)\s+["“]?(yes|no)\b/i,
  ],
  zh: [/「(是|否)」/, /倾向于?(肯定|否定)/],
};

/** A promise of an easy road, which a no must not be followed by. */
const EASE: Record<Lang, RegExp> = {
  en: /without much resistance|nothing holds this back|smooth sailing/i,
  zh: /顺畅地推进|一路顺风|没有什么在拖住/,
};

/** The yes or no a text leans to, from its first lean; null when it states none. */
export function leanOf(text: string, lang: Lang): 'yes' | 'no' | null {
  for (const re of LEAN[lang]) {
    const m = re.exec(text);
    if (m) return /^(yes|是|肯定)$/i.test(m[1]!) ? 'yes' : 'no';
  }
  return null;
}

/**
 * A verdict contradicted later: after the answer favours one option, the advice leans on the
 * other (names it and not the favoured one, outside a caution); after a yes or a no, a later
 * section leans the other way.
 */
export function verdictContradicted(
  sections: readonly Section[],
  lang: Lang,
  options: readonly [string, string] | null,
): string[] {
  const problems: string[] = [];
  const later = sections.filter((s) => s.kind === 'synthesis' || s.kind === 'advice');
  if (!options) {
    const answer = sections.find((s) => s.kind === 'answer');
    const lean = answer ? leanOf(answer.text, lang) : null;
    if (!lean) return [];
    for (const section of later)
      for (const sentence of sentencesOf(section.text, lang, 1)) {
        const other = leanOf(sentence, lang) ?? (EASE[lang].test(sentence) ? 'yes' : null);
        if (other && other !== lean)
          problems.push(`verdict contradicted: the answer leans ${lean}, later "${sentence}"`);
      }
    return problems;
  }
  const winner = favoured(sections, lang, options);
  if (winner === null) return [];
  const [won, lost] = [options[winner]!, options[1 - winner]!];
  for (const section of later.filter((s) => s.kind === 'advice'))
    for (const sentence of sentencesOf(section.text, lang, 1))
      if (sentence.includes(lost) && !sentence.includes(won) && !CAUTION[lang].test(sentence))
        problems.push(
          `verdict contradicted: the answer favours ${won}, the advice leans on ${lost}: "${sentence}"`,
        );
  return problems;
}

/** The closing sentence of a reading: the last sentence of its last section. */
export function closingOf(sections: readonly Section[], lang: Lang): string {
  const last = sections[sections.length - 1];
  const all = last ? sentencesOf(last.text, lang, 1) : [];
  return all[all.length - 1] ?? '';
}

/** How often the commonest closing occurs, as a share of the readings, and the distinct share. */
export function closingShares(closings: readonly string[]) {
  const counts = new Map<string, number>();
  for (const c of closings) counts.set(c, (counts.get(c) ?? 0) + 1);
  const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return {
    top,
    topShare: closings.length ? topCount / closings.length : 0,
    distinctShare: closings.length ? counts.size / closings.length : 0,
  };
}
