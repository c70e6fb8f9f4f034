import type { DirectiveArea } from './regex';

/**
 * The safety screen's fixed texts (our own writing, each language written for itself).
 * No placeholders: every text is shown exactly as it stands.
 */

type Lang = 'zh' | 'en';
type Companion = 'junior' | 'senior' | 'support';

/**
 * The crisis reply, sent instead of any model reply and never charged. In order: you
 * matter and you're not alone; I'm an AI and can't help in an emergency; the hotlines;
 * emergency services; reach someone you trust now. It also speaks to someone worried about
 * another person, since "my friend says she'll kill herself" gets the same reply.
 */
export const CRISIS_REPLY: Record<Lang, string> = {
  en: [
    "You matter, and you don't have to face this alone. I'm really glad you told me.",
    "I'm an AI, so I can't help in an emergency, but real people can, right now:",
    '• China: call 12356, the national psychological assistance hotline.',
    '• US: call or text 988, the Suicide & Crisis Lifeline.',
    '• If you are in danger or might act on these thoughts, call emergency services now: 110 or 120 in China, 911 in the US, or the local emergency number wherever you are.',
    "If you can, reach out to someone you trust right now (a friend, someone in your family, a neighbour) and tell them how you're feeling. If it's someone else who is in danger, these numbers can help you help them.",
  ].join('\n'),
  zh: [
    '你很重要，你不是一个人在扛着这些。谢谢你愿意告诉我。',
    '我是AI，遇到紧急情况帮不上忙，但现在就有人可以帮你：',
    '• 中国：拨打全国统一心理援助热线 12356。',
    '• 美国：拨打或发短信至 988（自杀与危机生命线）。',
    '• 如果你现在有危险，或担心自己会伤害自己，请立刻拨打紧急电话：中国 110 或 120，美国 911，其他地方请拨当地的急救号码。',
    '如果可以，现在就联系一个你信任的人，朋友、家人或身边的人都好，告诉他们你的感受。如果身处危险的是别人，这些电话同样能帮你帮助他们。',
  ].join('\n'),
};

/** A kind refusal of each directive, pointing to the right professional; one paragraph. */
export const DIRECTIVE_NOTE: Record<DirectiveArea, Record<Lang, string>> = {
  medical: {
    en: "I can't diagnose anything or tell you which medicine or dose to take. That needs a doctor or pharmacist who can look at your whole situation, and please don't stop or change a prescribed medicine without talking to them first. If something feels urgent, contact a doctor or emergency services straight away. I'm glad to keep talking about how you're feeling, or about what your reading is showing you.",
    zh: '我没办法替你诊断，也不能告诉你该吃什么药、吃多少。这些需要医生或药师了解你的具体情况后再判断；正在吃的药，也请先和医生商量，再决定要不要调整或停用。如果情况紧急，请尽快就医或拨打急救电话。你愿意的话，我们可以继续聊聊你最近的感受，或者一起看看这次的牌面想告诉你什么。',
  },
  legal: {
    en: "I can't give legal advice or tell you what to do in court. The details of your case and the law where you live matter too much, and a qualified lawyer is the right person to ask (many places offer free legal aid). What I can do is keep you company while you think it through: we can talk about how this is weighing on you, or look at what your reading says about the road ahead.",
    zh: '法律上该怎么判断、庭上该怎么做，我给不了可靠的答案：案子的细节和当地法律都太关键了，最好请教专业律师，很多地方也有免费的法律援助。这件事想必让你压力不小。想聊聊心里的感受，或者看看牌面对接下来这段路的提示，我都在。',
  },
  financial: {
    en: "I can't tell you what to buy, sell or invest in. I'm not a licensed adviser, and a card or a chart is no basis for putting money on the line. For a decision like this, a licensed financial adviser who knows your circumstances is the one to ask. I'm happy to keep talking about what's behind the question, the hopes or worries around money, or about what your reading suggests for this period.",
    zh: '买哪只、卖不卖、什么时候进场，这类投资决定我不能替你拿主意：我不是持牌的理财顾问，牌面和星盘也不该成为押上真金白银的依据。真要做决定，建议找一位了解你财务状况的持牌顾问聊聊。如果你愿意，我们可以说说这个问题背后的期待或担心，或者看看这段时间的运势给你什么启发。',
  },
};

/** The line at the top of every conversation: who you are talking to, and that it is an AI. */
export const AI_DISCLOSURE: Record<Companion, Record<Lang, string>> = {
  junior: {
    en: "You're chatting with Mira, an AI companion, not a person. Replies are written by AI to help you reflect; they aren't professional advice.",
    zh: '你正在和米拉聊天。米拉是AI陪伴角色，不是真人；回复由AI生成，供你参考和思考，不能代替专业意见。',
  },
  senior: {
    en: "You're chatting with Orion, an AI companion, not a person. Readings and replies are written by AI for reflection; they aren't professional advice.",
    zh: '你正在和奥里昂聊天。奥里昂是AI陪伴角色，不是真人；解读和回复都由AI生成，可以作为思考的参考，但不能代替专业建议。',
  },
  support: {
    en: "You're chatting with Sunny, an AI companion for emotional support, not a person. Sunny is not a therapist or a medical service and can't diagnose or treat anything. If you're ever in danger, please call a crisis hotline or your local emergency number.",
    zh: '你正在和暖阳聊天。暖阳是陪你说说心里话的AI伙伴，不是真人，也不是心理咨询师、治疗师或医疗服务，不能做诊断或提供治疗。如果你正处于危险之中，请立即拨打心理援助热线或当地紧急电话。',
  },
};
