/**
 * Dice question policy: which questions the zodiac dice decline to read.
 *
 * The dice answer everyday questions about love, work, study and growth. A question is
 * "sensitive" when it falls into one of these categories, in Chinese or English:
 *
 *   selfHarm  – suicide or self-harm: "should I kill myself", "我不想活了", "自残".
 *   violence  – hurting or killing someone else: "how do I kill him", "怎么弄死他".
 *   illegal   – clearly illegal acts: drugs, weapons and explosives, fraud, theft,
 *               smuggling, bribery, money laundering: "where to buy cocaine", "怎么洗钱".
 *   gambling  – gambling and picking lottery numbers: "lottery numbers", "双色球开什么".
 *   sexual    – explicit sexual content: "porn", "have sex", "约炮", "色情".
 *   medical   – requests for a medical diagnosis or treatment call: "do I have cancer",
 *               "is this lump a tumor", "我是不是得了癌症", "该不该停药".
 *   deathDate – when or whether someone will die, or how long they will live:
 *               "when will I die", "how long do I have to live", "我什么时候死", "还能活多久".
 *
 * How matching works:
 *   - The text is NFKC-normalised (full-width letters become ASCII), lower-cased, curly
 *     apostrophes straightened and runs of whitespace collapsed, so matching is
 *     case-insensitive.
 *   - English terms are whole words: each pattern is anchored with \b, so "skill" does not
 *     match "kill", "method" not "meth", "therapist" nothing at all. Idioms that share a
 *     word are excluded where they are common ("killing it", "jump the gun", "steal the
 *     show", "secret weapon", "lump sum", "will I die alone"). "Cancer" the sign is only
 *     read as the illness in diagnosis phrasing ("have cancer", "is it cancer").
 *   - Chinese has no word boundaries, so Chinese terms are multi-character phrases chosen
 *     to miss everyday words: 秒杀 and 抹杀 are not 杀人, 赌气 is not 赌博, 想死你了 (miss
 *     you) is not 想死, 上床睡觉 is not 上床, 电池寿命 is not 寿命.
 *
 * This is a coarse, deliberately small first filter, not a classifier: it errs towards
 * declining, and a question it misses still gets only a symbolic reading. Callers decline
 * gently and point to real help (hotlines, doctors) where it fits.
 */

export const SENSITIVE_CATEGORIES = [
  'selfHarm',
  'violence',
  'illegal',
  'gambling',
  'sexual',
  'medical',
  'deathDate',
] as const;
export type SensitiveCategory = (typeof SENSITIVE_CATEGORIES)[number];

/** Whole-word English alternatives: `\b(?:a|b|c)\b`. Alternatives are regex source. */
function words(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'u');
}

/** Chinese phrases (regex source, no word boundaries). */
function phrases(...alternatives: string[]): RegExp {
  return new RegExp(`(?:${alternatives.join('|')})`, 'u');
}

/** People a violent act could be aimed at. */
const PERSON =
  '(?:him|her|them|someone|somebody|anyone|people|my (?:boss|ex|husband|wife|partner|boyfriend|girlfriend|brother|sister|mother|father|mom|mum|dad|neighbou?r|friend|teacher|coworker|colleague|roommate|landlord))';

/** Everyday figures of speech with "kill": "kill it", "kill time", "kill my chances". */
const NOT_FIGURATIVE_KILL =
  '(?!\\s+(?:it|time|the (?:mood|vibe|deal|project|idea|buzz)|my (?:chances|vibe|mood|career|buzz|momentum|confidence|motivation|joy)|(?:our|the) (?:chances|relationship|friendship|spark))\\b)';

/** Chinese words that start with 死 but are not about dying: 死心, 死机, 死党, 死磕 … */
const NOT_DIE_WORD = '(?![心机缠磕板党忠])';

/** Words that make "cancer" the zodiac sign rather than the illness. */
const NOT_THE_SIGN =
  '(?!\\s+(?:rising|moon|sun|sign|season|ascendant|man|men|woman|women|guy|girl|boy|partner|friend|boyfriend|girlfriend|husband|wife|placement|energy|venus|mars|mercury|trait|traits|thing|vibe|mood|personality|behaviou?r|tendency|in (?:my|the|his|her|your) (?:\\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|chart)))';

