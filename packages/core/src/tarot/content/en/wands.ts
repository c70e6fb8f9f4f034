import type { DeckText } from '../../types';

export const WANDS_EN: DeckText = {
  'wands-01': {
    name: 'Ace of Wands',
    keywords: {
      upright: ['spark', 'inspiration', 'new venture', 'raw potential'],
      reversed: ['stalled start', 'creative block', 'scattered energy', 'hesitation'],
    },
    meanings: {
      general: {
        upright:
          'A fresh burst of energy is arriving, the kind that makes you want to start something today rather than someday. Treat this spark as an invitation: pick one idea that excites you and give it a first, concrete step before the feeling cools.',
        reversed:
          'The spark is there, but it keeps sputtering before it catches. You may be waiting for perfect conditions or spreading your enthusiasm across too many ideas. Choose the smallest possible action and let momentum rebuild from there instead of forcing a grand launch.',
      },
      love: {
        upright:
          'Attraction is lively and direct right now. If you are single, a meeting could ignite quickly; if you are partnered, there is a chance to rekindle playfulness and desire. Say yes to the invitation that makes your pulse pick up.',
        reversed:
          'Interest flickers but doesn’t quite turn into action, either from you or from them. Mixed signals and half-hearted plans may leave you unsure where you stand. Ask yourself honestly whether the chemistry is real or whether you simply want something to happen.',
      },
      career: {
        upright:
          'A new project, role or idea is asking for your energy. This is a strong moment to pitch, apply, or sketch out the plan you keep talking about. Your enthusiasm is persuasive, so let people see it early.',
        reversed:
          'A project may be slow to get off the ground, or you feel uninspired by the work in front of you. Rather than waiting for motivation to return on its own, revisit why you started and trim the plan down to something you can actually begin this week.',
      },
      money: {
        upright:
          'A new source of income or a fresh idea for earning may show up. Explore it with curiosity, but test it on a small scale first. Early excitement is useful fuel; a simple budget keeps that fire from burning through your savings.',
        reversed:
          'Plans to earn more may stall or fizzle before they pay off. Be wary of jumping into a scheme just because it feels exciting. Slow down, check the numbers, and let a sensible plan catch up with your enthusiasm.',
      },
      health: {
        upright:
          'Your vitality is on the rise, which makes this a good time to start a new movement habit or routine. Pick something that genuinely feels fun, so that the energy becomes a rhythm rather than a one-week burst.',
        reversed:
          'Your energy may feel low or uneven, with bursts of motivation that vanish quickly. Gentle, consistent habits, good sleep and regular meals will serve you better than ambitious resolutions. If fatigue lingers, it is worth checking in with a professional.',
      },
    },
  },
  'wands-02': {
    name: 'Two of Wands',
    keywords: {
      upright: ['planning', 'vision', 'choosing a path', 'stepping beyond'],
      reversed: ['fear of change', 'playing it safe', 'indecision', 'narrow horizons'],
    },
    meanings: {
      general: {
        upright:
          'You have tasted a little success and now you are looking beyond the walls of what is familiar. This card asks you to map out where you want to go next. Think long-term, weigh your options, and commit to a direction you can grow into.',
        reversed:
          'You can see a bigger life out there, yet something keeps you at the window instead of out the door. Comfort, fear of failure or too many options may be holding you in place. Name the one risk you are avoiding and look at it clearly.',
      },
      love: {
        upright:
          'You are thinking about where a relationship could lead, or what you truly want from love next. Conversations about shared plans, travel or a future together feel natural now. If single, widening your circle may bring someone new into view.',
        reversed:
          'You may be holding back from a relationship because you fear it will narrow your world, or you are stuck deciding between two paths. Be honest about whether you want security or adventure, and let the other person know where you stand.',
      },
      career: {
        upright:
          'This is a planning phase: research the market, outline the next year, and consider opportunities further from home, including remote or international work. Your ambition is grounded enough now to turn a vague wish into an actual strategy.',
        reversed:
          'You may be circling the same plans without committing, or staying in a role you have outgrown because it feels safe. Give yourself a deadline to decide. Even a small, concrete step outward will teach you more than more analysis.',
      },
      money: {
        upright:
          'Long-term financial planning is favored. Look at where your resources are now and where you want them to be, then compare a few careful paths to get there. Patience and a clear plan matter more than quick wins.',
        reversed:
          'Fear of losing what you have might stop you from making sensible, well-researched choices, or you may be avoiding planning altogether. Sit down with your numbers and get informed advice if needed, so your decisions come from clarity rather than worry.',
      },
      health: {
        upright:
          'You are ready to think about your wellbeing over a longer horizon. Set goals that stretch across months, not days, and plan how you will build them into your week. Getting outdoors or changing your environment can lift your energy.',
        reversed:
          'Restlessness and indecision may be draining you, or you keep postponing a change you know would help. Start with one simple, manageable adjustment. If a health question has been on your mind for a while, booking a professional check-in is a good first move.',
      },
    },
  },
  'wands-03': {
    name: 'Three of Wands',
    keywords: {
      upright: ['expansion', 'foresight', 'momentum', 'waiting for returns'],
      reversed: ['delays', 'limited vision', 'frustration', 'plans pulled back'],
    },
    meanings: {
      general: {
        upright:
          'What you set in motion is beginning to move, and the horizon looks wider than before. You have done the groundwork; now you watch for results and prepare for the next stage. Keep your gaze long and stay open to opportunities arriving from farther afield.',
        reversed:
          'Progress is slower than you hoped, and it may feel as though your ships are stuck in harbor. Some delays are simply timing, while others point to a plan that needs adjusting. Review what is in your control and be patient with what is not.',
      },
      love: {
        upright:
          'A relationship is growing beyond its early stage, with room for shared adventures and bigger plans. Long-distance connections or meeting someone through travel are also possible. You feel ready to invest in something with a future.',
        reversed:
          'You may be waiting for a partner to meet you halfway, or distance, literal or emotional, is making things feel stuck. Check whether your expectations have been spoken aloud. If you keep waiting for a sign, consider asking directly instead.',
      },
      career: {
        upright:
          'Your efforts are starting to pay off and your reach is expanding, perhaps through new clients, partners or markets. This is a good time to think bigger, look outward and position yourself for growth that builds on what already works.',
        reversed:
          'Obstacles, slow responses or setbacks may be holding up a project. Rather than pushing harder in the same way, look for the bottleneck. Sometimes narrowing your focus for a while is what allows real expansion later.',
      },
      money: {
        upright:
          'Earlier efforts may begin to show modest returns, and you can see how to build on them. Consider careful ways to widen your options, always with a plan and a buffer. Growth comes from steady follow-through, not from one lucky break.',
        reversed:
          'Expected money may arrive late or smaller than planned, which makes this a poor moment to spend against promises. Avoid committing funds you do not yet have in hand. Tighten your plan, keep a reserve, and adjust your timeline rather than your standards.',
      },
      health: {
        upright:
          'Your efforts to feel better are starting to show, and you may be ready to extend yourself a little further. Fresh air, travel or a change of scenery can renew your energy. Keep building gradually so progress lasts.',
        reversed:
          'Progress may feel slower than you expected, which can tempt you to give up. Remember that energy and habits often change on their own timeline. Adjust your goals, rest where needed, and seek professional guidance if something is not improving.',
      },
    },
  },
  'wands-04': {
    name: 'Four of Wands',
    keywords: {
      upright: ['celebration', 'homecoming', 'stability', 'milestone'],
      reversed: ['unsettled home', 'muted joy', 'transition', 'lack of support'],
    },
    meanings: {
      general: {
        upright:
          'A moment of joy and stability has arrived, and it deserves to be marked. Whether it is a milestone reached or simply a sense of home and belonging, let yourself celebrate. Gather the people who helped you get here.',
        reversed:
          'Something that should feel like a celebration may feel strained, or your sense of home is in flux. Tension in a group or a move in progress could leave you unsettled. Look for small rituals that help you feel rooted while things settle.',
      },
      love: {
        upright:
          'This is a warm, joyful card for relationships: commitment, moving in together, a celebration or simply a season of ease. You feel at home with someone. If single, social gatherings may bring a welcome and easy connection.',
        reversed:
          'There may be friction about living arrangements, family expectations or the pace of commitment. Neither of you is wrong for wanting different things, but they need to be discussed. Focus on building a shared sense of safety before the next big step.',
      },
      career: {
        upright:
          'A project completes, a team pulls together, or you reach a milestone worth recognizing. The workplace feels more harmonious and supportive. Take time to acknowledge your own and others’ contributions before rushing to the next goal.',
        reversed:
          'You may feel you don’t quite belong in your current team, or a success goes unacknowledged. Transitions at work could be unsettling. Build a few allies, celebrate your own wins quietly, and consider what kind of environment truly suits you.',
      },
      money: {
        upright:
          'A stable period lets you breathe a little easier. It is a good time to invest in your home or a shared celebration, as long as it fits your budget. Enjoy what you have built while keeping your foundations steady.',
        reversed:
          'Spending on home, family or events may be stretching your budget, or a move is bringing unexpected costs. Plan ahead, discuss shared expenses openly, and don’t let a desire to impress outrun what you can comfortably afford.',
      },
      health: {
        upright:
          'A sense of ease and belonging supports your wellbeing. Time with loved ones, a comfortable home and small celebrations all feed your energy. Let joy be part of your routine rather than a reward you keep postponing.',
        reversed:
          'Stress at home or a lack of support may be wearing on you. Notice how your environment affects your sleep and mood. Creating a calmer space, even in one corner, can help, and reaching out to a professional is wise if stress builds up.',
      },
    },
  },
  'wands-05': {
    name: 'Five of Wands',
    keywords: {
      upright: ['competition', 'friction', 'clashing ideas', 'lively debate'],
      reversed: ['avoiding conflict', 'inner tension', 'truce', 'resolution'],
    },
    meanings: {
      general: {
        upright:
          'Many voices are competing for space, and the result feels noisy rather than dangerous. This friction can sharpen you if you engage with it honestly. Focus on what you are actually trying to achieve instead of winning every small skirmish.',
        reversed:
          'You may be sidestepping a disagreement that needs airing, or the struggle has moved inside you. Alternatively, a tense situation is calming down. Ask whether keeping the peace is serving you, or simply delaying a conversation that would clear the air.',
      },
      love: {
        upright:
          'Small disagreements and playful rivalry may be stirring things up. Some of this is healthy spark, but watch for arguments that are really about being heard. If dating, you may feel you are competing for someone’s attention.',
        reversed:
          'You might be swallowing frustrations to avoid a fight, which only lets tension build. On the other hand, after a rocky stretch you and a partner may be finding a truce. Speak calmly and directly about what actually bothers you.',
      },
      career: {
        upright:
          'Competition at work is heating up, whether for a role, a project or simply for attention in meetings. Treat it as a chance to show what you bring, not a war. Clear roles and shared goals will turn clashing ideas into better results.',
        reversed:
          'Team conflict may be simmering beneath polite surfaces, or you are holding back ideas to avoid friction. A direct, respectful conversation could resolve more than you expect. If a dispute is ending, focus on rebuilding cooperation.',
      },
      money: {
        upright:
          'Money matters may feel competitive or contested right now: negotiating a price, comparing offers, or dividing shared costs with people who see things differently. Come prepared with facts and stay calm. The goal is a fair outcome, not proving that you were right.',
        reversed:
          'You may be avoiding a money conversation because it feels awkward. Unspoken disagreements about spending tend to grow. Put the numbers on the table, agree on simple rules, and settle the matter before it becomes a bigger strain.',
      },
      health: {
        upright:
          'Restless, competitive energy is high, which can be good fuel for team sports or active challenges. Just watch that pushing to keep up with others doesn’t tip into strain. Channel the tension into movement rather than irritability.',
        reversed:
          'Inner conflict or unresolved stress may be showing up as tension, headaches or poor sleep. Find an outlet, like a walk, a workout or writing things down, and give yourself permission to rest. Seek professional help if stress feels unmanageable.',
      },
    },
  },
  'wands-06': {
    name: 'Six of Wands',
    keywords: {
      upright: ['victory', 'recognition', 'confidence', 'public success'],
      reversed: ['unseen effort', 'self-doubt', 'pride', 'fleeting praise'],
    },
    meanings: {
      general: {
        upright:
          'You have come through a challenge and others are noticing. This is a moment of earned recognition, so accept the applause graciously. Your confidence is a resource now; use it to lift the people who travelled with you as well.',
        reversed:
          'Your efforts may not be getting the recognition you hoped for, or you are leaning too heavily on others’ approval. Alternatively, pride might be clouding your judgment. Measure your progress by your own standards, not the volume of the cheering.',
      },
      love: {
        upright:
          'You feel proud of your relationship or proud of how you are showing up in love. A partner may openly celebrate you, or you may attract admiration. Enjoy feeling chosen and let it deepen your confidence.',
        reversed:
          'You may feel unappreciated by a partner, or worry about how your relationship looks to others. Be careful not to seek validation through public displays. What matters most is how you feel with each other in private.',
      },
      career: {
        upright:
          'A win at work brings visibility: a promotion, positive feedback, a successful launch or a public acknowledgement. This is a good time to step forward, share results and take on leadership. Success here is the fruit of your persistence.',
        reversed:
          'Someone else may receive credit for your work, or a hoped-for promotion is slower to arrive than promised. Document your contributions and advocate calmly for yourself. If success has already come, guard against complacency and keep your team close.',
      },
      money: {
        upright:
          'A financial goal may be reached, or your efforts begin to bring better returns. Enjoy it, but resist the urge to spend just to show it. A small celebration and a sensible plan for the rest will keep the win meaningful.',
        reversed:
          'Spending to impress others, or counting on a reward before it arrives, could create strain. Check whether your purchases reflect your own values. Stay steady; recognition and reward may simply be running later than you expected.',
      },
      health: {
        upright:
          'You may be seeing real progress from the habits you have been building, and the boost to your confidence is energizing. Celebrate each milestone out loud, and let that well-earned pride carry you into the next phase instead of resting on it.',
        reversed:
          'You might be comparing your progress with others and feeling discouraged. Remember that wellbeing is personal and not a competition. Focus on how you feel, and if setbacks concern you, a professional can help you adjust your approach.',
      },
    },
  },
  'wands-07': {
    name: 'Seven of Wands',
    keywords: {
      upright: ['holding your ground', 'conviction', 'perseverance', 'standing up for yourself'],
      reversed: ['overwhelm', 'giving in', 'defensiveness', 'worn down'],
    },
    meanings: {
      general: {
        upright:
          'You have built something worth protecting, and now it is being tested from several sides. You hold the higher ground as long as you stay clear about what you believe. Stand firm, pick your battles, and trust that your conviction is a genuine strength.',
        reversed:
          'Defending your position has left you tired, or you are still fighting battles that no longer need fighting. Ask which ground truly matters to you. Letting a few fights go can free the energy you need for the ones that count.',
      },
      love: {
        upright:
          'You may need to stand up for your relationship against outside opinions, or stand up for your own needs within it. Stating your boundaries clearly now builds trust rather than distance. Protect what is precious without treating your partner as the opponent.',
        reversed:
          'Constant defensiveness may be making closeness hard, as if every comment needs a rebuttal. Pause and check whether you are really under attack, or whether an old hurt is turning ordinary questions into challenges. Lowering your guard a little could let warmth back in.',
      },
      career: {
        upright:
          'Competitors, critics or a crowded field may be testing your position. Stand behind your work, back your points with evidence, and keep showing up. Your willingness to speak up for an idea you believe in is exactly what sets you apart right now.',
        reversed:
          'You may feel outnumbered and tempted to drop an idea you still believe in. Or you are defending a position that quietly needs rethinking. Gather allies, get some rest, and then decide deliberately whether to hold on or step back.',
      },
      money: {
        upright:
          'You may need to guard your resources by saying no to requests, negotiating firmly, or sticking to your budget while others push you to loosen it. Your boundaries are valid. Stay calm, consistent and polite, and you are likely to keep the ground you have earned.',
        reversed:
          'Pressure from others could nudge you into money choices that don’t sit right with you. Or you may be so guarded that you turn away sensible, well-researched options too. Look for a middle path, and talk it through with someone you trust.',
      },
      health: {
        upright:
          'You have the grit to keep healthy routines going even when life pushes back. Guard your sleep, your meals and your free time as if they matter, because they do. Saying no to demands that drain you counts as self-care.',
        reversed:
          'Being on guard all the time may be exhausting you, and the tension can settle into your shoulders, jaw or sleep. Give yourself real downtime, not just a pause between battles. If you feel depleted for weeks, reach out to a doctor or counselor.',
      },
    },
  },
  'wands-08': {
    name: 'Eight of Wands',
    keywords: {
      upright: ['swift movement', 'momentum', 'news arriving', 'quick progress'],
      reversed: ['delays', 'crossed wires', 'rushing', 'plans in limbo'],
    },
    meanings: {
      general: {
        upright:
          'Things are suddenly picking up speed. Messages arrive, plans click into place, and obstacles that held you up seem to clear all at once. Ride the momentum: respond promptly, stay focused, and keep your aim true while everything accelerates.',
        reversed:
          'Delays, miscommunications or stalled plans may be testing your patience. Or you are moving so quickly that details slip through your fingers. Slow down enough to double-check messages and timing, and wait for the path to clear before charging ahead.',
      },
      love: {
        upright:
          'Romance can move fast now: a flurry of messages, sudden chemistry, or a quick step forward such as a trip or a first “I love you.” Enjoy the rush of it, and let honest conversation keep pace with your feelings so nobody gets left behind.',
        reversed:
          'Slow replies or mixed messages may leave you refreshing your phone and second-guessing. Or things are moving faster than feels comfortable. Say plainly what pace works for you, and try not to read a whole story into one silence.',
      },
      career: {
        upright:
          'Expect rapid developments: quick answers, new assignments, travel, or several deadlines landing together. Your ability to respond fast will be noticed and rewarded. Keep your communication crisp, write down what you agree, and prioritize without apology.',
        reversed:
          'Projects may hit hold-ups, emails go unanswered, or decisions made in a hurry create extra work later. Build buffers into your schedule and confirm key details in writing. Use the slow patch to prepare, so you are ready to move when the way opens.',
      },
      money: {
        upright:
          'Money matters may move quickly, such as a payment coming through, an offer with a short deadline, or a decision that needs a fast answer. Act promptly, but not carelessly. Read the terms properly before you agree to anything that arrives in a rush.',
        reversed:
          'Payments may be delayed, paperwork stuck, or quick impulse purchases adding up faster than you noticed. Pause before clicking “buy.” Keep a simple list of what is still pending, so that late arrivals don’t throw your whole budget off balance.',
      },
      health: {
        upright:
          'Your energy is lively and you may notice quick improvements once you change a habit. Put this momentum into activity you actually enjoy, like running, dancing or cycling, while keeping an even pace so the burst lasts longer than a week.',
        reversed:
          'Dashing from one commitment to the next may leave you scattered and tired, or you may be impatient with slow recovery. Ease your pace, protect your rest, and don’t push through warning signs. If something feels off, take the time to have it checked.',
      },
    },
  },
  'wands-09': {
    name: 'Nine of Wands',
    keywords: {
      upright: ['resilience', 'persistence', 'last stretch', 'healthy boundaries'],
      reversed: ['exhaustion', 'over-guardedness', 'stubbornness', 'running on empty'],
    },
    meanings: {
      general: {
        upright:
          'You have been through a lot, and you are still standing. The finish line is closer than it looks, so draw on your resilience for one more push. Stay alert, but remember your caution is there to protect you, not to wall you in.',
        reversed:
          'You may be running on fumes, or so braced for the next blow that you can’t truly rest. Old hurts might be making you more guarded than the present calls for. Ask for help, lower your shield where it is safe, and let yourself recover.',
      },
      love: {
        upright:
          'Past disappointments have taught you to protect your heart, and that wisdom has real value. Stay open enough to let the right person in. In a relationship, a hard stretch can be weathered together if you both keep showing up for each other.',
        reversed:
          'Old wounds may be making you suspicious or distant, even with someone who means well. Or you are tired of fighting for a relationship on your own. Talk openly about what you fear, and notice whether the effort is truly shared.',
      },
      career: {
        upright:
          'A long project or demanding season at work is nearly done. You are tested, experienced and more capable than you give yourself credit for. Protect your focus from distractions, and keep going; persistence is exactly what this final stretch asks of you.',
        reversed:
          'Burnout may be creeping in, or you are refusing help out of pride or distrust of colleagues. Learn to spot the early signs in yourself. Delegate what you can, and ask honestly whether this particular fight is still worth your energy.',
      },
      money: {
        upright:
          'You have weathered financial challenges and learned hard lessons about protecting what you have. Keep your safety net intact and stay watchful for unnecessary leaks. Sticking to your plan a little longer, even when it feels tiring, is likely to pay off in stability.',
        reversed:
          'Money stress may feel relentless, or fear is making you so rigid that every expense feels like a threat. Seek practical guidance, perhaps from a trusted adviser, and look for small sources of relief. You do not have to carry every decision alone.',
      },
      health: {
        upright:
          'You are more resilient than you think, and feeling stronger is within reach. Keep looking after yourself with steady routines and protected rest. Firm boundaries around your time and energy are part of getting well, not a sign of weakness.',
        reversed:
          'Your body and mind may be signaling that you need genuine rest, not another push. Don’t wave away persistent fatigue, tension or poor sleep. Step back, recharge, and consult a professional if you have felt drained for a long time.',
      },
    },
  },
  'wands-10': {
    name: 'Ten of Wands',
    keywords: {
      upright: ['heavy load', 'responsibility', 'overcommitment', 'final push'],
      reversed: ['letting go', 'delegating', 'burnout', 'buckling under weight'],
    },
    meanings: {
      general: {
        upright:
          'You are carrying more than your share, and the weight is starting to show. Success has brought responsibilities that keep piling up. The goal is in sight, but ask yourself which burdens are truly yours and which could be set down or shared.',
        reversed:
          'Either you are finally putting down some of what you have been hauling, or the load has simply become too heavy to bear. This is the time to delegate, say no, and simplify. Relief comes from releasing, not from trying harder.',
      },
      love: {
        upright:
          'You may feel you are doing most of the emotional or practical work in your relationship: planning, remembering, smoothing things over. Love should not feel like an unpaid second job. Raise the question of sharing the load before quiet resentment takes root.',
        reversed:
          'You may be ready to stop carrying a relationship on your own, or to drop worries that were never yours to hold, like a partner’s moods or a family’s expectations. Setting these down can leave room for something lighter and more equal.',
      },
      career: {
        upright:
          'Your workload is heavy and new responsibilities keep landing on your desk. You can finish what you started, but not if you keep saying yes to everything. List your commitments, ask what is truly expected of you, and hand off what someone else could do.',
        reversed:
          'You may be close to burnout, or finally learning to set limits at work. Let go of tasks that don’t need you personally. An honest conversation with your manager or clients about workload could open the way to a more sustainable pace.',
      },
      money: {
        upright:
          'Financial obligations may feel heavy, perhaps from supporting others or juggling many bills and commitments at once. Write down everything you owe and what you can realistically manage each month. Simplifying and seeking sound advice can lighten the burden.',
        reversed:
          'You may be clearing some financial burdens at last, or the pressure may be tipping into overwhelm. Either way, don’t hide from the statements. Reach out for guidance, renegotiate terms where possible, and take things one manageable step at a time.',
      },
      health: {
        upright:
          'Stress and overload may be showing up in your energy, your posture or your sleep. Notice where you are straining to hold everything together, and give yourself permission to put some of it down. Rest is not a luxury here; it is maintenance.',
        reversed:
          'If you have been pushing past your limits for a while, your body may now be insisting that you stop. Listen to it. Letting go of some responsibilities and getting support, including professional care if needed, will help you recover your strength.',
      },
    },
  },
  'wands-11': {
    name: 'Page of Wands',
    keywords: {
      upright: ['curiosity', 'enthusiasm', 'exploration', 'exciting news'],
      reversed: ['false starts', 'restlessness', 'lack of focus', 'impatience'],
    },
    meanings: {
      general: {
        upright:
          'A playful, curious energy invites you to explore something new. A message or idea may stir excitement you haven’t felt in a while. Follow it with an open mind; you don’t need a complete plan to start discovering what lights you up.',
        reversed:
          'Enthusiasm keeps flaring and fading, leaving a trail of unfinished ideas behind you. You may be restless or unsure where to put your energy. Choose one interest and stay with it long enough to learn what it really holds for you.',
      },
      love: {
        upright:
          'Flirtation, spontaneity and a sense of fun color your love life. Someone may approach you with bold, playful energy, or you might be the one sending the first message. In a relationship, trying something new together can bring back that early spark.',
        reversed:
          'Someone may enjoy the thrill of the chase more than the work of closeness, or you are unsure what you want yourself. Be cautious with grand gestures that fade by next week. Look for consistency in how people show up, not just excitement.',
      },
      career: {
        upright:
          'You are eager to learn, experiment and try on new roles. This is a good time for a course, a creative side project, or pitching a fresh idea to your team. Your enthusiasm opens doors, even while your experience is still catching up.',
        reversed:
          'You may be hopping between projects without finishing any, or growing impatient with the slow, unglamorous parts of learning a skill. Set one simple goal and see it through to the end. Steady effort is what turns bright potential into real ability.',
      },
      money: {
        upright:
          'A fresh idea for earning, or a small side opportunity, may catch your eye. Explore it with curiosity and learn the basics before putting much money in. Early experiments can be a valuable education as long as you keep the stakes modest.',
        reversed:
          'Impulse purchases or half-formed money plans could set you back. Hold off on exciting schemes until you have done your homework and read the fine print. Tracking your spending for a few weeks will show where your enthusiasm actually goes.',
      },
      health: {
        upright:
          'Curiosity makes it easier to try a new sport, class or daily routine. Approach your wellbeing as play rather than duty, and your energy is likely to follow. Start light, stay curious, and enjoy being a beginner at something.',
        reversed:
          'Starting new routines and dropping them within days may leave you frustrated with yourself. Pick something realistic and genuinely pleasant instead. If restlessness is affecting your sleep or concentration, calming habits and a professional’s advice can help.',
      },
    },
  },
  'wands-12': {
    name: 'Knight of Wands',
    keywords: {
      upright: ['bold action', 'adventure', 'passion', 'daring'],
      reversed: ['recklessness', 'impatience', 'scattered energy', 'unfinished business'],
    },
    meanings: {
      general: {
        upright:
          'You are ready to ride out with passion and nerve. Adventure, travel or a daring leap is calling, and hesitation feels unbearable. Go for it, while keeping just enough awareness of the road ahead to avoid crashing into obstacles you could have seen coming.',
        reversed:
          'Your fire is burning hot but in every direction at once, leading to rash moves or projects begun and abandoned. Pause before acting on each new urge. Point that energy in one direction, and finish at least one thing you started.',
      },
      love: {
        upright:
          'Passion runs high, and romance may arrive quickly and dramatically. Someone bold and exciting could sweep into your life, or you may be the one doing the sweeping. Enjoy the intensity, and notice over time whether it has the roots to last.',
        reversed:
          'A lover may be charming but unreliable, hot one day and absent the next. Or you are rushing ahead before you know someone well. Slow the pace, watch whether actions match words, and don’t mistake drama for depth.',
      },
      career: {
        upright:
          'Bold initiative is favored: launching something, taking on a challenge others avoid, or travelling for work. Your drive and confidence make things happen quickly. Move fast, but keep your plan written down and your colleagues informed along the way.',
        reversed:
          'Impatience with delays could tempt you into a rash decision or a heated email you later regret. Cool your head before you act. Think two steps ahead, and let strategy steer your energy instead of frustration.',
      },
      money: {
        upright:
          'You may feel eager to make a financial move, perhaps a purchase, a new venture or a change of job. Courage can open doors, but pair it with research and a budget you can actually live with. Act decisively, not blindly.',
        reversed:
          'Risky or impulsive spending could lead to regret, especially if you are chasing a quick thrill or a fast return. Step back and let the urge cool. If the idea still makes sense in a calmer moment, plan it properly before committing.',
      },
      health: {
        upright:
          'You have plenty of physical energy, ideal for vigorous exercise, outdoor adventures or a new challenge. Move your body and enjoy feeling alive in it. Warm up properly, and respect your limits so enthusiasm doesn’t turn into injury.',
        reversed:
          'Pushing too hard, too fast, may leave you strained, injured or burnt out. Slow the pace, build recovery days into your routine, and take any recurring aches seriously. A professional can help you return to activity safely.',
      },
    },
  },
  'wands-13': {
    name: 'Queen of Wands',
    keywords: {
      upright: ['confidence', 'warmth', 'charisma', 'determination'],
      reversed: ['self-doubt', 'jealousy', 'burnout', 'controlling'],
    },
    meanings: {
      general: {
        upright:
          'You carry a bright, steady warmth that draws people in. You know what you want and go after it with courage and humor, without needing anyone’s permission. Trust yourself to take up space, lead, create and shine, and let others warm themselves at your fire.',
        reversed:
          'Your inner flame may be dimmed by self-doubt, or you are giving so much to everyone else that nothing is left for you. Envy or a need to control may creep in. Reconnect with what genuinely energizes you and reclaim some of your time.',
      },
      love: {
        upright:
          'Your self-assurance is magnetic, and you are likely to attract attention simply by being yourself. In a relationship you bring loyalty, passion and a generous spirit. Let yourself be seen fully; the right person will delight in your fire rather than try to tame it.',
        reversed:
          'Insecurity or jealousy may be stirring, or you feel taken for granted after giving a great deal. Notice whether you are over-functioning for your partner. Say what you need directly, instead of letting frustration simmer into sharp remarks.',
      },
      career: {
        upright:
          'You are confident, capable and able to keep many plates spinning without losing your good humor. Your enthusiasm inspires colleagues, and your practical organization keeps projects on track. Step into visible roles and speak about your achievements without shrinking them.',
        reversed:
          'You may be juggling too many roles and feeling undervalued or burnt out. Under pressure, your strength can tip into controlling everything yourself. Delegate, rest, and remind yourself what you used to love about this work.',
      },
      money: {
        upright:
          'You handle money with confidence and generosity, enjoying life while still keeping your affairs in order. Trust your instincts, keep your records tidy, and direct your resources toward what genuinely matters to you, including your own growth.',
        reversed:
          'Spending to lift your mood or keep up an image could strain your finances. Or you may be doubting your ability to manage money at all. Return to your priorities, simplify, and take small, steady steps that rebuild your confidence.',
      },
      health: {
        upright:
          'Your vitality is strong, fed by self-belief, sunlight and the things that make you laugh. Keep nurturing yourself with movement you love and people who lift you. Your energy is contagious when you protect it.',
        reversed:
          'Overcommitment may be quietly draining your reserves, even if you still look radiant from the outside. Burnout becomes likely if you keep pouring out without refilling. Put rest and simple pleasures back on your calendar, and seek professional support if exhaustion lingers.',
      },
    },
  },
  'wands-14': {
    name: 'King of Wands',
    keywords: {
      upright: ['visionary leadership', 'boldness', 'enterprise', 'big-picture thinking'],
      reversed: ['impulsiveness', 'arrogance', 'domineering', 'unrealistic expectations'],
    },
    meanings: {
      general: {
        upright:
          'You are ready to lead with vision and nerve. You can see the big picture and rally others behind it with your conviction. Set the direction, make the call, and trust your ability to turn a bold idea into something real and lasting.',
        reversed:
          'Ambition may be tipping into impatience, arrogance or control. Expecting too much of yourself or others can backfire and leave people feeling steamrolled. Step back, listen more than you speak, and lead by example rather than by force.',
      },
      love: {
        upright:
          'You bring passion, loyalty and a generous confidence to love. You or your partner may take the lead in shaping a shared future. Your relationship thrives when you dream big together and champion each other’s ambitions.',
        reversed:
          'A need to be in charge, or a quick temper, may create friction. Someone may want everything done their way. Balance your strength with tenderness, and make sure your partner’s voice carries as much weight as your own.',
      },
      career: {
        upright:
          'This is a strong card for leadership, starting a business, or taking ownership of a bold initiative. You have the vision and drive to build something significant. Communicate your goals clearly, trust your team, and let them share in the fire.',
        reversed:
          'Impulsive decisions or a heavy-handed style could undermine goals you care about. Check that your vision rests on realistic numbers and that your team feels heard. A well-thought-out strategy will carry you further than sheer force of will.',
      },
      money: {
        upright:
          'You have the confidence to make bold but considered financial decisions. Trust your vision while staying well-informed, and think in terms of long-term growth rather than quick wins. Leadership here means taking responsibility for your choices.',
        reversed:
          'Overconfidence or a sudden impulse could expose you to unnecessary risk. Slow down before committing significant resources. Seek a second opinion, test your assumptions, and make sure your plans are grounded before you act on them.',
      },
      health: {
        upright:
          'Your energy and drive are strong, and you can use them to build habits that last. Set an ambitious but sustainable goal, and lead by example; the people around you may follow. Channel your intensity into consistency.',
        reversed:
          'Driving yourself too hard, or refusing to admit limits, may be leading to stress or burnout. Even leaders need recovery. Temper ambition with rest, and consult a professional if your body signals that it needs attention.',
      },
    },
  },
};
