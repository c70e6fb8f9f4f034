import { defineItems } from './types';

/**
 * Judging–Perceiving: a planned, settled way of living versus an open, adaptable one. Odd ids
 * are keyed J, even ids P. jp01–jp06 make the simplified test, jp01–jp12 the standard one, all
 * 24 the full one.
 */
export const JP_ITEMS = defineItems('JP', [
  // simplified
  {
    id: 'jp01',
    key: 'J',
    en: 'I like to plan my day in advance.',
    zh: '我喜欢提前把一天安排好。',
    source: 'ipip',
  },
  {
    id: 'jp02',
    key: 'P',
    en: 'I like to keep my options open as long as I can.',
    zh: '我喜欢把选择留到最后一刻再定。',
  },
  {
    id: 'jp03',
    key: 'J',
    en: 'I finish my work well before the deadline.',
    zh: '我一般会在截止日期前早早把事情做完。',
  },
  {
    id: 'jp04',
    key: 'P',
    en: 'I often change my plans on a whim.',
    zh: '我经常心血来潮就改变计划。',
  },
  {
    id: 'jp05',
    key: 'J',
    en: 'I keep my things tidy and in their place.',
    zh: '我的东西总是收拾得整整齐齐、各归其位。',
    source: 'ipip',
  },
  {
    id: 'jp06',
    key: 'P',
    en: 'I work best in a last-minute rush.',
    zh: '临近截止的时候，我反而效率最高。',
  },
  // standard
  {
    id: 'jp07',
    key: 'J',
    en: 'I use to-do lists to get things done.',
    zh: '我习惯用待办清单来推进事情。',
  },
  {
    id: 'jp08',
    key: 'P',
    en: 'I enjoy trips without a fixed itinerary.',
    zh: '我喜欢没有固定行程、走到哪算哪的旅行。',
  },
  {
    id: 'jp09',
    key: 'J',
    en: 'It bothers me when things are left undecided.',
    zh: '事情迟迟定不下来，会让我很不踏实。',
  },
  {
    id: 'jp10',
    key: 'P',
    en: 'I leave my belongings lying around.',
    zh: '我的东西常常随手一放。',
    source: 'ipip',
  },
  {
    id: 'jp11',
    key: 'J',
    en: 'I keep to a regular routine on weekdays.',
    zh: '工作日里，我会按固定的作息来过。',
  },
  {
    id: 'jp12',
    key: 'P',
    en: 'I start new things before finishing old ones.',
    zh: '手头的事还没做完，我就又开始做新的了。',
  },
  // full
  {
    id: 'jp13',
    key: 'J',
    en: 'I prepare for things well ahead of time.',
    zh: '不管做什么，我都会早早准备好。',
    source: 'ipip',
  },
  {
    id: 'jp14',
    key: 'P',
    en: "I'm comfortable when plans stay loose.",
    zh: '计划松散一点，我反而觉得自在。',
  },
  {
    id: 'jp15',
    key: 'J',
    en: "I like to know what's planned for the week ahead.",
    zh: '我喜欢提前知道接下来一周的安排。',
  },
  {
    id: 'jp16',
    key: 'P',
    en: 'Strict schedules feel confining to me.',
    zh: '严格的日程安排会让我觉得被束缚。',
  },
  {
    id: 'jp17',
    key: 'J',
    en: 'I finish one task before starting the next.',
    zh: '我会做完一件事，再开始下一件。',
  },
  {
    id: 'jp18',
    key: 'P',
    en: 'I like to wake up and see where the day takes me.',
    zh: '我喜欢睡醒之后，再看这一天怎么过。',
  },
  {
    id: 'jp19',
    key: 'J',
    en: 'I pack for a trip well before I leave.',
    zh: '出门旅行前，我会提早收拾好行李。',
  },
  {
    id: 'jp20',
    key: 'P',
    en: "I'm happy to improvise when something unexpected comes up.",
    zh: '遇到突发情况，我很乐意随机应变。',
  },
  {
    id: 'jp21',
    key: 'J',
    en: 'I do chores right away.',
    zh: '该做的家务，我会马上去做。',
    source: 'ipip',
  },
  {
    id: 'jp22',
    key: 'P',
    en: 'I put off decisions until I have to make them.',
    zh: '我常把决定拖到不得不做的时候。',
  },
  {
    id: 'jp23',
    key: 'J',
    en: "Once I've made a plan, I stick to it.",
    zh: '计划一旦定下来，我就会照着执行。',
  },
  {
    id: 'jp24',
    key: 'P',
    en: 'I decide what to do each day based on my mood.',
    zh: '每天做什么，我喜欢看心情来定。',
  },
]);
