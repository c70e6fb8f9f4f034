/**
 * English texts the paid report adds per type group and per energy-and-structure pair: our
 * own writing for the report only, so none of it repeats the free type page.
 */
import type { GroupReport, StyleKey } from './report-shape';
import type { TypeGroup } from './types';

export const GROUPS_EN: Record<TypeGroup, GroupReport> = {
  analysts: {
    strengths:
      'As one of the intuitive thinkers, you tend to ask why a system works before you accept how it works. You can hold a complicated problem in your head for a long time without losing its shape. When you explain your reasoning, people often find that the knot they were stuck on has quietly come undone.',
    blindSpots:
      'The same appetite for logic can make you impatient with slower explanations or with feelings that do not follow rules. You may assume that once a plan is sound, people will naturally follow it, and be surprised when they need encouragement instead. It also helps to notice when "I am still researching" has become a polite way of not starting.',
    love: 'In close relationships you often show care by thinking alongside the other person: a clear idea, a useful plan, a frank opinion offered because you respect them. You may need a partner or friend who enjoys ideas and gives you room to think aloud. Saying the tender thing out loud, even when it feels obvious to you, makes your care much easier to receive.',
    work: 'At work you tend to look for the leverage point, the one change that improves the whole system. You usually do your best with real autonomy, hard problems and colleagues who argue with reasons rather than rank. Routine maintenance may bore you, so pairing up with someone who enjoys it protects the quality of what you build.',
    careers: [
      'research and analysis',
      'engineering and software',
      'strategy and consulting',
      'science and medicine',
      'law and policy',
      'product design',
    ],
    growth: [
      'Pick one conversation this week where you ask two questions about how someone feels before you offer any solution.',
      'Take an idea you have been refining for a long time and put a rough first version in front of someone by Friday.',
      'Notice one moment when you felt impatient with a slower explanation, and ask what it was protecting.',
      'End each working day by writing one sentence of thanks to someone whose steady work made yours possible.',
    ],
  },
  diplomats: {
    strengths:
      'As one of the intuitive feelers, you tend to read the meaning beneath what people say and the potential beneath who they are now. You can put words to a feeling that others only half noticed, which often makes them feel understood for the first time. Your sense of purpose gives your work a warmth and direction that lasts longer than enthusiasm.',
    blindSpots:
      'Because you care so much about what things mean, an ordinary setback can feel like a verdict on your values. You may give more understanding to others than you allow yourself, and then feel quietly drained. Checking whether a hope is grounded in the facts, not only in how much you want it, keeps your idealism strong.',
    love: 'In close relationships you often look for depth and a sense that the bond is becoming something. You may need a partner or friend who shares feelings openly and takes your ideals seriously instead of teasing them. When you name your own needs as clearly as you sense theirs, the closeness you long for becomes much easier to build.',
    work: 'At work you tend to give your best when the goal means something to you and the people around you are treated fairly. You often shine in roles that involve encouraging, teaching, writing or shaping a shared vision. Environments driven only by numbers can leave you flat, so look for ways to connect each task to the people it serves.',
    careers: [
      'counselling and coaching',
      'teaching and education',
      'writing and editing',
      'community and non-profit work',
      'human resources',
      'design and the arts',
    ],
    growth: [
      'Write down one need of your own this week and say it plainly to someone you trust.',
      'Choose one small promise to yourself, such as an early night or a walk, and keep it as seriously as a promise to a friend.',
      'When a plan excites you, list the first three practical steps and the date you will take the first one.',
      'Once this month, let someone disagree with you without trying to smooth it over, and notice that the bond survives.',
    ],
  },
  sentinels: {
    strengths:
      'As one of the practical organisers, you tend to notice what must happen, in what order and by when. People often rely on you without saying so, because the things you take on get done properly. Your memory for what worked before saves teams from repeating old mistakes.',
    blindSpots:
      'The same sense of duty can turn into carrying more than your share, and resenting it quietly. You may trust the familiar way so much that a better new method has to fight for a fair hearing. Leaving a little room for how others prefer to do things often makes your own high standards easier to share.',
    love: 'In close relationships you often show love through reliability: turning up, remembering, keeping the household and the calendar in order. You may need a partner or friend who notices this everyday care and says thank you for it. Making room for spontaneous fun, even in small doses, keeps a steady bond from sliding into routine.',
    work: 'At work you tend to do your best with clear roles, fair rules and a plan everyone can see. You often become the person who turns a vague goal into a schedule and then makes sure the schedule holds. Constant reversals without reasons can wear you down, so ask early for the thinking behind a change.',
    careers: [
      'administration and operations',
      'finance and accounting',
      'healthcare and nursing',
      'logistics and supply',
      'public service',
      'quality and compliance',
    ],
    growth: [
      'Hand one task you usually keep to someone else this week, and let them do it their way.',
      'Try one new method or tool for a small job, and give it a fair week before judging it.',
      'Plan one unscheduled afternoon this month and protect it as firmly as any appointment.',
      'Tell one person how a change has affected you, instead of quietly absorbing it.',
    ],
  },
  explorers: {
    strengths:
      'As one of the practical improvisers, you tend to respond to what is happening right now with speed and skill. You often learn by handling things, and you can stay calm in a crisis that flusters people who prefer a script. Your eye for what is possible in the moment turns many problems into opportunities.',
    blindSpots:
      'The same love of the present can make long-range commitments feel like a cage, so you may postpone them until they are decided for you. You might leave people guessing about your plans when you simply wanted to keep your options open. A few fixed points, chosen by you, usually give your freedom more room rather than less.',
    love: 'In close relationships you often show love through shared experience: doing things together, surprising the other person, being fully present. You may need a partner or friend who enjoys adventure and does not read your independence as distance. Talking now and then about where the relationship is heading gives the people you love the security they need.',
    work: 'At work you tend to do your best with variety, hands-on problems and the freedom to choose how you reach a goal. You often shine in fast-moving settings where quick judgement matters more than long meetings. Slow, paper-heavy processes can drain you, so break them into short bursts with a visible finish line.',
    careers: [
      'emergency and field work',
      'sales and entrepreneurship',
      'sport and fitness',
      'crafts and technical trades',
      'hospitality and events',
      'media and performance',
    ],
    growth: [
      'Choose one commitment you have been keeping open and give it a firm date this week.',
      'Before a decision, spend five minutes writing how it will look a year from now.',
      'Finish one small task you started and left behind, before starting anything new.',
      'Tell someone close to you about one plan of yours for the coming month, so they can count on it.',
    ],
  },
};

export const STYLES_EN: Record<StyleKey, string> = {
  EJ: 'With Extraversion and Judging together, you tend to be the one who gets a group moving and keeps it on schedule; settings with visible goals and a busy pace often suit you. Leave a little room in your plans for other people to add their own ideas.',
  EP: 'With Extraversion and Perceiving together, you tend to bring energy and options to a group, and you think best while moving; settings with variety and people to bounce ideas off often suit you. Agree on a finish line early, so your many starts become results.',
  IJ: 'With Introversion and Judging together, you tend to work steadily toward a plan you have thought through on your own; settings that offer quiet, clear goals and time to prepare often suit you. Share your plan a little earlier than feels comfortable, so others can support it.',
  IP: 'With Introversion and Perceiving together, you tend to follow your curiosity quietly and in depth; settings that give you autonomy and room to explore often suit you. Setting yourself small private deadlines helps your best ideas see daylight.',
};
