/** English type profiles, part two: the eight extraverted types. */
import type { TypeContent } from '../types-shape';

export const TYPES_EN_B: Pick<
  TypeContent,
  'ESTP' | 'ESFP' | 'ENFP' | 'ENTP' | 'ESTJ' | 'ESFJ' | 'ENFJ' | 'ENTJ'
> = {
  ESTP: {
    nickname: 'The Meteor Rider',
    tagline: 'You streak across the sky while everyone else is still reading the forecast.',
    summary:
      'You often learn best by jumping in. You may read a room in seconds, spot openings others miss and act while everyone else is still weighing the options. Life, to you, tends to be something to experience first-hand rather than discuss in theory, and you may bring energy, humour and nerve wherever you go.\n\nYou are usually practical and quick-witted, with a knack for handling whatever the moment throws at you. Long meetings and abstract arguments may make you restless, but in a crisis or a fast-moving situation you can come fully alive. Beneath the confidence, you often have a sharp eye for people and a loyal streak toward those who keep up with you.',
    strengths: [
      'Quick reactions: You can often respond to a changing situation faster than anyone else.',
      'Boldness: You may be willing to take the first step when others hesitate.',
      'Keen observation: You tend to notice the details in people and places that reveal what is really going on.',
      'Practical persuasion: You can often explain things in a direct, convincing way that gets people moving.',
      'Lively energy: Your sense of fun may make hard work and awkward moments feel lighter.',
    ],
    blindSpots: [
      'Skipping preparation: You might leave out the groundwork that would make your bold moves succeed.',
      'Risk-taking: The thrill of the moment can occasionally outweigh careful thought about consequences.',
      'Bluntness: Your directness may land harder than you intended with more sensitive people.',
      'Short patience for long goals: Projects that take months to pay off can lose your interest.',
    ],
    relationships:
      'You tend to bring excitement, spontaneity and generosity to relationships, and you may love sharing new experiences with the people close to you. You often show care by doing: turning up, sorting out problems, planning the next adventure. What you usually need is a partner or friend who enjoys some unpredictability, gives you freedom and speaks to you directly rather than dropping hints. Learning to stay with slower, deeper conversations about feelings can make your bonds stronger and longer-lasting.',
    work: 'You often work best in fast-paced, hands-on settings where results are visible and decisions are needed quickly. You may thrive on negotiation, troubleshooting and variety, and you tend to prefer freedom over rigid procedure. Long stretches of paperwork or slow approvals can drain you, while a live problem, a target to hit and room to improvise can bring out your best.',
    careers: [
      'Sales or business development',
      'Paramedic or firefighter',
      'Sports coach or athlete',
      'Live events producer',
      'Police or security officer',
      'Small business owner',
      'Estate agent',
      'Construction site manager',
    ],
    growth: [
      'Before a big decision, spend ten minutes writing down the plan and its main risks.',
      'Pick one long-term goal and track small weekly steps so your progress stays visible.',
      'When someone seems hurt by your words, ask about it rather than moving on quickly.',
      'Practise staying in a slow conversation for a while without steering it toward action.',
    ],
  },
  ESFP: {
    nickname: 'The Firework Star',
    tagline: 'You light up the night so that everyone looks up and remembers how to enjoy it.',
    summary:
      'You often bring warmth and energy into any room. You may have a gift for making people laugh, noticing who feels left out and turning an ordinary evening into something memorable. You tend to live fully in the present, enjoying good food, music, style and company, and you may be the first to suggest doing something fun.\n\nUnder the sparkle, you are usually practical and observant, with a strong sense of what people need right now. You can be remarkably generous with your time and attention. Heavy theory and drawn-out quarrels may not appeal to you, but when a friend is struggling, you often turn up with exactly the kind of comfort that helps.',
    strengths: [
      'Warmth: People often feel welcome and at ease the moment they meet you.',
      'Spontaneity: You may turn plain moments into fun ones, helping others enjoy life more.',
      'Practical kindness: You tend to notice what someone needs and provide it straight away.',
      'Social ease: You can usually connect quickly with very different people.',
      'Resilience: You often bounce back from setbacks and find the bright side without denying the hard parts.',
    ],
    blindSpots: [
      'Dodging difficult topics: You might change the subject when a conversation becomes uncomfortable.',
      'Short-term focus: Planning for the future can feel dull, which may create stress later.',
      'Sensitivity to criticism: Negative feedback can sting more than you let on.',
      'Easily distracted: New and exciting options may pull you away from promises you have already made.',
    ],
    relationships:
      'You tend to be an affectionate, generous partner and friend who loves creating shared memories. You often express love through experiences, playful attention and practical help. What you may need is someone who enjoys your energy, joins in the fun and also appreciates your depth. You usually flourish with people who give warm, honest feedback rather than cold criticism. Learning to stay with serious talks a little longer can help your closest relationships feel even more secure.',
    work: 'You often work best with people, variety and a lively atmosphere. You may excel in roles where you can use your charm, read what people want and respond in real time. Solitary, repetitive desk work can drain you, while a team that values enthusiasm and a job that involves helping, performing or hosting can make you shine.',
    careers: [
      'Event planner',
      'Performer or presenter',
      'Hospitality or tourism professional',
      'Fitness instructor',
      'Early-years educator',
      'Personal stylist',
      'Customer experience specialist',
      'Flight attendant',
    ],
    growth: [
      'Set up one automatic saving or planning habit so that the future takes care of itself a little.',
      'When a hard conversation starts, take a breath and stay with it for five more minutes.',
      'Ask someone you trust for feedback, and treat it as information rather than a verdict.',
      'Finish one commitment before saying yes to the next exciting invitation.',
    ],
  },
  ENFP: {
    nickname: 'The Aurora Chaser',
    tagline:
      'You follow every shimmer of possibility across the sky, and bring others along for the view.',
    summary:
      'You often see possibilities everywhere: in people, in ideas, in a chance conversation on a train. You may be curious, enthusiastic and quick to spot connections others miss, and you tend to bring warmth and imagination to whatever you do. New beginnings can energise you, and your excitement is often contagious.\n\nBeneath the sparkle, you usually care deeply about authenticity and meaning. You may want to understand what makes each person unique and encourage them to become more fully themselves. Routine can feel stifling and you may juggle many interests at once, but when you find a purpose that matters to you, your creativity and persistence can surprise everyone, yourself included.',
    strengths: [
      'Enthusiasm: Your energy may lift a room and get people excited about what is possible.',
      'Creative connections: You often link ideas from different fields in fresh, inventive ways.',
      'Warm perception: You tend to sense what people need and what they could become.',
      'Adaptability: You can usually change direction quickly when new information appears.',
      'Encouragement: Many people feel braver after talking with you.',
    ],
    blindSpots: [
      'Scattered focus: With so many interesting options, you might start more projects than you finish.',
      'Overcommitment: Saying yes to everything can leave you exhausted and stretched.',
      'Dislike of routine: Necessary admin may be postponed until it becomes urgent.',
      'Emotional highs and lows: Your strong feelings can swing quickly when things go well or badly.',
    ],
    relationships:
      "You often bring affection, curiosity and a sense of adventure to relationships. You may love deep, late-night conversations and enjoy discovering every layer of someone's personality. What you usually need is a partner or friend who supports your dreams, gives you room to grow and is honest with you in a kind way. Their steadiness can help ground you, while your warmth and encouragement can help them see themselves in a brighter light.",
    work: 'You often work best in creative, flexible settings where you can explore ideas and work with people. You may thrive on brainstorming, launching new projects and inspiring a team. Rigid rules, repetitive tasks and strict hierarchies can drain you, while variety, collaboration and work that fits your values can unlock your full creativity.',
    careers: [
      'Journalist or content creator',
      'Brand or marketing strategist',
      'Coach or counsellor',
      'Teacher or trainer',
      'Actor or performer',
      'Community organiser',
      'Product or UX designer',
      'Recruiter',
    ],
    growth: [
      'Limit yourself to three active projects at a time, and finish one before adding another.',
      'Give admin a fixed half-hour slot each week so that it never piles up.',
      'Before saying yes, ask yourself what you would need to drop to make room.',
      'When emotions run high, sleep on it before making a big decision.',
    ],
  },
  ENTP: {
    nickname: 'The Comet Inventor',
    tagline: 'You blaze in from an unexpected direction and leave the sky rearranged behind you.',
    summary:
      'You often love ideas that challenge the usual way of doing things. You may enjoy a lively argument, ask "Why not?" and find loopholes or clever shortcuts others overlook. Your mind tends to move quickly, jumping from one possibility to the next, and you can be a fountain of inventive solutions when a problem catches your curiosity.\n\nYou are usually confident, witty and energised by a battle of wits. You may test an idea by arguing both sides, which can surprise people who mistake playfulness for disagreement. Routine and repetition can bore you, but a genuinely new challenge, especially one that others say cannot be done, may bring out your most brilliant and determined self.',
    strengths: [
      'Inventiveness: You often generate original solutions and see unusual angles.',
      'Quick thinking: You can usually absorb new information and adapt your argument on the spot.',
      'Fearless questioning: You may be willing to challenge assumptions others are afraid to touch.',
      'Charisma: Your humour and energy tend to make ideas exciting to others.',
      'Broad knowledge: Your curiosity often leads you to know a surprising amount about many subjects.',
    ],
    blindSpots: [
      'Arguing for sport: Others might feel criticised or worn out when you challenge ideas just for fun.',
      'Dropping the follow-through: You may lose interest once the exciting part of a project is over.',
      'Overlooking details: Big-picture excitement can lead you to skip steps that matter.',
      'Testing limits: Pushing against rules and people can occasionally cost you trust you did not mean to lose.',
    ],
    relationships:
      'You tend to bring excitement, humour and endless conversation to relationships. You may love partners and friends who can keep up with your ideas, push back and share your appetite for new experiences. What you usually need is someone secure enough not to take your playful arguments personally, and patient with your changing enthusiasms. In return, you can be a generous, growth-minded companion who encourages others to think bigger and take brave steps.',
    work: 'You often work best where innovation is valued, rules are flexible and problems are complex. You may excel at brainstorming, strategy and getting new ventures off the ground. Repetitive tasks and rigid bureaucracy can frustrate you, while a team that welcomes bold ideas, and lets others handle some of the details, can help you thrive.',
    careers: [
      'Start-up founder or product lead',
      'Lawyer',
      'Innovation consultant',
      'Journalist or broadcaster',
      'Creative director',
      'Inventor or engineer',
      'Policy analyst',
      'Marketing strategist',
    ],
    growth: [
      'Before challenging an idea, ask whether the other person wants a discussion or support right now.',
      'Team up with someone detail-minded and agree in advance who finishes what.',
      'Commit to seeing one project through to the end, including the dull final steps.',
      'Notice when you are arguing to win rather than to learn, and switch to asking questions.',
    ],
  },
  ESTJ: {
    nickname: 'The Orbit Keeper',
    tagline: 'You keep everything moving in its proper orbit, right on schedule.',
    summary:
      'You often bring order to chaos. You may see what needs to be done, who should do it and by when, and then make sure it actually happens. You tend to value responsibility, clear rules and honest effort, and people frequently rely on you to organise teams, events and family life.\n\nYou are usually direct and practical, preferring facts and proven methods to vague speculation. You may be the first to step forward when things are drifting, and you often hold yourself to the same high standards you set for others. Beneath the brisk efficiency, you usually care deeply about your community and feel proud when everyone can count on the systems you have built.',
    strengths: [
      'Organisation: You often turn messy situations into clear plans, schedules and systems.',
      'Decisiveness: You can make practical decisions quickly, so things keep moving.',
      'Reliability: People usually trust that you will do what you said, when you said.',
      'Honest directness: You tend to say what you think, which makes expectations clear.',
      'Sense of duty: You may step up for your family, team or community without being asked.',
    ],
    blindSpots: [
      'Inflexibility: You might stick to the usual method even when a new approach would work better.',
      'Impatience with feelings: Emotional conversations can seem inefficient, so others may feel unheard.',
      'Holding the reins too tightly: Wanting things done right could lead you to micromanage.',
      'Overwork: Responsibilities can pile up until you forget to rest.',
    ],
    relationships:
      'You tend to show love through commitment, stability and practical action: planning the holiday, fixing the problem, keeping your word. You may prefer clear expectations and honest communication. What you usually need is a partner or friend who is dependable, respects your traditions and tells you plainly what they feel. When you make room to listen to feelings, not just solve problems, your steady loyalty can become a deep source of security for the people you love.',
    work: 'You often work best in structured settings with clear goals and defined roles. You may excel at managing projects, setting standards and making sure deadlines are met. Disorganisation, unclear responsibilities or people who do not pull their weight can frustrate you, while a team that respects reliable effort and lets you lead can bring out your best.',
    careers: [
      'Operations or project manager',
      'Finance officer or banker',
      'School administrator',
      'Supply-chain manager',
      'Military or police officer',
      'Court administrator',
      'Business consultant',
      'Construction manager',
    ],
    growth: [
      'Ask "What do you think?" before sharing your own solution in a team discussion.',
      'Try one new method this quarter, even if the old one still works.',
      'Hand over a task completely, and check on it no more than once.',
      'Block out rest in your calendar and treat it as seriously as a meeting.',
    ],
  },
  ESFJ: {
    nickname: 'The Sunlit Host',
    tagline:
      'You make every gathering feel like a bright, warm afternoon where everyone has a seat.',
    summary:
      'You often sense the mood of a group and work to make everyone comfortable. You may remember birthdays, organise get-togethers and check on friends who have gone quiet. Harmony, loyalty and looking after one another tend to matter deeply to you, and you are often the glue that holds families, friendships and teams together.\n\nYou are usually practical in your caring: you see what needs doing and you do it. You may value traditions and rituals because they bring people together. Appreciation means a lot to you, and you can be hurt when your efforts go unnoticed. Yet your generosity and warmth often make others feel they truly belong.',
    strengths: [
      'Hospitality: You often make people feel welcome, comfortable and cared for.',
      "Thoughtful organising: You can plan events and routines that meet everyone's needs.",
      'Loyalty: You tend to stick by your people through good times and hard ones.',
      'Social awareness: You usually notice tension or sadness in a group quickly.',
      'Practical help: You may turn sympathy into concrete support straight away.',
    ],
    blindSpots: [
      "Needing approval: You might rely on others' thanks to feel your efforts were worthwhile.",
      'Avoiding conflict: Wanting harmony can lead you to smooth over problems that need discussing.',
      'Overgiving: You may look after everyone else and neglect your own rest.',
      'Attachment to the right way: Firm ideas about how things should be done can feel limiting to others.',
    ],
    relationships:
      'You tend to be a devoted, affectionate partner and friend who remembers the little things and enjoys creating a warm home. You often express love through helpful acts, thoughtful gifts and time spent together. What you usually need is clear appreciation, loyalty and open conversation about feelings. You may feel most at home with people who also value commitment, and who remind you that you deserve the same care you give so freely.',
    work: 'You often work best in cooperative, friendly settings where roles are clear and people support one another. You may excel at coordinating teams, looking after clients and building a positive atmosphere. Cold competition or constant conflict can drain you, while recognition for your contribution and a shared sense of purpose can keep you motivated.',
    careers: [
      'Nurse or healthcare coordinator',
      'Teacher',
      'Event or wedding planner',
      'Human resources specialist',
      'Client relationship manager',
      'Social worker',
      'Office manager',
      'Hospitality manager',
    ],
    growth: [
      'Notice your own needs at the start of each day, and meet one of them first.',
      'Raise a small concern early, while it is still easy to talk about.',
      "Let one plan be done someone else's way without stepping in.",
      'Remind yourself that your worth does not depend on how much you do for others.',
    ],
  },
  ENFJ: {
    nickname: 'The Morning Star Mentor',
    tagline: 'You are the bright point on the horizon that tells others a new day is coming.',
    summary:
      "You often notice the potential in people before they see it themselves. You may be warm, articulate and naturally drawn to helping others grow, whether by guiding a new colleague, encouraging a friend or bringing a community together around a shared goal. People tend to feel seen and motivated around you.\n\nYou usually combine empathy with a talent for organising people and ideas. You may have a clear sense of what would make a group happier or more effective, and you can rally others toward it with sincere enthusiasm. Because you care so much, you may sometimes take on other people's problems as your own, and you might need reminding that your own needs count too.",
    strengths: [
      'Encouragement: You often help people believe in themselves and take the next step.',
      'Communication: You can usually put complex feelings and ideas into words that connect.',
      'Bringing people together: You tend to unite groups around shared goals.',
      'Empathy: You may sense the emotions in a room and respond with care.',
      'Commitment: When you promise something to someone, you follow through.',
    ],
    blindSpots: [
      "Over-involvement: You might take responsibility for other people's choices and feelings.",
      'Neglecting yourself: Focusing on everyone else can leave your own needs unmet.',
      "Idealising people: You may see someone's potential so clearly that you overlook present problems.",
      'Sensitivity to discord: Tension in a group can weigh on you more than you show.',
    ],
    relationships:
      'You tend to invest deeply in relationships, bringing warmth, attention and a genuine wish for the other person to flourish. You may enjoy planning special moments and talking openly about feelings and the future. What you usually need is someone who appreciates your care, is willing to grow with you and looks after you in return. Learning to accept help, and to let loved ones make their own choices, can make your relationships even more balanced and nourishing.',
    work: 'You often work best in collaborative, purpose-driven settings where you can help people develop. You may excel at leading teams, teaching, facilitating and building community. Cold, competitive cultures or work with little human contact can drain you, while a meaningful mission and the chance to support others can bring out your best leadership.',
    careers: [
      'Teacher or trainer',
      'Coach or mentor',
      'People development lead',
      'Counsellor',
      'Non-profit director',
      'Public relations specialist',
      'Community or events organiser',
      'Sales manager',
    ],
    growth: [
      'Ask "Do you want my help, or do you want me to listen?" before stepping in.',
      'Keep one evening a week only for your own rest and interests.',
      "Notice when you are excusing someone's behaviour because of their potential.",
      'Let a small disagreement stay unresolved for a day, and see that the relationship still holds.',
    ],
  },
  ENTJ: {
    nickname: 'The Polestar Captain',
    tagline: 'You fix your eyes on a distant star and steer the whole crew toward it.',
    summary:
      'You often see what could be achieved and feel compelled to make it happen. You may naturally take the helm, set direction and organise people and resources toward ambitious goals. Efficiency, competence and clear thinking tend to matter to you, and you can be energised by hard challenges that others find daunting.\n\nYou are usually confident and direct, comfortable making decisions and taking responsibility for them. You may enjoy strategic conversations, friendly competition and fixing systems that are not working. Beneath the drive, you often care deeply about the people you lead and want them to succeed, even if you show it through high standards and honest feedback rather than soft words.',
    strengths: [
      'Leadership: You often step up naturally and help a group find its direction.',
      'Strategic vision: You can usually see how to get from where things are to where they could be.',
      'Decisiveness: You tend to make clear decisions and act on them quickly.',
      'Efficiency: You may spot waste and streamline a process with ease.',
      'Confidence: Your self-assurance can steady others in uncertain times.',
    ],
    blindSpots: [
      'Impatience: You might push people faster than they are ready to move.',
      'Overlooking emotions: A sharp focus on results can leave others feeling unheard.',
      'Dominating decisions: Your confidence may drown out quieter voices with good ideas.',
      'All work, little rest: Ambition can crowd out rest, relationships and play.',
    ],
    relationships:
      'You tend to take relationships seriously and approach them with commitment and honesty. You may enjoy partners and friends who are independent, capable and willing to challenge you. You often show love by helping others reach their goals and by building a secure future together. What you usually need is someone direct, who respects your ambition and also reminds you to slow down. Making room for vulnerability can bring new depth and warmth to your closest bonds.',
    work: 'You often work best in leadership roles with clear goals, real responsibility and room to improve how things are done. You may excel at strategy, management and turning big visions into concrete plans. Inefficiency, indecision or responsibility without authority can frustrate you, while a challenging mission and a capable team can bring out your most inspiring leadership.',
    careers: [
      'Business leader or manager',
      'Management consultant',
      'Lawyer',
      'Company founder',
      'Programme director',
      'Investment analyst',
      'University administrator',
      'Policy adviser',
    ],
    growth: [
      'In meetings, let others speak first before you share your view.',
      'Ask your team what support they need, not only what they have done.',
      'Plan real rest into your week and protect it as you would a deadline.',
      'Share a doubt or worry with someone you trust rather than always appearing certain.',
    ],
  },
};
