/**
 * English today's-fortune texts: for the overall score and each dimension, five bands
 * (0 very low … 4 excellent) of three variants each. Low bands offer gentle, practical advice;
 * health texts speak of rest, rhythm and movement; wealth texts never suggest investments.
 */
import type { FortuneText } from '../types';

export const FORTUNE_EN: FortuneText = {
  overall: {
    0: [
      'Today may feel heavy, so keep your plans small and kind. Finish one simple task, rest early, and trust that tomorrow brings a fresh start.',
      'Energy is low and things may not go your way. Lower the bar, say no to extras, and give yourself credit for simply getting through.',
      'A bumpy day calls for patience rather than pushing. Put off big decisions, lean on a friend if you need to, and let small comforts carry you.',
    ],
    1: [
      'Progress may feel slow today. Focus on what is within your control, double-check details, and leave room in your schedule for the unexpected.',
      'A few small frictions may test your mood. Take breaks between tasks and remember that a modest day still counts as a step forward.',
      'Things move a little against the current. Stick to your routines, tidy up loose ends, and save ambitious moves for a brighter day.',
    ],
    2: [
      'An even, ordinary day with steady footing. Keep to your plans, enjoy small pleasures, and notice one thing you are grateful for tonight.',
      'Nothing dramatic, which is its own kind of gift. Use the calm to catch up on chores and reconnect with someone you have not talked to lately.',
      'A balanced day where effort and reward roughly match. Stay consistent, and a small, steady step forward is well within reach.',
    ],
    3: [
      'Good energy is on your side today. Take the lead on something you have been putting off, and share your good mood with those around you.',
      'Things flow more smoothly than usual. It is a fine day to start a conversation, suggest an idea or try something slightly new.',
      'Your confidence is bright and people respond warmly. Make the most of it, while leaving a little time to rest and simply enjoy yourself.',
    ],
    4: [
      'A wonderful day with the wind at your back. Dream a little bigger, reach out to people who inspire you, and savour every good moment.',
      'Everything seems to click today. Use this momentum for something that matters to you, and remember to thank those who help along the way.',
      'Your spirits and your luck are both running high. Say yes to good opportunities, celebrate small wins, and let your warmth spill over to others.',
    ],
  },
  dimensions: {
    emotions: {
      0: [
        'Feelings may run raw today. Be gentle with yourself, avoid heavy conversations if you can, and spend time with something that soothes you.',
        'You may feel easily hurt or a little lonely. Reach out to one trusted person, or write your feelings down; they do not need solving today.',
        'Emotional tides are strong. Pause before replying to messages, give misunderstandings time to cool, and treat yourself as you would a dear friend.',
      ],
      1: [
        'A slightly sensitive mood may colour the day. Say what you need clearly and kindly, and try not to read too much into small remarks.',
        'Relationships may need extra patience today. Listen more than you speak, and a cup of tea with someone close can ease any tension.',
        'You might feel a bit out of step with others. Make space for your own feelings first, then reconnect once you feel steadier.',
      ],
      2: [
        'Emotions are steady and easygoing. A simple check-in with a friend or partner keeps your bonds warm without any fuss.',
        'A calm day for the heart. Enjoy quiet company, share a small laugh, and let ordinary moments of connection be enough.',
        'Your heart feels balanced today. It is a good moment to appreciate the people who make your daily life a little gentler.',
      ],
      3: [
        "Warmth flows easily between you and others today. Express appreciation openly; a kind word from you could brighten someone's whole day.",
        'Connections feel sweet and natural. It is a lovely day for a heartfelt conversation, a date or a reunion with an old friend.',
        'You feel understood, and you understand others well. Let yourself be a little more open than usual, and closeness will grow naturally.',
      ],
      4: [
        'Love and friendship shine brightly today. Share your feelings generously, plan something special together, and treasure these warm moments.',
        'Your charm and empathy are at a peak. It is a perfect day to deepen a bond, mend a small rift or simply enjoy being close.',
        'Emotional harmony surrounds you. Let people know how much they mean to you; today your words will land beautifully.',
      ],
    },
    health: {
      0: [
        'Your body may be asking for a slower pace. Rest whenever you can, drink plenty of water, and let go of any pressure to be productive.',
        'Energy is running low, so treat today as a recharge day. Gentle stretching, a warm meal and an early night will help you recover.',
        'You may feel drained or tense. Cut back on screen time, take a few slow, deep breaths, and give yourself permission to do less.',
      ],
      1: [
        'Your daily rhythm may feel a little off. Keep meals regular, step outside for fresh air, and avoid pushing through tiredness.',
        'Take it easy today. A short walk and a little extra sleep will do more for you than powering through on coffee.',
        'Stress may settle in your shoulders today. Loosen up with a few stretches between tasks, and keep your evening calm and quiet.',
      ],
      2: [
        'Steady energy carries you through the day. Keep up your usual routines, stay hydrated, and add a short walk to keep your body happy.',
        'A balanced day for body and mind. Simple habits, like regular meals and a reasonable bedtime, keep you feeling good.',
        "Your vitality is fair and stable today. Listen to your body's signals and balance activity with enough rest.",
      ],
      3: [
        'You feel lively and refreshed today. It is a good time for a brisk walk, a bike ride or a workout you genuinely enjoy.',
        'Your energy is bright and steady. Try a new wholesome recipe or a little extra movement, and notice how good it feels.',
        'Body and mind feel in tune today. Use this lift to start a healthy habit you would like to keep for the long run.',
      ],
      4: [
        'Vitality is high and you feel wonderful. Enjoy moving outdoors, share an active outing with friends, and still keep a sensible bedtime.',
        'You are full of energy today. Dance, stretch and play to let your body celebrate, and remember to rest well tonight.',
        'A glowing day for your wellbeing. A good rhythm makes everything easier, so savour it and keep your healthy routines going.',
      ],
    },
    wealth: {
      0: [
        'Today is best for holding steady with money. Skip impulse purchases, look over your budget gently, and postpone big spending decisions.',
        'Money matters may feel tight or confusing. Write down what comes in and what goes out, and put needs ahead of wants for now.',
        'Keep your wallet closed for non-essentials today. A little patience now protects your peace of mind later on.',
      ],
      1: [
        'Be careful with spending today, and double-check bills and receipts. Small savings add up to more than you might think.',
        'Your finances call for care rather than boldness. Avoid casual lending or borrowing, and stick to the plans you already have.',
        'Watch for small leaks in your budget, such as forgotten subscriptions. A quick tidy-up brings a welcome sense of control.',
      ],
      2: [
        'Money matters are steady. Keep to your budget, and you may find a little room for a small treat you truly value.',
        'An ordinary day for your finances. It is a good time to organise receipts or set yourself a modest saving goal.',
        'Income and spending stay in balance today. Keeping things simple and consistent is your best approach for now.',
      ],
      3: [
        'Your sense of value is sharp today. It is a good time to plan purchases thoughtfully or to discuss pay and responsibilities calmly.',
        'Financial energy is positive. Small efforts, such as tidying your accounts or finishing a paid task, may bring satisfying results.',
        'A good day to review your long-term money goals. Clear thinking helps you make steady, sensible choices you will be glad of later.',
      ],
      4: [
        'Abundance is in the air. Enjoy any good news, set some aside for the future, and share a little generosity with others.',
        'Your financial outlook feels bright. It is an excellent day for planning, learning more about managing money, or rewarding your hard work.',
        'Money matters go well today. Stay grateful and grounded, and let good fortune support both your everyday needs and your dreams.',
      ],
    },
    career: {
      0: [
        'Work may feel like an uphill climb today. Focus on the essentials, ask for help when you need it, and save big pitches for another day.',
        'Setbacks or delays may appear. Take notes, stay courteous, and remember that one hard day does not define your path.',
        'Concentration may slip today. Break tasks into small pieces, take short breaks, and give yourself credit for each item you finish.',
      ],
      1: [
        'Progress is slower than you would like. Review details carefully and communicate clearly to head off misunderstandings.',
        'Colleagues may be busy or distracted today. Be patient, follow up kindly, and keep your own tasks moving step by step.',
        'A modest day at work. Tidy your to-do list and quietly prepare for the better opportunities that lie ahead.',
      ],
      2: [
        'Work moves along steadily. Stick to your priorities, and you will end the day with solid, reliable progress to show for it.',
        'An even workday, well suited to routine tasks, organising your files and checking in with teammates.',
        'Things are stable on the job. A small improvement to the way you work could make tomorrow run even more smoothly.',
      ],
      3: [
        'Your ideas are well received today. Speak up in meetings, offer solutions and take the lead on a task you care about.',
        'Productivity runs high. Tackle a challenging task early in the day, and your effort is likely to be noticed.',
        'Teamwork flows nicely today. It is a good day to collaborate, share credit generously and build useful connections.',
      ],
      4: [
        'A standout day for your work. Present your best ideas, take on a fresh challenge and trust in your abilities.',
        'Success comes more easily today. Use the momentum to move a big project forward, and thank those who support you.',
        'You shine at what you do today. Recognition or a new opening may appear, so welcome it with confidence and grace.',
      ],
    },
  },
};
