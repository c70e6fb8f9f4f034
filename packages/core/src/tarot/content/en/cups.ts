import type { DeckText } from '../../types';

export const CUPS_EN: DeckText = {
  'cups-01': {
    name: 'Ace of Cups',
    keywords: {
      upright: ['new feelings', 'open heart', 'compassion', 'intuition', 'emotional renewal'],
      reversed: ['blocked emotions', 'inner emptiness', 'holding back', 'self-love first'],
    },
    meanings: {
      general: {
        upright:
          'A fresh current of feeling is rising in you, like a cup that fills faster than you can drink from it. This is a moment to let tenderness, wonder and kindness lead. Say yes to what moves you, and let it spill over into the way you treat others.',
        reversed:
          'Part of you wants to feel more, yet the flow seems dammed up. Perhaps you are guarding an old hurt, or giving so much outward that your own cup has run dry. Turn the care toward yourself first; refilling your own well is not selfish, it is the source.',
      },
      love: {
        upright:
          'New love, or a new depth in a love you already share, is being offered to you. Your heart is more open than usual, and that openness draws warmth toward you. Let yourself receive affection as easily as you give it, without rushing to define what it will become.',
        reversed:
          'You may be longing for closeness while quietly keeping the door half shut. Past disappointment can make tenderness feel risky. Before looking for someone to fill the cup, notice where you have stopped offering yourself the warmth you hope another person will bring.',
      },
      career: {
        upright:
          'Work that touches your heart is calling: a creative project, a caring role, or a team where you feel genuinely welcome. Enthusiasm is a real resource here. Follow the task that makes you feel alive, and let your empathy become part of your professional strength.',
        reversed:
          'Your work may look fine on paper yet leave you feeling flat. A creative idea could be stuck because you doubt it will be well received. Ask what you need emotionally from your job, and look for one small way to bring genuine feeling back into your day.',
      },
      money: {
        upright:
          'Money matters are tied to the heart right now: generosity, gifts, or spending on what truly nourishes you. A kind gesture may return to you in an unexpected form. Let warmth guide your choices, while keeping a gentle eye on the budget so that giving stays joyful.',
        reversed:
          'Watch for spending that tries to fill an emotional gap, such as buying comfort when what you really want is connection. Feeling empty can make impulse purchases look like solutions. Pause before you pay and ask yourself what this purchase is standing in for.',
      },
      health: {
        upright:
          'Emotional wellbeing is the doorway to your energy right now. Crying, laughing, resting near water or simply speaking honestly can refresh you. Treat your feelings as part of your body’s rhythm, and give them room the same way you give yourself sleep and water.',
        reversed:
          'Bottled-up feelings may be showing up as tiredness, tension or restless sleep. You do not have to carry them alone. Gentle routines, a trusted listener, and a counselor or doctor if the heaviness lingers can help stuck emotion start moving again.',
      },
    },
  },
  'cups-02': {
    name: 'Two of Cups',
    keywords: {
      upright: ['mutual attraction', 'partnership', 'harmony', 'equal exchange'],
      reversed: ['imbalance', 'miscommunication', 'drifting apart', 'one-sided effort'],
    },
    meanings: {
      general: {
        upright:
          'Two people meet as equals and something clicks. This card speaks of a bond built on respect, where each of you gives and each of you receives. Whether it is a friend, a partner or a collaborator, honor the connection by showing up honestly and generously.',
        reversed:
          'A relationship that once felt balanced may be tilting. Perhaps one of you is giving more, or a small misunderstanding has been left to grow in silence. Rather than keeping score, name what you feel and invite the other person to do the same.',
      },
      love: {
        upright:
          'Strong mutual attraction, a heartfelt promise or a deepening of trust is in the air. You see each other clearly and like what you see. If you are single, a meeting with real chemistry and easy conversation is possible; let it unfold at its own natural pace.',
        reversed:
          'A cooling of affection, or a sense that you are speaking different languages, may be showing up between you. This does not have to mean an ending. Slow down, listen without defending yourself, and ask gently whether you both still want the same things.',
      },
      career: {
        upright:
          'Partnership is your advantage: a business ally, a supportive colleague, or an agreement where both sides come out ahead. Negotiations go well when you lead with fairness. Look for the person whose skills complement yours rather than simply mirror them.',
        reversed:
          'A working partnership may feel lopsided, or an agreement carries hidden friction. Credit, effort or expectations might not be shared fairly. Clarify roles in writing and raise your discomfort early, before it hardens into resentment that is harder to undo.',
      },
      money: {
        upright:
          'Shared finances or a joint venture can go well when trust and transparency are present. Talking openly about money with a partner strengthens the relationship as much as the plan. Agree on your goals together and keep the terms simple and clear.',
        reversed:
          'Be careful where money and relationships mix: loans to friends, joint accounts, or partnerships without clear terms. A difference in values may be surfacing. Have the honest conversation now, and protect both sides with a simple written agreement.',
      },
      health: {
        upright:
          'Support is healing for you now. Exercising with a friend, sharing a meal or having someone check in on you can lift your energy. Balance is the theme: give your body both movement and rest, and let caring relationships be part of how you look after yourself.',
        reversed:
          'Relationship stress may be draining you more than you admit. You might be absorbing someone else’s moods or neglecting your needs to keep the peace. Restore your own rhythm, and consider a professional if the strain begins to affect your sleep or appetite.',
      },
    },
  },
  'cups-03': {
    name: 'Three of Cups',
    keywords: {
      upright: ['celebration', 'friendship', 'community', 'shared joy'],
      reversed: ['overindulgence', 'gossip', 'feeling left out', 'third-party tension'],
    },
    meanings: {
      general: {
        upright:
          'Raise a glass: this is a season for friends, laughter and good news worth sharing. Your circle wants to celebrate with you, and joy grows when it is passed around. Say yes to the gathering, the reunion or the spontaneous evening out with people you love.',
        reversed:
          'The party may have gone on too long, or a group has turned sour through gossip and cliques. You might feel on the outside of a circle you used to belong to. Step back, choose the friendships that actually nourish you, and give yourself some quiet.',
      },
      love: {
        upright:
          'Love grows in good company right now. Meeting someone through friends, a celebration or a shared hobby is favored, and couples benefit more from having fun together than from serious talks. Let your partner see you light up among your people.',
        reversed:
          'A third person may be complicating things, whether a flirtation, a meddling friend or a relative with strong opinions. Or a busy social life is crowding out intimacy. Protect what is private between the two of you, and speak up if someone is getting too close.',
      },
      career: {
        upright:
          'Teamwork pays off, and there may be a win to celebrate: a finished project, a launch or a milestone. Networking feels natural and friendly now. Share credit generously, and let collaboration open doors that you could not open on your own.',
        reversed:
          'Office politics, gossip, or a team that socializes more than it delivers may be slowing you down. You might feel excluded from an inner circle. Stay professional, keep out of rumors, and put your energy into the allies who reliably show up.',
      },
      money: {
        upright:
          'Spending on shared experiences can be worth it, and opportunities may come through your network or a group effort. Celebrate a financial milestone, but keep the celebration in proportion. Pooling resources with trusted friends works when everyone agrees on the plan.',
        reversed:
          'Social spending may be getting out of hand: rounds of drinks, gifts, trips you feel pressured to join. Keeping up with friends is costing more than it gives back. Set a budget for fun, and remember it is fine to suggest cheaper ways to spend time together.',
      },
      health: {
        upright:
          'Laughter and belonging are genuine restoratives. Time with people who put you at ease can recharge your energy. Group activities such as dancing, a walking club or a team sport suit you now, and treats are best enjoyed in friendly moderation.',
        reversed:
          'Late nights, rich food or extra drinks may be catching up with you. Celebrations are lovely, but your body is asking for a pause. Scale back, drink water, sleep well, and talk to a doctor if certain habits feel hard to manage on your own.',
      },
    },
  },
  'cups-04': {
    name: 'Four of Cups',
    keywords: {
      upright: ['apathy', 'contemplation', 'withdrawal', 'overlooked offers', 'reassessment'],
      reversed: ['renewed interest', 'saying yes', 'leaving a rut', 'fresh awareness'],
    },
    meanings: {
      general: {
        upright:
          'You may feel bored, unmoved or quietly dissatisfied, even though nothing is really wrong. Turning inward can be useful, but be careful not to miss what is being offered right beside you. Lift your eyes for a moment; something fresh may be waiting to be noticed.',
        reversed:
          'The fog of indifference is beginning to lift, and you are ready to reach for a cup you once ignored. Alternatively, you may be retreating even further to protect yourself. If so, gently ask what would make life feel worth engaging with again.',
      },
      love: {
        upright:
          'You may feel lukewarm about a relationship or about dating altogether, caught comparing what is with what could be. Someone may be offering affection you are not seeing. Ask yourself honestly whether you are unhappy, or simply tired and distracted.',
        reversed:
          'Your heart is waking up. You may realize that the love in front of you deserves more attention, or feel ready to meet people again after a quiet stretch. Respond to the invitation that is already here instead of waiting for a perfect sign.',
      },
      career: {
        upright:
          'Work feels stale, and you may be going through the motions. Before dismissing every option, look carefully: a new project, a course or a different role may already be on the table. Use this restlessness to clarify what would truly engage you.',
        reversed:
          'Motivation is returning, and you are more open to new tasks or directions. An offer you once turned down might deserve a second look. Say yes to something that stretches you a little, and let action rebuild your enthusiasm from the ground up.',
      },
      money: {
        upright:
          'You might be ignoring your finances because they feel dull or draining. Ways to save or improve your situation may be sitting unnoticed. Take a calm look at your accounts and subscriptions; a little attention now can prevent bigger regret later.',
        reversed:
          'You are ready to engage with money matters again, perhaps reopening a plan you had shelved. Be discerning rather than leaping at everything at once. Re-engage step by step, and check the details carefully before you commit to anything.',
      },
      health: {
        upright:
          'A low mood or flat energy may make it hard to care for yourself. Rest is fine, but isolation can deepen the slump. Try one small nourishing habit and step outside each day; if the heaviness lasts for weeks, consider talking with a professional.',
        reversed:
          'Energy and interest in self-care are slowly coming back. It is a good moment to restart a routine you let slide, gently at first. If instead you notice yourself withdrawing even more, reach out to someone you trust or to a health professional.',
      },
    },
  },
  'cups-05': {
    name: 'Five of Cups',
    keywords: {
      upright: ['grief', 'regret', 'disappointment', 'dwelling on loss'],
      reversed: ['acceptance', 'healing', 'forgiveness', 'moving on'],
    },
    meanings: {
      general: {
        upright:
          'Something has spilled and it hurts: a loss, a letdown, a plan that did not work out. Grief deserves its time, and you do not need to rush it. Still, notice that not every cup has fallen; when you are ready, turn around and see what remains standing.',
        reversed:
          'You are beginning to make peace with what happened. The sorrow is still there, but it is no longer the whole picture. Forgiveness, of others or of yourself, helps you gather what is left and walk toward the bridge that leads somewhere new.',
      },
      love: {
        upright:
          'Heartache, a breakup or disappointment in a partner may be weighing on you. It is okay to mourn what you hoped for. Try not to make every decision from inside this pain; the love that still exists in your life, from friends and family too, is worth noticing.',
        reversed:
          'You are releasing regret over a past relationship and opening to new possibilities. For a couple, a way to repair after a hurt may appear. Let the lesson stay with you while the blame is allowed to go, so your heart can travel lighter.',
      },
      career: {
        upright:
          'A setback at work, such as a rejected proposal, a missed promotion or a project that fell through, may feel bigger than it is. Allow yourself the disappointment, then look at what still stands: your skills, your contacts and other paths.',
        reversed:
          'You are recovering from a professional disappointment and starting to treat it as information rather than a verdict. Return with a clearer plan. Former colleagues or options you overlooked in the first shock may now offer a way forward.',
      },
      money: {
        upright:
          'A financial loss or a choice you regret may be on your mind. Replaying it will not refill the cup. Take stock of what you still have, learn what you can, and make a steady plan instead of trying to win everything back quickly.',
        reversed:
          'You are coming to terms with a money setback and beginning to rebuild. Patient, sensible steps will serve you better than dramatic moves. Forgive yourself for past mistakes so that you can think clearly about the choices in front of you now.',
      },
      health: {
        upright:
          'Sadness can sit heavily in the body, showing up as fatigue or poor sleep. Give yourself time to feel instead of pushing through. Comfort, gentle movement and company all help, and grief support or a counselor can be a real source of strength.',
        reversed:
          'Your energy is slowly returning as the emotional weight lightens. Keep supporting this recovery with steady routines and kind self-talk. If sorrow still feels heavy most days, reaching out for professional help is a wise and courageous step.',
      },
    },
  },
  'cups-06': {
    name: 'Six of Cups',
    keywords: {
      upright: ['nostalgia', 'childhood memories', 'innocence', 'kindness', 'reunion'],
      reversed: ['stuck in the past', 'rose-tinted memories', 'outgrown patterns', 'growing up'],
    },
    meanings: {
      general: {
        upright:
          'Sweet memories and simple kindness surround you now. A familiar place, an old friend or a small thoughtful gift may warm your heart. Let the innocence of earlier days remind you of what truly makes you happy, without needing to move back there.',
        reversed:
          'You may be holding the past too tightly, polishing memories until they shine brighter than they ever did. Nostalgia can comfort you, but it can also keep you from today. Honor your history, then ask what the grown-up you needs right now.',
      },
      love: {
        upright:
          'A reunion with someone from your past, or a tender and playful phase in your current relationship, is possible. Small gestures and shared memories matter more than grand statements. Let yourselves be a little innocent and lighthearted together.',
        reversed:
          'Comparing a partner to an ex, or longing for the early days of a relationship, may be clouding the present. An old flame returning might not be what it seems. Look at who is actually here with you today, not at who you remember.',
      },
      career: {
        upright:
          'Past experience or old contacts can help you now. You may return to a skill you loved as a child or work again with people you already trust. Roles involving children, teaching, care or heritage are especially supported.',
        reversed:
          'Relying on how things have always been done may be holding you back. It could be time to update your skills or leave a comfortable role you have outgrown. Respect where you started, and invest your energy in where you are going.',
      },
      money: {
        upright:
          'Support may come from family, an old connection or a return to something familiar. Giving or receiving a modest gift brings good feeling on both sides. Keep your choices simple and rooted in what you already know works for you.',
        reversed:
          'Old spending habits or family beliefs about money may no longer fit your life. Sentimental purchases can quietly add up. Review your finances with today’s goals in mind rather than yesterday’s assumptions about what is normal.',
      },
      health: {
        upright:
          'Simple pleasures help you recharge: play, comforting food in balance, time with people who knew you when you were young. Returning to an activity you enjoyed as a child, like swimming or drawing, can bring back lightness and energy.',
        reversed:
          'Routines that once suited you may no longer fit your body or your life. Clinging to them out of habit might be holding your energy back. Update your self-care to match who you are now, and check in with a professional if something feels off.',
      },
    },
  },
  'cups-07': {
    name: 'Seven of Cups',
    keywords: {
      upright: ['many options', 'daydreams', 'illusion', 'wishful thinking'],
      reversed: ['clarity', 'decision', 'reality check', 'focus'],
    },
    meanings: {
      general: {
        upright:
          'Possibilities shimmer in front of you, some real and some imagined. It is exciting, but not every cup holds what it seems to. Dream freely, then test each option against facts and your own values before you commit to any of them.',
        reversed:
          'The haze is lifting and you see your options more realistically. You are ready to choose one path and let the rest go. If too many choices still feel paralyzing, narrow the field to two and give yourself a deadline to decide.',
      },
      love: {
        upright:
          'Fantasy may be coloring your love life: several admirers, an idealized image of someone, or daydreaming in place of real contact. Enjoy your imagination, but get to know actual people before building castles around them.',
        reversed:
          'You are seeing a person or a relationship more clearly, which may bring relief or some disappointment. Either way, clarity lets you choose with open eyes. Decide what you truly want rather than what looks best from a distance.',
      },
      career: {
        upright:
          'Many ideas and offers compete for your attention, and some are exciting but vague. Write them down, research the practical details, and pick one to move forward with before your energy scatters across too many directions.',
        reversed:
          'You are cutting through distractions and committing to a direction. A decision made now can bring real focus and progress. Just be careful not to swing to the other extreme and dismiss every creative idea as unrealistic.',
      },
      money: {
        upright:
          'Tempting offers and get-rich-quick stories may be floating around you. Be cautious: what sounds too good usually is. Compare options carefully, read the fine print, and let prudence count for more than excitement when you decide.',
        reversed:
          'You are getting realistic about money, seeing through illusions and making clearer choices. This is a good time to set a concrete budget or savings goal. Once the numbers are clear, resist the pull back toward wishful plans.',
      },
      health: {
        upright:
          'Too many wellness trends or scattered intentions can leave you unsure where to begin. Be wary of quick-fix promises. Choose one simple habit to build on, and rely on trustworthy sources or a professional for guidance.',
        reversed:
          'You are ready to commit to a realistic routine instead of dreaming about a perfect one. Clear, doable steps will serve you better than grand plans. If you have been avoiding a health question, now is the moment to get accurate information.',
      },
    },
  },
  'cups-08': {
    name: 'Eight of Cups',
    keywords: {
      upright: ['walking away', 'seeking meaning', 'disillusionment', 'letting go'],
      reversed: ['fear of leaving', 'aimless drifting', 'staying too long', 'second thoughts'],
    },
    meanings: {
      general: {
        upright:
          'You have built something, yet it no longer satisfies your heart. This card shows the courage to leave what is comfortable in search of what is meaningful. The road may feel lonely at first, but a deeper part of you is asking for more.',
        reversed:
          'You may know that something is finished yet fear walking away, or you keep leaving without knowing what you are looking for. Pause and ask what you truly need. Move when you are clear, not only because you are restless.',
      },
      love: {
        upright:
          'A relationship may have lost its emotional depth, and you sense it is time to step back or move on. Or you need some solitude to understand your own heart. Leaving, if you do, with honesty and care respects both of you.',
        reversed:
          'You might be staying in a relationship out of fear of being alone, or pulling away each time things begin to deepen. Reflect on whether you are avoiding commitment or avoiding change. Honest answers will show you the next step.',
      },
      career: {
        upright:
          'You may be ready to leave a job or path that pays the bills but no longer fulfills you. This is less about failure and more about growth. Plan the move thoughtfully, and head toward work that feels meaningful to you.',
        reversed:
          'Fear of the unknown may be keeping you in a role you have outgrown, or you may be switching jobs without any real direction. Get clear about what would actually satisfy you before you make the next move.',
      },
      money: {
        upright:
          'You might choose to give up some financial comfort in exchange for purpose or peace of mind. That can be a wise trade, as long as you prepare for it: build a cushion first and map out the transition step by step.',
        reversed:
          'Hesitating to leave a draining financial arrangement, or making impulsive moves with no plan, may both cost you. Look honestly at the numbers, then make a measured plan for change that you can actually follow through on.',
      },
      health: {
        upright:
          'Stepping away from habits, places or people that drain you can restore your energy. A short retreat, a long quiet walk or simple time alone helps you reconnect with yourself. Honor your need for rest and for meaning.',
        reversed:
          'You may recognize an unhealthy habit yet struggle to leave it behind, or keep starting new regimes without sticking with any. Choose one change, gather support around it, and consult a professional if you need guidance.',
      },
    },
  },
  'cups-09': {
    name: 'Nine of Cups',
    keywords: {
      upright: ['contentment', 'wishes granted', 'satisfaction', 'gratitude'],
      reversed: ['complacency', 'smugness', 'hollow pleasure', 'delayed wishes'],
    },
    meanings: {
      general: {
        upright:
          'Often called the wish card, this is a moment of deep contentment. Something you hoped for may come true, or you may simply realize how much you already have. Savor it fully, and let gratitude make the pleasure last longer.',
        reversed:
          'You may have what you wanted and still feel oddly unfulfilled, or a wish is taking longer than expected. Pleasure on the surface can hide deeper needs. Ask yourself what would truly satisfy you beyond how things look.',
      },
      love: {
        upright:
          'Happiness and emotional satisfaction shine on your love life. A wish for companionship may be granted, or your relationship feels easy and deeply comfortable. Enjoy it, and tell your partner what you appreciate about them.',
        reversed:
          'Taking a partner for granted, or quietly admiring your own image as the perfect couple, can creep in. Or you may be waiting for ideal conditions before allowing yourself to be happy. Tend to the real relationship, not the picture of one.',
      },
      career: {
        upright:
          'Recognition, a goal reached or real contentment with your work is likely. Let yourself enjoy the success and acknowledge your own effort. This is a good time to consolidate what you have built before reaching for the next thing.',
        reversed:
          'Success may feel less satisfying than you expected, or complacency is beginning to set in. Resting on past achievements can quietly stall your growth. Set a new goal that actually matters to you, not just one that looks good.',
      },
      money: {
        upright:
          'Financial comfort and a sense of having enough are within reach, grown from your steady choices. A wish may take shape. Enjoy it wisely and let gratitude, rather than the urge for more, set your spending pace.',
        reversed:
          'Indulgence or spending to impress may be straining your finances. Alternatively, you may feel dissatisfied even when you are secure. Bring your spending back in line with your values, and notice what “enough” really means to you.',
      },
      health: {
        upright:
          'A sense of wellbeing and enjoyment is supporting your energy. Good food, good sleep and pleasant company all help when taken in moderation. A simple gratitude practice, even a short list written each evening, can lift your mood in a noticeable way.',
        reversed:
          'Too much of a good thing, whether food, drink or comfort, may be catching up with you. Balance enjoyment with care for your body. If some habits feel hard to moderate, a professional can offer practical support.',
      },
    },
  },
  'cups-10': {
    name: 'Ten of Cups',
    keywords: {
      upright: ['emotional fulfillment', 'family harmony', 'lasting happiness', 'belonging'],
      reversed: ['family tension', 'misaligned values', 'broken ideal', 'distance at home'],
    },
    meanings: {
      general: {
        upright:
          'A rainbow arcs over your life: harmony at home, loving bonds and a deep sense of belonging. This is happiness that is shared rather than owned. Take time to enjoy the people who make your world feel whole, and let them know it.',
        reversed:
          'The picture of a happy life may not match what is happening behind closed doors. Tension at home or differing values may be surfacing. Let go of the perfect image and talk about what each person actually needs to feel at home.',
      },
      love: {
        upright:
          'Commitment, building a home together and long-term happiness are strongly supported. You and your partner share a vision for the future. If you are single, you are clearer about the kind of loving life you want to create.',
        reversed:
          'You and a partner may hold different visions of the future, or family pressures are straining the relationship. Idealizing “happily ever after” can make ordinary problems feel like failure. Talk openly about your values and hopes.',
      },
      career: {
        upright:
          'Your workplace may feel like a second family, or your work supports the life you want at home. Balance between ambition and relationships is within reach. Choose roles that honor your values and leave room for the people you love.',
        reversed:
          'Work may be pulling you away from home, or a team that looks harmonious hides friction underneath. Check that your career choices still serve your deeper life goals, and draw clearer lines between work time and family time.',
      },
      money: {
        upright:
          'Household finances feel stable and shared goals, such as a home or family plans, are moving forward. Decisions made together bring peace of mind. Spend on what strengthens your bonds, and keep saving steadily for the long view.',
        reversed:
          'Money disagreements within a family or household may be causing strain. Different priorities, such as saving for later versus enjoying life now, need an open discussion. Sit down together, listen without blame, and agree on a plan everyone understands.',
      },
      health: {
        upright:
          'Emotional support at home is boosting your wellbeing. Shared routines like family meals, walks together or regular rest days help everyone thrive. Lean into the comfort of belonging, and let it ease stress from the rest of life.',
        reversed:
          'Stress at home may be affecting your sleep, mood or energy. You may be trying to keep everyone happy at your own expense. Set gentle boundaries, ask for help, and seek a counselor or doctor if the strain continues.',
      },
    },
  },
  'cups-11': {
    name: 'Page of Cups',
    keywords: {
      upright: ['curiosity', 'creative spark', 'intuitive message', 'sensitivity', 'playfulness'],
      reversed: ['emotional immaturity', 'creative block', 'escapism', 'oversensitivity'],
    },
    meanings: {
      general: {
        upright:
          'A surprising idea, an intuitive nudge or a sweet message may arrive when you least expect it. Approach it with curiosity, like a child who finds a fish swimming in a cup. Let yourself play, imagine and feel without needing it all to make sense yet.',
        reversed:
          'Your feelings may be running ahead of your judgment, or a creative spark is being smothered by self-doubt. You might be retreating into daydreams to avoid something real. Treat your sensitivity gently, but do not let it hide you from life.',
      },
      love: {
        upright:
          'A shy confession, a playful message or a new crush may bring a smile to your face. Love feels fresh, tender and a little whimsical right now. Express your feelings openly and sweetly; you do not need grand gestures to be heard and appreciated.',
        reversed:
          'Moodiness or a fairy-tale picture of romance could be causing confusion. Someone may be saying sweet things with little follow-through, or you may be sulking instead of saying what hurts. Look for consistency in others, and offer honesty yourself.',
      },
      career: {
        upright:
          'Creative beginnings are favored: a new artistic project, a course, or an imaginative proposal at work. Trust your intuition when ideas bubble up, and share them. Fields such as design, writing, care or the arts suit this curious, sensitive energy.',
        reversed:
          'A creative block, or taking feedback too personally, may stall your progress. You might be drifting between ideas without finishing any. Pick one small project, give it structure, and let criticism shape your work rather than define your worth.',
      },
      money: {
        upright:
          'A small, pleasant surprise or a creative way to earn a little extra may appear. Learning about money with curiosity rather than fear is a lovely starting point. Stay open to ideas, but check the practical details before you commit anything.',
        reversed:
          'Spending on whims, or treating money as something that will sort itself out, may catch up with you. Avoiding your balance because it makes you anxious will not help. Face the numbers gently and build one simple, grown-up money habit.',
      },
      health: {
        upright:
          'Listening to your intuition about what your body needs can guide you well. Playful movement, creative hobbies and honest emotional expression lift your energy. Let yourself enjoy looking after your wellbeing instead of treating it as a chore.',
        reversed:
          'Emotional ups and downs may be affecting your energy or sleep. Escapist habits, such as endless scrolling or eating for comfort, can leave you feeling worse afterward. Gentle structure and a trusted person to talk to can help steady you.',
      },
    },
  },
  'cups-12': {
    name: 'Knight of Cups',
    keywords: {
      upright: ['romance', 'charm', 'following the heart', 'invitation', 'idealism'],
      reversed: ['moodiness', 'empty promises', 'unrealistic hopes', 'jealousy'],
    },
    meanings: {
      general: {
        upright:
          'An invitation, an offer or a heartfelt proposal may be on its way to you. You feel moved to follow your heart and act on what inspires you. Bring grace and imagination to whatever you pursue, while keeping at least one foot on solid ground.',
        reversed:
          'Moodiness, unrealistic expectations or promises that sound lovely but never arrive may be clouding things. You or someone near you might be chasing a feeling rather than a plan. Look past the charm to what is actually being offered.',
      },
      love: {
        upright:
          'Romance is in the air: a charming admirer, a declaration, or a partner who suddenly becomes more attentive and poetic. Let yourself be courted and enjoy it. If you are the one pursuing, be sincere and gentle, and let your actions match your words.',
        reversed:
          'Someone may be all charm and no follow-through, or jealousy and sudden mood swings are unsettling the relationship. You might also be more in love with the idea of love than with the person. Watch actions over words, including your own.',
      },
      career: {
        upright:
          'A creative opportunity or a job offer that speaks to your passions may appear. You are drawn to work that carries meaning and beauty. Pursue it with enthusiasm, and pair your vision with a realistic plan so that it can actually take shape.',
        reversed:
          'Big creative ideas may be stalling for lack of follow-through, or an offer turns out less attractive than it first sounded. Be careful not to overpromise to win approval. Ground your dreams in steady effort, clear timelines and honest updates.',
      },
      money: {
        upright:
          'An appealing offer may come your way, perhaps connected to something you love. Follow your heart, but run the numbers as well. Spending on beauty, art or meaningful experiences can be nourishing when it fits comfortably within your overall plan.',
        reversed:
          'Be wary of persuasive sales pitches, idealistic schemes or spending driven by a passing mood. Charm is never a guarantee of value. Take time before committing, ask plain questions about costs and risks, and let prudence balance your enthusiasm.',
      },
      health: {
        upright:
          'Doing what your heart enjoys can renew your energy, whether that is dancing, swimming, music or painting. A gentle, flowing approach to movement suits you now more than strict regimes. Let rest and emotional expression count as part of your wellbeing.',
        reversed:
          'Mood swings or escapist habits may be quietly draining you. Falling in love with a wellness trend and dropping it weeks later can lead to disappointment. Aim for steady, realistic routines, and reach out to a professional if low moods persist.',
      },
    },
  },
  'cups-13': {
    name: 'Queen of Cups',
    keywords: {
      upright: ['compassion', 'emotional security', 'intuition', 'nurturing', 'calm presence'],
      reversed: ['self-neglect', 'codependence', 'emotional overwhelm', 'insecurity'],
    },
    meanings: {
      general: {
        upright:
          'Your intuition runs deep and your compassion is steady. You can hold space for other people’s feelings without losing yourself in them. Trust the quiet knowing inside you, and offer your care from a full cup rather than an empty one.',
        reversed:
          'You may be absorbing everyone’s feelings and losing track of your own. Overgiving, emotional overwhelm or a shaky sense of worth can leave you drained and tearful. Turn some of your natural tenderness toward yourself, and set gentle but clear limits.',
      },
      love: {
        upright:
          'Love feels nurturing, emotionally safe and deeply attuned. You sense what your partner needs, and they feel truly seen by you. If you are single, your warmth and emotional maturity will draw kind, thoughtful people toward you quite naturally.',
        reversed:
          'Insecurity or codependence may be shaping the relationship, such as needing constant reassurance or giving up too much of yourself. Caring for someone should never mean disappearing. Rebuild your own sense of self alongside the bond you share.',
      },
      career: {
        upright:
          'Emotional intelligence is your greatest strength at work. Counseling, care, creative fields or leadership that truly listens all suit you now. Trust your read on people and situations, and let empathy and calm set the tone for those around you.',
        reversed:
          'You might be carrying everyone’s problems at work, or letting your feelings cloud your judgment in decisions. Burnout from constant caretaking is a real risk. Set boundaries, delegate where you can, and remember your own workload deserves care too.',
      },
      money: {
        upright:
          'Intuition and care guide you toward sensible choices, such as supporting loved ones while building your own security. You can be generous without being careless. Trust your instincts about people and offers, then confirm them with facts.',
        reversed:
          'Emotional spending, or lending to others at your own expense, may be straining your finances. Feeling responsible for everyone can blur healthy boundaries. Protect your own stability first, then decide calmly what you are genuinely able to give.',
      },
      health: {
        upright:
          'Emotional balance is feeding your physical energy. Restful activities, time near water and nurturing routines such as a warm bath or journaling serve you well. Listen to your body’s quieter signals and respond with kindness instead of criticism.',
        reversed:
          'Emotional exhaustion may be affecting your sleep, appetite or energy levels. You may be caring for everyone except yourself. Rest without guilt, ask for practical help, and consider speaking with a counselor or doctor if you feel overwhelmed.',
      },
    },
  },
  'cups-14': {
    name: 'King of Cups',
    keywords: {
      upright: ['emotional balance', 'diplomacy', 'calm wisdom', 'generosity'],
      reversed: ['suppressed feelings', 'manipulation', 'moodiness', 'volatility'],
    },
    meanings: {
      general: {
        upright:
          'You can feel deeply and still act wisely. This card asks you to stay steady amid emotional waves, offering calm counsel to yourself and to others. When you balance heart and head, people trust you to guide them through difficult waters.',
        reversed:
          'Feelings pushed down for too long may surface as coldness, moodiness or sudden outbursts. Someone may be using emotional pressure to steer a situation. Acknowledge what you actually feel, and take a breath so that you respond rather than react.',
      },
      love: {
        upright:
          'A mature, caring and emotionally steady partner, or that quality growing in you, supports the relationship. Disagreements can be settled calmly and kindly. Offer patience and generosity, and let reliability become its own quiet form of romance.',
        reversed:
          'Emotional distance, unpredictable moods or subtle manipulation may be unsettling your love life. One of you may be hiding real feelings behind a calm face. Encourage honest conversation, and do not accept guilt-tripping or control as the price of love.',
      },
      career: {
        upright:
          'Diplomatic leadership and emotional intelligence help you handle both people and pressure. You may be called on as a mentor or mediator. Keep your composure, listen well, and make decisions that combine compassion with clear reasoning.',
        reversed:
          'Stress may be leaking out as irritability, or someone in charge relies on charm or guilt to get their way. Avoid making major decisions while you are upset. Push for fair processes and address conflicts directly, calmly and in good time.',
      },
      money: {
        upright:
          'Calm, balanced decisions serve you best right now. Generosity toward others is fine when it is measured and sustainable. Consult trusted advisers when stakes are high, and keep emotions from driving big moves such as major purchases or investments.',
        reversed:
          'Decisions driven by panic, guilt or wounded pride may cause financial trouble. Someone could be using emotional pressure to sway your choices. Pause, gather the facts, and make your decision only once you feel steady and clear-headed again.',
      },
      health: {
        upright:
          'Emotional steadiness supports your overall wellbeing. Practices such as meditation, swimming or slow breathing help you meet stress calmly. Keep a balanced routine, and treat your emotional health with the same respect you give your physical health.',
        reversed:
          'Suppressed stress may show up as tension, poor sleep or coping habits that do more harm than good. Numbing feelings does not dissolve them. Find safe outlets, such as movement or honest conversation, and talk to a professional if your mood is hard to manage.',
      },
    },
  },
};
