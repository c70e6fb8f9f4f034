import type { DeckText } from '../../types';

/** Major Arcana 11–21 in English (original Starlit writing). */
export const MAJORS2_EN: DeckText = {
  'major-11': {
    name: 'Justice',
    keywords: {
      upright: ['fairness', 'truth', 'accountability', 'clear decisions', 'cause and effect'],
      reversed: [
        'imbalance',
        'dodged responsibility',
        'bias',
        'self-deception',
        'unsettled scores',
      ],
    },
    meanings: {
      general: {
        upright:
          'Justice holds a sword for clarity and scales for honesty, and she asks you to use both, including on your own part in the story. Decisions made now carry real consequences, so gather the facts, say what is true, and act from your principles rather than your moods. Fairness arrives when you stop bargaining with the evidence.',
        reversed:
          'Something feels out of balance, and part of you may already know why. You might be sidestepping accountability, or carrying blame that was never entirely yours to carry. Slow down and read the record plainly. An honest audit of your own choices will free you more than any verdict handed down from outside.',
      },
      love: {
        upright:
          'In love, Justice favors clear agreements and mutual respect. A relationship thrives now when both of you give roughly what you receive and can say plainly what you need. If a decision about commitment is pending, let it rest on how you are actually treated day to day, not on hope, history, or guilt.',
        reversed:
          'A quiet imbalance may be shaping your relationship: one person giving more, an old grievance never settled, or a truth left unspoken. Resist keeping score in secret. Name what feels unfair, listen to the other side without rehearsing your defense, and decide together whether the scales can be reset.',
      },
      career: {
        upright:
          'Your work is being weighed on its merits, and integrity is your strongest strategy. Contracts, performance reviews, or formal decisions may be on the table; read every clause and keep clear records. The ethical choices you make now build a reputation that outlasts any single job or project.',
        reversed:
          'You may sense a murky process, a biased decision, or credit landing in the wrong place. Before you react, write down what happened and separate the facts from the frustration. Then check honestly whether you have cut any corners yourself. A clean record on your side gives you standing to ask for fairness.',
      },
      money: {
        upright:
          'Justice asks for a clear-eyed accounting. Track what comes in and what goes out, settle outstanding obligations, and read the fine print before you sign. Balanced, transparent choices serve you better than clever shortcuts, and for contracts or formal disputes, qualified professional advice is the sensible next step.',
        reversed:
          'Loose ends in your finances may be catching up with you: an unpaid balance, a vague handshake agreement, or spending you would rather not look at. Avoidance tends to compound the problem. Face the numbers honestly, correct what you can this week, and get proper advice if a dispute or contract is involved.',
      },
      health: {
        upright:
          'Your body responds to fairness too. Notice where your routines tilt too far, such as long work hours against too little sleep, and rebalance with steady adjustments rather than harsh rules. Honestly noting your rest, meals, and energy for a while will show you what truly helps and what only seems to.',
        reversed:
          'You may be ignoring the cost of a habit, or judging yourself so severely that self-care has turned into punishment. Neither restores balance. Look at cause and effect without blame, make one realistic correction, and check in with a health professional if something has felt off for a while.',
      },
    },
  },
  'major-12': {
    name: 'The Hanged Man',
    keywords: {
      upright: ['surrender', 'sacred pause', 'new perspective', 'letting go', 'willing sacrifice'],
      reversed: ['stalling', 'resistance', 'needless martyrdom', 'indecision', 'stuck in limbo'],
    },
    meanings: {
      general: {
        upright:
          'Hanging upside down, calm-faced, the Hanged Man has stopped struggling and started seeing. When pushing harder gets you nowhere, this card invites you to pause, loosen your grip, and view the situation from an unfamiliar angle. What you release now, including a fixed idea of how things should go, makes room for real insight.',
        reversed:
          'You may be suspended in limbo without gaining anything from it, waiting for a permission or a sign that never comes. Or you are fighting a pause you genuinely need. Ask yourself whether you are resting with purpose or quietly avoiding a choice, and then take one small step in whichever direction is honest.',
      },
      love: {
        upright:
          'Your relationship benefits from patience and a change of viewpoint. Try seeing the situation through your partner’s eyes, or let go of the timeline you had in mind for where this should be by now. If you are single, a quiet season may be reshaping what you truly want from love before someone new arrives.',
        reversed:
          'Watch for giving up too much of yourself to keep the peace, or waiting endlessly for someone to change. Sacrifice that is never acknowledged slowly turns into resentment. Be honest about whether this holding pattern is leading anywhere, and voice what you need instead of hoping it will be guessed.',
      },
      career: {
        upright:
          'Progress may be slower than you would like, but the delay holds value. Use it to rethink your approach, learn a new skill, or question assumptions everyone else takes for granted. The unconventional angle you discover while things are on hold could become your most distinctive contribution later.',
        reversed:
          'Holding out for the perfect moment may be draining your momentum. Perhaps you keep postponing a decision, or you are quietly sacrificing evenings and energy for a role that gives little back. Get specific about what you are waiting for; if the answer stays vague, that is your signal to move.',
      },
      money: {
        upright:
          'Hold off on major purchases or commitments while your perspective is still shifting. A temporary sacrifice, such as spending less for a season or postponing a plan, may serve a larger aim. Look at your finances upside down: the answer may lie in changing priorities rather than simply earning more.',
        reversed:
          'Financial indecision may be keeping you stuck: savings left idle out of fear, or a necessary change endlessly deferred. Alternatively, you may be giving away more than you can afford to keep others comfortable. Decide what you are genuinely willing to let go of, then make a measured, informed choice.',
      },
      health: {
        upright:
          'Your body may be asking you to slow down and surrender to rest. Stillness, gentle stretching, slow breathing, and time away from screens can restore more than forcing yourself forward. Accepting a recovery period with patience, instead of treating it as lost time, is itself part of getting well.',
        reversed:
          'Frustration with a slow phase may tempt you to push too hard too soon, or you may keep postponing changes you know you need. Neither extreme serves you. Choose one sustainable adjustment and stick with it, and consult a professional if you feel stuck without clear answers.',
      },
    },
  },
  'major-13': {
    name: 'Death',
    keywords: {
      upright: ['endings', 'transformation', 'release', 'transition', 'clearing the ground'],
      reversed: ['resisting change', 'clinging', 'stagnation', 'lingering endings', 'slow rebirth'],
    },
    meanings: {
      general: {
        upright:
          'A chapter is closing so that another can begin. In tarot, Death speaks of transformation, never literal harm: a role, a habit, or an old identity has run its course. Let it end with respect. The cleared space may feel bare at first, but like a field after harvest, it is ready for something truer to grow.',
        reversed:
          'You may be holding on to something that has already ended, keeping it alive out of fear or sheer familiarity. The longer the delay, the heavier it feels. Ask what you are protecting by not letting go. The change is coming either way, and meeting it willingly makes the passage far gentler.',
      },
      love: {
        upright:
          'Something in your love life is transforming. A relationship may be shedding old patterns to grow into a deeper form, or a connection that no longer fits is reaching its natural close. Either way, an honest ending creates room for renewal. Grieve what needs grieving, then leave the door open to what comes next.',
        reversed:
          'You may be clinging to a relationship, an ex, or an old dynamic that stopped nourishing you some time ago. Fear of the unknown can make a stale situation feel safer than it really is. Let yourself admit what has already changed; releasing the past is what allows love to take a new shape.',
      },
      career: {
        upright:
          'A professional chapter is ending: a role, a project, or an identity tied to how you have always worked. This can be unsettling, yet it clears space for a direction that suits who you are becoming. Close things out cleanly, hand over with care, and stay curious about what wants to grow next.',
        reversed:
          'You may sense that a job or path has run its course but keep postponing the transition. Staying out of inertia slowly drains your motivation. Begin preparing on your own terms, updating skills or quietly exploring options, so that you are choosing the next step rather than waiting to be moved.',
      },
      money: {
        upright:
          'An old financial pattern is ready to end. That might mean closing an account, overhauling how you budget, or letting go of spending habits that belonged to an earlier version of you. Treat it as a reset: simplify, clear out what no longer serves you, and rebuild on a leaner, more honest footing.',
        reversed:
          'Holding on to an outdated plan, an asset, or a habit out of attachment may be keeping you stuck. Ask whether it still makes sense or simply feels familiar. Gradual, deliberate changes are perfectly fine, but avoiding the change altogether tends to cost more the longer it goes on.',
      },
      health: {
        upright:
          'Here the card points to renewal, not harm. It may be time to retire a habit that drains your energy and make room for routines that fit your life now. New life stages can ask for different kinds of care; move through the transition patiently and seek professional guidance where it helps.',
        reversed:
          'You may know a habit no longer serves your wellbeing, yet keep drifting back to it. Change is hard precisely because the old way is familiar. Start with one small replacement rather than a dramatic overhaul, and lean on support, including a professional, if the pattern is difficult to release.',
      },
    },
  },
  'major-14': {
    name: 'Temperance',
    keywords: {
      upright: ['balance', 'moderation', 'patience', 'blending', 'healing flow'],
      reversed: ['excess', 'imbalance', 'impatience', 'discord', 'misaligned priorities'],
    },
    meanings: {
      general: {
        upright:
          'Temperance shows an angel pouring water between two cups without spilling a drop. You are asked to blend rather than choose extremes, combining opposing needs with patience until a workable middle way appears. Things are coming together gradually; a calm, measured pace will carry you further than any dramatic push.',
        reversed:
          'Something in your life has tipped toward excess: too much work, too many commitments, or a feeling running unchecked. You may feel scattered and impatient for results. Step back, notice where you are pouring too much, and restore one simple daily rhythm before you add anything new.',
      },
      love: {
        upright:
          'Your relationship grows through patience and compromise. Two different temperaments can create real harmony when each person adjusts a little. This is a good time for gentle conversations, shared routines, and letting closeness build at its natural pace instead of rushing toward a milestone.',
        reversed:
          'Friction may come from mismatched rhythms: one of you wants more, faster, while the other pulls back. Swinging between intense closeness and sudden distance leaves both of you unsettled. Slow down, look for common ground, and check whether your own needs have been quietly neglected in the effort to keep things smooth.',
      },
      career: {
        upright:
          'You do your best work now by integrating different skills, people, or ideas. Collaboration and diplomacy pay off, and a steady pace beats overcommitting. A long-term project benefits from careful fine-tuning rather than sweeping changes, so trust the gradual process and keep adjusting the mix.',
        reversed:
          'Overwork, competing priorities, or a team that cannot find common ground may be wearing you down. Pushing harder will not fix a recipe with the wrong proportions. Reassess what truly matters, delegate or drop what doesn’t, and rebuild a sustainable rhythm before exhaustion makes the decision for you.',
      },
      money: {
        upright:
          'Moderation is your financial ally. Balance saving with reasonable enjoyment, and spread your resources rather than placing everything on one bet. Small, consistent choices add up over time. A patient, blended approach serves you better than swinging between strict restriction and sudden splurges.',
        reversed:
          'Impulse spending or swings between extremes may be unsettling your finances. You might spend to soothe stress, then overcorrect with rigid cutbacks that cannot last. Look for the feeling beneath the pattern, set a realistic middle path, and give it a few months before judging whether it works.',
      },
      health: {
        upright:
          'This card favors balance and gentle consistency: regular meals, moderate movement, enough water, enough sleep. Vitality builds gradually when you stop swinging between extremes. Listen to your body’s signals and make patient adjustments you can keep up, the way a good recipe is refined a little at a time.',
        reversed:
          'You may be overdoing something, whether exercise, caffeine, screens, or restrictive rules, or neglecting basic rest altogether. The imbalance tends to show up as fatigue or restlessness. Bring things back toward the middle one habit at a time, and talk with a health professional if symptoms persist.',
      },
    },
  },
  'major-15': {
    name: 'The Devil',
    keywords: {
      upright: ['attachment', 'temptation', 'unhealthy patterns', 'materialism', 'shadow self'],
      reversed: [
        'breaking free',
        'awareness',
        'reclaiming power',
        'detachment',
        'facing the shadow',
      ],
    },
    meanings: {
      general: {
        upright:
          'The Devil shines a light on what has a hold on you: a habit, fear, belief, or relationship that limits your freedom. Look closely at the card and the chains hang loose enough to lift off. Noticing where you feel compelled rather than free is the first step toward choosing differently.',
        reversed:
          'You are beginning to see a pattern for what it is, and that recognition loosens its grip. Freedom may come in stages, with old pulls resurfacing now and then. Keep naming the trap honestly; every conscious choice weakens it. Be careful, too, not to trade one dependency for another.',
      },
      love: {
        upright:
          'Intense attraction, jealousy, or codependence may be shaping your relationship. Passion itself is not the problem; the question is whether fear, need, or control is what keeps you bound. Look honestly at why you stay, and whether the connection leaves room for both of you to be whole people.',
        reversed:
          'You may be ready to break free from an unhealthy dynamic or an obsession that has swallowed your attention. Setting boundaries, and keeping them when it is uncomfortable, takes courage. Release tends to come step by step. Trust your growing clarity about what you will no longer accept.',
      },
      career: {
        upright:
          'You may feel trapped by a job that pays the bills but drains your spirit, or tempted by shortcuts that compromise your values. Ambition and security matter, yet it is worth asking what they are costing you. Seeing the trade-off clearly is the first step toward choosing more freely.',
        reversed:
          'You are waking up to how a role, a workplace, or a mindset has been limiting you. This can lead to firmer boundaries, an exit from a toxic environment, or a new definition of success on your own terms. Move deliberately; freedom lasts longer when it comes with a plan.',
      },
      money: {
        upright:
          'Watch for spending driven by compulsion, status, or the fear of never having enough. Debt or materialistic habits may be tightening around you without much noise. Ask honestly what money is standing in for in your life. Clear limits and a realistic plan can loosen its hold.',
        reversed:
          'You are ready to loosen the grip of a financial habit such as overspending, gambling urges, or chasing status. Progress may be uneven, so build structures that support you on difficult days. Seeking help from a trusted adviser or a support group is a sign of strength, not failure.',
      },
      health: {
        upright:
          'This card can point to habits that feel hard to break, from late-night scrolling to substances or compulsive patterns. Approach them with honesty rather than shame. Understanding which need a habit meets helps you replace it, and professional support can make a real difference.',
        reversed:
          'You are becoming aware of a habit that has been draining your energy, and you may be ready to change it. Expect some setbacks; they do not erase the progress you have made. Surround yourself with support, including a health professional if the pattern runs deep.',
      },
    },
  },
  'major-16': {
    name: 'The Tower',
    keywords: {
      upright: ['sudden change', 'revelation', 'breakthrough', 'upheaval', 'shattered illusions'],
      reversed: [
        'resisting change',
        'delayed upheaval',
        'inner awakening',
        'near miss',
        'fear of collapse',
      ],
    },
    meanings: {
      general: {
        upright:
          'Something built on shaky ground is being shaken loose. Like lightning striking a tower built on false premises, a sudden revelation or change can feel dramatic, yet it clears away illusions and structures you have outgrown. This is transformation, not ruin: once the dust settles, you will see more truly and can rebuild on firmer foundations.',
        reversed:
          'You may sense change coming and be straining to hold everything together. Delaying it only stretches out the tension. Sometimes the shift happens inwardly first, as old beliefs crumble quietly. Let what is false fall away on your own terms; it is far gentler than waiting for it to break.',
      },
      love: {
        upright:
          'A truth may come to light that changes how you see your relationship. This can be unsettling, but it strips away pretense and opens the door to real honesty. Some bonds grow stronger after a shake-up; others reveal they were built on illusion. Either way, clarity serves you better than comfortable fog.',
        reversed:
          'You might be avoiding a conversation that would shake things up, or holding on to a relationship you know needs to change. The tension beneath the surface rarely disappears by itself. Choosing honesty now, gently and on your own timing, spares you both a harsher reckoning later.',
      },
      career: {
        upright:
          'Unexpected change may reshape your work: a restructure, a sudden opportunity, or the realization that your path no longer fits. Though disruptive, it can free you from something that was holding you back. Stay flexible, focus on what you can control, and look for the opening inside the shake-up.',
        reversed:
          'You may be bracing against change at work, hoping a wobbly situation holds. Or a crisis was narrowly avoided, and there is something to learn from it. Shore up what you can, prepare your options quietly, and don’t ignore the warning signs you have already noticed.',
      },
      money: {
        upright:
          'An unexpected expense or shift may shake your financial plans. Moments like this reveal where the footing was weak. Respond calmly, lean on whatever buffer you have, and use the jolt as a chance to rebuild on sounder, more transparent foundations, with qualified advice where you need it.',
        reversed:
          'You may be avoiding a financial reality, hoping a precarious arrangement will hold. Addressing it now, even partially, is far easier than waiting for a forced change. Review where you are exposed, build a safety margin, and make deliberate adjustments rather than reactive ones.',
      },
      health: {
        upright:
          'Here the Tower speaks of a wake-up call rather than harm: a moment that makes you see your stress, habits, or limits clearly. Let it motivate genuine change instead of panic. Pay attention to what your body is telling you, and reach out to a professional promptly if something concerns you.',
        reversed:
          'You may be ignoring signs that you are running on empty, hoping to push through on willpower. Small warnings deserve attention before they grow louder. Take rest seriously, lighten your load where you can, and see a health professional if symptoms keep returning.',
      },
    },
  },
  'major-17': {
    name: 'The Star',
    keywords: {
      upright: ['hope', 'renewal', 'inspiration', 'serenity', 'faith in the future'],
      reversed: [
        'discouragement',
        'lost faith',
        'disconnection',
        'self-doubt',
        'dimmed inspiration',
      ],
    },
    meanings: {
      general: {
        upright:
          'After the storm of the Tower comes a clear night sky. The Star brings hope and quiet renewal: you can breathe again, trust your path, and reconnect with what inspires you. Healing is already underway. Stay open and generous, and keep your eyes on a future that feels genuinely possible.',
        reversed:
          'Hope may feel faint right now, as if the light you were following has dimmed. Discouragement often grows from exhaustion, not from the truth. Reconnect with small sources of meaning: a walk, an honest conversation, a few minutes of making something. Your faith does not need to be loud to be real.',
      },
      love: {
        upright:
          'Love is renewed by openness and gentle honesty. An existing relationship may enter a healing phase after tension, with more trust and tenderness between you. If you are single, you can approach love with fresh hope, showing your real self without armor. Authenticity draws the right connection toward you.',
        reversed:
          'You may feel let down by love or unsure whether you deserve the closeness you want. Past hurts can make you guard your heart too tightly. Tend your own sense of worth first, and let hope return at its own pace. Being a little vulnerable with one trusted person is a good place to begin.',
      },
      career: {
        upright:
          'Your sense of purpose is returning. This is a good time to pursue meaningful work, share your ideas, and trust your long-term vision. Recognition may follow as you stay true to your values. Let inspiration set the direction, and let practical steps carry you there.',
        reversed:
          'You may have lost motivation or feel unseen in your work. Before deciding your goals are out of reach, ask whether you are simply worn out. Reconnect with why you started, seek a mentor’s perspective, and set a few small, achievable aims that rebuild your confidence.',
      },
      money: {
        upright:
          'Your finances are in a period of gradual recovery and renewed optimism. Hope works best when paired with steady, sensible habits. Set goals that reflect your values, give generously where you can afford to, and trust that patient effort can improve your situation over time.',
        reversed:
          'Discouragement about money may tempt you to stop trying, or to chase an unlikely quick fix. Neither helps. Look clearly at where you stand, set one modest goal, and notice each small gain. Hope rebuilds through action, not wishful thinking.',
      },
      health: {
        upright:
          'The Star supports recovery and restoration. Your energy may be returning, especially when you make time for rest, water, fresh air, and peaceful surroundings. Gentle, hopeful routines nourish body and spirit together. Keep following any care plan that is already helping you.',
        reversed:
          'Low spirits or weariness may make it hard to care for yourself. Be patient; renewal often starts with the simplest steps, such as rest, daylight, and a little connection. If low mood or fatigue lingers, reaching out to a health professional is a caring choice, not an overreaction.',
      },
    },
  },
  'major-18': {
    name: 'The Moon',
    keywords: {
      upright: ['intuition', 'uncertainty', 'illusion', 'dreams', 'the subconscious'],
      reversed: [
        'clarity emerging',
        'fear released',
        'confusion',
        'self-deception',
        'buried feelings',
      ],
    },
    meanings: {
      general: {
        upright:
          'The path winds between two towers under a pale moon, and things may not be what they seem. The Moon invites you to trust your intuition while knowing that fear and imagination can distort what you see. Move slowly, pay attention to dreams and gut feelings, and wait for fuller light before making big decisions.',
        reversed:
          'The fog is beginning to lift. Confusion or hidden fears are surfacing so you can see them plainly, and you may notice where you have been fooling yourself. Let the truth come into view gradually, and avoid rushing to judgment while your perception is still adjusting to the light.',
      },
      love: {
        upright:
          'Uncertainty or mixed signals may be clouding your relationship. You might be projecting old fears onto your partner, or sensing something that has not been said. Trust your intuition, but test it with honest conversation before drawing conclusions. Romanticizing and assuming the worst both blur the picture.',
        reversed:
          'Truth is surfacing in your love life. A misunderstanding may clear up, or you may finally see a situation for what it is. Feelings you pushed aside could return asking for attention. Let clarity guide you, and be gentle with yourself as you adjust to what you now understand.',
      },
      career: {
        upright:
          'Things at work may be unclear: incomplete information, unspoken agendas, or your own anxiety about the future. Avoid big decisions based on rumors or fears. Gather facts, trust your instincts about people, and let your creative intuition play a part in solving problems.',
        reversed:
          'Confusion at work is starting to clear. Hidden information may come to light, or you may realize a worry was bigger in your imagination than in reality. Use this clarity to make grounded decisions, and be honest about any situation you have been avoiding looking at directly.',
      },
      money: {
        upright:
          'Be cautious with money while the details feel murky. Vague terms, tempting offers, or anxious decision-making could lead you astray. Read carefully, ask questions, and seek reliable advice before committing. Act on neither fear nor fantasy; wait until you can see the numbers clearly.',
        reversed:
          'Financial clarity is returning. You may uncover a hidden cost, finally understand a confusing agreement, or face spending you had been avoiding. It may be uncomfortable, but this knowledge puts you back in control. Use it to make practical, well-informed adjustments.',
      },
      health: {
        upright:
          'Your sleep, dreams, and emotions may be especially sensitive now, and anxiety can blur how you read your body. Create calming evening routines and notice your patterns. If something feels off but unclear, seek a professional’s assessment rather than guessing or searching late into the night.',
        reversed:
          'Worries may be easing, and you may understand your body’s signals better. Unprocessed feelings could also surface, affecting your sleep or energy. Give them space through journaling, rest, or talking with someone you trust, and let a professional help you make sense of any lingering concerns.',
      },
    },
  },
  'major-19': {
    name: 'The Sun',
    keywords: {
      upright: ['joy', 'success', 'vitality', 'clarity', 'confidence'],
      reversed: [
        'dimmed joy',
        'delayed success',
        'overconfidence',
        'blocked playfulness',
        'passing clouds',
      ],
    },
    meanings: {
      general: {
        upright:
          'The Sun brings warmth, clarity, and well-earned joy, like a child riding out under an open sky with nothing to hide. Things are coming into the light, and you can express yourself with confidence. Celebrate what is working, share your happiness generously, and let your natural enthusiasm lead the way.',
        reversed:
          'The sunshine is still there, just partly hidden by clouds. You may feel less joyful than you expected, or success is arriving more slowly. Sometimes optimism also tips into overconfidence. Reconnect with simple pleasures and realistic expectations; your brightness has not gone anywhere.',
      },
      love: {
        upright:
          'Love feels warm, playful, and sincere. Relationships thrive on shared laughter and open affection, making this a lovely time for honest commitment or simply celebrating each other. If you are single, your relaxed confidence draws people in. Let yourself enjoy the connection without overthinking it.',
        reversed:
          'Joy in your relationship may be dimmed by routine, stress, or expectations no one could meet. You might be hiding parts of yourself, or expecting a partner to keep you happy. Bring back lightness through small shared pleasures, and say honestly what would help you feel truly seen.',
      },
      career: {
        upright:
          'Your efforts are being noticed. This is a season for visibility, success, and confident contribution. Share your ideas, step forward to lead where it suits you, and let your enthusiasm lift the people around you. When your goals are this clear, progress feels natural rather than forced.',
        reversed:
          'Success may be delayed or less visible than you hoped, or overconfidence could lead you to skip important details. Your abilities are still real. Stay humble, double-check your plans, and look for the enjoyment in your work that motivated you in the first place.',
      },
      money: {
        upright:
          'Your financial outlook is bright and clear. Good planning and effort can show visible results now. Enjoy your progress and share generously within your means, while keeping the sensible habits that brought you here. Optimism works best with a practical plan beside it.',
        reversed:
          'Optimism may be running ahead of your real budget, or progress feels slower than expected. Avoid spending on the assumption that good times will last indefinitely. Review your numbers calmly; steady care will let the brighter outlook return in its own time.',
      },
      health: {
        upright:
          'Vitality and good energy are highlighted. Time outdoors, movement you actually enjoy, and playful activities all nourish you, and your positive outlook supports your wellbeing. Keep up the habits that are working, and take a moment to appreciate feeling well.',
        reversed:
          'Your energy may be lower than usual, or you are pushing on while ignoring small signs of tiredness. Slow down and recharge with rest, daylight, and things that make you smile. If low energy persists for a while, check in with a health professional.',
      },
    },
  },
  'major-20': {
    name: 'Judgement',
    keywords: {
      upright: ['awakening', 'reckoning', 'renewal', 'calling', 'self-evaluation'],
      reversed: [
        'self-doubt',
        'harsh self-judgment',
        'ignoring the call',
        'unlearned lessons',
        'hesitation',
      ],
    },
    meanings: {
      general: {
        upright:
          'A trumpet sounds, and you are called to rise. Judgement asks you to review your past honestly, forgive what needs forgiving, and step into a more authentic version of yourself. A clear decision or inner calling is emerging. Answer it with courage; this is a turning point you have been preparing for.',
        reversed:
          'You may hear an inner call yet doubt it, or replay old mistakes so harshly that you cannot move on. Self-criticism is not the same thing as reflection. Take the lesson, release the verdict, and give yourself permission to begin again as the person you are now.',
      },
      love: {
        upright:
          'A relationship may reach a turning point that asks for honest reflection. Old wounds can heal through forgiveness, and you may see clearly whether a connection supports your growth. A past love could resurface for closure or a fresh start. Whatever you choose, choose from who you are today.',
        reversed:
          'Replaying past hurts, or judging yourself or a partner too harshly, may be keeping you stuck. You might also be avoiding a decision you know must be made. Reflect without condemning, forgive where you genuinely can, and let your choices come from growth rather than fear.',
      },
      career: {
        upright:
          'You may feel a strong sense of vocation or be ready for a major career decision. Evaluate your achievements and lessons honestly, then step forward with renewed purpose. Reviews, interviews, or evaluations tend to go well when you present the real value you bring.',
        reversed:
          'Doubt may be holding you back from a change you feel drawn toward. You might be overly critical of your past work or afraid of repeating mistakes. Take an honest inventory, then decide. Postponing the call indefinitely usually brings more frustration than the risk of answering it.',
      },
      money: {
        upright:
          'This is a time to review your financial history with clear eyes and make a decisive fresh start. Lessons from past choices can shape a wiser plan. Settle old matters, reassess your priorities, and commit to a direction that reflects the person you are becoming.',
        reversed:
          'You may be repeating money patterns you promised yourself you would change, or avoiding a long-overdue review out of guilt. Self-blame won’t balance any account. Look at the record kindly but honestly, identify the lesson, and make one concrete adjustment now.',
      },
      health: {
        upright:
          'Judgement invites a wholehearted reassessment of how you care for yourself. You may feel fresh motivation to adopt healthier habits or finally address something you have been putting off. Listen to that wake-up call, and seek professional guidance where it would help.',
        reversed:
          'You may be ignoring a signal that something needs attention, or criticizing yourself for past habits instead of acting on them. Let go of the guilt and choose one step forward. If you have been delaying a check-up, this is a good moment to book it.',
      },
    },
  },
  'major-21': {
    name: 'The World',
    keywords: {
      upright: ['completion', 'fulfillment', 'integration', 'achievement', 'wholeness'],
      reversed: ['incompletion', 'loose ends', 'delayed closure', 'shortcuts', 'almost there'],
    },
    meanings: {
      general: {
        upright:
          'A cycle is reaching its fulfilling completion. Like the dancer inside the laurel wreath, you have learned, grown, and woven together what this journey had to teach. Take time to honor your achievement and feel its wholeness. From this place of integration, a new and larger cycle will naturally begin.',
        reversed:
          'You are close to finishing something, but loose ends or hesitation keep you from real closure. Perhaps you are looking for a shortcut, or you fear what comes after the ending. Identify what remains undone, complete it patiently, and allow yourself to step over the finish line.',
      },
      love: {
        upright:
          'Your relationship may reach a meaningful milestone or a deep sense of wholeness and mutual understanding. Love feels complete not because everything is perfect but because you both feel at home. If you are single, you are whole in yourself and open to a connection that adds to your life rather than completing it.',
        reversed:
          'Something in your love life feels unfinished: an unresolved conversation, an old relationship not fully released, or a milestone that keeps being postponed. Attend to what remains open. Closure, whether you stay together or part with care, will free you to feel complete again.',
      },
      career: {
        upright:
          'You are completing a significant project or phase with real success. Recognition, a well-deserved milestone, or even opportunities that widen your horizons, perhaps abroad, may appear. Celebrate what you have accomplished and carry its lessons into the next stage of your work.',
        reversed:
          'A project may stall just short of completion, or you feel you are not quite where you meant to be. Examine what is missing instead of starting something new to escape it. Finishing well, even slowly, lays the foundation for your next success.',
      },
      money: {
        upright:
          'A financial goal may be reached, or a long-term plan comes to fruition. This is a good moment to review your progress, appreciate your own discipline, and set the next goal thoughtfully. Lasting stability comes from integrating what this cycle has taught you.',
        reversed:
          'You may be close to a financial goal but held up by unfinished paperwork, small lingering debts, or inconsistent follow-through. Tie up the loose ends and avoid shortcuts that could undo your progress. Patience will carry you the rest of the way.',
      },
      health: {
        upright:
          'A sense of wholeness and balance is within reach. You may be completing a recovery process or reaching a wellness goal you set long ago. Honor how far you have come, and keep the practices that help your body and mind feel like one integrated whole.',
        reversed:
          'You may be stopping a healthy routine just before it takes full effect, or feel that a recovery process is not quite complete. Stay consistent a little longer and finish what you started. Check in with a professional to clarify next steps if you need to.',
      },
    },
  },
};