const RULES: Record<SensitiveCategory, readonly RegExp[]> = {
  selfHarm: [
    words(
      'suicide',
      'suicidal',
      'kill(?:ing)? myself',
      'end(?:ing)? my (?:own )?life',
      'end it all',
      'take my (?:own )?life',
      'self[- ]?harm(?:ing)?',
      '(?:hurt|hurting|cut|cutting) myself(?!\\s+(?:some slack|slack|off))',
      '(?:want|wanna|wish) to die',
      "(?:don't|do not|dont) want to (?:live|be alive|exist)",
      'better off dead',
      'overdose',
    ),
    phrases(
      '自杀',
      '自尽',
      '轻生',
      '自残',
      '自伤',
      '割腕',
      '寻死',
      '跳楼(?!价|甩卖|大甩卖)',
      '上吊',
      '不想活',
      '活不下去',
      '死了算了',
      '结束(?:自己的)?生命',
      '了结自己',
      `想死(?![你您他她它])${NOT_DIE_WORD}`,
    ),
  ],
  violence: [
    // kill/murder anyone: "kill it" and "kill time" are everyday English, not violence
    words(`(?:kill|kills|killed|killing)${NOT_FIGURATIVE_KILL}`, 'murder(?:s|ed|ing|er)?'),
    words(`(?:stab|strangle|poison|shoot|punch|beat up|kidnap|attack) ${PERSON}`),
    words(`(?:want|going|plan|planning|how) to (?:hurt|harm|injure) ${PERSON}`),
    phrases(
      '杀人',
      '杀死',
      '杀掉',
      '(?<![秒抹扼封])杀了(?:他|她|他们|她们|人|你|那个)',
      '谋杀',
      '弄死',
      '害死',
      '打死(?:他|她|人)',
      '砍死',
      '捅死',
      '毒死',
      '下毒',
      '投毒',
      '行凶',
      '伤害(?:他|她|别人|他人)',
      '揍(?:他|她|死)',
      '绑架',
      '纵火',
      '泼硫酸',
    ),
  ],
  illegal: [
    words(
      'cocaine',
      'heroin',
      'meth',
      'methamphetamine',
      'fentanyl',
      'mdma',
      '(?:buy|buying|sell|selling|deal|dealing|smoke|take|taking) drugs',
      'drug deal(?:er|ing)?',
      'smuggl(?:e|ed|ing)',
      'traffick(?:ing)?',
      'launder(?:ing)? money',
      'money laundering',
      'fraud(?:ulent)?',
      'embezzl(?:e|ed|ing|ement)',
      'counterfeit',
      'fake id',
      'forge (?:a|his|her|my|the) (?:signature|document|check|cheque|id)',
      'tax evasion',
      'evade (?:my )?taxes',
      'shoplift(?:ing)?',
      '(?:steal|stealing|stole)(?!\\s+(?:the show|the spotlight|(?:his|her|their|my|your) heart))',
      'burglar(?:y|ize)?',
      'rob (?:a|the|him|her|them|someone)',
      'robbery',
      'brib(?:e|ed|es|ing|ery)',
      'blackmail(?:ing)?',
      'extort(?:ion)?',
      'hack into',
      '(?<!jump the |jumping the |jumped the |stick to (?:my|your|his|her|our|their) |sticking to (?:my|your|his|her|our|their) |top )guns?',
      'firearms?',
      'pistol',
      'ammo',
      'ammunition',
      '(?:make|build|plant) a bomb',
      'pipe bomb',
      'explosives?',
      '(?<!secret )weapons?',
    ),
    phrases(
      '毒品',
      '吸毒',
      '贩毒',
      '制毒',
      '冰毒',
      '海洛因',
      '可卡因',
      '芬太尼',
      '摇头丸',
      '大麻',
      '走私',
      '洗钱',
      '诈骗',
      '骗保',
      '传销',
      '偷税',
      '逃税',
      '漏税',
      '行贿',
      '受贿',
      '偷东西',
      '偷钱',
      '盗窃',
      '抢劫',
      '敲诈',
      '勒索',
      '伪造',
      '假证',
      '买枪',
      '枪支',
      '炸弹',
      '炸药',
      '雷管',
      '管制刀具',
    ),
  ],
  gambling: [
    words(
      'gambl(?:e|ed|es|ing|er)',
      'casino',
      'betting',
      'wager',
      'sportsbook',
      'place a bet',
      'bet on (?:the|a|this|that) (?:game|match|race|horse|team|fight)',
      'lottery',
      'lotto',
      'jackpot',
      'powerball',
      'mega millions',
      'scratch[- ]?(?:card|off|ticket)s?',
      'roulette',
      'blackjack',
      'baccarat',
      'slot machines?',
      'poker(?!\\s+face)',
      'winning numbers?',
    ),
    phrases(
      '赌博',
      '赌钱',
      '赌场',
      '赌球',
      '赌马',
      '网赌',
      '赌资',
      '赌徒',
      '下注',
      '押注',
      '投注',
      '博彩',
      '彩票',
      '买彩',
      '彩民',
      '中奖号',
      '开奖',
      '双色球',
      '大乐透',
      '六合彩',
      '福彩',
      '体彩',
      '刮刮乐',
      '百家乐',
      '老虎机',
    ),
  ],
  sexual: [
    words(
      'porn\\w*',
      'nudes',
      'nude (?:pics?|photos?|pictures?|selfies?)',
      'naked (?:pics?|pictures?|photos?)',
      'sex tape',
      '(?:have|having|had) sex',
      'sex with',
      'sexting',
      'orgasms?',
      'blowjobs?',
      'threesome',
      'nsfw',
      'xxx',
      'hentai',
      'erotica?',
    ),
    phrases(
      '色情',
      '黄片',
      '黄色视频',
      '做爱',
      '性爱',
      '性交',
      '口交',
      '约炮',
      '一夜情',
      '裸照',
      '裸聊',
      '啪啪啪',
      '(?<![点早晚])上床(?!睡|休息)',
    ),
  ],
  medical: [
    // "Cancer" is also a sign: only diagnosis phrasing counts ("have cancer", "is it cancer")
    words(
      `(?:have|has|had|got|get|getting|develop|developing|diagnosed with|is it|is this|is that|it's) (?:an? )?(?:cancer|tumou?rs?|leukemia|leukaemia|hiv|aids|diabetes|dementia|alzheimer's|parkinson's|heart disease|stds?|stis?|covid)${NOT_THE_SIGN}`,
    ),
    words(
      'am i (?:sick|ill|pregnant|dying)',
      'diagnos(?:e|ed|is)',
      'prognosis',
      'biopsy',
      'malignant',
      '(?:lab|scan|blood test|medical) results?',
      'lump(?!\\s+(?:sum|in my throat))',
      'symptoms?',
      '(?:stop|quit|start) taking (?:my )?(?:meds|medication|medicine|pills|antidepressants)',
      'should i (?:take|stop) (?:my )?(?:meds|medication|medicine|pills)',
    ),
    phrases(
      '(?<![懒男尬延])癌', // not the slang 懒癌, 直男癌, 尴尬癌, 拖延癌
      '肿瘤',
      '绝症',
      '确诊',
      '诊断',
      '活检',
      '化验',
      '病理',
      '体检(?:报告|结果)',
      '艾滋',
      '白血病',
      '糖尿病',
      '老年痴呆',
      '阿尔茨海默',
      '(?:是不是|有没有|会不会|是否)(?:得|患|染)(?:了|上)?[^，。？！?\\s]{0,6}(?<!相思|拖延|困难)(?:病|症|癌|瘤)',
      '我是不是病了',
      '(?:是不是|有没有)怀孕',
      '怀孕了吗',
      '停药',
      '吃什么药',
    ),
  ],
  deathDate: [
    words(
      'when (?:will|am|is|are|do|does) (?:i|he|she|they|we|my \\w+)(?: going to| gonna)? die',
      'how (?:will|am) i (?:going to )?die',
      'will (?:i|he|she|they|we|my \\w+) die(?!\\s+(?:alone|single|lonely|happy|rich|poor|old|a virgin))',
      'how long (?:will|do|does|have|has|am|is) (?:i|he|she|they|we|my \\w+)(?: got| have| has)?(?: left)? (?:to )?live(?!\\s+(?:in|at|here|there|abroad|with|alone|together|apart))',
      'how long (?:do|does) (?:i|he|she|my \\w+) have left',
      'how old will (?:i|he|she|my \\w+) be when (?:i|he|she|they) die',
      'death date',
      'date of (?:my |his |her )?death',
      '(?:day|year|age) (?:i|he|she) (?:will )?die',
      'life expectancy',
    ),
    phrases(
      `(?:什么|啥)时候(?:会|才会|就会)?死${NOT_DIE_WORD}`,
      `何时(?:会)?死${NOT_DIE_WORD}`,
      `哪(?:一)?(?:年|天)(?:会)?死${NOT_DIE_WORD}`,
      `几岁(?:会)?死${NOT_DIE_WORD}`,
      `会不会死${NOT_DIE_WORD}`,
      '会死吗',
      '能活(?:多久|几年|到几岁|到多少岁|多少年)',
      '还能活',
      '活多久',
      '活到几岁',
      '(?<!电池|产品|灯泡|设备)寿命(?:还)?(?:有)?多(?:长|久|少)',
      '死期',
      '阳寿',
      '大限',
      '寿终',
      '死亡(?:日期|时间)',
      '(?:去世|离世)(?:的)?(?:时间|日子)',
      '什么时候(?:会)?(?:去世|离世)',
    ),
  ],
};

/** Lower-cased, width-folded, apostrophe-straightened, whitespace-collapsed text. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Every category the text falls into, in SENSITIVE_CATEGORIES order; [] when none. */
export function sensitiveCategories(text: string): SensitiveCategory[] {
  const t = normalize(text);
  if (t === '') return [];
  return SENSITIVE_CATEGORIES.filter((category) =>
    RULES[category].some((pattern) => pattern.test(t)),
  );
}

/** Whether the dice should decline this question (see the policy at the top). */
export function isSensitiveQuestion(text: string): boolean {
  return sensitiveCategories(text).length > 0;
}
