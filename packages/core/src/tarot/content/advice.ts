import type { QuestionKind } from '../../question';
import type { Topic } from '../types';
import type { Lang } from './spreads';

/**
 * The advice section's own sentences (our text). A card's keys are followed only where they
 * name a step ({step}); keys that name a trouble are spoken of as something to watch ({watch}).
 * Nothing here names a span of time, so the advice never argues with the timing.
 */
export interface AdviceText {
  /** the card whose keys are the step: {card}, {step} */
  step: readonly string[];
  /** a card whose keys name a trouble: {card}, {watch} */
  watch: readonly string[];
  /** after {watch}: the same card's other face, when that names a step: {step} */
  turn: readonly string[];
  /** when no card in the spread offers a step of its own */
  noStep: readonly string[];
  /** the practical step for the topic, built on one step key: {key} */
  topic: Record<Topic, readonly string[]>;
  /** the same without a key */
  topicPlain: Record<Topic, readonly string[]>;
  /** the last sentence, by the kind of answer: {card}, {key}, {winner} (choice only) */
  closing: Record<QuestionKind, readonly string[]>;
  /** the last sentence when no card offers a step: {card}, {winner} */
  closingPlain: Record<QuestionKind, readonly string[]>;
}

const EN: AdviceText = {
  step: [
    'For what to do next, look to {card}: lean on {step}.',
    'Your clearest pointer is {card}, and it asks you to build on {step}.',
    'The step the cards offer comes through {card}: make room for {step}.',
  ],
  watch: [
    '{card} names what to watch for: {watch}. Treat them as warnings, not instructions.',
    'Keep an eye on {watch}, which {card} brings up, and do not let them set the pace.',
    'Be wary of {watch}; {card} shows where they could pull you off course.',
  ],
  turn: [
    'The way through is its other face: {step}.',
    'Turned the other way, the same card speaks of {step}, and that is where to head.',
  ],
  noStep: [
    'No card here hands you an easy step, so begin with the smallest thing you can do well.',
    'The cards offer warnings more than steps, so move carefully and keep your footing.',
  ],
  topic: {
    general: [
      'Choose one concrete way to put {key} into practice, and give it your full attention.',
      'Let {key} guide the next small decision you make, then see what it opens up.',
      'Start with {key} in one everyday choice, where you can see it work.',
    ],
    love: [
      'Bring {key} into one honest conversation, and listen as carefully as you speak.',
      'Let {key} shape how you show up for the other person, in small, real moments.',
      'In this relationship, start from {key}: say what you feel, and listen just as carefully.',
    ],
    career: [
      'Turn {key} into one practical move at work, set a date for it, and ask for the support you need.',
      'Bring {key} to the next task that matters, and let the results speak for you.',
      'Make {key} part of how you work, starting with the project in front of you.',
    ],
    money: [
      'Apply {key} to your numbers calmly, and favour steady choices over quick wins.',
      'Let {key} guide one money decision, and keep a cushion for surprises.',
      'Bring {key} to your budget, one line at a time, before anything bigger.',
    ],
    health: [
      'Bring {key} to how you rest, move and eat, and see a professional if something worries you.',
      'Let {key} shape one habit of care for your body, and be patient with it.',
      'Let {key} guide how you pace your energy: small steps, often, and a doctor’s word when needed.',
    ],
    study: [
      'Bring {key} to your study plan: small daily pieces, and time to review what you know.',
      'Let {key} guide how you learn, and protect your focus and your sleep.',
      'Make {key} your way into the hardest subject, one session at a time.',
    ],
  },
  topicPlain: {
    general: ['Take one concrete step that the lighter cards support, and set the rest aside.'],
    love: ['Speak from your heart plainly and listen just as carefully.'],
    career: ['Choose the next practical move, set a date for it, and ask for support.'],
    money: ['Look at your numbers calmly and favour steady choices over quick wins.'],
    health: ['Be kind to your body, and see a professional if something worries you.'],
    study: ['Break the work into small pieces and protect your focus and sleep.'],
  },
  closing: {
    yesno: [
      'Whatever the answer brings, {key} is how to meet it, as {card} shows.',
      'Hold on to {key}; of all the cards, {card} speaks most to how you act from here.',
      'However it turns out, let {card} remind you that {key} is in your hands.',
    ],
    choice: [
      'If you go with {winner}, bring {key} along, as {card} suggests.',
      'Going the way of {winner}, let {card} and its {key} set your stride.',
      'On the road to {winner}, {card} keeps {key} in view.',
    ],
    when: [
      'While you wait, {key} is the part you can tend, as {card} shows.',
      'Until it comes, let {card} keep you close to {key}.',
      'The timing is not yours to set, but {key} is, and {card} says so.',
    ],
    open: [
      'Of everything here, carry {key} forward; {card} is the card to come back to.',
      'If you keep one thing from this reading, keep {key}, the gift of {card}.',
      'Let {card} have the last word: {key}, in whatever you do next.',
    ],
  },
  closingPlain: {
    yesno: [
      'Whatever the answer brings, go gently; {card} is a caution to heed, not a sentence passed.',
      'Let {card} make you careful, not afraid, whichever way this goes.',
    ],
    choice: [
      'If you go with {winner}, go with open eyes; {card} is there to keep you careful.',
      'On the road to {winner}, let {card} keep you careful rather than afraid.',
    ],
    when: [
      'While you wait, let {card} make you patient rather than anxious.',
      'Until it comes, treat {card} as a reason for care rather than alarm.',
    ],
    open: [
      'Let {card} make you careful, not afraid; the next move is still yours.',
      'Take {card} as a caution to heed, and keep your footing.',
    ],
  },
};

