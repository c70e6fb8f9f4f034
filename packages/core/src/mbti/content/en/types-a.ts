/** English type profiles, part one: the eight introverted types. */
import type { TypeContent } from '../types-shape';

export const TYPES_EN_A: Pick<
  TypeContent,
  'ISTJ' | 'ISFJ' | 'INFJ' | 'INTJ' | 'ISTP' | 'ISFP' | 'INFP' | 'INTP'
> = {
  ISTJ: {
    nickname: 'The Lighthouse Keeper',
    tagline:
      'You keep the light burning through every kind of weather, so others can find their way home.',
    summary:
      'You tend to be the person who quietly makes things work. Where others see a vague plan, you see the steps, the dates and the details that could slip through the cracks, and you often take care of them before anyone notices they were at risk. Promises matter to you; when you say you will do something, it usually gets done.\n\nYou may not announce your loyalty, but it shows in how consistently you turn up. You often trust what has been tested over what merely sounds exciting, and you like to understand a system thoroughly before changing it. Underneath the calm there is usually a dry humour, and a deep, private care for the people and places you call your own.',
    strengths: [
      'Dependability: People often relax when you are in charge, because they know the details will not be forgotten.',
      'Thoroughness: You may notice the small error on page twelve that everyone else skimmed past.',
      'Steady judgement: You tend to weigh facts and past experience before deciding, so hype rarely sweeps you along.',
      'Quiet loyalty: Once someone has earned your trust, you often stand by them for years.',
      'Patience with process: You can keep a long, unglamorous task moving until it is properly finished.',
    ],
    blindSpots: [
      'Rigid routines: When a familiar way of doing things is disrupted, you may resist the change before giving it a fair look.',
      'Unspoken feelings: You might show care through actions and forget that some people also need to hear it in words.',
      'High standards for others: Expecting everyone to work as carefully as you can leave you quietly frustrated or overloaded.',
      'Carrying too much alone: You may take on extra duties rather than ask for help, and then wear yourself thin.',
      'Quick to dismiss the untested: Some new ideas deserve a trial run before they have a track record.',
    ],
    relationships:
      'In love and friendship, you often show devotion through reliability: remembering the appointment, fixing the dripping tap, arriving exactly when you said you would. You may take time to open up, and you tend to prefer a few long friendships to a wide circle. What you usually need is honesty, respect for your routines and someone who does not mistake your calm for coldness. What you give in return is rare: a steady presence a person can build a life around, and a loyalty that does not waver when things get hard.',
    work: 'You often work best with clear expectations, a defined area of responsibility and enough quiet to concentrate. You tend to shine where accuracy matters and your follow-through is noticed, and you may appreciate managers who give straight feedback rather than vague encouragement. Sudden changes of direction without explanation can frustrate you, but once you understand the reason, you are often the one who makes the new plan actually work.',
    careers: [
      'Accountant or auditor',
      'Project coordinator',
      'Quality assurance specialist',
      'Records or data manager',
      'Civil or structural engineer',
      'Pharmacist',
      'Operations analyst',
      'Compliance officer',
    ],
    growth: [
      'Make one small, low-stakes change to your routine each month, and notice what it teaches you.',
      'This week, tell someone you care about, in words, one thing you appreciate about them.',
      'Before you take on an extra task, pause and ask whether someone else could share it.',
      'When a new idea sounds unworkable, list two ways it might succeed before listing why it might fail.',
    ],
  },
  ISFJ: {
    nickname: 'The Gentle Evening Star',
    tagline:
      'You are the first light to appear as the day grows tired, quietly keeping others company.',
    summary:
      'You often notice what people need before they ask. You may remember how a friend takes their tea, which colleague is having a hard week and whose birthday is coming up, and you tend to act on those details in small, thoughtful ways. Care, for you, is practical: a meal dropped off, a problem quietly solved, a message at just the right moment.\n\nYou usually value harmony, tradition and the comfort of things that last. You may be more observant and more capable than you let on, and people who know you well often discover a surprising firmness beneath the gentleness, especially when someone you love is being treated unfairly.',
    strengths: [
      'Attentive care: You often pick up on small signs that someone is struggling and respond with real kindness.',
      'Reliability: When you promise to help, people can usually count on you to follow through.',
      'A memory for what matters: You tend to remember the details that make others feel seen.',
      'Patience: You can stay calm and supportive through long, slow situations that would exhaust others.',
      'Quiet strength: You may be gentle in manner, yet firm and brave when protecting the people you love.',
    ],
    blindSpots: [
      'Saying yes too often: You might agree to requests out of kindness and end up stretched far too thin.',
      'Hidden needs: You may hope others will notice what you need rather than telling them directly.',
      'Avoiding conflict: Keeping the peace can sometimes mean letting a real problem grow in silence.',
      "Self-criticism: You may be far harsher with your own small mistakes than you would ever be with a friend's.",
      'Wariness of change: Unfamiliar situations can feel unsettling, even when they could be good for you.',
    ],
    relationships:
      'You tend to love in a steady, attentive way, making home feel safe and remembering the little things that keep a bond warm. Friends often turn to you when life gets heavy, because you listen without judging and show up with something practical. What you may need most is appreciation spoken out loud, and a partner or friend who notices when you are tired and takes care of you in return. Given that, your loyalty can run very deep and last a lifetime.',
    work: 'You often work best in a stable, cooperative setting where your contribution clearly helps someone. You tend to be organised and careful, and you may take pride in being the person who keeps things running smoothly behind the scenes. Harsh criticism or constant conflict can drain you, while a sincere thank-you from someone whose day you made easier can keep you going for weeks.',
    careers: [
      'Nurse or care worker',
      'Primary school teacher',
      'Librarian or archivist',
      'Administrative coordinator',
      'Social services caseworker',
      'Dietitian',
      'Human resources assistant',
      'Veterinary nurse',
    ],
    growth: [
      'Practise saying "Let me check and get back to you" instead of an instant yes.',
      'Name one of your own needs to someone you trust, plainly and without apologising.',
      'When something bothers you, raise it within a day or two rather than waiting for it to pass.',
      'Each evening, write down one thing you did well, to balance the voice that only notices mistakes.',
    ],
  },
  INFJ: {
    nickname: 'The Midnight Confidant',
    tagline: 'You are the one people talk to after midnight, when only the truest things get said.',
    summary:
      'You often sense what lies beneath the surface: the worry behind a joke, the pattern behind a string of events, the direction a situation is quietly heading. You may be reserved at first, yet people frequently find themselves telling you things they have told no one else. Meaning matters deeply to you, and you tend to want your life and work to serve something larger than yourself.\n\nYou can combine imagination with a surprising amount of determination. When you believe in something, you may work on it patiently for years. At the same time, you often need generous time alone to sort through everything you have absorbed, and you may feel most yourself in deep one-to-one conversations rather than in crowds.',
    strengths: [
      "Deep insight: You often understand people's motives and feelings with unusual accuracy.",
      'Quiet conviction: Once you commit to a cause or a person, you can be remarkably persistent.',
      'Warm listening: People may feel safe with you, because you listen for what they mean as well as what they say.',
      'Long-range vision: You tend to see where things could lead and plan with the future in mind.',
      'Expressive depth: You may be able to turn complex feelings into words, images or ideas that move others.',
    ],
    blindSpots: [
      'Perfect pictures: Reality rarely matches the ideal in your mind, which can leave you quietly disappointed.',
      'Vanishing without a word: When overwhelmed, you might withdraw suddenly and leave others confused.',
      "Absorbing others' moods: You may take on so much of other people's emotion that you lose track of your own.",
      'Reluctance to ask for help: You might give support freely yet find it hard to receive.',
    ],
    relationships:
      'You tend to look for depth rather than breadth, and a few close, honest bonds may matter more to you than a busy social life. In love, you often bring loyalty, tenderness and a real wish to help your partner grow. What you may need in return is someone who respects your need for quiet, shares at least some of your values and is willing to talk about what truly matters. Small talk can tire you, but one sincere conversation can refill you for days.',
    work: 'You often work best when the work means something to you and you can see its effect on people. You may prefer quiet time to think before you contribute, and you tend to do excellent work when given room to plan and shape something from start to finish. Office politics and empty busywork can drain you quickly, while a clear, human purpose can bring out extraordinary focus.',
    careers: [
      'Counsellor or therapist',
      'Writer or editor',
      'Teacher or curriculum designer',
      'User researcher',
      'Non-profit programme manager',
      'Psychologist',
      'Learning and development specialist',
      'Community health worker',
    ],
    growth: [
      'Share a half-finished idea with someone you trust instead of waiting until it feels perfect.',
      'When you need to withdraw, send a short message saying so, so that no one takes your silence personally.',
      'Book regular time alone as a fixed appointment rather than something you earn once you are exhausted.',
      'Ask a friend for a small favour this week, and practise simply saying thank you.',
    ],
  },
  INTJ: {
    nickname: 'The Night Cartographer',
    tagline: 'You chart the far edges of the map while everyone else is still watching their feet.',
    summary:
      'You often think in systems and long timelines. Where others see a single problem, you may see how it connects to ten others and what a better design would look like. You tend to trust your own analysis, enjoy sharpening your understanding and feel restless when something is done inefficiently simply because "that is how it has always been".\n\nYou may come across as reserved or even aloof, but your inner world is usually busy with plans, questions and quiet ambitions. You often value competence, honesty and independence, in yourself and in others. When something truly captures your interest, you can pursue it with a focus and patience that surprise the people around you.',
    strengths: [
      'Strategic thinking: You often see several moves ahead and can plan a clear route to a distant goal.',
      'Independent mind: You tend to reach your own conclusions rather than follow the crowd.',
      'Drive to improve: You may spot the weak points in a system and feel genuinely motivated to fix them.',
      'Focused learning: When a subject grabs you, you can master it in remarkable depth.',
      'Straightforward honesty: People usually know where they stand with you, and many come to value that.',
    ],
    blindSpots: [
      'Impatience with inefficiency: You might dismiss people or ideas too quickly when they fall short of your standards.',
      'Overlooking feelings: Logic can feel so clear to you that you forget others need to feel heard before they agree.',
      'Over-planning: You may keep refining a plan when starting, and learning along the way, would serve you better.',
      'Going it alone: Independence can turn into reluctance to share credit, control or vulnerability.',
    ],
    relationships:
      'You may approach relationships thoughtfully and take commitment seriously, even if you are slow to show emotion. You often bring loyalty, honesty and a real interest in helping the people you love reach their goals. What you tend to need is a partner or friend who can match you in conversation, gives you space to think and says what they mean instead of playing games. Once someone has earned your trust, you may reveal a warmth and playfulness few others get to see.',
    work: 'You often work best with autonomy, a challenging problem and colleagues who value competence over politics. You tend to enjoy designing systems, setting long-term direction and improving how things are done. Micromanagement, vague goals or endless meetings can frustrate you, while a clear mandate and the freedom to do things well can bring out your most original work.',
    careers: [
      'Software engineer or systems analyst',
      'Research scientist',
      'Strategy consultant',
      'Urban planner',
      'Data scientist',
      'Economist',
      'Product strategist',
      'University lecturer',
    ],
    growth: [
      "Before giving critique, name one thing that genuinely works in the other person's idea.",
      'Release a rough version of your next project early and let feedback refine it.',
      'Ask someone how a decision affects them, and listen without planning your reply.',
      'Share one personal worry or hope with a person you trust this month.',
    ],
  },
  ISTP: {
    nickname: 'The Starship Mechanic',
    tagline:
      'Hand you a broken engine and a quiet afternoon, and you will usually have it humming again.',
    summary:
      'You often understand the world by taking it apart and putting it back together. You may be calm in a crisis, quick to size up what is actually going on and happiest when you can solve a real problem with your hands or your head. Theory with no practical use can bore you, but a tricky, concrete challenge can hold your attention for hours.\n\nYou tend to value freedom and dislike being told exactly how to do things. You may be private about your feelings and easygoing on the surface, yet observant, curious and quietly adventurous underneath. People often discover that you are the most useful person in the room when something suddenly goes wrong.',
    strengths: [
      'Practical problem-solving: You often find a workable fix quickly, using whatever tools are at hand.',
      'Calm under pressure: In an emergency, you may become more focused rather than more anxious.',
      'Hands-on skill: You tend to learn fast by doing and can become genuinely expert at a craft.',
      'Clear-eyed logic: You usually judge situations by how things actually work, not by how they are presented.',
      'Easygoing independence: You give others space and rarely create unnecessary drama.',
    ],
    blindSpots: [
      'Keeping feelings private: People close to you may struggle to know what you are thinking or feeling.',
      'Restlessness with routine: Repetitive tasks or long commitments can feel confining, so your interest may fade.',
      'Acting before discussing: You might fix something your own way without checking whether others agree.',
      'Appetite for risk: The thrill of a challenge can occasionally lead you to underestimate real dangers.',
    ],
    relationships:
      'You often show affection through actions and shared experiences rather than long conversations: teaching someone a skill, fixing their bike, suggesting a trip on the spur of the moment. You may value partners and friends who give you plenty of freedom and do not ask for constant emotional check-ins. At the same time, you can be deeply loyal and surprisingly attentive. What helps most is someone patient enough to let you open up at your own pace, who also enjoys doing things side by side.',
    work: 'You often work best when you have real problems to solve, freedom over your methods and tangible results to show for your effort. You may prefer roles that involve tools, systems or fieldwork over long hours of meetings. Rules that make no practical sense can frustrate you, while a team that trusts your judgement and lets you troubleshoot can make you indispensable.',
    careers: [
      'Mechanical or electrical technician',
      'Engineer',
      'Paramedic',
      'Pilot',
      'Forensic analyst',
      'Software developer',
      'Carpenter or craftsperson',
      'Cybersecurity specialist',
    ],
    growth: [
      'Once a week, tell someone close to you one thing you are feeling, even briefly.',
      'Before fixing a shared problem, ask one question about how others would like it done.',
      'Pick one long-term commitment and break it into small, hands-on milestones to keep it interesting.',
      'When you feel the pull of a risky thrill, run a quick check of what could go wrong first.',
    ],
  },
  ISFP: {
    nickname: 'The Moonlight Painter',
    tagline:
      'You notice the silver edge on ordinary things, and the world is a little more beautiful with you in it.',
    summary:
      'You often experience life through your senses and your values: colours, textures, music, the mood of a room, the kindness or unkindness in a single sentence. You may express yourself more easily through what you make or do than through what you say, and you tend to live by a quiet inner code that matters deeply to you.\n\nYou usually prefer freedom to rules and the present moment to distant plans. You may seem gentle and reserved, yet you can be passionate and surprisingly bold when something touches your heart. You tend to accept people as they are, and many feel more at ease around you because you rarely push them to be anything else.',
    strengths: [
      'Aesthetic sense: You often notice beauty and detail that others miss, and you may create it with ease.',
      'Authenticity: You tend to live by your own values rather than to impress anyone.',
      'Gentle acceptance: People can usually be themselves around you without fear of judgement.',
      'Presence: You may be able to savour experiences fully and help others slow down.',
      'Quiet courage: When something matters to you, you can stand up for it with surprising firmness.',
    ],
    blindSpots: [
      'Putting off the long view: Focusing on today may leave you unprepared for practical demands later.',
      'Taking criticism to heart: Even gentle feedback might feel personal and linger longer than it should.',
      'Silent withdrawal: You may pull away when hurt instead of saying what is wrong.',
      'Underselling yourself: You might play down your talents and let others take the spotlight you have earned.',
    ],
    relationships:
      'You often love in a tender, attentive way, showing care through small gestures, shared experiences and gifts that are perfectly chosen. You may need time before you trust someone with your inner world, and you tend to value partners and friends who are kind, unhurried and respectful of your independence. Pressure and harsh words can make you retreat, but patience and warmth can bring out a playful, devoted side. With the right people, you can make ordinary days feel quietly special.',
    work: 'You often work best with flexibility, room for creativity and a sense that your work reflects your values. You may prefer hands-on tasks and visible results to abstract planning, and you tend to do well in supportive, low-conflict teams. Rigid schedules, cut-throat competition or work that feels meaningless can drain you, while the freedom to make something beautiful or useful can bring out your finest effort.',
    careers: [
      'Graphic or interior designer',
      'Photographer or illustrator',
      'Chef or pastry cook',
      'Physiotherapist or massage therapist',
      'Florist or garden designer',
      'Animal care worker',
      'Musician',
      'Fashion designer',
    ],
    growth: [
      'Set one small goal for the next three months and check on it every two weeks.',
      'When feedback stings, wait a day, then ask yourself which part of it might be useful.',
      'Once, gently, say "That hurt me" out loud instead of quietly stepping back.',
      'Share something you made with a wider audience than you normally would.',
    ],
  },
  INFP: {
    nickname: 'The Wishing Star',
    tagline:
      'You keep hoping on behalf of others long after they have stopped making wishes for themselves.',
    summary:
      'You often live by a deep inner compass. Questions of what is right, what is true and what would make life more meaningful may occupy you far more than you show. You tend to see the best in people and the possibilities in situations, and you can be moved very deeply by a story, a piece of music or a single act of kindness.\n\nYou may appear calm and easygoing, but your inner life is usually rich, imaginative and full of feeling. You often want your work and relationships to reflect who you really are, and you can become surprisingly determined when one of your core values is at stake. Given room to explore, you may find fresh ways to say what others struggle to put into words.',
    strengths: [
      'Idealism: You often believe that things and people can be better, and that belief can inspire others.',
      'Empathy: You may sense what others feel with great sensitivity, even when they say little.',
      'Creativity: You tend to find original ways to express ideas, through words, art or unusual solutions.',
      'Integrity: You usually try hard to act in line with your values, even when it is inconvenient.',
      'Open-mindedness: You can accept different perspectives and people without rushing to judge.',
    ],
    blindSpots: [
      'A harsh inner critic: You may hold yourself to ideals so high that nothing you do ever feels enough.',
      'Avoiding practicalities: Forms, budgets and deadlines might slide while you focus on what inspires you.',
      'Taking things personally: Criticism of your work can feel like criticism of your whole self.',
      'Living in daydreams: Imagining the perfect outcome may sometimes replace taking the first small step.',
    ],
    relationships:
      "You tend to seek relationships with real emotional depth, and you may imagine an ideal partner long before you meet one. In love and friendship, you often bring devotion, gentleness and an unusual ability to understand someone's inner world. What you usually need is acceptance of your sensitivity, space to be alone with your thoughts and a partner who values honesty and growth. When you feel safe, you can be playful, affectionate and fiercely loyal.",
    work: 'You often work best when the work feels meaningful and in tune with your values. You may thrive with creative freedom, a flexible structure and colleagues who treat one another kindly. Purely competitive, impersonal or rule-bound settings can leave you feeling hollow, while a cause you believe in can unlock steady, original and heartfelt effort.',
    careers: [
      'Writer, poet or content creator',
      'Counsellor or social worker',
      'Illustrator or animator',
      'Teacher of languages or the arts',
      'Non-profit worker',
      'Librarian',
      'UX writer or designer',
      'Occupational therapist',
    ],
    growth: [
      'Turn your biggest dream into one action you can take this week, however small.',
      'Keep a simple weekly slot for practical tasks such as bills and emails.',
      'When criticised, separate the feedback on your work from your sense of your own worth.',
      'Speak to yourself about a mistake in the same kind words you would use for a friend.',
    ],
  },
  INTP: {
    nickname: 'The Stardust Theorist',
    tagline: 'You wonder how the universe fits together, one curious question at a time.',
    summary:
      'You often enjoy ideas for their own sake. You may spend hours following a question down a winding path, testing theories in your head and noticing inconsistencies others pass over. Precision matters to you; you tend to prefer the exact word, the accurate model and the explanation that actually holds up.\n\nYou may come across as quiet or distracted, yet your mind is usually busy with patterns, possibilities and "what if" scenarios. You often value independence and intellectual honesty, and you can be wonderfully playful and witty with people who share your interests. When you find a problem worth solving, your focus and originality can be remarkable.',
    strengths: [
      'Analytical depth: You often break complex problems down and find the logic underneath.',
      'Original thinking: You may come up with solutions no one else would have considered.',
      'Intellectual honesty: You tend to follow the evidence, even when it contradicts what you hoped.',
      'Curiosity: Almost any topic can become fascinating once you start asking how it works.',
      'Calm objectivity: You can usually stay level-headed when discussions get heated.',
    ],
    blindSpots: [
      'Unfinished projects: Once the puzzle is solved in your head, you may lose interest in completing the work.',
      'Overthinking: Endless analysis can delay decisions that simply need to be made.',
      'Missing emotional cues: You might focus on the content of a conversation and miss how someone is feeling.',
      'Seeming detached: Others may mistake your quietness or critique for a lack of interest in them.',
    ],
    relationships:
      "You tend to value relationships where you can be yourself without pretending, talk freely about ideas and enjoy a comfortable silence. You may not express feelings easily, but you often show care through curiosity, honest advice and genuine interest in the other person's mind. What you usually need is a partner or friend who is patient, values independence and does not take your need for space personally. In return, you can offer loyalty, humour and a refreshingly non-judgemental perspective.",
    work: 'You often work best with complex problems, independence and time to think deeply. You may thrive where ideas and accuracy are rewarded rather than office politics or rigid procedure. Repetitive tasks, strict hierarchies and pressure to decide before you have understood something can frustrate you, while an intriguing puzzle and a flexible schedule can bring out your sharpest, most inventive work.',
    careers: [
      'Software developer',
      'Mathematician or statistician',
      'Research scientist',
      'Philosopher or academic',
      'Systems analyst',
      'Game designer',
      'Technical writer',
      'Data analyst',
    ],
    growth: [
      'Choose one project and commit to finishing a complete, imperfect version.',
      'Set a deadline for a decision, and when it arrives, decide with the information you have.',
      'In conversation, ask "How did that feel?" at least once before offering analysis.',
      'Tell people directly that you appreciate them, since they may not read it in your silence.',
    ],
  },
};
