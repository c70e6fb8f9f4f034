import { matcher } from './words';

/** Words about cards and readings (zh and en). */

export const DRAW_VERB = matcher({
  en: [
    'draw',
    'pull a card',
    'pull some cards',
    'pull cards',
    'pull one',
    'pull three',
    'shuffle',
    'redraw',
    'another card',
    'one more card',
    'new card',
    'lay out',
  ],
  zh: ['抽(?:一|两|三|几|个|张|牌|下)', '帮我抽', '给我抽', '再抽', '重新抽', '洗牌', '再来一张'],
});

export const READING_ASK = matcher({
  en: [
    'a reading',
    'reading for',
    'tarot',
    'read for me',
    'read my cards',
    'read the cards',
    'read my fortune',
    'cards say',
    'what do the cards',
    'card for me',
    'cards for me',
    'a spread',
  ],
  zh: [
    '占卜',
    '塔罗',
    '算一下',
    '算算',
    '算一算',
    '帮我看看',
    '帮我看一下',
    '看看牌',
    '牌怎么说',
    '牌阵',
    '测一下',
    '测测',
    '卜一卦',
    '帮我算',
  ],
});

/** A quick yes-or-no: one card. */
export const YES_NO = matcher({
  en: [
    'yes or no',
    'yes/no',
    'yes-or-no',
    'one card',
    'single card',
    'a single card',
    'just one card',
    'a card',
    'quick yes',
  ],
  zh: [
    '是或否',
    '是还是否',
    '是或不是',
    '是还是不是',
    'yes or no',
    '一张牌',
    '抽一张',
    '单张',
    '只抽一张',
    '简单回答',
  ],
});

/** Words that point at drawn cards. */
export const CARD_WORD = matcher({
  en: [
    'card',
    'reversed',
    'upright',
    'that one',
    'this one',
    'the draw',
    'the reading',
    'this reading',
    'that reading',
  ],
  zh: ['牌', '这张', '那张', '逆位', '正位', '这次占卜', '刚才的占卜'],
});

/** Ordinals and positions: which drawn card. Index -1 is the last. */
export const ORDINALS: Array<[RegExp, number]> = [
  [/(?<![a-z])(first|1st)(?![a-z])|第一张|第1张|第一个|首张/i, 0],
  [/(?<![a-z])(second|2nd|middle)(?![a-z])|第二张|第2张|第二个|中间/i, 1],
  [/(?<![a-z])(third|3rd)(?![a-z])|第三张|第3张|第三个/i, 2],
  [/(?<![a-z])(last|final)(?![a-z])|最后一张|最后那张|最后一个/i, -1],
];

export const POSITIONS: Array<[RegExp, string]> = [
  [/(?<![a-z])past(?![a-z])|过去/i, 'past'],
  [/(?<![a-z])(present|now)(?![a-z])|现在/i, 'present'],
  [/(?<![a-z])future(?![a-z])|未来/i, 'future'],
];

/** Asking more about what was said or drawn. */
export const CONTINUATION = matcher({
  en: [
    'mean',
    'meaning',
    'explain',
    'tell me more',
    'more about',
    'why',
    'what should i do',
    'what can i do',
    'what do i do',
    'so what',
    'then what',
    'how so',
    'what now',
    'elaborate',
    'clarify',
    'in detail',
    'say more',
    'what about',
  ],
  zh: [
    '什么意思',
    '啥意思',
    '意思',
    '解释',
    '详细',
    '具体',
    '展开',
    '为什么',
    '怎么办',
    '该怎么做',
    '我该怎么',
    '然后呢',
    '那我',
    '怎么理解',
    '多说',
    '再说说',
    '代表什么',
    '象征',
  ],
});

/** Questions about tarot itself. */
export const TAROT_META = matcher({
  en: [
    'what is tarot',
    'how does tarot work',
    'is tarot real',
    'tarot accurate',
    'does tarot work',
    'how do tarot cards work',
    'how does this work',
  ],
  zh: ['塔罗(?:牌)?(?:是什么|准吗|准不准|怎么回事|靠谱吗|有用吗)', '占卜准吗', '这个准吗'],
});