const ZH: AdviceText = {
  step: [
    '接下来怎么做，可以看{card}：靠的是{step}。',
    '最清晰的指引来自{card}，它请你在{step}上多下功夫。',
    '牌面给出的一步落在{card}上：给{step}留出空间。',
  ],
  watch: [
    '{card}点出了需要留意的地方：{watch}。这是提醒，不是要你照做。',
    '要当心{card}带出的{watch}，别让它们替你定节奏。',
    '提防{watch}：{card}显示它们可能把你带偏。',
  ],
  turn: ['出路在它的另一面：{step}。', '换个方向看，同一张牌说的是{step}，那正是该去的方向。'],
  noStep: [
    '这组牌没有递给你现成的一步，那就从你能做好的最小一件事开始。',
    '牌面给的提醒多于指引，所以稳着走，先站稳脚跟。',
  ],
  topic: {
    general: [
      '选一个具体的方式把{key}落到实处，并全心去做。',
      '让{key}引导你接下来的一个小决定，再看看它会打开什么。',
      '先在一件日常小事上练习{key}，在那里最容易看到成效。',
    ],
    love: [
      '把{key}带进一次坦诚的谈话，说的时候用心，听的时候也一样用心。',
      '让{key}体现在你对对方的点滴陪伴里。',
      '在这段关系里，先从{key}做起：把感受说出来，也认真去听。',
    ],
    career: [
      '把{key}变成工作上一个务实的行动，给它定个日期，并主动寻求需要的支持。',
      '把{key}带到下一件重要的任务里，让结果替你说话。',
      '让{key}成为你做事的方式，就从手头这个项目开始。',
    ],
    money: [
      '带着{key}冷静地看待收支，选择稳健而非速成。',
      '让{key}指导你的一个理财决定，并为意外留一点余地。',
      '先把{key}用在预算上，一项一项来，再谈更大的决定。',
    ],
    health: [
      '把{key}带进休息、运动和饮食里；若有担忧，请及时咨询专业人士。',
      '让{key}成为一个照顾身体的习惯，慢慢来。',
      '让{key}引导你安排精力：少量多次，必要时听听医生的意见。',
    ],
    study: [
      '把{key}放进学习计划：每天一小块，并留出复习的时间。',
      '让{key}引导你的学习方式，守护好专注力和睡眠。',
      '用{key}去啃最难的那门课，一次一小段。',
    ],
  },
  topicPlain: {
    general: ['迈出一步，去做较亮的几张牌所支持的事，其余的先放一放。'],
    love: ['坦白说出心里的话，也同样用心去听。'],
    career: ['选定下一步务实的行动，给它定一个日期，并主动寻求支持。'],
    money: ['冷静地看清收支，选择稳健而非速成。'],
    health: ['善待你的身体；若有担忧，请及时咨询专业人士。'],
    study: ['把任务拆成小块，守护好专注力和睡眠。'],
  },
  closing: {
    yesno: [
      '无论答案带来什么，{card}都提醒你带着{key}去面对。',
      '守住{key}：在所有牌里，{card}最能说明你接下来该怎么做。',
      '不管结果如何，让{card}提醒你：{key}掌握在你自己手里。',
    ],
    choice: [
      '如果选择{winner}，就像{card}所示，把{key}一起带上。',
      '走向{winner}的路上，让{card}和它的{key}定下你的步调。',
      '在通往{winner}的路上，{card}请你记住{key}。',
    ],
    when: [
      '等待的时候，{key}是你能照料的部分，{card}正是这样说的。',
      '在它到来之前，让{card}提醒你守住{key}。',
      '时间不由你定，{key}却由你定，{card}说的正是这一点。',
    ],
    open: [
      '这一切里，把{key}带在身上；{card}是值得反复回看的那张牌。',
      '如果只从这次解读里带走一样东西，就带走{key}，这是{card}给你的礼物。',
      '让{card}说最后一句：无论接下来做什么，都带着{key}。',
    ],
  },
  closingPlain: {
    yesno: [
      '无论答案如何，都稳着走；{card}是提醒，不是判决。',
      '不管结果怎样，让{card}使你谨慎，而不是害怕。',
    ],
    choice: [
      '如果选择{winner}，就睁大眼睛走；{card}是来提醒你多加小心的。',
      '走向{winner}的路上，让{card}使你谨慎，而不是害怕。',
    ],
    when: [
      '等待的时候，让{card}使你多一分耐心，少一分焦急。',
      '在它到来之前，把{card}当作谨慎的理由，而不是担忧的理由。',
    ],
    open: [
      '让{card}使你谨慎，而不是害怕；下一步仍然由你决定。',
      '把{card}当作需要留心的提醒，先站稳脚跟。',
    ],
  },
};

export const ADVICE_TEXT: Record<Lang, AdviceText> = { en: EN, zh: ZH };
