import type { DeckText } from '../../types';

/** Major Arcana 0–10 in English (original Starlit writing). */
export const MAJORS1_EN: DeckText = {
  'major-00': {
    name: 'The Fool',
    keywords: {
      upright: ['fresh start', 'leap of faith', 'curiosity', 'freedom', 'beginner’s mind'],
      reversed: ['recklessness', 'frozen at the edge', 'naivety', 'ignoring consequences'],
    },
    meanings: {
      general: {
        upright:
          'A door has swung open and you don’t need the whole map to walk through it. The Fool asks you to travel light, stay curious and let the first step show you the second. Not knowing everything yet is not a weakness here; it is exactly what keeps you open to surprise.',
        reversed:
          'Either you are about to jump without looking, or you have stood at the cliff’s edge so long that the moment is slipping away. Ask yourself honestly which it is. A little planning won’t kill the adventure, and a little courage won’t ruin the plan.',
      },
      love: {
        upright:
          'Love feels light and full of possibility: a new crush, an unexpected first date, or the chance to meet a familiar partner as if for the first time. Let yourself be playful and unguarded. You don’t have to know where this is heading to enjoy where it is right now.',
        reversed:
          'You may be chasing the thrill of something new while dodging the parts of intimacy that ask you to stay. Or you are holding back so carefully that nothing can begin at all. Notice whether you want freedom or simply fear closeness, and don’t hand blind trust to someone who hasn’t earned it.',
      },
      career: {
        upright:
          'A new role, a pivot, or an idea that doesn’t fit neatly on your résumé is calling. You are allowed to be a beginner. Say yes to the project that lights you up, ask the questions others think are too obvious, and let your fresh eyes be what you bring to the table.',
        reversed:
          'Quitting on impulse or launching without homework could cost more than it needs to. On the other hand, fear of looking inexperienced may be stopping you from applying at all. Sketch a simple safety net, then move; a leap goes better with a parachute you packed yourself.',
      },
      money: {
        upright:
          'You are in a season of trying new things with money: a first budget, a first real paycheck, or a fresh way of thinking about what you spend. Enjoy the openness, but treat it as a learning journey. Start small, notice what works, and keep a little something tucked in your knapsack.',
        reversed:
          'Watch for impulse purchases, offers that sound too good to be true, or a “figure it out later” attitude toward bills. The Fool reversed isn’t forbidding risk. It is asking you to read the fine print and decide with open eyes rather than hopeful ones.',
      },
      health: {
        upright:
          'Fresh energy is available if you let movement feel like play: a new walking route, a dance class, a sport you have never tried. Approach your body with curiosity instead of strict rules. Beginning gently and consistently matters far more than beginning perfectly.',
        reversed:
          'Restless carelessness can lead to small accidents or to brushing off signals your body is sending. Slow down, watch where you step, and don’t skip warm-ups or rest just because you feel impatient. If something keeps nagging at you, have it checked rather than shrugging it off.',
      },
    },
  },
  'major-01': {
    name: 'The Magician',
    keywords: {
      upright: ['willpower', 'skill', 'resourcefulness', 'focused intention', 'action'],
      reversed: ['scattered focus', 'untapped talent', 'manipulation', 'empty promises'],
    },
    meanings: {
      general: {
        upright:
          'Everything you need is already on your table: skills, tools, ideas and the will to combine them. The Magician says this is a moment to act, not just to imagine. Name precisely what you want, then put your hands to the work of making it real.',
        reversed:
          'Your talents are real, but they may be scattered in too many directions or muffled by self-doubt. There is also a note of caution about sleight of hand, yours or someone else’s. Look for places where words and actions don’t match, and gather your energy back into one clear intention.',
      },
      love: {
        upright:
          'You have the charm and clarity to shape your love life on purpose. Say what you feel in plain words, make the invitation, plan the date. In an existing relationship, deliberate effort such as small rituals and honest conversations can visibly change the atmosphere between you.',
        reversed:
          'Someone may be saying all the right things without meaning them, and it is worth asking whether that someone is you, performing instead of being present. Be wary of smooth talk that isn’t backed by steady behavior. Real attraction shows itself in follow-through, not only in dazzling moments.',
      },
      career: {
        upright:
          'A strong card for pitching, launching, negotiating or picking up a new skill. You can connect dots others miss and explain them persuasively. Take the initiative: the resources are within reach, and people will respond to your focus and visible competence.',
        reversed:
          'You might be underselling yourself, or spreading so thin across tasks that nothing quite lands. Watch, too, for workplace spin where someone bends the story to their advantage. Choose one project to do brilliantly, keep a record of your work, and let results speak louder than polish.',
      },
      money: {
        upright:
          'Your resourcefulness is your best asset now. Look at what you already hold: skills you could be paid for, tools you could use better, a plan you could finally carry out. Clear intention plus practical action can improve your position, one deliberate move at a time.',
        reversed:
          'Be cautious of schemes, slick sales pitches, or plans that sound clever but have little underneath. You may also be sitting on abilities you aren’t using to support yourself. Verify before you commit, and aim your ingenuity at something steady rather than flashy.',
      },
      health: {
        upright:
          'Mind and body respond well to intention right now. A clear, specific aim, like lights out by eleven or a walk after lunch, tracked for a few weeks, can create real change. You have more influence over your daily energy than you may think; use it on purpose.',
        reversed:
          'Nervous energy, overthinking, or juggling too much may leave you wired yet drained. Treat quick fixes and miracle claims with healthy skepticism. Come back to basics such as breath, sleep and regular meals, and talk to a professional if symptoms keep you guessing.',
      },
    },
  },
  'major-02': {
    name: 'The High Priestess',
    keywords: {
      upright: ['intuition', 'inner knowing', 'stillness', 'mystery', 'discretion'],
      reversed: ['ignored instincts', 'secrets', 'inner noise', 'withdrawal'],
    },
    meanings: {
      general: {
        upright:
          'Not everything has to be settled by logic or by volume. The High Priestess invites you to grow quiet and listen to what you already sense beneath the surface. Some answers are still veiled; let them rise in their own time instead of dragging them into the light.',
        reversed:
          'You may be drowning out your intuition with busyness, other people’s opinions or endless research. Or secrets, kept by you or from you, are clouding the water. Make room for silence and notice which gut feeling keeps returning no matter how often you wave it away.',
      },
      love: {
        upright:
          'More is happening beneath the surface than either of you has said aloud. Attraction may be quiet, slow-burning or a little mysterious. Trust your sense of the other person, and let intimacy deepen through presence and patience rather than pressing for labels too soon.',
        reversed:
          'Hidden feelings, unspoken resentment or information held back may be creating distance. You might also be ignoring a soft inner warning because the truth feels inconvenient. Gentle honesty, beginning with yourself, will do more good than guessing games or quiet withdrawal.',
      },
      career: {
        upright:
          'Observe before you act. Your ability to read the room and sense what goes unsaid gives you an edge in negotiation, research, or any role that rewards discretion. Keep your plans close for now; not every idea needs to be announced before it is ready.',
        reversed:
          'You may be missing signals at work because you are too rushed to notice them, or sensing that decisions are being made behind closed doors. Trust your read on the undercurrents, but check it quietly. Stay out of gossip, and handle anything confidential with great care.',
      },
      money: {
        upright:
          'Your instincts about money deserve a hearing, especially when something looks fine on paper yet feels off. This is a time for quiet research and reflection rather than bold moves. Not all the facts are visible yet, and patience can protect you.',
        reversed:
          'Details may be hidden: fees, conditions, or someone’s true motives in a deal. Don’t sign or commit while things remain murky. You might also be avoiding a look at your own accounts; a calm, honest review brings more peace than staying in the dark.',
      },
      health: {
        upright:
          'Your body speaks in subtle ways, through cycles, sleep patterns and quiet fatigue. Listening closely with journaling, meditation or simple rest can reveal what you need. Honor your natural rhythms, and give the signals you notice the respect they deserve.',
        reversed:
          'You may be overriding soft signals or feeling oddly disconnected from your own body. Rhythms such as sleep or monthly cycles could be out of step. Slow down enough to notice what is happening, and if something feels wrong without a clear reason, ask a professional rather than guessing.',
      },
    },
  },
  'major-03': {
    name: 'The Empress',
    keywords: {
      upright: ['abundance', 'nurturing', 'creativity', 'sensuality', 'growth'],
      reversed: ['creative block', 'self-neglect', 'smothering', 'stagnation'],
    },
    meanings: {
      general: {
        upright:
          'Life is in a growing season. The Empress brings comfort, creativity and the sense that what you have tended is ready to flourish. Let yourself receive pleasure, beauty and care, and notice how much more you can give when you are well nourished yourself.',
        reversed:
          'You may be pouring everything into others and leaving yourself dry, or feeling creatively barren. Sometimes this card reversed points to care that has quietly become control. Return to simple sources of nourishment such as nature, good food and unhurried time, and let growth begin again from rest.',
      },
      love: {
        upright:
          'Warmth, affection and sensuality are strongly present. An existing relationship can feel cozy and deeply caring, and a new one may unfold with real tenderness. For some, this card speaks of wanting to build a home or grow a family together. Let love be generous and embodied.',
        reversed:
          'Caring can tip into smothering, or you may be giving so much that you forget what you need. Feeling unattractive or unappreciated can also make you pull back. Love yourself back into balance first; a relationship thrives when both people are fed, not just one.',
      },
      career: {
        upright:
          'Creative work thrives, and whatever you have nurtured patiently is beginning to bear fruit. Fields involving care, design, food, hospitality or the arts are especially favored. Lead with warmth; your gift for making people feel supported is a genuine professional strength.',
        reversed:
          'A creative block, or a project that seems stuck in cold soil. You may also be looking after everyone at work while your own ambitions go unwatered. Step back from the caretaker role, set a few boundaries, and give your own ideas room to grow.',
      },
      money: {
        upright:
          'Comfort and material ease are within reach, usually as the fruit of steady cultivation. Enjoy what you have built without guilt, and spend on things that truly enrich your life. Generosity comes naturally now; just keep it rooted in what you can sustain.',
        reversed:
          'Overspending on comfort, or on other people, could leave your own foundation thin. Alternatively, a scarcity mindset may stop you from enjoying what you already have. Look for the middle ground: tend your resources like a garden, neither starving nor drowning them.',
      },
      health: {
        upright:
          'A nurturing card for well-being. Your body responds to gentle care: nourishing meals, time outdoors, rest, touch and simple pleasures. If you are hoping to grow your family, the Empress is traditionally a hopeful sign, while medical guidance remains your most reliable map.',
        reversed:
          'Tending to everyone else may be leaving your own basic care behind, showing up as fatigue or a sense of being disconnected from your body. Reconnect through proper meals, sleep and fresh air. If hormonal or reproductive concerns are on your mind, talk them through with a professional.',
      },
    },
  },
  'major-04': {
    name: 'The Emperor',
    keywords: {
      upright: ['structure', 'authority', 'stability', 'leadership', 'discipline'],
      reversed: ['rigidity', 'control', 'power struggles', 'lack of discipline'],
    },
    meanings: {
      general: {
        upright:
          'Now is the time to build structure. The Emperor asks you to take charge of your situation with clear rules, steady discipline and a long-range plan. Stability isn’t dull; it is the solid ground that lets everything else you care about stand upright.',
        reversed:
          'Control may be hardening into rigidity, in you or in an authority figure nearby. Or the opposite: there is no structure at all, and the chaos is wearing you down. Ask where firmness truly serves and where it is only guarding your fear of losing your grip.',
      },
      love: {
        upright:
          'Love benefits from reliability and clear commitments. You or your partner may be the steady, protective one who shows love through action and consistency. Talk about shared plans and healthy boundaries; the romance this card offers is the romance of feeling safe.',
        reversed:
          'Watch for imbalances of power: one person making all the rules, jealousy dressed up as protection, or emotional coldness. If you are the one clutching control, loosening it invites real closeness. A partnership needs two people who take turns leading, not a single ruler.',
      },
      career: {
        upright:
          'Leadership, structure and strategy are favored. Step into authority, set clear goals and build systems others can rely on. This card also helps with institutions, managers and formal processes: show up with confidence, evidence and a well-organized plan.',
        reversed:
          'A rigid boss, a stifling hierarchy, or your own habit of micromanaging may be blocking progress. Or a lack of discipline is letting deadlines slide. Reclaim authority over your own work calmly, and choose structures that empower people rather than suffocate them.',
      },
      money: {
        upright:
          'Discipline builds security slowly and reliably. Set a budget, keep to it, and make choices from a long-term plan instead of your mood. You have the capacity to create real financial order now, so govern your money like a small realm you are responsible for.',
        reversed:
          'Financial chaos or overly tight control may be causing stress. Perhaps someone else holds the purse strings and you feel powerless, or you are avoiding responsibility for your own accounts. Take ownership back step by step with clear records, realistic rules and fair agreements.',
      },
      health: {
        upright:
          'Routine is your ally. Regular sleep, structured exercise and consistent habits will steady your energy. In tradition Aries governs the head, a reminder to watch stress and overwork; real discipline includes scheduling rest as seriously as you schedule effort.',
        reversed:
          'Pushing through exhaustion, or following a regimen too rigidly, can lead to strain. Alternatively, your routines may have collapsed entirely. Find a structure that is firm but humane, and don’t let pride stop you from asking for help or professional advice.',
      },
    },
  },
  'major-05': {
    name: 'The Hierophant',
    keywords: {
      upright: ['tradition', 'mentorship', 'shared values', 'institutions', 'belonging'],
      reversed: ['questioning dogma', 'nonconformity', 'personal beliefs', 'restriction'],
    },
    meanings: {
      general: {
        upright:
          'There is wisdom in what has stood the test of time. The Hierophant points you toward teachers, traditions, communities and established paths that can guide you. Learning the rules well is not a betrayal of yourself; it gives you a foundation to stand on.',
        reversed:
          'You may be outgrowing a belief system, a set of expectations or a role you inherited. Questioning is healthy; just make sure you are moving toward your own values and not merely away from someone else’s. Or perhaps the rules around you feel more confining than supportive.',
      },
      love: {
        upright:
          'Commitment, shared values and traditional milestones are highlighted: meeting each other’s families, making things official, or building on a common faith or culture. You may want a love that feels recognized and rooted in something larger than the two of you.',
        reversed:
          'Pressure to follow a script, such as marrying by a certain age or fitting a family’s expectations, may clash with what you actually feel. Or you and a partner hold different values and haven’t yet talked about it. Write your own agreements together, honestly, rather than living by someone else’s.',
      },
      career: {
        upright:
          'Working within established organizations, earning credentials or learning from a mentor serves you well. Respect the culture and follow proper channels; your reliability will be noticed. Teaching others or passing on what you know may also become part of your role.',
        reversed:
          'Bureaucracy or outdated practices may frustrate you, or you are ready to step off a conventional career path. Innovation is possible, but know which rules you are breaking and why. Find allies before you challenge the institution head-on.',
      },
      money: {
        upright:
          'Conventional, time-tested approaches work best now: steady saving, reputable institutions and advice from a qualified professional. This isn’t the moment for exotic schemes or tips passed along by friends. Following proven principles patiently gives you a calm and dependable footing.',
        reversed:
          'Standard advice may not fit your circumstances, and it could help to rethink the money beliefs you grew up with. Still, unconventional doesn’t automatically mean wise. Question the old dogma, then examine new ideas just as carefully before you commit.',
      },
      health: {
        upright:
          'Established, evidence-based care and trusted practitioners are your best guides. This is a good time to follow a proven routine or return to habits that have served you before. Community, whether a class, a group or a shared practice, can keep you steady.',
        reversed:
          'One-size-fits-all advice may not suit your body, and you may need a more personal approach. Stay curious, but be careful not to reject sound guidance simply to rebel. Bring your questions to a professional who will listen to your specific situation.',
      },
    },
  },
  'major-06': {
    name: 'The Lovers',
    keywords: {
      upright: ['union', 'heartfelt choice', 'alignment', 'harmony', 'partnership'],
      reversed: ['misalignment', 'indecision', 'temptation', 'imbalance'],
    },
    meanings: {
      general: {
        upright:
          'This card is about connection and about choosing. Something or someone aligns deeply with who you are, and a decision made from your true values rather than convenience will feel right in your bones. Say yes wholeheartedly to what you genuinely want.',
        reversed:
          'An inner conflict, or a choice you keep postponing, is pulling you two ways at once. Your head and heart may disagree, or your actions may have drifted from your values. Before anything outside you can settle, get honest about what you actually want.',
      },
      love: {
        upright:
          'A powerful card for romance: deep attraction, mutual understanding and a bond that feels chosen rather than accidental. An existing relationship may reach a new level of commitment. Open, honest conversation keeps this harmony alive and real.',
        reversed:
          'Imbalance, mixed signals or temptation may be testing a bond. One of you might want more than the other, or your values are quietly diverging. Talk about it rather than drifting. If you are single, notice whether you keep choosing connections that don’t honor who you are.',
      },
      career: {
        upright:
          'Partnerships and collaborations are favored; the right teammate or client can multiply your impact. You may be choosing between paths, so pick the one that fits your values, not only the pay. Work you believe in is work you can sustain.',
        reversed:
          'A mismatched partnership, or a job that clashes with your principles, may be causing friction. You might also be stuck between two options, hoping someone else will decide for you. Clarify your non-negotiables, then make the call yourself.',
      },
      money: {
        upright:
          'Financial decisions made in tune with your values tend to feel good and hold up well. Shared finances can run smoothly when expectations are spoken aloud. When weighing options, ask which one supports the life you truly want to live.',
        reversed:
          'Disagreements about money with a partner, or spending that contradicts your own priorities, may be causing tension. The pull toward a splurge could be strong. Talk openly with anyone you share money with, and bring your spending back in line with what matters most.',
      },
      health: {
        upright:
          'Balance between mind and body, effort and rest, yourself and others supports your well-being. Healthy choices come more easily when they reflect what you value rather than what you feel forced to do. Loving relationships are part of your vitality too.',
        reversed:
          'Strain in a relationship or an unresolved inner conflict may show up as tension, poor sleep or low energy. Notice where your habits are at war with your intentions. Bring one area back into harmony at a time, and lean on support where you need it.',
      },
    },
  },
  'major-07': {
    name: 'The Chariot',
    keywords: {
      upright: ['determination', 'momentum', 'self-mastery', 'victory', 'direction'],
      reversed: ['lost direction', 'forcing it', 'scattered drive', 'loss of control'],
    },
    meanings: {
      general: {
        upright:
          'You are ready to move forward with focus and resolve. The Chariot shows opposing forces, doubt and desire, logic and feeling, harnessed toward a single goal. Hold the reins firmly, keep your eyes on the road ahead, and momentum will carry you past obstacles.',
        reversed:
          'You may be pulled in several directions, pushing hard without a clear destination, or feeling that life is doing the steering. Pull over and check your course. Force alone won’t win this; realign your intentions so that all your energy runs the same way.',
      },
      love: {
        upright:
          'Love moves forward through intention. You may be pursuing someone with confidence, or steering a relationship through a rough stretch side by side. Couples can overcome differences by committing to a shared direction. Be brave in going after what you want, and kind while you do it.',
        reversed:
          'Trying to control a partner or the pace of a relationship may backfire. Or you are so well armored that you keep driving around love rather than toward it. Ease your grip, say plainly what you want, and let the other person steer for part of the journey.',
      },
      career: {
        upright:
          'Ambition and discipline pay off. Push a project over the finish line, go after the promotion, or take charge of a difficult situation. Stay focused and don’t let distractions or doubters pull you off track; success here comes from steady, well-aimed effort.',
        reversed:
          'Frustration, stalled progress or clashing priorities may leave you spinning your wheels. Aggressive tactics are likely to create more resistance, not less. Decide on the single most important goal and let go of what doesn’t serve it.',
      },
      money: {
        upright:
          'Discipline and determination can move your finances forward, whether that means paying down a debt, reaching a savings target or following through on a plan. Decide where you are headed and keep driving. Mastery over impulse spending is the engine here.',
        reversed:
          'Lack of direction or impulsive moves may be sending your money off in too many directions. You might be chasing goals without a map, or feel that expenses are steering you. Pause, trace where the money actually goes, and set one clear priority.',
      },
      health: {
        upright:
          'Motivation is strong, making this a good time to commit to a training plan or to work steadily through a demanding phase of recovery. Balance drive with emotional care; a steady pace carries you further than dramatic bursts.',
        reversed:
          'Pushing too hard, or energy scattered across too many goals, can lead to burnout or strain. Frustration may tempt you to overdo it. Ease off, rebuild gradually, and if progress has stalled, ask a professional to help you adjust course.',
      },
    },
  },
  'major-08': {
    name: 'Strength',
    keywords: {
      upright: ['inner courage', 'compassion', 'patience', 'gentle control', 'resilience'],
      reversed: ['self-doubt', 'depleted energy', 'raw emotion', 'impatience'],
    },
    meanings: {
      general: {
        upright:
          'The strength shown here is quiet. You can meet what is difficult with patience, compassion and a steady heart instead of brute force. Soothe your fears and impulses the way you would calm a frightened animal, and you will find yourself braver than you believed.',
        reversed:
          'Self-doubt or fatigue may be making you feel smaller than you are. Or strong emotions such as anger, anxiety and impatience are taking over the reins. Be gentle with yourself; courage returns when you stop fighting your own heart and start befriending it.',
      },
      love: {
        upright:
          'Love grows stronger through patience, warmth and emotional courage. You can hold space for a partner’s hard feelings without losing yourself. Passion is present, handled with tenderness. Open-hearted vulnerability may be the bravest thing you can offer.',
        reversed:
          'Insecurity, jealousy or fear of being hurt may push you to cling or to lash out. You might also be tolerating too much in the name of patience. Tend to your own sense of worth first; no relationship can fill what only inner confidence can.',
      },
      career: {
        upright:
          'You handle pressure with grace. Difficult colleagues, demanding clients and high-stakes moments can be managed through calm persistence and emotional intelligence. Your quiet confidence earns respect; you don’t need to raise your voice to lead.',
        reversed:
          'Burnout or shaky confidence may be undermining your work, and frustration could slip out in ways you later regret. Rebuild from the inside: rest, remember your past wins, and address conflicts once you feel calmer and clearer.',
      },
      money: {
        upright:
          'Patience and self-control serve your finances well. Resist the urge to react emotionally to pressure or sudden news; calm courage and measured choices build security. You are capable of facing a financial challenge with composure.',
        reversed:
          'Emotional spending or fear-driven decisions may be creeping in, or you doubt your ability to handle money at all. Slow down and take a breath before you buy or commit. Small, steady improvements count more than you think.',
      },
      health: {
        upright:
          'Your vitality and resilience are strong, and recovery responds well to steady effort and gentle persistence. Leo’s traditional link with the heart is a reminder to care for it both physically and emotionally: move, breathe deeply, and treat yourself kindly.',
        reversed:
          'Low energy, stress or emotional strain may be wearing you down. Don’t force yourself through; rest and recharge. Anxiety or anger held in the body needs an outlet, such as gentle movement, a heartfelt talk, or professional support if it feels heavy.',
      },
    },
  },
  'major-09': {
    name: 'The Hermit',
    keywords: {
      upright: ['introspection', 'solitude', 'inner guidance', 'wisdom', 'retreat'],
      reversed: ['isolation', 'loneliness', 'avoidance', 'losing your way'],
    },
    meanings: {
      general: {
        upright:
          'Step back from the noise. The Hermit calls you into a period of reflection in which your own lantern is enough to light the next step. Solitude now is not loneliness; it is the space where your deeper wisdom can finally be heard.',
        reversed:
          'Retreat may have turned into isolation, or you may be dodging inner work by staying constantly busy. Either way, something feels disconnected. Reach out if you have been alone too long, or carve out stillness if you have been running from it.',
      },
      love: {
        upright:
          'You may need time on your own to understand what you truly want from love. Within a relationship, respecting each other’s need for space deepens trust. Meaningful connection grows from self-knowledge; when you know yourself, you recognize who really fits.',
        reversed:
          'Withdrawal or emotional distance may be breeding loneliness. You might be shutting love out to protect yourself, or a partner feels unreachable. Gently reopen the door; solitude can heal, but isolation keeps out the very warmth you need.',
      },
      career: {
        upright:
          'Focused, independent work or deep specialist study is favored. You may be reconsidering your path and looking for work with more meaning. A mentor could appear, or you may become one yourself. Quality matters more than speed right now.',
        reversed:
          'You may feel cut off from your team, or so buried in details that the bigger picture disappears. Perhaps you are avoiding a career reflection that is overdue. Reconnect with colleagues and ask yourself what you actually want from this work.',
      },
      money: {
        upright:
          'A cautious, thoughtful approach to money serves you. Review your finances in detail, simplify, and ask what truly matters. Living modestly for a while may bring surprising clarity, and decisions made after careful reflection tend to hold up.',
        reversed:
          'Avoiding your finances, or making big decisions alone without advice, could create problems. Excessive frugality driven by anxiety may also be shrinking your life. Seek a second opinion, and balance prudence with allowing yourself to live.',
      },
      health: {
        upright:
          'Rest, quiet and gentle routines restore you. Meditation, long walks and breaks from screens help. Virgo’s eye for detail suits careful attention to daily habits like meals, sleep and the small rituals of care that keep you grounded.',
        reversed:
          'Isolation can weigh on mood and energy; if you have withdrawn for a while, gentle connection, daylight and a walk with a friend help. Overanalyzing every sensation can feed anxiety, too. Share your concerns with a trusted professional rather than carrying them alone.',
      },
    },
  },
  'major-10': {
    name: 'Wheel of Fortune',
    keywords: {
      upright: ['cycles', 'turning point', 'good timing', 'luck', 'change'],
      reversed: ['resisting change', 'setbacks', 'repeating patterns', 'bad timing'],
    },
    meanings: {
      general: {
        upright:
          'The wheel is turning. Circumstances are shifting, often in your favor, and the timing feels charged with possibility. Stay flexible and ready to catch what comes; since every rise eventually comes around again, enjoy this upswing while planting seeds for later seasons.',
        reversed:
          'A downturn or delay may feel unfair, or you keep landing in the same pattern. Remember that cycles pass; this phase won’t last forever. Look for the lesson inside the loop and focus on what you can control, which is your response, instead of fighting the wheel.',
      },
      love: {
        upright:
          'Fate seems to lend a hand: a chance meeting, a reunion, or a relationship entering a new chapter. Stay open to surprises. Things may move quickly; go with the current while remaining true to yourself and what you need.',
        reversed:
          'Old patterns may be repeating, with similar partners or the same argument in new clothes. Or the timing simply feels off. Reflect on the cycle you keep meeting and change your part in it. Don’t force what isn’t ready yet.',
      },
      career: {
        upright:
          'A turning point: new openings, lucky breaks, or a shift in your field that works in your favor. Be ready to say yes. Jupiter’s expansive energy supports growth, so stay adaptable as the landscape changes and let yourself rise with it.',
        reversed:
          'Setbacks or changes beyond your control may disrupt your plans. Resistance only makes the ride rougher, while adaptability softens it. Use the lull to sharpen your skills and prepare, so you are ready when the next upturn arrives.',
      },
      money: {
        upright:
          'Fortune may turn your way through an unexpected opportunity or a welcome improvement. Enjoy it wisely: cycles keep turning, so set something aside for leaner seasons. Luck tends to favor the person who is already prepared.',
        reversed:
          'A temporary downturn, a surprise expense, or a lesson from a pattern that keeps repeating. Avoid betting on a quick turnaround. Build a buffer and steady habits that let you ride out the cycle with less worry.',
      },
      health: {
        upright:
          'Your energy is on the rise or entering a new phase. Pay attention to natural cycles such as seasons, sleep and the daily ebb and flow of energy. Healthy changes you begin now can take root with surprising ease.',
        reversed:
          'A setback or a recurring issue may test your patience. Notice the patterns, including triggers and habits that keep circling back. Be patient with your recovery, remembering that a dip is not the whole story, and consult a professional if something keeps returning.',
      },
    },
  },
};
