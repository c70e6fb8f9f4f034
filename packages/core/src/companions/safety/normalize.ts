/**
 * Text normalisation for the safety screen. Matching never runs on the raw message: it runs
 * on a few normalised forms of it, so that simple evasions and typing habits don't hide a
 * message ("ｋｉｌｌ ｍｙｓｅｌｆ", "k1ll myself", "s u i c i d e", "自 杀", "自\u200b杀", "自殺").
 *
 * The base form (every pattern sees it):
 *   - zero-width and invisible characters are removed (U+200B–U+200F, U+2060–U+2064, BOM,
 *     soft hyphen, combining grapheme joiner, Mongolian vowel separator);
 *   - NFKC folds full-width letters, digits and punctuation to ASCII (，→, ！→! ？→?);
 *   - a short list of traditional characters that occur in the patterns becomes simplified;
 *   - lower case, straight apostrophes, whitespace runs collapsed to one space;
 *   - spaces and filler symbols between two Chinese characters are removed ("自 杀", "自*杀").
 *
 * Variants (a pattern matching any one of them counts):
 *   - letters typed one by one ("k i l l", "s.u.i.c.i.d.e") joined up;
 *   - runs of three or more of one letter cut to two ("killlll" → "kill") or to one
 *     ("diiiie" → "die");
 *   - look-alike digits and symbols inside words read as letters ("k1ll", "su!c!de", "d3ad").
 * Variants are only ever added, never substituted, so "10mg" or "$TSLA" stay readable in the
 * base form while the look-alike reading exists beside them.
 */

/** Invisible characters that can be slipped between letters. */
const INVISIBLE = /\u034f|[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/gu;

/**
 * Traditional → simplified for the characters our Chinese patterns use, so that messages
 * typed in traditional script (Hong Kong, Taiwan) are screened too: pairs of (traditional,
 * simplified). Not a general converter; add a pair when a pattern gains a character.
 */
const TRADITIONAL_PAIRS =
  '殺杀輕轻殘残傷伤結结遺遗書书寫写樓楼藥药絕绝離离開开這这個个們们會会沒没說说還还為为麼么麽么嗎吗讓让後后與与見见覺觉決决無无義义價价機机嚇吓買买賣卖該该應应診诊' +
  '斷断醫医師师療疗劑剂憂忧鬱郁訴诉訟讼勝胜敗败權权錢钱幣币漲涨貨货債债倉仓隻只點点種种脈脉臥卧軌轨燒烧農农盡尽尋寻夠够膩腻撐撑帶带囑嘱處处將将鯊鲨來来過过劃划聽听' +
  '話话對对時时間间裡里裏里著着準准備备計计願愿從从當当問问現现場场議议薦荐選选幫帮給给顆颗減减換换違违撫抚養养贏赢輸输狀状屬属愛爱約约險险產产題题負负擔担贅赘歲岁' +
  '體体認认確确專专業业發发難难變变氣气厭厌親亲壓压慮虑強强資资貸贷際际盤盘虛虚擬拟數数滿满補补損损賺赚虧亏號号條条獄狱辦办夢梦讀读記记腦脑護护靜静壞坏';
const TRADITIONAL = new Map<string, string>(
  Array.from({ length: TRADITIONAL_PAIRS.length / 2 }, (_, i) => [
    TRADITIONAL_PAIRS.charAt(2 * i),
    TRADITIONAL_PAIRS.charAt(2 * i + 1),
  ]),
);

/** Spaces and filler symbols typed between two Chinese characters to split a word. */
const HAN_GAP = /(?<=\p{Script=Han})[\s_*.\-·~|/\\…+=#^'"`]+(?=\p{Script=Han})/gu;

/** A word spelled out one letter at a time with a separator: "k i l l", "s.u.i.c.i.d.e". */
const SPELLED_OUT = /(?<![a-z])[a-z](?:[ .\-_*][a-z]){2,}(?![a-z])/gu;

/** Look-alike characters read as letters inside a word that has letters. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
/** A token of letters, digits and look-alike symbols; a trailing "!" stays punctuation. */
const LEET_TOKEN = /[a-z0-9@$!]*[a-z0-9@$]/gu;

function toSimplified(text: string): string {
  let out = '';
  for (const ch of text) out += TRADITIONAL.get(ch) ?? ch;
  return out;
}

/** The base form described at the top of the file. */
export function normalizeBase(text: string): string {
  return toSimplified(text.replace(INVISIBLE, '').normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u00b4`]/gu, "'")
    .replace(/\s+/gu, ' ')
    .replace(HAN_GAP, '')
    .trim();
}

function joinSpelledOut(text: string): string {
  return text.replace(SPELLED_OUT, (run) => run.replace(/[^a-z]/gu, ''));
}

function collapseRepeats(text: string, keep: 1 | 2): string {
  return text.replace(/([a-z])\1{2,}/gu, keep === 2 ? '$1$1' : '$1');
}

function readLeet(text: string): string {
  return text.replace(LEET_TOKEN, (token) =>
    /[a-z]/u.test(token) ? token.replace(/[013457@$!]/gu, (ch) => LEET[ch] ?? ch) : token,
  );
}

/** Every form a message is screened in: the base form first, then its distinct variants. */
export function screeningForms(text: string): string[] {
  const base = normalizeBase(text);
  const forms = new Set<string>([base]);
  for (const joined of [base, joinSpelledOut(base)]) {
    for (const collapsed of [collapseRepeats(joined, 2), collapseRepeats(joined, 1)]) {
      forms.add(collapsed);
      forms.add(readLeet(collapsed));
    }
  }
  return [...forms];
}
