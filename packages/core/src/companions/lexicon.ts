import { matcher, normalizeEn, type Matcher } from './words';

/** Words of greetings, thanks, goodbyes, small talk and questions (zh and en). */

/** A message that opens with a greeting. */
export const GREETING_START =
  /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|morning|你好|您好|嗨|哈喽|哈啰|早上好|早安|午安|下午好|晚上好|在吗)(?![a-z])/i;

export const THANKS = matcher({
  en: ['thank', 'thanks', 'thx', 'ty', 'appreciate it', 'cheers', 'much appreciated'],
  zh: ['谢谢', '感谢', '多谢', '谢啦', '谢了', '辛苦了', '太感谢'],
});

export const GOODBYE = matcher({
  en: [
    'bye',
    'goodbye',
    'good night',
    'goodnight',
    'see you',
    'see ya',
    'talk later',
    'talk to you later',
    'gotta go',
    'got to go',
    'take care',
    'catch you later',
  ],
  zh: [
    '再见',
    '拜拜',
    '晚安',
    '下次聊',
    '回头聊',
    '改天聊',
    '先这样',
    '先走了',
    '我走了',
    '下线了',
  ],
});

export const SMALLTALK = matcher({
  en: [
    'how are you',
    "how's it going",
    'how is it going',
    "what's up",
    'whats up',
    'how was your day',
    'nice to meet you',
    "how's your day",
  ],
  zh: [
    '你好吗',
    '最近怎么样',
    '最近好吗',
    '在干嘛',
    '在干什么',
    '吃了吗',
    '你今天怎么样',
    '认识你很高兴',
  ],
});

/** Questions about the companion itself: who or what it is. */
const IDENTITY_WORDS = matcher({
  en: ['who are you', 'what are you', "what's your name", 'what is your name', 'real person'],
  zh: [
    '你是谁',
    '你叫什么',
    '你是不是(?:真人|人|机器人|AI|ai|医生|心理|咨询师|治疗师)',
    '你是(?:真人|人|机器人|AI|ai|医生|心理|咨询师|治疗师)',
    '真人吗',
  ],
});

const ARE_YOU =
  /(?<![a-z])are (?:you|u) (?:a |an )?(?:real |actual |licensed |trained )?(?:person|human|ai|bot|robot|machine|therapist|doctor|psychologist|psychiatrist|counsell?or)(?![a-z])/;

export const IDENTITY: Matcher = {
  test: (text) => IDENTITY_WORDS.test(text) || ARE_YOU.test(normalizeEn(text)),
};

/** Asking the reader to draw or lay out cards. */

export const QUESTION = matcher({
  en: ['i wonder', 'wondering', 'tell me if', 'do you think', 'is there a chance'],
  zh: [
    '吗',
    '嘛[？?]?$',
    '呢[？?]?$',
    // 「什么都做不好」 says "everything", it asks nothing
    '什么(?![都也])',
    '会不会',
    '能不能',
    '该不该',
    '要不要',
    '是不是',
    '有没有',
    '可不可以',
    '怎么',
    '如何',
    '为什么',
    '什么时候',
    '哪',
    '是否',
    '多久',
    '几时',
  ],
});

/** English questions that start with an auxiliary or a wh-word. */
export const QUESTION_START =
  /^(will|would|should|shall|can|could|do|does|did|is|are|am|was|were|have|has|may|might|must|what|why|how|when|where|who|which)\b/i;

/** The message is about the user's own situation or someone in it. */
export const PERSONAL = matcher({
  en: [
    'i',
    'me',
    'my',
    'mine',
    "i'm",
    "i'll",
    "i've",
    'we',
    'us',
    'our',
    'he',
    'him',
    'his',
    'she',
    'her',
    'they',
    'them',
    'their',
  ],
  zh: ['我', '他', '她', '咱', '对方', '我们'],
});

export const FUTURE = matcher({
  en: [
    'will',
    'would',
    'should',
    'going to',
    'gonna',
    'ever',
    'chance',
    'future',
    'work out',
    'happen',
  ],
  zh: ['会', '能', '该', '应该', '可以', '要不要', '以后', '将来', '未来', '机会', '结果'],
});

export const AFFIRM =
  /^(yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|let's do it|let's|please do|sounds good|好|好的|好呀|好啊|可以|行|嗯|来吧|抽吧|麻烦你了|要|是的|那就抽吧)[\s!！。.~～,，]*$/i;
