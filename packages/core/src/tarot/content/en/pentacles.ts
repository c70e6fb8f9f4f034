import type { DeckText } from '../../types';

/** Suit of Pentacles (earth), English. Original text written for Starlit. */
export const PENTACLES_EN: DeckText = {
  'pentacles-01': {
    name: 'Ace of Pentacles',
    keywords: {
      upright: ['tangible opportunity', 'fresh start', 'seed of prosperity', 'solid ground'],
      reversed: ['missed chance', 'shaky groundwork', 'delayed start', 'overlooked resources'],
    },
    meanings: {
      general: {
        upright:
          'Something real is being placed in your hands: an offer, a resource, a patch of ground where something could grow. This is not a daydream but a seed you can actually hold. Plant it on purpose, and give it the slow, patient care that anything with roots needs.',
        reversed:
          'A promising beginning may be slipping by because the groundwork isn’t ready, or because you keep waiting for a version that feels more certain. Ask yourself which practical step you have been postponing. Often the seed is fine; it is the soil that needs preparing first.',
      },
      love: {
        upright:
          'Love wants to take a form you can touch: a shared meal, a plan for the weekend, a promise that is actually kept. A new connection may feel calm and grounded rather than dizzying. If you are already together, this is a lovely moment to build something concrete side by side.',
        reversed:
          'Someone may be offering warmth without follow-through, or you may be holding back from anything that looks like commitment. Notice whether the words are running ahead of the actions. A bond needs more than potential, so look for steady consistency before you invest your whole heart.',
      },
      career: {
        upright:
          'A job offer, a new project or a skill that could open doors is within reach. This card favours practical first moves: send the application, draft the proposal, enrol in the course. What you begin now has every chance of growing steadily if you keep tending it.',
        reversed:
          'An opening may stall because the details were never thought through, or you may be letting a good chance pass out of hesitation. Before you commit, review the timeline, the budget and who is responsible for what. A later start with a clear plan beats a rushed one.',
      },
      money: {
        upright:
          'A new source of income or a useful resource may come your way. Treat it as seed money rather than a windfall, and decide where it will go before it arrives. Small, well-placed choices made now can give you a steadier footing in the seasons ahead.',
        reversed:
          'Be wary of plans that look attractive on paper but rest on nothing solid, and of spending that gets ahead of earning. Check the numbers twice and ask the awkward questions. A little prudence now keeps a small wobble from turning into a lasting strain.',
      },
      health: {
        upright:
          'Your body is ready to respond to a fresh, simple routine: more time outdoors, a regular bedtime, meals that genuinely nourish you. Start small and concrete. One habit you can repeat every day will do far more for your energy than an ambitious plan you drop in a week.',
        reversed:
          'You may already know what would help your energy yet keep putting off the first step, or you have chosen a regime too demanding to last. Pick one modest change and hold onto it. If something physical keeps bothering you, let a qualified professional take a proper look.',
      },
    },
  },
  'pentacles-02': {
    name: 'Two of Pentacles',
    keywords: {
      upright: ['balance', 'adaptability', 'juggling priorities', 'flexible rhythm'],
      reversed: ['overcommitment', 'dropped balls', 'disorganisation', 'stretched thin'],
    },
    meanings: {
      general: {
        upright:
          'Life is asking you to keep several things moving at once, and you are more capable of it than you think. The secret is rhythm rather than control: shift your weight as needs change. A light touch and a sense of humour will carry you through this busy stretch.',
        reversed:
          'Too many plates are spinning and one or two have started to wobble. Instead of speeding up, pause and decide what can be set down, handed over or pushed back. Balance returns the moment you stop treating everything as equally urgent.',
      },
      love: {
        upright:
          'You may be fitting love around a full schedule, and it can still flourish with some flexibility and play. Easy give-and-take keeps things lively. If you are dating, you might be weighing two possibilities; take your time and notice which one feels natural to return to.',
        reversed:
          'A partner or a new connection may be getting only the leftovers of your time and attention, or you feel pulled between competing loyalties. Say plainly what you can offer right now. Being honest about your limits is kinder than endless rescheduling.',
      },
      career: {
        upright:
          'You are handling several tasks, roles or even jobs, and adaptability is your strongest asset. Keep a clear list and revisit your priorities often. This phase rewards people who can pivot gracefully without losing sight of their deadlines.',
        reversed:
          'Deadlines are colliding and your focus is scattered. Saying yes to everything has left you stretched far too thin. Talk with whoever shapes your workload, renegotiate what you can, and guard time for the few tasks that truly matter.',
      },
      money: {
        upright:
          'Money is flowing in and out, and you are keeping it moving with skill. Budgeting, shifting funds between needs and tracking small expenses are all favoured now. Stay nimble, and keep a modest cushion aside for the surprises that inevitably come.',
        reversed:
          'Bills, obligations and spending may be outpacing your ability to keep track. Avoid covering one gap by opening another without a plan. Lay every figure out in one place and look at it calmly; clarity is the first step back to steadiness.',
      },
      health: {
        upright:
          'Your energy thrives on variety and rhythm: movement balanced with rest, effort balanced with play. Pay attention to how you switch between demands during the day. Gentle routines that bend with your schedule will serve you better than rigid rules.',
        reversed:
          'Rushing from one commitment to the next may be leaving your body tired and your sleep uneven. Notice where stress is settling physically. Drop one non-essential task this week and give that time back to rest, and seek advice if the exhaustion lingers.',
      },
    },
  },
  'pentacles-03': {
    name: 'Three of Pentacles',
    keywords: {
      upright: ['collaboration', 'craftsmanship', 'shared plans', 'skill recognised'],
      reversed: ['poor teamwork', 'misaligned goals', 'cutting corners', 'unseen effort'],
    },
    meanings: {
      general: {
        upright:
          'Good work happens where different skills meet around a shared plan. You may be part of a team, a project or a learning circle in which your contribution is seen and valued. Listen to other people’s expertise and offer yours generously; together you can build something sturdier than anyone could alone.',
        reversed:
          'Something you are building with others isn’t fitting together: roles are vague, or someone is doing the bare minimum. Rather than pushing harder, return to the shared goal and agree on it again. It may also be worth asking, gently, whether you are cutting any corners yourself.',
      },
      love: {
        upright:
          'Your relationship grows through working on something together, whether a home, a plan, a routine or a circle of friends you share. Respect for each other’s strengths is strong here. Love feels less like fireworks and more like excellent teamwork, which is its own kind of romance.',
        reversed:
          'You and another person may be building toward different blueprints without realising it, or one of you feels the effort is lopsided. Sit down and compare what each of you actually wants. A clear, kind conversation now is better than quiet resentment later.',
      },
      career: {
        upright:
          'Your skills are being noticed, and collaboration is your best tool right now. Ask mentors and peers for feedback, join forces on a project, or deepen your craft through further training. Quality work done alongside capable people builds a reputation that lasts.',
        reversed:
          'Team friction, unclear briefs or a lack of recognition may be dragging on your work. Clarify who does what and what finished actually looks like. If your efforts go unseen, keep a record of them and speak up calmly rather than quietly withdrawing.',
      },
      money: {
        upright:
          'Financial progress may come from pooling resources or skills: a partnership, a shared purchase, or advice from someone who knows the field. Plan together in detail. Well-defined agreements help everyone involved benefit fairly and keep goodwill intact.',
        reversed:
          'Shared finances or joint ventures may be muddled by vague terms. Before you put money in alongside others, write the expectations down. Be careful about paying for work done poorly; it is reasonable to ask for the quality you were promised.',
      },
      health: {
        upright:
          'Support from skilled people helps now: a coach, a walking partner, a practitioner who knows their craft. Building your wellbeing step by step, with good guidance, works well. You don’t need to design every detail of your routine alone.',
        reversed:
          'You may be following a tangle of mixed advice, or not following any of it consistently. Choose one trustworthy source of guidance and give it a fair try. If one professional’s approach isn’t working for you, it is perfectly fine to seek another view.',
      },
    },
  },
  'pentacles-04': {
    name: 'Four of Pentacles',
    keywords: {
      upright: ['security', 'saving', 'holding on', 'stability', 'control'],
      reversed: ['loosening grip', 'overspending', 'possessiveness', 'fear of loss'],
    },
    meanings: {
      general: {
        upright:
          'You are guarding what you have built, and there is real wisdom in protecting your foundations. Stability matters to you right now. Just notice whether your grip is steadying you or quietly keeping anything new from finding its way in.',
        reversed:
          'Your hold on something, whether money, a position, a habit or a belief, is either slipping or becoming far too tight. Fear of loss may be steering your choices more than you realise. Ask what you could release without genuinely putting yourself at risk.',
      },
      love: {
        upright:
          'You value loyalty and security in love, and that can be deeply reassuring. Be mindful, though, of guarding your heart so closely that no one can reach it. Sharing a little more of yourself will not cost you what you fear it might.',
        reversed:
          'Possessiveness, jealousy or a need to control may be straining a bond, on your side or theirs. Alternatively, you may finally be ready to lower some old defences. Trust grows when both people feel free to stay, not held in place.',
      },
      career: {
        upright:
          'You hold a stable position and you know its worth. This is a time to consolidate: protect your achievements, keep good records and maintain clear boundaries. Take care not to resist every change simply because it feels unfamiliar.',
        reversed:
          'Clinging to a role, a method or your own territory may be limiting your growth. Or the opposite: risky moves are eroding the stability you worked for. Look for the middle path, sharing knowledge and staying open while keeping what genuinely matters secure.',
      },
      money: {
        upright:
          'Saving, budgeting and building a safety net are all favoured. Caution is sensible now, and you have good reason to feel steady. Just make sure your thrift serves your life rather than replacing the enjoyment of it altogether.',
        reversed:
          'Either money is slipping through your fingers, or worry is making you hold it too tightly to live well. Look honestly at both extremes. A clear budget lets you spend with intention and save without the constant hum of anxiety.',
      },
      health: {
        upright:
          'Protecting your energy and keeping familiar routines supports you now. Still, notice where you hold tension: the jaw, the shoulders, the stomach. Consistency is healthy, rigidity less so, so let your body loosen as well as rest.',
        reversed:
          'Stored-up stress may be looking for a way out, or you are holding onto habits you already know aren’t helping. Gentle release through stretching, slow breathing or talking things through can make a difference. If discomfort persists, consult a professional.',
      },
    },
  },
  'pentacles-05': {
    name: 'Five of Pentacles',
    keywords: {
      upright: ['hardship', 'feeling left out', 'financial strain', 'worry', 'isolation'],
      reversed: ['recovery', 'accepting help', 'turning a corner', 'hope returning'],
    },
    meanings: {
      general: {
        upright:
          'You may be walking through a lean or lonely stretch, feeling left out in the cold. This card honours that the hardship is real. It also reminds you that help is often closer than it looks: a door you haven’t knocked on yet, a person you haven’t asked.',
        reversed:
          'The hardest part of a difficult season is starting to ease. You are beginning to accept support, find resources, or simply feel less alone. Recovery may come gradually, but the direction is warmer, and every small gain deserves to be noticed.',
      },
      love: {
        upright:
          'You may feel unseen or shut out in love, or a relationship is being tested by pressures from outside. Try not to carry it all in silence. Reaching out, to a partner or to trusted friends if you are on your own, can ease more than you expect.',
        reversed:
          'After a cold spell, connection is slowly coming back. A relationship may be mending, or you are letting people in again after a time of feeling isolated. Go gently; trust is rebuilt through ordinary kindness repeated day after day.',
      },
      career: {
        upright:
          'Work may feel insecure right now: a setback, a lost opportunity, or the sense of standing on the outside. Focus on what you can do today, and seek out networks, advice and whatever support exists. This is a season, not a verdict on your worth.',
        reversed:
          'Things are beginning to improve after a difficult period at work. A new lead, a helpful contact or a renewed sense of direction may appear. Accept assistance without shame; letting others help is part of how recovery actually happens.',
      },
      money: {
        upright:
          'Money may be tight, or worry about it feels heavy. Look at your situation clearly and make use of the help that exists, such as free advice services, community support, or an honest conversation with those you owe. Careful, humble steps count for more than big fixes.',
        reversed:
          'Financial strain is starting to lift, or you are finding practical ways through it. Hold onto the lessons: a small buffer, a written plan, a clear view of your spending. Stay cautious while the recovery is still fragile.',
      },
      health: {
        upright:
          'Your energy may feel depleted, and you might be trying to push through entirely alone. This card urges you to ask for support and not dismiss the signals your body is sending. Warmth, rest and seeing a professional when needed are acts of care, not weakness.',
        reversed:
          'Your strength is slowly returning, and the support around you is helping. Keep up the routines that are working and resist rushing back to full speed. Healing usually looks like many small improvements rather than one dramatic change.',
      },
    },
  },
  'pentacles-06': {
    name: 'Six of Pentacles',
    keywords: {
      upright: ['generosity', 'giving and receiving', 'fairness', 'shared resources'],
      reversed: ['strings attached', 'one-sided giving', 'debt', 'power imbalance'],
    },
    meanings: {
      general: {
        upright:
          'Resources are moving between people, and you may be on either side of the exchange, offering help or receiving it. Both can be done with grace. Look at the balance of give and take in your life, and let it circulate freely rather than keeping score.',
        reversed:
          'Generosity may be arriving with hidden conditions, or one person always gives while the other always takes. Look at the power dynamics beneath the help. Healthy support leaves both people standing taller, not one of them quietly in debt.',
      },
      love: {
        upright:
          'Love feels mutual and generous, with time, attention and care shared fairly. You may be in a position to support a partner, or to receive their support without embarrassment. Kindness given freely, with no tally kept, strengthens the bond between you.',
        reversed:
          'A relationship may feel unequal: one person provides while the other depends, or affection is used as leverage. Talk honestly about what each of you gives and needs. Love should never feel like a ledger or an unpaid debt.',
      },
      career: {
        upright:
          'Fair reward for your effort, a helpful mentor, a bonus, or a chance to support a colleague may come along. Share what you know openly and accept help when it is offered. The healthiest workplaces run on this kind of reciprocity.',
        reversed:
          'You may be giving time and skill without fair recognition, or owing favours that limit your freedom to choose. Check whether your arrangements at work are truly balanced. It is entirely reasonable to ask for what your contribution is worth.',
      },
      money: {
        upright:
          'This is a good time to give, lend or accept support thoughtfully. Generosity within your means feels good and keeps goodwill circulating. If you are on the receiving end, use the help to find your footing again rather than simply to get by.',
        reversed:
          'Be careful with loans and gifts that carry unspoken expectations, and with giving more than you can afford. Clear terms protect relationships as well as wallets. If debt is weighing on you, seek proper advice and draw up a realistic plan.',
      },
      health: {
        upright:
          'A balance between caring for others and caring for yourself supports your wellbeing. Accepting help from a friend, a professional or a community can lift you. Giving to others can brighten your mood too, as long as it doesn’t drain your reserves.',
        reversed:
          'You may be pouring energy into everyone else while neglecting yourself, or leaning on someone else to manage your wellbeing for you. Take back some responsibility for your own care. Offer yourself the same generosity you so readily give away.',
      },
    },
  },
  'pentacles-07': {
    name: 'Seven of Pentacles',
    keywords: {
      upright: ['patience', 'long-term view', 'taking stock', 'steady investment'],
      reversed: ['impatience', 'poor returns', 'doubting effort', 'rethinking the plan'],
    },
    meanings: {
      general: {
        upright:
          'You have been tending something for a while, and now you pause to see how it is growing. The results may not be visible yet, but roots are forming underground. Take honest stock, adjust what needs adjusting, and give it the time it truly needs.',
        reversed:
          'You may feel your efforts aren’t paying off, and frustration is building. Before abandoning the field, check whether the problem is timing or method. Sometimes a change of approach is wiser than either giving up or stubbornly digging in.',
      },
      love: {
        upright:
          'A relationship is growing at its own unhurried pace. You may be reflecting on what you have invested and where it is heading. Patience and steady care will show whether this bond is bearing fruit, so try not to rush the season.',
        reversed:
          'You may be giving a great deal without feeling much in return, or pushing a connection to grow faster than it can. Ask yourself whether you are waiting for a change that isn’t coming. It is fair to reassess what you want.',
      },
      career: {
        upright:
          'Your long-term work is slowly paying off. Review your progress, note what is working and refine the rest. Promotion, results or recognition may take longer than you hoped, but they are building quietly in the background.',
        reversed:
          'Hard work with little visible result is wearing you down. Consider whether your energy is going into the right place at all. A frank review of your goals, tools and timelines may reveal a more rewarding route forward.',
      },
      money: {
        upright:
          'Investments of time or money need patience now. Review your long-term plans and check they still fit your goals. Slow, steady growth is favoured over chasing quick returns, and calm, periodic check-ins beat anxious daily tinkering with what you have planted.',
        reversed:
          'Frustration with slow progress could tempt you into a rash move, or a venture may genuinely be underperforming. Look at the figures calmly and decide, with qualified advice if needed, whether to adjust, hold or step away.',
      },
      health: {
        upright:
          'Gains in energy and fitness tend to arrive gradually. Measure your progress over weeks rather than days, and appreciate what is quietly changing. Patient, consistent habits are doing their work even when you cannot see it yet.',
        reversed:
          'You may feel discouraged that your efforts aren’t making a difference. Revisit your approach rather than quitting; perhaps rest, nutrition or stress also need attention. A professional can help you see what is worth adjusting.',
      },
    },
  },
  'pentacles-08': {
    name: 'Eight of Pentacles',
    keywords: {
      upright: ['diligence', 'skill-building', 'mastery', 'focused practice'],
      reversed: ['perfectionism', 'burnout', 'monotony', 'scattered focus'],
    },
    meanings: {
      general: {
        upright:
          'This is a season for careful, repeated effort. Every piece of work you do well builds both your skill and your confidence. Let yourself sink into the craft; the reward is the finished result and also the person you become by practising.',
        reversed:
          'Effort may have turned into grinding, or perfectionism keeps you reworking the same small detail. Or perhaps you are drifting and cannot settle to anything. Step back and reconnect with why this work mattered to you in the first place.',
      },
      love: {
        upright:
          'You are putting real effort into love: learning, listening, showing up. Small, thoughtful acts repeated over time deepen a bond more than grand gestures. If you are single, the work you are doing on yourself is making you ready for a healthy partnership.',
        reversed:
          'Work or self-improvement projects may be crowding out time for a partner, or love has started to feel like a chore done on autopilot. Bring some presence back into it. Genuine attention matters far more than flawless effort.',
      },
      career: {
        upright:
          'Diligence and skill-building are strongly favoured: training, an apprenticeship, a detailed project you can get absorbed in. Your dedication is being noticed. Keep refining your craft, because mastery grows one careful task at a time.',
        reversed:
          'You may be overworking, stuck in repetitive tasks, or so absorbed in detail that you lose sight of the bigger picture. Or your motivation has quietly dipped. Consider a new skill, a change of task, or a conversation about where you want to grow.',
      },
      money: {
        upright:
          'Steady, honest work is building your finances bit by bit. Learning skills that raise your earning potential is a sound use of your time. Careful attention to budgets and small details serves you very well right now.',
        reversed:
          'Working ever longer hours for money may be costing you more than it earns, or careless mistakes are creeping into your accounts. Check the details and ask whether your effort is being fairly paid. Earning is meant to support living, not replace it.',
      },
      health: {
        upright:
          'Consistent practice brings results: daily movement, steady attention to sleep, mindful eating. Treat your wellbeing as a craft you are learning, with patience for the apprentice stage. Small refinements, practised until they feel natural, add up to real and lasting change.',
        reversed:
          'Long hours, hunched posture or repetitive strain may be taking a toll, and perfectionism about your routine can become stressful in itself. Take regular breaks and vary how you move. If pain or fatigue persists, see a professional.',
      },
    },
  },
  'pentacles-09': {
    name: 'Nine of Pentacles',
    keywords: {
      upright: ['self-sufficiency', 'earned comfort', 'independence', 'refinement', 'self-worth'],
      reversed: ['overwork', 'dependence', 'hollow success', 'insecurity'],
    },
    meanings: {
      general: {
        upright:
          'You are enjoying the fruits of your own effort and discipline. Independence feels good, and you have earned the right to savour the life you have cultivated. Take a quiet moment to appreciate how far you have come and how much of it you built yourself.',
        reversed:
          'Success may look polished from the outside yet feel hollow within, or you are relying on others in ways that make you uneasy. Overwork may be crowding out any enjoyment. Ask what real security and self-worth would look like for you.',
      },
      love: {
        upright:
          'You are comfortable in your own company, and you bring that sense of wholeness into love. A partner is a companion rather than a rescue. If you are single, your independence is attractive; if you are partnered, keep a little space that is entirely yours.',
        reversed:
          'You may be seeking validation or financial security through a relationship, or your independence has hardened into a wall. Consider whether you are really letting anyone in. Self-worth that rests on another person is fragile; build it from within.',
      },
      career: {
        upright:
          'Your work is giving you freedom and satisfaction. You may be able to work more independently, enjoy well-earned recognition, or refine your expertise further. The discipline you have shown has built something that genuinely supports you.',
        reversed:
          'Achievement may be costing you your balance, or you feel dependent on a job you would rather leave. Look at what you need to regain autonomy, whether a new skill, some savings or a clear exit plan. Success should make your life fuller, not narrower.',
      },
      money: {
        upright:
          'Financial comfort built through your own effort is the theme here. You can enjoy some of your resources while remaining sensible about the rest. Being independent in money matters feels empowering, and you have good reason to feel proud.',
        reversed:
          'Spending to display success, or relying on someone else’s money, may be leaving you uneasy. Review where your security actually comes from. Moderate any status spending and focus on building a base that belongs to you.',
      },
      health: {
        upright:
          'You are in tune with what your body needs, and self-care feels like a pleasure rather than a duty. Time in nature, good food and restful quiet restore you. Keep honouring these small rituals; they are quietly sustaining you.',
        reversed:
          'Indulgence or neglect may be undermining your wellbeing, or overwork leaves little room for self-care. Reclaim a few rituals that truly restore you. If there are concerns you have been brushing aside, seek professional advice.',
      },
    },
  },
  'pentacles-10': {
    name: 'Ten of Pentacles',
    keywords: {
      upright: ['legacy', 'family', 'long-term security', 'home', 'lasting wealth'],
      reversed: ['family disputes', 'instability', 'inheritance tensions', 'breaking tradition'],
    },
    meanings: {
      general: {
        upright:
          'Long-term stability, family and what you pass on are in focus. The foundations laid by you and by those before you are holding firm. Think in generations: what do you want to leave behind, and what sustains you and your people right now?',
        reversed:
          'Family tension, disagreements over money or property, or the weight of tradition may be pressing on you. Stability you once took for granted can feel less certain. You can honour your roots while still choosing a path that is your own.',
      },
      love: {
        upright:
          'This relationship carries long-term promise: building a home, a family or a shared future. Commitment and a sense of belonging are strong. Acceptance from loved ones and values you both share help anchor the bond for years to come.',
        reversed:
          'Family expectations or disagreements about money may be straining your love life. You might feel pressure to commit for the wrong reasons, or old family patterns are replaying between you. Talk openly about values and practical plans before they harden into conflict.',
      },
      career: {
        upright:
          'Stable, long-term success is favoured: an established organisation, a family business, or a career path that steadily builds security. Think about sustainability and legacy, not only the next rung. What you build carefully now can serve you for decades.',
        reversed:
          'Instability in an organisation, conflict in a family business, or a career chosen mainly for others’ approval may be weighing on you. Consider what you genuinely want to build. It is never too late to reshape a path that no longer fits.',
      },
      money: {
        upright:
          'Long-term financial planning, property, inheritance and family resources are highlighted. Careful stewardship, rather than quick wins, builds security over time. Think about how the choices you make today will shape life for the people you care about in the years ahead.',
        reversed:
          'Disagreements over shared or inherited money, or risky choices that threaten long-term security, need your attention. Put agreements in writing, keep conversations calm, and seek qualified advice. Don’t gamble with what took years, or even generations, to build.',
      },
      health: {
        upright:
          'Routines that support you over the long haul, and a warm, supportive home, sustain your wellbeing. Healthy family habits can be a real source of strength. Think of your health as something you build and tend across the years.',
        reversed:
          'Family stress or habits you inherited may be affecting your energy. Notice which patterns were handed down, and choose which ones to keep. If there is a family health history that worries you, talking to a professional can bring peace of mind.',
      },
    },
  },
  'pentacles-11': {
    name: 'Page of Pentacles',
    keywords: {
      upright: ['eager learning', 'practical ambition', 'new venture', 'diligence'],
      reversed: ['procrastination', 'lack of follow-through', 'unrealistic plans', 'distraction'],
    },
    meanings: {
      general: {
        upright:
          'A curious, studious energy invites you to learn something practical and start small. An opportunity may arrive as a message, a course or an idea you can actually build on. Approach it with patience and a willingness to be a beginner for a while.',
        reversed:
          'Plans are staying plans, or you are hopping between ideas without finishing any of them. Perhaps you hesitate to start because you might not be good at it yet. Choose one thing and take a real, concrete step toward it this week.',
      },
      love: {
        upright:
          'Love may begin slowly and sincerely, perhaps with someone dependable and thoughtful. Care shows itself through small, reliable actions here. It is a good time to learn what makes a relationship last and to let trust build step by step.',
        reversed:
          'You or someone else may be hesitant or not quite ready for commitment, or so focused on other goals that love gets neglected. Be clear about what you can offer right now. Waiting for the perfect moment can quietly become a way of never beginning.',
      },
      career: {
        upright:
          'A new job, internship, training programme or project is favoured. Your willingness to learn and to work hard will be noticed by the right people. Set practical goals and build your skills one steady step at a time.',
        reversed:
          'Procrastination or a lack of direction may be slowing your progress, or you are dreaming big without a workable plan. Break your goal into manageable pieces and commit to steady effort. Small deliverables finished on time build credibility.',
      },
      money: {
        upright:
          'This is a good time to learn about money: budgeting, saving and understanding how things work before you commit. A small financial opportunity may appear. Starting a modest, regular savings habit now can grow into real security.',
        reversed:
          'Careless spending or inattention to details may be causing small leaks, or you are drawn to get-rich-quick ideas that don’t hold up. Go back to basics. Track where your money goes and learn before you leap.',
      },
      health: {
        upright:
          'Begin a new health habit with curiosity rather than pressure. Learning more about nutrition, movement or sleep can be genuinely enjoyable, like studying a subject you love. Small, consistent steps suit this card, and they are the ones that tend to stick.',
        reversed:
          'You may be ignoring good advice or struggling to find motivation to begin. Start smaller than you think you need to, and notice how it feels. If something concerns you, reach out to a professional rather than guessing.',
      },
    },
  },
  'pentacles-12': {
    name: 'Knight of Pentacles',
    keywords: {
      upright: ['reliability', 'routine', 'persistence', 'methodical progress', 'responsibility'],
      reversed: ['stagnation', 'boredom', 'stubbornness', 'inertia'],
    },
    meanings: {
      general: {
        upright:
          'Slow and steady is the way forward. Reliability, routine and careful effort will get you further than bursts of enthusiasm. Keep showing up, do what you said you would, and trust that consistent progress eventually adds up to something solid.',
        reversed:
          'Steadiness may have slipped into stagnation, and routine now feels like a rut. Or stubbornness is keeping you from an obviously better route. Shake things up a little: a new method, a fresh goal or simply a change of scenery.',
      },
      love: {
        upright:
          'You or a partner show love through dependability: turning up on time, keeping promises, quietly taking care of things. This may not be the most dramatic romance, but it is trustworthy and grounded. A slow-burning connection can become something lasting.',
        reversed:
          'A relationship may feel predictable or dull, or one partner is unwilling to budge on anything at all. Routine can be comforting, but love also needs surprise. Try something new together and talk honestly about what feels stuck.',
      },
      career: {
        upright:
          'Methodical work, attention to detail and follow-through are your strengths right now. You may not be the loudest person in the room, but you are one people rely on. Keep going steadily; long projects reward this kind of patience.',
        reversed:
          'Work may feel monotonous, or you are stuck doing things the same way out of habit. Perfectionism or a fear of change could be slowing you down. Look for a new challenge, or a more efficient way to handle the routine.',
      },
      money: {
        upright:
          'Careful, consistent money habits are favoured: a budget you actually stick to, regular saving, steady rather than flashy choices. This approach may feel slow, yet it builds real security over time and keeps surprises manageable.',
        reversed:
          'Being overly cautious may mean missed opportunities, or inertia keeps you from reviewing your finances at all. On the other hand, boredom could tempt you into careless spending. Find a balance between prudence and movement.',
      },
      health: {
        upright:
          'Regular routines support your wellbeing: consistent sleep, steady exercise, simple nourishing meals. Persistence matters far more than intensity, so pick a pace you could keep for months. Keep doing the sensible things, and let them accumulate into lasting strength.',
        reversed:
          'You may have become sluggish, stuck in habits that no longer energise you. Or you cling to a routine that isn’t working out of stubbornness. Introduce small changes and move a little more, and seek advice if low energy persists.',
      },
    },
  },
  'pentacles-13': {
    name: 'Queen of Pentacles',
    keywords: {
      upright: [
        'nurturing',
        'practical care',
        'resourcefulness',
        'abundant home',
        'grounded warmth',
      ],
      reversed: ['self-neglect', 'work-home imbalance', 'smothering', 'insecurity'],
    },
    meanings: {
      general: {
        upright:
          'Warm, practical care is your gift right now. You know how to make a home feel welcoming, stretch resources wisely and look after people in tangible ways. Trust your common sense and let yourself enjoy the comforts you have worked to create.',
        reversed:
          'You may be caring for everyone but yourself, or the balance between work and home has tipped too far in one direction. Worry about security may be creeping in. Take back some time and care for your own needs first.',
      },
      love: {
        upright:
          'Love feels nurturing, secure and generous. You show affection through practical kindness, creating a safe and comfortable space for those you love. A partner may bring this energy too; appreciate the everyday ways you care for each other.',
        reversed:
          'Caring can tip into smothering, or you may give so much that you feel unappreciated and depleted. Jealousy or insecurity might also be present. Let love be a two-way exchange, and allow yourself to be cared for in return.',
      },
      career: {
        upright:
          'You bring a practical, capable and caring presence to your work. You manage resources well and support others while still getting things done. This is a good time to blend ambition with sustainable ways of working.',
        reversed:
          'Work may be spilling over into home life, or you are neglecting your own ambitions while supporting everyone else. Set clearer boundaries. Your needs at work deserve the same careful attention you give to others’.',
      },
      money: {
        upright:
          'Sound, sensible money management and a comfortable home base are favoured. You know how to make resources go further without sacrificing quality of life. Enjoy what you have while keeping an eye on the future.',
        reversed:
          'Financial worry, or spending too much on keeping everyone else comfortable, may be unsettling you. Or you rely on someone else to manage money you would feel safer understanding yourself. Take an active role in your finances and plan with care.',
      },
      health: {
        upright:
          'Nurturing routines such as home-cooked meals, time in the garden or fresh air, and gentle movement support your wellbeing. You are attuned to your body’s needs. Offer yourself the same care you give to others.',
        reversed:
          'Looking after others may have left you depleted, and your own health has slipped down the list. Prioritise rest and basic care. If something has been bothering you, book the appointment you have been putting off.',
      },
    },
  },
  'pentacles-14': {
    name: 'King of Pentacles',
    keywords: {
      upright: ['abundance', 'steady leadership', 'security', 'discipline', 'generous provision'],
      reversed: ['materialism', 'rigidity', 'controlling', 'status-seeking'],
    },
    meanings: {
      general: {
        upright:
          'You stand on solid ground, having built security through discipline and sound judgement. This card speaks of mature, grounded leadership and the ability to provide for yourself and others. Use your stability generously and wisely.',
        reversed:
          'A focus on money, status or control may be crowding out what truly matters. Or stubbornness is keeping you attached to a way of doing things that no longer serves you. Consider what wealth really means to you beyond the numbers.',
      },
      love: {
        upright:
          'Love here is loyal, protective and steady. You or a partner offer security and the kind of reliability that lets the other person relax. This is a bond built to last, grounded in shared values and a quiet commitment to look after one another.',
        reversed:
          'Material concerns or the need to be in control may be overshadowing affection. One of you may express love only through providing, leaving emotional needs unmet. Make room for tenderness, listening and a more equal partnership in which both voices carry weight.',
      },
      career: {
        upright:
          'Business sense, calm leadership and long-term vision are your strengths. You may already hold a position of authority, or be moving toward one. Lead with steadiness and integrity, invest in the people around you, and your reputation for reliability will grow.',
        reversed:
          'Rigid thinking, an overly controlling style, or an obsession with results at any cost may be causing friction. Stay open to new ideas, delegate with trust and treat people fairly. Success built on pressure and fear rarely lasts as long as it seems it will.',
      },
      money: {
        upright:
          'You are in a good position to manage resources with maturity. Long-term planning, disciplined choices and well-researched decisions are favoured over anything speculative. Let your security support others as well, through fair dealing and thoughtful generosity.',
        reversed:
          'Greed, risky attempts to grow wealth quickly, or spending to display status can undermine the stability you have built. Be wary of measuring your worth by your bank balance. Return to the sober, patient principles that created your security in the first place.',
      },
      health: {
        upright:
          'A disciplined, well-structured lifestyle supports your energy and stamina. You take your wellbeing seriously and think about health in the long term, not just this month. Enjoy good food and life’s comforts in moderation, as rewards that sit alongside healthy habits.',
        reversed:
          'Overindulgence, overwork or ignoring your body’s signals in pursuit of success may be catching up with you. Slow down and rebalance before your body insists on it. Regular check-ups with a professional and honest attention to your habits will serve you well.',
      },
    },
  },
};
