import { defineItems } from './types';

/**
 * Sensing–Intuition: attention to the concrete and proven versus patterns and possibilities.
 * Odd ids are keyed S, even ids N. sn01–sn06 make the simplified test, sn01–sn12 the standard
 * one, all 24 the full one.
 */
export const SN_ITEMS = defineItems('SN', [
  // simplified
  {
    id: 'sn01',
    key: 'S',
    en: 'I trust facts I can check more than hunches.',
    zh: '比起直觉，我更相信能核实的事实。',
  },
  {
    id: 'sn02',
    key: 'N',
    en: 'I often imagine how things could be completely different.',
    zh: '我常常想象，事情完全可以换一种样子。',
    source: 'ipip',
  },
  {
    id: 'sn03',
    key: 'S',
    en: 'I like clear, step-by-step instructions.',
    zh: '我喜欢清楚明白、一步一步来的说明。',
  },
  {
    id: 'sn04',
    key: 'N',
    en: 'I enjoy discussing abstract ideas.',
    zh: '我喜欢和人探讨抽象的想法。',
    source: 'ipip',
  },
  {
    id: 'sn05',
    key: 'S',
    en: 'I focus on the concrete details in front of me.',
    zh: '我习惯专注于眼前的具体细节。',
  },
  {
    id: 'sn06',
    key: 'N',
    en: 'I often see links between things that seem unrelated.',
    zh: '我常能在看似无关的事物之间发现联系。',
  },
  // standard
  {
    id: 'sn07',
    key: 'S',
    en: "I'd rather do something practical than brainstorm.",
    zh: '比起头脑风暴，我更愿意动手做点实际的事。',
  },
  {
    id: 'sn08',
    key: 'N',
    en: 'My mind often drifts into daydreams.',
    zh: '我常常走神，沉浸在自己的白日梦里。',
    source: 'ipip',
  },
  {
    id: 'sn09',
    key: 'S',
    en: 'I stick with methods that have been proven to work.',
    zh: '我更愿意用已经被证明有效的方法。',
  },
  {
    id: 'sn10',
    key: 'N',
    en: 'Thinking about future possibilities excites me.',
    zh: '一想到未来的种种可能，我就很兴奋。',
  },
  {
    id: 'sn11',
    key: 'S',
    en: 'I remember facts and figures well.',
    zh: '具体的事实和数字，我记得很牢。',
  },
  {
    id: 'sn12',
    key: 'N',
    en: 'I often pick up on what people mean beyond their words.',
    zh: '别人说话时，我常能听出弦外之音。',
  },
  // full
  {
    id: 'sn13',
    key: 'S',
    en: 'When I tell a story, I stick to what actually happened.',
    zh: '讲一件事的时候，我会照实说发生了什么。',
  },
  {
    id: 'sn14',
    key: 'N',
    en: 'I like finding a new way to do even simple things.',
    zh: '就算是简单的小事，我也喜欢换个新做法试试。',
  },
  {
    id: 'sn15',
    key: 'S',
    en: 'I learn best by trying things hands-on.',
    zh: '我通过亲手实践学得最快。',
  },
  {
    id: 'sn16',
    key: 'N',
    en: 'I like to imagine what the world will be like in 50 years.',
    zh: '我喜欢琢磨五十年后的世界会是什么样子。',
  },
  {
    id: 'sn17',
    key: 'S',
    en: 'What matters most to me about an idea is whether it works in practice.',
    zh: '评价一个想法，我最看重它在现实中行不行得通。',
  },
  {
    id: 'sn18',
    key: 'N',
    en: 'I enjoy finding the symbolism in films and books.',
    zh: '我喜欢琢磨电影和书里的象征意义。',
  },
  {
    id: 'sn19',
    key: 'S',
    en: 'I notice small changes around me.',
    zh: '身边环境的细小变化，我很容易注意到。',
  },
  {
    id: 'sn20',
    key: 'N',
    en: 'I follow my hunches before I have all the facts.',
    zh: '事实还没弄清楚，我常常就先跟着直觉走了。',
  },
  {
    id: 'sn21',
    key: 'S',
    en: 'I prefer realistic stories to fantasy.',
    zh: '比起奇幻故事，我更喜欢写实的故事。',
  },
  {
    id: 'sn22',
    key: 'N',
    en: "I'm drawn to big questions about the meaning of life.",
    zh: '人生意义这类大问题，总能吸引我去想。',
  },
  {
    id: 'sn23',
    key: 'S',
    en: 'I need concrete examples to understand a new idea.',
    zh: '遇到新概念，我需要具体的例子才能理解。',
    source: 'ipip',
  },
  {
    id: 'sn24',
    key: 'N',
    en: 'My head is full of new ideas.',
    zh: '我脑子里总是冒出各种新点子。',
    source: 'ipip',
  },
]);
