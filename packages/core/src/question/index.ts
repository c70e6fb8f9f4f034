/**
 * What kind of answer a question asks for, from its words in zh or en:
 * - 'choice': "A or B" / 「A还是B」: two options to compare (both returned, trimmed);
 * - 'when': timing ("when", "how long", 什么时候, 多久 …);
 * - 'yesno': a question a yes or a no answers ("Will he call?", 「他会联系我吗」, 「能不能」);
 * - 'open': anything else ("What should I focus on?", 「我该怎么做」).
 * Choice wins over yes/no ("Should I stay or go?" compares), timing wins over both.
 */
export type QuestionKind = 'yesno' | 'choice' | 'when' | 'open';

export interface QuestionShape {
  kind: QuestionKind;
  /** the two options of a 'choice' question, as the person wrote them */
  options?: [string, string];
}

const WHEN_EN =
  /\b(when|how (long|soon)|what (time|month|year|day|season)|which (month|year|day|season)|by (when|what date))\b/i;
const WHEN_ZH =
  /(什么时候|何时|几时|多久|多长时间|哪一?(天|年|月|个月|季)|多少(天|年|个月)|啥时候|什么时间)/;

const YESNO_EN =
  /^(will|would|should|shall|is|are|am|was|were|do|does|did|can|could|may|might|must|has|have|had|won't|isn't|aren't|doesn't|don't|didn't|can't|shouldn't|wouldn't)\b/i;
const YESNO_ZH =
  /(吗|(?<![什怎那这多要])么)\s*[?？!！。.]*\s*$|(会不会|能不能|是不是|要不要|该不该|可不可以|有没有|行不行|对不对|好不好|还能不能|值不值得|适不适合|合不合适|成不成|可以吗|能否|是否|可否)/;

const CHOICE_ZH = /^(.*?)(还是|或者是?|或是)(.*?)$/;
const CHOICE_EN = /^(.*?)\s+or\s+(.*?)$/i;

/** Words that open an English question and belong to neither option. */
const LEAD_EN =
  /^(should|shall|will|would|do|does|is|are|can|could|may|might|must|which is better|which|what|whether)\s+(i|we|he|she|they|it|you|my|the)?\s*/i;
const LEAD_ZH = /^(我|我们|他|她|你)?(应该|该|要|是|会|想|打算|选择?|到底|究竟)*/;

function clean(option: string, lang: 'zh' | 'en'): string {
  let s = option.trim().replace(/[?？!！。.,，、\s]+$/u, '');
  s = lang === 'en' ? s.replace(LEAD_EN, '') : s.replace(LEAD_ZH, '');
  // "Is yoga or running better for me?": the comparison after the second option is not part of it
  if (lang === 'en')
    s = s.replace(/\s+(better|best|worse|wiser|safer|more \w+|the right (one|choice))\b.*$/i, '');
  return s.replace(/^(to|the|a|an)\s+/i, '').trim();
}

function hasCjk(text: string): boolean {
  return /\p{Script=Han}/u.test(text);
}

export function classifyQuestion(text: string): QuestionShape {
  const q = text.trim();
  if (!q) return { kind: 'open' };
  const zh = hasCjk(q);
  if (zh ? WHEN_ZH.test(q) : WHEN_EN.test(q)) return { kind: 'when' };

  // 「他还是爱我吗」: 还是 as "still" in a yes/no question, not a choice
  const endsWithMa = zh && /(吗|(?<![什怎那这多要])么)\s*[?？!！。.]*\s*$/u.test(q);
  const m = endsWithMa ? null : zh ? CHOICE_ZH.exec(q) : CHOICE_EN.exec(q);
  if (m) {
    const a = clean(m[1] ?? '', zh ? 'zh' : 'en');
    const b = clean((zh ? m[3] : m[2]) ?? '', zh ? 'zh' : 'en');
    // "or not" / 「还是不」 is a yes/no question in disguise
    const negated = zh ? /^不/.test(b) && b.length <= 3 : /^not\b/i.test(b);
    if (a && b && !negated) return { kind: 'choice', options: [a, b] };
    return { kind: 'yesno' };
  }
  if (zh ? YESNO_ZH.test(q) : YESNO_EN.test(q)) return { kind: 'yesno' };
  return { kind: 'open' };
}

const FULL_WIDTH: Record<string, string> = {
  '?': '？',
  '!': '！',
  ',': '，',
  ':': '：',
  ';': '；',
  '(': '（',
  ')': '）',
};

/** A person's words quoted in Chinese text: half-width ? ! , : ; ( ) become full-width. */
export function toFullWidth(text: string): string {
  return text.replace(/\s*([?!,:;()])\s*/g, (_m, ch: string) => FULL_WIDTH[ch]!);
}
