import { defineItems } from './types';

/**
 * Thinking–Feeling: deciding by logic and consistency versus by people and values. Odd ids are
 * keyed T, even ids F. tf01–tf06 make the simplified test, tf01–tf12 the standard one, all 24
 * the full one.
 */
export const TF_ITEMS = defineItems('TF', [
  // simplified
  {
    id: 'tf01',
    key: 'T',
    en: 'When I make a decision, logic matters more to me than feelings.',
    zh: '做决定时，我更看重逻辑，而不是感受。',
  },
  {
    id: 'tf02',
    key: 'F',
    en: 'Before I decide, I think about how others will feel.',
    zh: '做决定之前，我会先想想别人会有什么感受。',
  },
  {
    id: 'tf03',
    key: 'T',
    en: "I point out problems directly, even if it's awkward.",
    zh: '发现问题时，哪怕场面尴尬，我也会直接指出来。',
  },
  {
    id: 'tf04',
    key: 'F',
    en: 'I easily feel what others are feeling.',
    zh: '别人的情绪，我很容易感同身受。',
    source: 'ipip',
  },
  {
    id: 'tf05',
    key: 'T',
    en: 'In a disagreement, I focus on whose argument is stronger.',
    zh: '有分歧时，我关注的是谁的理由更站得住脚。',
  },
  {
    id: 'tf06',
    key: 'F',
    en: 'Keeping the peace in a group matters a lot to me.',
    zh: '大家相处融洽，对我来说很重要。',
  },
  // standard
  {
    id: 'tf07',
    key: 'T',
    en: 'I enjoy analyzing a problem to find its cause.',
    zh: '我喜欢分析问题，找出背后的原因。',
  },
  {
    id: 'tf08',
    key: 'F',
    en: 'When a friend is upset, I comfort them before offering solutions.',
    zh: '朋友难过时，我会先安慰，再帮着想办法。',
  },
  {
    id: 'tf09',
    key: 'T',
    en: 'I judge an idea on its merits, whoever suggested it.',
    zh: '评价一个想法，我只看想法本身，不看是谁提的。',
  },
  {
    id: 'tf10',
    key: 'F',
    en: 'I find it hard to say no when someone asks for help.',
    zh: '别人找我帮忙时，我很难开口拒绝。',
  },
  {
    id: 'tf11',
    key: 'T',
    en: 'Rules should apply equally to everyone, even when that feels harsh.',
    zh: '规则就该一视同仁，哪怕显得不近人情。',
  },
  {
    id: 'tf12',
    key: 'F',
    en: 'Sad stories move me easily.',
    zh: '悲伤的故事很容易让我动容。',
  },
  // full
  {
    id: 'tf13',
    key: 'T',
    en: 'I stay objective when others get emotional.',
    zh: '别人情绪激动时，我仍能保持客观。',
  },
  {
    id: 'tf14',
    key: 'F',
    en: 'I go out of my way to make people feel at ease.',
    zh: '我会特意照顾身边的人，让他们感到自在。',
    source: 'ipip',
  },
  {
    id: 'tf15',
    key: 'T',
    en: 'Before choosing, I weigh up the pros and cons one by one.',
    zh: '做选择前，我会把利弊一条条列出来比较。',
  },
  {
    id: 'tf16',
    key: 'F',
    en: "I put people's feelings ahead of efficiency.",
    zh: '我会把人的感受放在效率前面。',
  },
  {
    id: 'tf17',
    key: 'T',
    en: "I welcome sharp criticism if it's accurate.",
    zh: '只要批评得在理，再尖锐我也欢迎。',
  },
  {
    id: 'tf18',
    key: 'F',
    en: 'I follow my heart on important choices.',
    zh: '遇到重要的选择，我会听从自己的内心。',
  },
  {
    id: 'tf19',
    key: 'T',
    en: "I'm quick to spot the flaws in an argument.",
    zh: '别人论证里的漏洞，我很快就能发现。',
  },
  {
    id: 'tf20',
    key: 'F',
    en: 'I take it to heart when someone is unhappy with me.',
    zh: '有人对我不满时，我会很往心里去。',
  },
  {
    id: 'tf21',
    key: 'T',
    en: "A good decision has to make sense, even if it's unpopular.",
    zh: '在我看来，好的决定首先要讲道理，哪怕它不讨人喜欢。',
  },
  {
    id: 'tf22',
    key: 'F',
    en: 'I notice when someone in the room feels left out.',
    zh: '谁在人群里被冷落了，我常常能察觉到。',
  },
  {
    id: 'tf23',
    key: 'T',
    en: 'I enjoy a good debate.',
    zh: '我喜欢来一场有来有回的辩论。',
  },
  {
    id: 'tf24',
    key: 'F',
    en: "I try hard to avoid hurting anyone's feelings.",
    zh: '我会尽量避免伤到任何人的感情。',
  },
]);
