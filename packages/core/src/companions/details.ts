import { classifyQuestion } from '../question';
import type { CompanionLang } from './types';
import { hasCjk } from './util';

/**
 * The particulars of a message a companion takes up: a person it names ("my mom", 「妈妈」),
 * a trade-off ("…pays 30% more, but my family is here", 「工资高三成，但是要离开家人」) and
 * self-doubt ("I can't do anything right", 「什么都做不好」). Quoted as the member wrote them,
 * and only when they are short and in the reply's language.
 */
export interface Details {
  /** the person as the reply names them: 「妈妈」, "your mom" */
  person: string | null;
  tradeoff: { gain: string; cost: string } | null;
  selfDoubt: boolean;
}

const PERSON_ZH =
  /(妈妈|爸爸|爸妈|父母|母亲|父亲|家人|老公|老婆|男朋友|女朋友|对象|老板|领导|同事|朋友|孩子|儿子|女儿|哥哥|姐姐|弟弟|妹妹|奶奶|爷爷|外婆|外公|婆婆)/;
const PERSON_ZH_SHORT: Record<string, string> = { 我妈: '妈妈', 我爸: '爸爸' };
const PERSON_EN =
  /\bmy (mom|mum|mother|dad|father|parents|family|husband|wife|partner|boyfriend|girlfriend|boss|manager|coworkers?|colleagues?|friends?|best friend|son|daughter|kids?|brother|sister|grandma|grandpa)\b/i;

const SELF_DOUBT =
  /(什么都|啥都|样样都|一件事都)(做不好|干不好|做不成)|我(真)?(好|很|太)?(没用|失败)|一无是处|(?:can(?:'|’)?t|cannot|never) do anything right|(?:i(?:'|’)?m|i am|feel) (?:so |such )?(?:useless|a failure|worthless|not good enough)|mess everything up/i;

/** A trade-off: what is gained, then "but", then what it costs. */
const BUT_ZH = /[，,]\s*(?:但是|可是|但|不过|却)|但是|可是/;
const BUT_EN = /,?\s+but\s+/i;

function clause(text: string, lang: CompanionLang, last: boolean): string | null {
  const parts = text.split(lang === 'zh' ? /[，,。！？!?；;]/ : /[,.!?;]\s*/);
  const raw = (last ? parts[parts.length - 1] : parts[0]) ?? '';
  const t = raw
    .replace(/[“”"「」]/g, '')
    .replace(/^(?:and|so|i think|i feel)\s+/i, '')
    .trim();
  const len = [...t].length;
  if (hasCjk(t) !== (lang === 'zh')) return null;
  if (lang === 'zh' ? len < 2 || len > 20 : len < 6 || len > 70) return null;
  return t;
}

function tradeoffOf(text: string, lang: CompanionLang): Details['tradeoff'] {
  if (classifyQuestion(text).kind === 'choice') return null;
  const split = text.split(lang === 'zh' ? BUT_ZH : BUT_EN);
  if (split.length !== 2) return null;
  const gain = clause(split[0]!, lang, true);
  const cost = clause(split[1]!, lang, false);
  return gain && cost ? { gain, cost } : null;
}

function personOf(text: string, lang: CompanionLang): string | null {
  if (lang === 'zh') {
    const short = /我(妈|爸)(?!妈|爸)/.exec(text);
    if (short) return PERSON_ZH_SHORT[short[0]]!;
    return PERSON_ZH.exec(text)?.[1] ?? null;
  }
  const m = PERSON_EN.exec(text);
  return m ? `your ${m[1]!.toLowerCase()}` : null;
}

export function messageDetails(text: string, lang: CompanionLang): Details {
  const sameScript = hasCjk(text) === (lang === 'zh');
  return {
    person: sameScript ? personOf(text, lang) : null,
    tradeoff: sameScript ? tradeoffOf(text, lang) : null,
    selfDoubt: SELF_DOUBT.test(text),
  };
}
