import type { DeckText } from '../../types';

export const SWORDS_EN: DeckText = {
  'swords-01': {
    name: 'Ace of Swords',
    keywords: {
      upright: ['clarity', 'breakthrough', 'truth', 'new idea', 'decisive thought'],
      reversed: ['mental fog', 'misjudgment', 'careless words', 'confused aims'],
    },
    meanings: {
      general: {
        upright:
          'A clean, bright idea cuts through the noise, and suddenly you can see what actually matters. This is a moment to name the truth plainly and act on what you now understand. Clarity is your gift right now, so use it to choose a direction instead of circling.',
        reversed:
          'The insight is there, but it is tangled up in doubt, rumor or too many competing thoughts. Before you swing the sword, slow down and check your facts. Sharp words spoken from confusion can cut the wrong person, and that person may be you.',
      },
      love: {
        upright:
          'Honest conversation opens a fresh chapter. You may finally say what you mean, or hear a truth that clears the air between you. If you are single, you may meet someone whose mind excites you as much as their smile does.',
        reversed:
          'Mixed signals and unspoken assumptions are muddying things. You may be analyzing the relationship instead of feeling it, or using blunt honesty as a shield. Ask one simple, direct question and listen to the answer without rehearsing your reply.',
      },
      career: {
        upright:
          'A breakthrough idea, a clear brief or a decisive meeting sets your work in motion. Trust your analysis and present it with confidence. This is a strong card for pitching, writing, negotiating or launching a project that relies on sharp thinking.',
        reversed:
          'Plans are stalling because the goal itself is blurry. Miscommunication with colleagues or a rushed decision may be at the root. Rewrite the objective in one sentence before adding more effort, and make sure everyone is working from the same understanding.',
      },
      money: {
        upright:
          'You can see your finances clearly, perhaps for the first time in a while. Lay out the numbers, name your real priorities and make one decisive choice. Clear thinking, rather than luck, is what protects your resources now.',
        reversed:
          'Confusion or avoidance around money may be costing you. Perhaps a contract has fine print you skimmed, or you are deciding from stress. Pause big moves, gather accurate information and, if the stakes are high, ask a qualified adviser to walk through it with you.',
      },
      health: {
        upright:
          'Mental clarity supports your wellbeing now. Understanding what your body is telling you helps you choose one sensible new habit and keep it. Clear information, perhaps from a professional, can turn vague worry into a practical plan.',
        reversed:
          'An overloaded mind may be draining your energy, showing up as tension, headaches or restless sleep. Step away from endless searching for answers online. Simplify your routine, rest your eyes and thoughts, and book a check-up if something keeps bothering you.',
      },
    },
  },
  'swords-02': {
    name: 'Two of Swords',
    keywords: {
      upright: ['indecision', 'stalemate', 'avoidance', 'fragile truce', 'weighing options'],
      reversed: [
        'information overload',
        'lifting the blindfold',
        'forced choice',
        'inner tug-of-war',
      ],
    },
    meanings: {
      general: {
        upright:
          'You are holding two options at arm’s length, perfectly balanced and perfectly stuck. The calm you feel may be a way of not looking. Gently take off the blindfold: gather what you need to know, listen to your intuition, and let yourself choose.',
        reversed:
          'The stalemate is breaking, though perhaps not gracefully. New facts, pressure from others or your own fatigue are pushing you toward a decision. If the input feels overwhelming, narrow it to what truly matters to you and let the rest go quiet.',
      },
      love: {
        upright:
          'Something is being politely avoided: a conversation, a feeling or a choice between two paths. Keeping the peace by staying silent can only last so long. Let your heart into the decision as well as your head, and be honest about what you want.',
        reversed:
          'Hidden feelings or a long-postponed question are coming into the open. It may feel uncomfortable, yet clarity is kinder than limbo. If you are torn between two people or two futures, stop waiting for a sign and ask yourself what you already know.',
      },
      career: {
        upright:
          'You may be caught between two offers, roles or strategies, or stuck in the middle of a disagreement between colleagues. Neutrality has its uses, but drifting is costly. List what each path asks of you and what it gives, then set a date to decide.',
        reversed:
          'Too many opinions, reports and options are clouding your judgment at work. A deadline may force the choice you have been postponing. Return to your core priorities, make the call, and accept that no decision looks perfect once it meets the real world.',
      },
      money: {
        upright:
          'You may be delaying a financial decision because both options feel uncertain. Avoidance is itself a choice, and often an expensive one. Look squarely at the figures, compare your options in writing and pick the one that fits your values and your limits.',
        reversed:
          'Conflicting advice and constant second-guessing may leave you frozen about money. Reduce the noise: one trusted source, one clear budget, one next step. If someone is pressing you to decide quickly, it is perfectly reasonable to ask for time to understand the terms.',
      },
      health: {
        upright:
          'You may be ignoring a signal from your body because dealing with it feels like too much right now. Stillness can be restful, but denial is not. Acknowledge what you notice and choose one caring action, including seeing a professional if something persists.',
        reversed:
          'A mental tug-of-war may be showing up as tension, fatigue or poor sleep, and reading too much about symptoms can make it worse. Pick one reliable source, talk to someone qualified, and give your nervous system a few simple, steady routines to lean on.',
      },
    },
  },
  'swords-03': {
    name: 'Three of Swords',
    keywords: {
      upright: ['heartache', 'grief', 'painful truth', 'honest sorrow'],
      reversed: ['healing', 'forgiveness', 'lingering hurt', 'processing pain'],
    },
    meanings: {
      general: {
        upright:
          'Something has hurt, and it is allowed to hurt. This card honors sorrow as real but passing weather: a truth you could not avoid, a loss, a disappointment. Let the rain fall for a while, and share the pain with someone you trust; naming it is where healing begins.',
        reversed:
          'You are beginning to mend, even if the ache still returns at odd moments. Or perhaps you have pushed grief down just to keep functioning. Either way, be gentle with yourself: let unfinished tears finish, forgive what you can, and notice how the sky is already lightening.',
      },
      love: {
        upright:
          'A painful truth, a parting or words that stung may be weighing on your heart. This does not mean you are unlovable or that love is finished with you. Let yourself grieve honestly, and when you are ready, speak about the hurt without needing to assign blame.',
        reversed:
          'The sharpest edge of the heartbreak is softening. You may be ready to forgive, to talk things through or simply to stop replaying the memory. If you are still carrying the pain on your own, opening up to a friend or counselor can help it finally move.',
      },
      career: {
        upright:
          'A setback, harsh feedback or a disappointing decision at work may sting more than you expected. Give yourself a moment to feel it before responding. Then look for the useful truth inside the hurt: what it reveals about your path, your boundaries or the workplace itself.',
        reversed:
          'You are recovering from a professional disappointment and starting to see it more clearly. Be careful not to carry old resentment into new projects. Reflect on what happened, keep the lessons, and let the rest of the story be written by what you do next.',
      },
      money: {
        upright:
          'A financial loss or letdown may feel deeply personal right now. Acknowledge the stress without turning it into endless self-blame. Once the first wave passes, review what happened calmly and make one practical adjustment rather than a dramatic overhaul.',
        reversed:
          'You are moving past a money-related hurt, or still quietly avoiding the feelings around it. Healing here looks like an honest review without shame. Rebuild gradually, and if worry about money has become constant, talk it through with a trusted adviser or friend.',
      },
      health: {
        upright:
          'Emotional pain can settle in the body as heaviness, tight shoulders or a weary chest. Be kind to yourself: rest, eat simply and move gently. If sadness lingers for weeks or feels overwhelming, reaching out to a doctor or therapist is an act of strength, not weakness.',
        reversed:
          'Your energy is slowly returning as grief softens. Support that recovery with gentle routines, enough sleep and people who make you feel safe. If you notice you are numbing pain rather than feeling it, a conversation with a professional can help you heal more fully.',
      },
    },
  },
  'swords-04': {
    name: 'Four of Swords',
    keywords: {
      upright: ['rest', 'recovery', 'contemplation', 'retreat', 'stillness'],
      reversed: ['restlessness', 'burnout', 'slow return', 'resisting rest'],
    },
    meanings: {
      general: {
        upright:
          'This is a pause, not a defeat: after a season of strain, your mind and body are asking for quiet. Step back, turn down the noise and let your thoughts settle like dust in still air. Rest now is what makes your next clear move possible.',
        reversed:
          'You may be refusing the rest you need, pushing on out of guilt or fear of falling behind. Or, after a long retreat, you are ready to rejoin the world. Notice which it is: restless burnout needs a real stop, while renewed energy needs a gentle start.',
      },
      love: {
        upright:
          'A little breathing room can do the relationship good. Quiet time together, or some space to reflect apart, helps feelings settle after tension. If you are single, treat this as a healing interval to reconnect with yourself before looking for someone new.',
        reversed:
          'Avoiding each other is being mistaken for rest, or one of you wants to move forward while the other still needs time. Talk openly about pace. If you have been withdrawn from love for a while, small steps back toward connection are welcome now.',
      },
      career: {
        upright:
          'Take the break, the leave or the lighter week if you can. Stepping away briefly lets you review your strategy and return sharper. Planning, research and reflection are worth more right now than pushing hard for visible output.',
        reversed:
          'Burnout may be creeping in because you keep going without any real reset. Alternatively, a quiet or stagnant spell is ending and work is picking up again. Set sustainable hours, protect your recovery time, and re-enter the busy phase with a clear plan.',
      },
      money: {
        upright:
          'Hold steady and avoid rushed financial moves. A calm review of your accounts, subscriptions and goals will serve you better than a new venture right now. Let the dust settle before you decide anything large.',
        reversed:
          'Stress may be nudging you toward impulsive money decisions just so you feel in motion. Or, after a cautious pause, you are ready to act again. Make sure any next step comes from a rested, considered mind rather than from restlessness.',
      },
      health: {
        upright:
          'The message here is rest in its plainest form: sleep, downtime, quiet and recovery. Give your body time to restore itself after stress or illness, and follow any recovery plan your doctor has given you. Stillness is productive now.',
        reversed:
          'You may be running on empty, brushing off signs of exhaustion, or returning to full activity too soon after a setback. Ease back in gradually. If tiredness persists even when you do rest, it is worth checking in with a healthcare professional.',
      },
    },
  },
  'swords-05': {
    name: 'Five of Swords',
    keywords: {
      upright: ['conflict', 'hollow victory', 'tension', 'ego clash', 'cutting losses'],
      reversed: ['reconciliation', 'making amends', 'lingering resentment', 'letting go'],
    },
    meanings: {
      general: {
        upright:
          'A disagreement may be won at too high a price, or you may be the one walking away feeling beaten. Ask whether this fight serves what you truly value. Sometimes the wisest strength is choosing peace over being proven right.',
        reversed:
          'The dust is settling, and there is room for repair. You may be ready to apologize, to accept an apology or simply to put down a grudge. If old resentment still smolders, acknowledge it honestly so it does not flare up again later.',
      },
      love: {
        upright:
          'Arguments may be turning into contests over who is right, and scoring points leaves you both lonely. Look for the hurt underneath the anger, lower your guard a little and ask what the two of you actually need from each other.',
        reversed:
          'After a rough patch, a chance to make peace is opening. Real reconciliation means owning your part without erasing theirs. If the connection has been consistently unkind, though, walking away may be the healthiest resolution of all.',
      },
      career: {
        upright:
          'Office politics, rivalry or a power struggle may be testing you. Winning at any cost can quietly damage your reputation and your working relationships. Choose your battles with care, and keep your integrity even when others cut corners.',
        reversed:
          'A workplace conflict is cooling, giving you a chance to rebuild trust. Make amends where it helps and hold clear boundaries where it does not. If a team or role keeps pitting you against others, consider whether it is time to move on.',
      },
      money: {
        upright:
          'Be wary of deals in which one side wins only because the other loses, and of disputes over shared money. Even if you could come out ahead, weigh the cost in trust and energy. Fair terms and clear agreements protect you better than aggression.',
        reversed:
          'A money dispute may be ready to settle. Compromise, clear paperwork or a neutral third party can help close the matter. Let go of recovering every last bit if the fight itself is costing you more than the amount at stake.',
      },
      health: {
        upright:
          'Constant conflict, inside you or around you, drains your energy and keeps your body on high alert. Notice where the tension lives: jaw, shoulders, stomach. Stepping back from draining arguments and working the stress out through movement or slow breathing can help.',
        reversed:
          'As tension eases, your body may finally unclench, and you might notice how tired you really are. Give yourself time to recover. If you are still at war with yourself over habits or appearance, try treating your body as an ally rather than an opponent.',
      },
    },
  },
  'swords-06': {
    name: 'Six of Swords',
    keywords: {
      upright: ['transition', 'moving on', 'calmer waters', 'recovery', 'journey'],
      reversed: ['resisting change', 'unfinished business', 'stalled crossing', 'old baggage'],
    },
    meanings: {
      general: {
        upright:
          'You are leaving rough water for calmer seas. The move may be quiet and a little sad, but it is carrying you somewhere better. Bring only what you need, accept help along the way, and trust that distance will give you perspective.',
        reversed:
          'Part of you wants to move on, yet something keeps tugging you back: an unresolved issue, fear of the unknown or baggage you have not set down. Identify what still needs closure. The crossing can resume once you stop rowing in two directions.',
      },
      love: {
        upright:
          'The relationship is moving through a difficult stretch toward steadier days, or you are gently leaving behind a bond that hurt. Either way, healing is underway. Be patient and kind with each other, or with yourself, as you look for the new shore.',
        reversed:
          'Old patterns or a former partner may still be shaping your love life. You might be trying to move on without processing what happened. Facing those unfinished feelings honestly lets you travel lighter toward something new.',
      },
      career: {
        upright:
          'A transition is underway: a new role, team, location or approach that offers more calm than the last. Accept support and guidance as you move. Even a sideways step can be a real improvement when it brings you peace of mind.',
        reversed:
          'A planned change at work may be delayed, or you are holding on to a role you have outgrown. Ask what keeps you there: loyalty, fear or genuine practical limits. Map out a concrete plan for the crossing, even if it takes time to complete.',
      },
      money: {
        upright:
          'Your finances are drifting toward steadier ground, even if the shore still looks far away. Keep steering patiently, and smooth out the turbulence with a simple budget and consistent habits. This is a season for gradual improvement and calm persistence, not quick fixes.',
        reversed:
          'Old debts or habits may be slowing your progress. Avoid dragging past mistakes into new decisions without examining them first. Deal with one lingering matter at a time, and ask someone knowledgeable for help if the load feels too heavy to carry alone.',
      },
      health: {
        upright:
          'You are moving toward recovery and calmer energy. A change of scene, a gentler routine or support from people around you can help the process along. Keep going steadily and let your body catch up with your mind.',
        reversed:
          'Recovery may feel slower than you hoped, perhaps because stress from the past is still riding along with you. Be patient and consistent. If progress truly stalls, revisit your plan with a professional rather than pushing on alone.',
      },
    },
  },
  'swords-07': {
    name: 'Seven of Swords',
    keywords: {
      upright: ['strategy', 'stealth', 'deception', 'going it alone', 'evasion'],
      reversed: ['coming clean', 'conscience', 'exposure', 'self-deception'],
    },
    meanings: {
      general: {
        upright:
          'Something is not quite what it seems, whether someone is being less than honest or you are tempted by a shortcut. Think strategically, protect what matters and stay alert. Cleverness serves you best when it stays aligned with your integrity.',
        reversed:
          'Secrets are rising to the surface, or your conscience is asking you to come clean. You may also be telling yourself a convenient story about a situation. Honesty now, however awkward, costs far less than keeping up the act.',
      },
      love: {
        upright:
          'Hidden motives, half-truths or a heavily guarded heart may be at play. Notice whether you or your partner are sidestepping honest disclosure. Trust grows through openness, so ask directly rather than gathering evidence in secret.',
        reversed:
          'A truth is coming out, or you are ready to stop playing games in love. A confession, a frank conversation or owning a mistake can clear the air. Also check whether you have been explaining away something that deserves a closer look.',
      },
      career: {
        upright:
          'Work may call for discretion: know when to keep your plans close. Stay alert to someone taking credit or cutting corners, and protect your contributions with clear records. Getting ahead is not worth compromising your own ethics.',
        reversed:
          'Questionable practices may be exposed, or you realize a shortcut is not worth the risk. Take responsibility where it is yours to take. If you have been working alone out of distrust, consider whether a little openness would serve you better.',
      },
      money: {
        upright:
          'Double-check deals, offers and contracts for hidden conditions. If something looks too easy, look again. Keep your records clean, and walk away from any arrangement that requires you to bend the rules or look the other way.',
        reversed:
          'A hidden cost or a shady arrangement may come to light. Face it promptly and correct what you can. If you have been avoiding the truth about your own spending, this is a good moment for an honest, unembarrassed review.',
      },
      health: {
        upright:
          'You may be hiding certain habits or symptoms, even from yourself, or trying to cut corners on your recovery. Be honest about what is really happening. Giving a professional the full picture means you get guidance that actually fits.',
        reversed:
          'You are ready to stop ignoring what your body has been telling you. Admitting that a habit needs to change is a brave first step. Back that honesty with a realistic plan and a few people who can help you stay accountable.',
      },
    },
  },
  'swords-08': {
    name: 'Eight of Swords',
    keywords: {
      upright: ['feeling trapped', 'self-limiting beliefs', 'restriction', 'helplessness'],
      reversed: ['release', 'new perspective', 'self-liberation', 'facing fear'],
    },
    meanings: {
      general: {
        upright:
          'You feel hemmed in, but look more closely: many of the ties are made of thought. Fear, old beliefs and worst-case stories can feel as solid as walls. Take one small step and notice that the path is more open than it seemed.',
        reversed:
          'The blindfold is slipping. You are starting to see your options and to question the beliefs that kept you still. Keep going gently; freedom often arrives as a series of modest, brave decisions rather than one dramatic escape.',
      },
      love: {
        upright:
          'You may feel stuck in a relationship pattern, or convinced you cannot ask for what you need. Examine the stories you are telling yourself about love and about your worth. Speaking honestly, or reaching out for support, can loosen what feels fixed.',
        reversed:
          'You are beginning to break free from a limiting pattern in love, whether insecurity, fear of rejection or a situation that kept you small. Trust your growing clarity, and honor the courage it takes to choose differently this time.',
      },
      career: {
        upright:
          'You may feel boxed in by your job, your skills or your circumstances. Before accepting that there is no way out, list what is genuinely fixed and what is only assumption. A conversation, a course or a small risk may reveal more room than you expected.',
        reversed:
          'You are seeing your work situation with fresh eyes and noticing options you had overlooked. Act on that momentum: update your résumé, ask for the change or start learning the skill. Confidence tends to grow with each step you take.',
      },
      money: {
        upright:
          'Money worries may be leaving you feeling powerless, and fear can stop you from even looking at the numbers, which keeps everything hazy. Take one concrete action, such as listing what you owe or calling to ask about options, to turn dread into something workable.',
        reversed:
          'You are regaining a sense of control over your finances. A plan, some support or simply facing the facts is loosening anxiety’s grip. Keep building on that with steady, realistic choices rather than swinging to the opposite extreme.',
      },
      health: {
        upright:
          'Anxious thinking may leave you feeling stuck or helpless about your wellbeing. Gently challenge the thought that nothing can change. Small daily steps, supportive people and professional guidance can each open a little more space.',
        reversed:
          'You are finding your way out of a mental or physical rut. New routines, better information or a supportive practitioner are helping you feel capable again. Celebrate each bit of progress, however small it seems from the inside.',
      },
    },
  },
  'swords-09': {
    name: 'Nine of Swords',
    keywords: {
      upright: ['anxiety', 'worry', 'sleepless nights', 'overthinking'],
      reversed: ['easing fear', 'reaching out', 'hope returning', 'hidden anxiety'],
    },
    meanings: {
      general: {
        upright:
          'Worry may be louder at night than the facts deserve, your mind circling fears that look enormous in the dark. You do not have to carry them alone. Write them down, share them with someone you trust, and let morning show you their true size.',
        reversed:
          'The grip of anxiety is loosening as you talk, seek help or see things more realistically. If instead worry has gone underground and you are hiding how much you struggle, take this as a nudge to reach out. Support exists, and you deserve it.',
      },
      love: {
        upright:
          'Fear of losing someone, old regrets or insecurity may be keeping you awake. Your mind might be painting a far darker picture than what is real. Share your worries gently with your partner or a close friend instead of letting them grow in silence.',
        reversed:
          'Relationship fears are starting to ease, perhaps through an honest talk or some welcome reassurance. Keep checking your assumptions against what is actually happening. If anxiety about love keeps returning, exploring its roots with a counselor can help.',
      },
      career: {
        upright:
          'Work stress may be following you home and into your sleep. Replaying mistakes or rehearsing future disasters drains the energy you need for real problem-solving. Separate what you can act on from what you cannot, and tell someone you trust about the load.',
        reversed:
          'Workplace worry is becoming more manageable as you gain perspective or support. Take practical steps on the real issues and let the imagined ones fade. If stress has become your constant companion, it may be time to discuss workload or boundaries openly.',
      },
      money: {
        upright:
          'Financial fear may be keeping you up at night. Facing the numbers in daylight, with pen and paper, often makes them less frightening than they feel at 3 a.m. Speak with a trusted adviser or a support service instead of shouldering it all alone.',
        reversed:
          'Money anxiety is easing as you make a plan or accept help. Keep that momentum with small, regular check-ins on your finances. If you have been hiding money troubles from the people close to you, openness may bring both relief and practical help.',
      },
      health: {
        upright:
          'Anxiety and poor sleep can feed each other in a tiring loop. Prioritize calming routines: fewer screens at night, gentle movement, regular meals and rest. If worry or sleeplessness persists, a doctor or mental health professional can offer real support.',
        reversed:
          'Restful nights may be returning as the pressure eases. Protect that progress with consistent habits. If anxiety has only gone quiet on the surface, keep checking in with yourself honestly, and reach for help whenever you need it.',
      },
    },
  },
  'swords-10': {
    name: 'Ten of Swords',
    keywords: {
      upright: ['painful ending', 'rock bottom', 'release', 'exhaustion', 'first light'],
      reversed: ['recovery', 'survival', 'resisting an ending', 'rising again'],
    },
    meanings: {
      general: {
        upright:
          'A hard chapter is closing, and it may feel like more than you can bear. Yet this card marks the lowest point, which means the turn toward light has already begun. Let what is over be over, rest, and allow the dawn to arrive in its own time.',
        reversed:
          'You are picking yourself up after a hard fall, slowly but surely. Or perhaps you are clinging to something already finished, which only prolongs the pain. Accept the ending fully, and your recovery can truly begin.',
      },
      love: {
        upright:
          'A relationship or a cherished hope may be reaching its end, or a painful truth has become impossible to ignore. It hurts, and it is also a release. Give yourself time to grieve, and trust that your heart can open again when it is ready.',
        reversed:
          'You are healing after heartbreak and slowly rediscovering who you are. Avoid reopening the wound by returning again and again to what has ended. Each day of self-care is a step back toward love, starting with how you treat yourself.',
      },
      career: {
        upright:
          'A project, role or approach may be ending in a way that feels final. However painful, it clears the ground for something that suits you better. Rest, take stock, and remember that your skills and experience remain entirely yours.',
        reversed:
          'You are recovering from a professional setback and regaining confidence bit by bit. Resist the urge to hold on to a role or plan that has clearly run its course. Rebuild step by step, and lean on mentors or peers where you can.',
      },
      money: {
        upright:
          'You may be at a financial low point, and it can feel overwhelming. Look at the situation honestly and seek practical support from qualified people rather than facing it alone. From the bottom, every careful choice is a step upward.',
        reversed:
          'Your finances are slowly stabilizing after a difficult period. Keep to careful, steady choices. Avoid pouring more money into something that has already failed simply to avoid admitting the loss; accepting it frees you to rebuild.',
      },
      health: {
        upright:
          'You may feel utterly drained, as though you have reached your limit. Please take that seriously: rest deeply and reach out to a healthcare professional for support. Stopping is not failure; it is how recovery starts.',
        reversed:
          'Your energy is gradually returning after a hard stretch. Follow through with rest and healthy routines, and resist jumping back to full speed too soon. Keep your doctor or practitioner involved if you are recovering from illness or injury.',
      },
    },
  },
  'swords-11': {
    name: 'Page of Swords',
    keywords: {
      upright: ['curiosity', 'new ideas', 'vigilance', 'eager mind', 'honest questions'],
      reversed: ['gossip', 'hasty words', 'all talk', 'scattered focus', 'defensiveness'],
    },
    meanings: {
      general: {
        upright:
          'Your mind is alert and hungry to learn. Ask questions, test ideas and speak your truth with fresh enthusiasm. Keep your eyes open as well: curiosity paired with careful observation will show you things that others walk straight past.',
        reversed:
          'Quick words may be running ahead of careful thought. Watch for gossip, sharp remarks or plans that never leave the talking stage. Gather your restless energy into one project and follow it through before you start the next.',
      },
      love: {
        upright:
          'Lively conversation and a meeting of minds spark attraction now. You may want to know everything about someone, or feel eager to talk things through with a partner. Stay curious about each other and say what you feel openly and kindly.',
        reversed:
          'Overanalyzing messages, checking up on someone or speaking before you think can create friction. Notice any pull toward sarcasm or defensiveness. Ask directly instead of guessing at hidden meanings, and let trust grow at its own natural pace.',
      },
      career: {
        upright:
          'This is a great time to learn, research and propose new ideas. You may be starting a role or project that calls for sharp observation and clear communication. Let your enthusiasm show, and never be shy about asking questions.',
        reversed:
          'Be wary of overpromising, office gossip or jumping to conclusions. Your ideas are promising, but they need structure before they are ready to share. Check your facts and commit to one clear plan before you present it.',
      },
      money: {
        upright:
          'Research is your best friend here. Learn how budgeting works for you, compare your options and ask plenty of questions before committing to anything. A curious, informed approach to money lays good foundations for later choices.',
        reversed:
          'Acting on rumors or half-understood tips could prove costly. Slow down and verify information before you spend or sign. Be especially wary of anyone pressuring you to decide fast, or of advice that sounds exciting but stays vague on details.',
      },
      health: {
        upright:
          'Curiosity about your wellbeing can lead to helpful new habits. Learn about sleep, movement and nourishment from reliable sources, then experiment in small ways. Pay attention to how your body responds and adjust as you go.',
        reversed:
          'A busy mind may be scattering your energy or keeping you up at night. Endless searching about symptoms online can feed worry rather than settle it. Choose trustworthy information, pace yourself, and ask a professional when a question really matters.',
      },
    },
  },
  'swords-12': {
    name: 'Knight of Swords',
    keywords: {
      upright: ['ambition', 'swift action', 'drive', 'directness', 'determination'],
      reversed: ['recklessness', 'impatience', 'aggression', 'burnout', 'scattered force'],
    },
    meanings: {
      general: {
        upright:
          'You are charging ahead with a clear goal and the speed to reach it. This is the energy to act decisively, speak up and push through resistance. Just keep an eye on the road; momentum is most powerful when thought is holding the reins.',
        reversed:
          'Racing ahead without a plan may be leaving a mess behind you. Impatience or cutting words could damage the very thing you are trying to build. Slow down enough to think, listen and decide where your force is actually needed.',
      },
      love: {
        upright:
          'Things may move fast: sudden attraction, bold declarations or an urge to define the relationship right now. Enjoy the excitement, and make sure your enthusiasm does not run over your partner’s feelings, or your own quieter needs.',
        reversed:
          'Impulsive decisions or heated words may be straining the connection. Someone may be pushing too hard, or pulling away just as quickly. Pause before reacting, and ask what you really want, not only what you want this minute.',
      },
      career: {
        upright:
          'You are ready to tackle challenges head-on and move projects forward quickly. Your drive and sharp arguments can win people over. Stay focused, and bring your team along with you rather than leaving them behind in your dust.',
        reversed:
          'Rushing may lead to errors, clashes with colleagues or burnout. Impatience with process, however slow it feels, can backfire. Step back to rethink your strategy, and aim your energy where it will create lasting results.',
      },
      money: {
        upright:
          'Decisive action on a well-researched financial plan can serve you well. Move with purpose, but keep your strategy grounded in real numbers. Speed helps only when the direction is clear and the risks are understood.',
        reversed:
          'Impulsive spending or hasty commitments may lead to regret. Slow down, especially when you feel pressured or thrilled. Read the details, consider honestly what could go wrong and sleep on any big decision before you commit your money to it.',
      },
      health: {
        upright:
          'High energy and motivation can fuel a new fitness goal or routine. Channel that fire into a sustainable plan rather than an all-out sprint. Push yourself, but stay respectful of your body’s limits, and build in recovery days so the drive lasts longer than a few weeks.',
        reversed:
          'Overdoing it or brushing past warning signs may lead to strain or exhaustion. Balance intensity with proper rest and recovery. If constant rushing is affecting your sleep or mood, deliberately slow your pace for a while.',
      },
    },
  },
  'swords-13': {
    name: 'Queen of Swords',
    keywords: {
      upright: [
        'clear perception',
        'independence',
        'honest boundaries',
        'discernment',
        'direct speech',
      ],
      reversed: ['coldness', 'bitterness', 'harsh judgment', 'emotional distance'],
    },
    meanings: {
      general: {
        upright:
          'You see clearly and speak with precision, drawing wisdom from experience, including the painful parts. Set boundaries with grace and trust your own judgment, even when others prefer a comfortable story. Honesty delivered with care is your greatest strength right now.',
        reversed:
          'Past hurts may be hardening into cynicism, or your critical words are cutting deeper than you intend. Clarity without warmth can leave you isolated. Let some softness back in while still keeping the boundaries that protect you.',
      },
      love: {
        upright:
          'You know what you want and will not settle for less. Honest, direct communication serves the relationship well. If you are single, your independence and self-knowledge are attractive qualities; let the right person meet the real you.',
        reversed:
          'Defensiveness or emotional walls may be keeping love at arm’s length. Old wounds could make you quick to judge. Ask whether your standards are protecting you or isolating you, and risk being a little more open.',
      },
      career: {
        upright:
          'Your discernment and communication skills are highly valued now. Base decisions on facts, cut through confusion in meetings and documents, and advocate clearly for yourself. Colleagues may turn to you for objective, no-nonsense guidance, so give it generously.',
        reversed:
          'Criticism, impatience or a cool manner may be creating friction at work. Check whether you are holding others, or yourself, to impossible standards. Pairing your sharp insight with empathy, and a word of credit where it is due, will bring much better results.',
      },
      money: {
        upright:
          'Clear-headed, independent financial decisions serve you well. Question assumptions, read the fine print and make choices that align with your long-term plans rather than with other people’s opinions. Knowledge and a calm eye are your best tools now.',
        reversed:
          'Mistrust or rigid thinking may cause you to miss good opportunities or clash with others over shared finances. Stay discerning, but remain open to collaboration and to input from people with genuine expertise. Being careful is wise; refusing every suggestion is not.',
      },
      health: {
        upright:
          'Clear thinking helps you make sound choices for your wellbeing. Set boundaries that protect your energy and say no where you need to. Seek straightforward information from qualified sources rather than hearsay, and ask direct questions until you understand.',
        reversed:
          'Suppressed emotions or unacknowledged stress may be weighing on your body. Being relentlessly hard on yourself drains energy too. Let feelings have a voice, perhaps through writing or talking, and treat yourself with the same understanding you would readily offer a close friend.',
      },
    },
  },
  'swords-14': {
    name: 'King of Swords',
    keywords: {
      upright: ['intellectual authority', 'fairness', 'truth', 'clear judgment', 'ethics'],
      reversed: ['manipulation', 'rigidity', 'misused power', 'cold logic'],
    },
    meanings: {
      general: {
        upright:
          'Reason, integrity and clear principles guide you now. Step into your authority by thinking things through and making fair, well-considered decisions. Your honesty and objectivity earn respect, even from those who disagree with you, because they know where you stand.',
        reversed:
          'Logic may be tipping into rigidity, or someone may be using words and authority to control. Watch for cold detachment or manipulation, in others and in yourself. Truth needs compassion in order to be just.',
      },
      love: {
        upright:
          'Mature, honest communication and mutual respect form a solid foundation. You or your partner may value clarity and fairness above grand gestures. Express your feelings plainly, keep your promises, and make important decisions together as equals rather than handing them down.',
        reversed:
          'Emotional coldness or controlling behavior may be straining the relationship. Treating feelings like problems to solve can create distance. Look for balance between reason and heart, and listen to your partner without quietly building a case against them.',
      },
      career: {
        upright:
          'Leadership, expertise and ethical decision-making come to the fore. Your analytical skills and sense of fairness make you a trusted authority. Set clear standards, explain your reasoning openly and lead by example, especially when a difficult decision has to be made.',
        reversed:
          'Misused power, rigid rules or cold management may be causing problems. Check whether you, or someone above you, is acting unfairly. Restore trust through transparency, some flexibility and a genuine willingness to hear views that differ from your own.',
      },
      money: {
        upright:
          'Sound judgment and careful analysis should guide your financial decisions. Seek qualified advice, weigh the pros and cons in writing and stick to principled choices. Long-term thinking will serve you far better than quick wins.',
        reversed:
          'Be wary of persuasive financial advice, or of arrangements that lack transparency about fees and risks. Avoid letting your own stubbornness override clear evidence, too. Verify everything before you trust it, however confident or authoritative the source appears.',
      },
      health: {
        upright:
          'A rational, disciplined approach supports your wellbeing. Seek expert advice, understand the reasons behind it and follow through with clear, realistic routines. Knowledge, paired with patience, turns good intentions into steady habits you can keep for the long run.',
        reversed:
          'Overthinking or ignoring your emotional needs may be sapping your energy. Overly rigid routines can become a source of stress in themselves. Balance discipline with rest and a little play, and listen to what your body and mood are signaling.',
      },
    },
  },
};
