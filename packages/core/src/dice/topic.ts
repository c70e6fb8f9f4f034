import type { DiceLang } from './content';

/** What a dice question is about: the tarot topics plus the people and places of everyday life. */
export type DiceTopic =
  | 'general'
  | 'family'
  | 'friends'
  | 'love'
  | 'career'
  | 'money'
  | 'study'
  | 'health'
  | 'travel'
  | 'home'
  | 'creativity'
  | 'self';

/** Topics whose reading can name the person asked about ("your sister", 「妹妹」). */
export const PERSON_TOPICS: readonly DiceTopic[] = ['family', 'friends', 'love'];

/**
 * Keywords per topic, '|' between them. English words match whole (with common endings:
 * "sister" finds "sisters", but "friend" is not found in "boyfriend"); Chinese entries are
 * regular-expression sources matched anywhere. On a tie the topic listed first wins, so "my sister" is family.
 */
const KEYWORDS: Record<Exclude<DiceTopic, 'general'>, { en: string; zh: string }> = {
  family: {
    en: 'sister|brother|sibling|mom|mum|mother|dad|father|parent|son|daughter|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|family|niece|nephew|in-laws|kid|child|children',
    zh: '家人|家里人|妹妹|姐姐|哥哥|弟弟|兄弟姐妹|妈妈|我妈|母亲|爸爸|我爸|父亲|父母|爷爷|奶奶|外公|外婆|儿子|女儿|孩子|亲戚|婆婆|公公|家庭|姑姑|舅舅|阿姨|叔叔',
  },
  friends: {
    en: 'friend|friendship|bestie|best friend|buddy|pal',
    zh: '(?<![男女])朋友|闺蜜|好友|友谊|友情|哥们|死党',
  },
  love: {
    en: 'love|lover|relationship|partner|boyfriend|girlfriend|husband|wife|crush|dating|date|marriage|marry|romance|ex|soulmate|breakup',
    zh: '(?<![可热])爱|恋|感情|喜欢|对象|男朋友|女朋友|男友|女友|老公|老婆|丈夫|妻子|暗恋|复合|分手|结婚|婚姻|桃花|前任|约会|另一半|伴侣',
  },
  career: {
    en: 'career|job|work|boss|promotion|interview|company|business|colleague|office|project|resign|quit|hire|startup|profession',
    zh: '工作|事业|职业|跳槽|升职|面试|老板|公司|同事|领导|项目|辞职|创业|职场|加薪',
  },
  money: {
    en: 'money|finance|financial|salary|income|invest|debt|loan|rich|wealth|savings|spend|budget',
    zh: '钱|财|收入|工资|薪水|投资|理财|债|贷款|存款|股票|基金|赚',
  },
  study: {
    en: 'study|exam|school|university|college|degree|grade|test|learn|class|thesis|admission|scholarship',
    zh: '学习|考试|学校|大学|考研|成绩|留学|论文|录取|毕业|高考|学业',
  },
  health: {
    en: 'health|healthy|sick|illness|body|sleep|diet|exercise|recovery',
    zh: '健康|身体|生病|睡眠|失眠|饮食|运动|减肥|康复',
  },
  travel: {
    en: 'travel|trip|journey|abroad|vacation|holiday|visa|flight|overseas|relocate',
    zh: '旅行|旅游|出国|出行|签证|度假|远行|移民|国外',
  },
  home: {
    en: 'home|house|apartment|flat|move|moving|roommate|landlord|neighbour|neighbor|renovation',
    zh: '搬家|房子|租房|室友|房东|装修|邻居|住处|新家|家里',
  },
  creativity: {
    en: 'creative|creativity|art|artist|paint|painting|music|song|write|writing|novel|poem|design|photography|film|band|craft|hobby',
    zh: '创作|写作|画画|绘画|音乐|艺术|灵感|小说|作品|设计|写歌|爱好|摄影',
  },
  self: {
    en: 'myself|confidence|self-esteem|self-worth|identity|purpose|self-love|personal growth|who i am|my life',
    zh: '自己|自信|自我|自卑|成长|内心|人生方向|我是谁|人生',
  },
};

const TOPICS = Object.keys(KEYWORDS) as Array<Exclude<DiceTopic, 'general'>>;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

const MATCHERS = TOPICS.map((topic) => ({
  topic,
  en: KEYWORDS[topic].en
    .split('|')
    .map((w) => new RegExp(`(?<![a-z])${escape(w)}(?:s|es|d|ed|ing|ship|ships)?(?![a-z])`)),
  zh: KEYWORDS[topic].zh.split('|').map((w) => new RegExp(w)),
}));

/** The topic of a dice question: the one with the most keyword hits, 'general' when none. */
export function detectDiceTopic(question: string): DiceTopic {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  let best: DiceTopic = 'general';
  let bestHits = 0;
  for (const m of MATCHERS) {
    const n =
      m.en.filter((re) => re.test(lower)).length + m.zh.filter((re) => re.test(question)).length;
    if (n > bestHits) {
      best = m.topic;
      bestHits = n;
    }
  }
  return best;
}

const PERSON_EN =
  /(?<![a-z])my\s+((?:older|younger|little|big|elder|baby|twin|best|closest|oldest|new)\s+)?(sister|brother|sibling|mom|mum|mother|dad|father|parents|son|daughter|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|niece|nephew|family|kids|children|child|friends|friend|bestie|boyfriend|girlfriend|husband|wife|partner|fiancée?|crush|ex)(?![a-z'])/;

const PERSON_ZH =
  /(兄弟姐妹|妹妹|姐姐|哥哥|弟弟|妈妈|我妈|老妈|母亲|爸爸|我爸|老爸|父亲|父母|爷爷|奶奶|外公|外婆|儿子|女儿|孩子|闺蜜|好朋友|男朋友|女朋友|男友|女友|老公|老婆|丈夫|妻子|伴侣|前任|暗恋的人|(?<![男女好])朋友)/;

const ZH_PERSON_NAME: Record<string, string> = {
  我妈: '妈妈',
  老妈: '妈妈',
  我爸: '爸爸',
  老爸: '爸爸',
};

/**
 * The person a question is about, as the reading names them ("your sister", 「妹妹」), or null.
 * Only the reading's own language is looked at: an English reading of a Chinese question
 * names no one.
 */
export function personIn(question: string, lang: DiceLang): string | null {
  if (lang === 'en') {
    const m = PERSON_EN.exec(question.toLowerCase().replace(/[’‘]/g, "'"));
    return m ? `your ${m[1] ?? ''}${m[2]}` : null;
  }
  const m = PERSON_ZH.exec(question);
  return m ? (ZH_PERSON_NAME[m[1]!] ?? m[1]!) : null;
}
