/**
 * English texts for each planet in each sign. Original to Starlit; written separately from
 * the Chinese texts, not translated. Two or three sentences each, 40–70 words.
 */
import type { PlanetInSignText } from '../types';

export const PLANET_IN_SIGN_EN: PlanetInSignText = {
  sun: {
    aries:
      'You come alive at the starting line. With the Sun in Aries, your sense of self is built by doing first and reflecting later, and you feel most like yourself when you are the one who breaks the silence, takes the risk or opens the door. Purpose grows clearer every time you act with courage instead of waiting for permission.',
    taurus:
      'Your identity is rooted in what you can touch, build and keep. A Taurus Sun finds purpose in steadiness: tending something slowly until it flourishes, whether a garden, a craft or a long friendship. People lean on your calm, and you shine brightest when you trust your own pace rather than rushing to match everyone else’s.',
    gemini:
      'Conversation and curiosity are how you come to know yourself. For a Gemini Sun, purpose is less a single destination than a string of bright questions, and you feel most alive linking ideas, people and stories that would never otherwise meet. Your gift is making the world seem larger and more interesting to everyone around you.',
    cancer:
      'Home, in every sense, sits at the center of who you are. The Cancer Sun shines by protecting and nurturing, often noticing what others need before they say a word. You grow into your purpose when your sensitivity becomes a strength instead of a secret, and when you offer yourself the same care you give so freely.',
    leo: 'You are meant to be seen, and there is nothing vain about that. With the Sun in Leo, your identity glows through creativity, generosity and the nerve to show your heart in public. You feel most purposeful making something that carries your signature, and when your warmth helps someone else step into their own light.',
    virgo:
      'Small details that others overlook are where you find yourself. A Virgo Sun weaves purpose through usefulness: improving a process, solving a puzzle, helping something work the way it should. You shine when your high standards serve your joy rather than your inner critic, and when you see that careful, modest acts are real contributions.',
    libra:
      'You discover who you are in the mirror of other people. Fairness, beauty and graceful connection lie at the heart of a Libra Sun, along with a rare talent for seeing every side of a story. You grow most when your own preferences count as much as keeping the peace, and the balance you choose includes you.',
    scorpio:
      'Depth is the forge of your identity. A Scorpio Sun would rather know one truth completely than a hundred things on the surface, and feels most alive when something real is at stake. Your purpose unfolds through transformation: facing what others avoid, releasing what has ended, and rising each time stronger and more honest.',
    sagittarius:
      'At heart you are a seeker. The Sagittarius Sun expands through travel, study, late-night debates and the thrill of a horizon not yet reached. You feel purposeful when you chase meaning rather than mere comfort, and your candid optimism reminds the people around you that life is still wide open.',
    capricorn:
      'You build yourself one solid step at a time. A Capricorn Sun is drawn to goals that take patience, and quietly earns respect by keeping its word and showing up. Your sense of purpose ripens with age; many people with this placement feel younger and freer as the years pass, once achievement feels like a path rather than a test.',
    aquarius:
      'Being unmistakably yourself is how you shine. The Aquarius Sun ties identity to ideas about how things could be better, and feels most alive among friends, causes and communities that share a vision. Your purpose is to bring something fresh into the group, trusting that your difference is exactly what is needed.',
    pisces:
      'Your sense of self is fluid, imaginative and finely tuned to others. A Pisces Sun finds purpose through compassion, art, music or anything that touches something larger than daily life. You flourish when your dreams are given a shape in the real world, and when kind, clear boundaries protect your gentle energy.',
  },
  moon: {
    aries:
      'Feelings arrive fast and hot for you, and leave just as quickly. An Aries Moon needs room to react honestly and to move the body when emotions run high. Comfort often looks like action: tackling a problem head-on soothes you more than talking it over, and a little independence keeps your heart steady.',
    taurus:
      'Emotional security comes to you through the senses; with the Moon in Taurus, a good meal, soft fabric, a familiar routine or a long walk can settle you better than any pep talk. You need loyalty and predictability, and once you feel safe your calm becomes a shelter for everyone nearby. Change goes down easier when you take it slowly.',
    gemini:
      'You make sense of feelings by putting them into words. A Gemini Moon needs conversation, variety and something to think about, and a silent, unchanging day can leave you restless. Journaling, texting a friend or simply talking aloud helps you understand what is going on inside, and the people who comfort you best are curious about your inner world.',
    cancer:
      'The Moon is at home in Cancer, so your emotions run deep and your memory for feeling is long. You need a nest: familiar faces, meaningful objects and a place to retreat without explanation. Caring for others comes instinctively, and you heal fastest when someone looks after you in return, without your having to ask.',
    leo: 'Your heart wants to be recognized: with the Moon in Leo, you feel safest when your affection is received warmly and your efforts are appreciated out loud. Play, creativity and a bit of celebration nourish you deeply. On low days, doing something that lets you shine, even in a small way, often brings your natural warmth back.',
    virgo:
      'Putting things in order is how you soothe yourself. A Virgo Moon feels calmer when the desk is clear, the plan is written and restless energy has a useful task. You show love through practical help and notice needs in fine detail, yet you deserve tenderness even on days when you have not been productive.',
    libra:
      'Harmony is your emotional home; with the Moon in Libra, discord with someone close can unsettle you more than almost anything, while beauty, good company and fairness help you feel whole. You need partnership and gentle exchange. Naming your own feelings, even when they might rock the boat, makes your peace far more lasting.',
    scorpio:
      'You feel everything at full intensity, though you may show only a sliver of it. A Scorpio Moon needs trust, privacy and emotional honesty; shallow reassurance rarely satisfies. Fiercely loyal to the few who earn your confidence, you find that letting feelings move through you, instead of holding them under, turns your depth into resilience.',
    sagittarius:
      'Freedom keeps your heart light: a Sagittarius Moon needs space, movement and something to look forward to, whether a trip, a new idea or a good laugh. When cornered you tend to look for the exit; when free you are endlessly generous. A wider perspective comforts you, and a small adventure can lift a heavy mood.',
    capricorn:
      'Taking responsibility is how you steady yourself; with the Moon in Capricorn, structure and competence feel safe, and you may have learned early to manage your emotions quietly. The care you give is reliable and long-lasting. You grow warmer and lighter when you let yourself be supported, and when rest counts as something you have earned.',
    aquarius:
      'You need emotional breathing room. An Aquarius Moon feels most secure among friends who accept you exactly as you are, quirks included, and who do not crowd you. You often understand a feeling by stepping back and thinking it through, and belonging to a community or cause you believe in feeds your heart as much as private closeness.',
    pisces:
      'Your moods move like tides, and you absorb the feelings in any room. With the Moon in Pisces, solitude, music, water and imagination help you return to yourself. You comfort others with rare gentleness, and your own well-being grows when you notice which emotions are truly yours and let the rest drift back out to sea.',
  },
  mercury: {
    aries:
      'Your mind moves at sprint speed. Mercury in Aries thinks in quick decisions and direct statements, and would rather say what it means than talk around it. You learn best by jumping in, and while your frankness is refreshing, taking one breath before you reply helps your words land as bold rather than sharp.',
    taurus:
      'You think things through thoroughly and rarely change your mind without good reason. Mercury in Taurus gives a practical, grounded intelligence and an unhurried voice people trust. Hands-on learning at your own pace suits you, and once an idea takes root in you it grows strong, so choose your convictions with care.',
    gemini:
      'Mercury rules Gemini, so your mind is nimble, witty and forever collecting. You can follow three conversations at once, pick up languages or jargon quickly and explain almost anything in lively terms. Variety fuels your thinking; the one challenge is finishing some of the many threads you start, so your brilliance leaves a lasting mark.',
    cancer:
      'You think with your memory and your feelings. Mercury in Cancer remembers how something was said as much as what was said, and reads people through the emotional undercurrent. Among people you trust your words flow freely and can comfort powerfully, while intuition often grasps the answer before logic catches up.',
    leo: 'Flair and heart shape the way you communicate. Mercury in Leo speaks in stories, enjoys an audience and can make even dry information vivid. Your opinions tend to be confident and sincerely held; you think best when creatively engaged, and your words inspire most when you leave room for other voices to shine beside yours.',
    virgo:
      'Precision is your native language. Mercury in Virgo analyzes, sorts and refines, catching the error nobody else noticed and finding the simplest fix. You learn through careful practice and real application, and your thoughtful advice is a genuine gift, so offer it kindly, and turn the same patience toward your own worries.',
    libra:
      'You think by weighing: Mercury in Libra considers every perspective, phrases things diplomatically and excels at mediation and graceful persuasion. Often you discover what you think in dialogue with someone else. Decisions can take time because you see merit on all sides, and trusting your own judgment is the skill that sets this fair mind free.',
    scorpio:
      'Your mind is an investigator. Mercury in Scorpio looks beneath the surface, notices what goes unsaid and is rarely satisfied with an easy answer. You can keep a secret as well as uncover one, and because you choose words carefully, your insights carry weight and reach places others never think to look.',
    sagittarius:
      'Big ideas and wide horizons are where your thoughts like to roam, since Mercury in Sagittarius loves philosophy, travel, debate and the question of what it all means. You speak frankly and often with humor, sometimes faster than tact can follow. Your enthusiasm for learning is contagious, and you teach beautifully when you remember that details matter too.',
    capricorn:
      'Your thinking is structured, strategic and grounded in what works. Mercury in Capricorn plans ahead, speaks with quiet authority and has little patience for vague talk. You learn steadily and keep what you master; a dry wit often hides behind your serious tone, and people return to your practical counsel for years.',
    aquarius:
      'Your mind is original and faces the future: Mercury in Aquarius enjoys systems, unusual theories and conversations that challenge how things have always been done. You may reach conclusions by leaps of insight that others need time to follow. Your thinking is an asset to any group, and keeping feelings in view as well as facts keeps it humane.',
    pisces:
      'You think in images, impressions and connections that resist being put into words. Mercury in Pisces is imaginative, intuitive and poetic, often sensing the meaning of a situation before anyone spells it out. Daydreams may carry you off, yet your creative mind is a real asset, and notes, sketches and gentle structure help your insights land.',
  },
  venus: {
    aries:
      'You love boldly and without games; Venus in Aries is drawn to excitement, directness and a partner who can match your spark. You know quickly whether you are attracted, and the chase can be half the fun. Honesty and independence matter to you in love, and you stay happiest when passion makes room for the quieter chapters too.',
    taurus:
      'Venus is at home in Taurus, so you love through the senses and through steadfast loyalty. Good food, beautiful things, touch and a slow evening mean a great deal to you. You take your time to commit, but once you do your affection is generous and dependable, and pleasure, for you, is practically an art form.',
    gemini:
      'You fall for minds first. Venus in Gemini needs conversation, playfulness and a partner who keeps you curious; flirting often looks like banter, and a late-night talk can feel deeply romantic. You value variety and lightness, and love thrives when there is both freedom to explore and someone who truly wants to hear what you think.',
    cancer:
      'Looking after someone is how you say you love them. Venus in Cancer values emotional safety, loyalty and the feeling of being at home with a person. Cooking a favorite meal, remembering a small detail or making a space cozy are your love languages; you open slowly and tenderly, and flourish with a partner who treats your softness with respect.',
    leo: 'Romance, for you, should feel like a celebration. Venus in Leo adores grand gestures, heartfelt compliments and being adored, and gives that same devotion back in full. You value loyalty, creativity and a little glamour, and your big, warm heart feels most loved when you are both admired and genuinely known.',
    virgo:
      'Attention is your way of showing affection. Venus in Virgo notices what a partner needs and quietly takes care of it, from fixing the dripping tap to remembering an appointment. You value sincerity and practical devotion over showy romance, and letting imperfection be lovable, in yourself and in others, opens your heart even further.',
    libra:
      'Venus rules Libra, so partnership and beauty sit close to the core of your values. Gracious and attentive, you want love to feel like an equal, elegant exchange, and manners and aesthetics matter to you. You thrive in relationships where both people are heard, and where keeping the peace never means hiding your own wishes.',
    scorpio:
      'You love all the way or not at all: Venus in Scorpio seeks intimacy, loyalty and a bond that goes well beneath the surface. Magnetic and perceptive, you treat trust as the currency you value most. Your feelings can be intense; they become a strength when shared openly, and when vulnerability takes the place of the urge to control.',
    sagittarius:
      'Love should feel like an adventure, and Venus in Sagittarius is drawn to humor, honesty and a partner who shares your appetite for new places and ideas. You bring enthusiasm and generosity to every connection and value freedom to grow. Your relationships flourish when commitment feels like a journey you are choosing together, not a cage.',
    capricorn:
      'You take love seriously and build it to last; Venus in Capricorn values reliability, shared goals and a partner whose commitment shows in actions over time. You may seem reserved at first, but your affection deepens steadily and rarely fades. You prefer quality over flash, and show love simply by being there, year after year.',
    aquarius:
      'Friendship is the heart of romance for you. Venus in Aquarius is drawn to originality, intellectual rapport and a partner who respects your independence, and unconventional tastes may appeal. You love generously and without possessiveness, and you feel most cherished by someone who celebrates your individuality instead of trying to change it.',
    pisces:
      'Your heart is romantic and almost boundless. Venus in Pisces sees the best in people and is moved by art, music and tenderness. You give compassion freely and long for a soulful connection that feels almost destined, and this beautiful capacity for love stays healthy when you keep your eyes open as well as your heart.',
  },
  mars: {
    aries:
      'Mars is at home in Aries, giving you strong drive, quick reflexes and a love of challenge. You act decisively and bounce back from setbacks fast, and anger flares and passes rather than lingering. You do your best work with a clear target and healthy outlets, such as sport, friendly competition or a bold project, for all that energy.',
    taurus:
      'Your drive is slow to start and almost impossible to stop; Mars in Taurus works with stamina, patience and a steady eye on tangible results. You rarely lose your temper, but when you do, you dig in, and desire, for you, is sensual and grounded. Persistence wins you long races, as long as stubbornness does not keep you on the wrong track.',
    gemini:
      'You act through words and ideas. Mars in Gemini brings quick, versatile energy that thrives on juggling tasks and trading arguments, and you may secretly enjoy a good debate. Because your focus scatters easily, short bursts, variety and a clear list help you turn restless energy into real progress.',
    cancer:
      'You fight hardest for the people you love. Mars in Cancer is protective and intuitive, moved by emotional reasons more than abstract goals, and may approach conflict sideways, waiting before it acts. When you feel safe your determination is formidable, and saying what upsets you early, before it builds, keeps your energy clear and strong.',
    leo: 'Heart and a sense of occasion power everything you do. Mars in Leo brings confidence, creative fire and a wish to lead with pride, and you are motivated by work you can put your name to. Your anger may be dramatic but is rarely mean, and you give your best when ambition serves something generous and joyful.',
    virgo:
      'Your energy is precise and purposeful. Mars in Virgo channels drive into skill, service and steady improvement, and is happiest when effort produces something clearly useful. Frustration may leak out as criticism or worry, so breaking big goals into small, satisfying steps, and rewarding yourself for progress, keeps motivation high and your mood light.',
    libra:
      'You pursue what you want through cooperation and charm. Mars in Libra prefers to act in partnership and can be a powerful advocate for fairness. Open confrontation may feel uncomfortable, so anger sometimes goes unspoken, yet your drive sharpens once you trust that asserting your needs is part of a fair relationship, not a threat to it.',
    scorpio:
      'Intense, strategic and deeply private, your drive runs underground: Mars in Scorpio pursues goals with unwavering focus and rarely reveals its plans early. You feel desire strongly and commit to what you want with your whole being. Anger may run quietly deep; turning it toward purposeful change rather than grudges makes your power truly admirable.',
    sagittarius:
      'Enthusiasm and the quest for meaning set you in motion. Mars in Sagittarius acts boldly, loves adventure and is happiest chasing a big goal with plenty of room to roam. You speak your mind when angry and move on quickly; your energy inspires others, and follow-through improves when you pair that wide vision with a realistic plan.',
    capricorn:
      'Mars works superbly in Capricorn, giving you disciplined, ambitious and efficient energy. You set long-range goals and climb toward them with patience and strategy, usually keeping anger under control and turning it into achievement. You are strongest when ambition is balanced with rest, remembering that not every day has to be a summit.',
    aquarius:
      'Principle, more than personal gain, is what gets you moving. Mars in Aquarius is energized by causes, innovation and the chance to do things differently, and may rebel against rules that feel arbitrary, since your anger is most often about injustice. Collaboration suits your drive, and keeping emotions in view, not only ideas, makes your efforts more effective.',
    pisces:
      'Your drive flows rather than charges. Mars in Pisces is moved by compassion, imagination and ideals, and often acts on intuition instead of a fixed plan. Confrontation can feel draining, so anger may surface as withdrawal, while creative work, gentle movement and causes that help others give your energy direction and let it become quietly powerful.',
  },
  jupiter: {
    aries:
      'Courage is where your growth begins, as Jupiter in Aries expands your life whenever you take the initiative, try something first and trust your instincts. Your faith is active: you believe in what you can start. Luck tends to reward boldness, and your optimism makes others braver; just leave a little room for patience while your ventures unfold.',
    taurus:
      'Abundance comes to you slowly and surely, for Jupiter in Taurus rewards patience, practical skill and a real appreciation of simple pleasures. Your faith rests on what has proved reliable, and good fortune often arrives through steady effort and wise care of resources. Generosity, for you, shows up as comfort, hospitality and quiet support.',
    gemini:
      'Your good fortune travels through ideas and connections. With Jupiter in Gemini, reading, writing, short trips and a lively network all widen your world, and opportunities often appear mid-conversation, so you grow by asking questions. The invitation is to choose depth now and then, letting a few favorite subjects mature into real wisdom.',
    cancer:
      'Care, family and emotional generosity are your channels of growth. Jupiter in Cancer feels most fortunate surrounded by loved ones, with a warm place to return to, and its faith is rooted in belonging. Nurturing others tends to bring blessings back to you, and home, heritage or community often become sources of real abundance.',
    leo: 'Luck shines on you when you let yourself be seen. Jupiter in Leo grows through creativity, generosity and joyful self-expression, with a natural gift for encouraging others and making life feel festive. Your faith in yourself deepens each time you share your talents openly, and big-heartedness opens doors wherever you go.',
    virgo:
      'You find growth in the details. Jupiter in Virgo blesses skill, service and the satisfaction of doing a job well, and meaning often comes through helping, organizing and improving. Good fortune follows diligent work and useful knowledge, but perfection is not a condition for blessings to arrive; steady progress and kindness are plenty.',
    libra:
      'Other people are often the doorway to your opportunities. Jupiter in Libra flourishes through partnership, fairness and beauty, and has a gift for bringing out the best in any relationship. Your faith centers on justice and harmony, and art, diplomacy and shared ventures can be especially lucky for you when both sides genuinely benefit.',
    scorpio:
      'Your growth happens in the depths. Jupiter in Scorpio expands through insight, transformation and the courage to look at what is hidden, and may find meaning in psychology, research or shared resources. Life’s intensities test your faith and then strengthen it, and each ending that clears space for a new beginning leaves you wiser.',
    sagittarius:
      'Jupiter is at home in Sagittarius, amplifying your optimism, curiosity and love of freedom. Travel, study, philosophy and encounters with other cultures all help you grow, and your sense of humor is as generous as your faith. Luck often follows a wholehearted yes to adventure; staying grounded in practical details helps big visions become real.',
    capricorn:
      'Patience, structure and earned achievement are your path to growth. With Jupiter in Capricorn, you trust what is built to last, and good fortune often increases steadily with time and experience. Your faith is practical and responsibility suits you, so in time your reputation may become your richest source of opportunity.',
    aquarius:
      'Community and fresh ideas multiply your fortune. Jupiter in Aquarius expands through friendship, innovation and commitment to the common good, and you feel luckiest when contributing to a shared vision. Networks, technology and humanitarian causes can open doors, and your openness to difference is one of your greatest strengths.',
    pisces:
      'Compassion and imagination open your world. Jupiter in Pisces brings a generous heart and a deep faith that life has meaning beyond what can be seen, and good fortune often comes through intuition, art or simple kindness. Healthy boundaries keep this generosity a blessing rather than a drain, for you and for those you help.',
  },
  saturn: {
    aries:
      'Saturn in Aries asks you to learn patience with your own impatience. You may have doubted your right to lead, or felt blocked whenever you tried to act alone. With time you develop a mature, disciplined courage: the kind that starts wisely and keeps going, and it deepens each time you assert yourself without rushing.',
    taurus:
      'Security is your long lesson. With Saturn in Taurus you may worry about having enough, whether money, comfort or stability, and you tend to build carefully. Over the years you become a master of resourcefulness and steady value, knowing that real safety comes from your skills and self-worth rather than from holding on tightly.',
    gemini:
      'Saturn in Gemini takes thinking and speaking seriously. Perhaps you once doubted your intelligence or hesitated to speak up, and so studied and prepared more than most. With maturity your words gain precision and authority, and growth lies in trusting your own voice and letting curiosity be playful, not only a test you must pass.',
    cancer:
      'Your lessons center on home and feelings; with Saturn in Cancer, you may have learned early to guard your emotions or to carry responsibility for family. Over time you can build the secure base you once needed, for yourself and for others. Maturity arrives as vulnerability starts to feel safe and you allow yourself to receive care, not only give it.',
    leo: 'Saturn in Leo asks you to claim your light with confidence. You may fear judgment when you show yourself, or feel that praise has to be earned the hard way. Slowly you develop a dignified, lasting creativity, and your growth lies in realizing that your self-expression deserves space, and that joy is a discipline worth practicing.',
    virgo:
      'Perfection may be the weight you carry. Saturn in Virgo gives a strong sense of duty, careful work habits and a tendency to fret about getting things wrong. With maturity you become a true expert and a reliable helper, yet the deepest lesson is to treat yourself with the same patience you show a task, and to rest without guilt.',
    libra:
      'Relationships are your school: Saturn in Libra takes commitment and fairness seriously, and you may have faced early lessons about balance or loyalty. In time you learn to build partnerships on honest foundations and grow wise about what makes them last. Choosing people deliberately, and making sure compromise is fair to you too, is your path to maturity.',
    scorpio:
      'Saturn in Scorpio asks you to face what is intense and hidden. You may fear loss, betrayal or losing control, and so guard your inner world closely, yet with time you build profound emotional endurance and the strength to turn difficulty into wisdom. Maturity shows in trusting carefully while still letting yourself be open to deep connection.',
    sagittarius:
      'Beliefs are what you learn to build with care. Saturn in Sagittarius may have made you question faith, education or big ideas, or feel that freedom came with heavy rules. Gradually you develop a grounded philosophy that you truly own, and growth lies in turning your search for meaning into a discipline you can live every day.',
    capricorn:
      'Saturn is at home in Capricorn, giving you seriousness, ambition and strong self-discipline. You may have felt older than your years or carried responsibility early. With maturity you become a steady authority and a builder of lasting things, and your lesson is to let success include enjoyment, and to remember you are worthy even when you are not working.',
    aquarius:
      'Saturn in Aquarius shapes how you relate to groups and ideals. You may have felt like an outsider, or worried about fitting in while staying true to yourself. Over time you can become a disciplined innovator who helps communities work better, and growth comes from pairing independence with commitment and building structures that leave room for difference.',
    pisces:
      'Your lessons concern boundaries and faith: with Saturn in Pisces, other people’s emotions can feel overwhelming, and it is not always clear what is real. Over time you learn to give compassion and imagination a steady form. Spiritual practice, creative work and gentle routines help mature your sensitivity into a genuine source of strength.',
  },
  uranus: {
    aries:
      'You belong to a generation that breaks ground simply by arriving. Uranus in Aries brings a pioneering restlessness, impatience with outdated rules and a sense that the future must be seized, not awaited. In your own life this shows as a flash of independence: when something needs to change, you are often the first to move.',
    taurus:
      'Your generation is rethinking what value, money, food and the earth itself mean. Uranus in Taurus shakes up the things that once felt most solid and invites practical invention. Personally, you may feel a steady but stubborn urge to reinvent how you live, work and own things, searching for new ways to feel secure.',
    gemini:
      'Uranus in Gemini marks a generation that revolutionizes communication, learning and the flow of information. You and your peers grow up amid new ways of connecting and thinking. You carry this as a quick, inventive mind and an appetite for ideas that go off-script, and you may find freedom through words, networks and constant learning.',
    cancer:
      'This generation changed what home and family could look like. Uranus in Cancer brings sudden shifts in domestic life and a quiet rebellion against inherited emotional patterns. You may crave both roots and freedom, and feel an urge to create a kind of belonging that fits who you truly are rather than what tradition expects.',
    leo: 'Uranus in Leo marks a generation that insisted on self-expression. You and your peers challenged who was allowed to shine and what art, romance and fun could be. Personally, you carry an original, theatrical streak: a need to be yourself out loud, and a talent for making individuality feel like a celebration.',
    virgo:
      'Your generation reinvented work, health and daily routines. Uranus in Virgo brings innovation to the practical, with new methods, new technologies and a questioning of how things have always been done. In your own life it appears as an inventive approach to problem-solving and a wish to make everyday life more efficient, useful and humane.',
    libra:
      'Uranus in Libra marks a generation that reshaped partnership and ideas of fairness. You and your peers questioned traditional roles and looked for new forms of commitment. Personally, you carry a need for freedom within closeness, and a gift for bringing fresh balance and equality to the ways people come together.',
    scorpio:
      'Taboos are what your generation came to confront. Uranus in Scorpio brings breakthroughs around power, intimacy, shared resources and everything beneath the surface. You carry an intense, investigative spirit and a readiness to overturn what is hidden or false, even when it feels uncomfortable.',
    sagittarius:
      'Uranus in Sagittarius marks a generation that redefined belief, education and its relationship with the wider world. Global connection and freedom of thought came naturally to you and your peers. You carry a restless love of exploration and a conviction that truth should be questioned and shared openly, wherever in the world it leads.',
    capricorn:
      'Your generation is set on changing the structures it inherited. Uranus in Capricorn brings innovation to institutions, careers and authority itself, producing practical reformers. Personally, you carry an ambition to build things differently: respecting what works, discarding what does not, and proving that tradition and progress can share a foundation.',
    aquarius:
      'Uranus is at home in Aquarius, marking a generation wired for technology, networks and collective ideals. You and your peers take diversity and rapid change as givens. You carry an inventive, independent mind and a strong sense that the future belongs to communities where everyone, the unusual included, has a place.',
    pisces:
      'Your generation blurs the line between the real and the imagined. Uranus in Pisces brings innovation to art, spirituality, digital worlds and compassion, and you and your peers sense connections others miss. Personally, you carry an intuitive, visionary streak and a longing to change the world through empathy, creativity and shared dreams.',
  },
  neptune: {
    aries:
      'Neptune in Aries belongs to a generation that dreams of courage and fresh starts. Its ideals honor the individual spirit and the heroism of beginning again. You may feel an inspired sense of mission and a longing to act on your visions, along with the sensitivity to tell when bold action is truly needed and when it is only impulse.',
    taurus:
      'Your generation idealizes the earth, beauty and simple abundance. Neptune in Taurus dreams of a world where nature and comfort are sacred. You may carry a gentle, artistic bond with the physical world, finding spirituality in music, craft, gardens or touch, and learning that true security is as much felt as owned.',
    gemini:
      'Neptune in Gemini marks a generation that dreams through words, stories and ideas. Imagination pours into communication, and the line between fact and fiction feels wonderfully blurry. You may carry a poetic mind and curiosity about everything, with a gift for turning impressions into language that others can feel as well as understand.',
    cancer:
      'This generation idealized home, homeland and family. Neptune in Cancer dreams of a safe, nurturing haven, and feels keenly the loss of one. You may carry a tender heart, a strong bond to your roots and a compassion that makes others feel looked after, and your task is to make belonging real rather than only remembered.',
    leo: 'Neptune in Leo marks a generation enchanted by glamour, romance and the creative spirit. You and your peers dreamed through theater, film and the magic of the performer. In your own life this may show as a flair for the dramatic and a belief in love’s grand gestures, and your inspiration shines brightest when it lifts others up as well as yourself.',
    virgo:
      'Your generation idealized service, work and the healing power of order. Neptune in Virgo dreams of a world improved by practical dedication. You may carry a quiet devotion to duty and a sensitivity to what others need, and your spiritual path often runs through useful work done with care and humility.',
    libra:
      'Neptune in Libra marks a generation that dreamed of peace, harmony and ideal love. You and your peers believed in relationships and art as paths to a better world. Your own soul may be romantic and diplomatic, longing for fairness, with a gift for seeing the beauty in partnership even as you learn its real limits.',
    scorpio:
      'Your generation dissolved taboos around sexuality, death and the hidden. Neptune in Scorpio dreams through intensity, transformation and the mysteries of the psyche. You may carry deep emotional perception and a fascination with what lies beneath, and your path involves turning powerful feelings into healing and truth rather than escape.',
    sagittarius:
      'Neptune in Sagittarius gave its generation a dream of a borderless world. You and your peers seek meaning through travel, spirituality and many philosophies at once. Your own idealism may be restless, convinced that wisdom can be found anywhere, and it grows richer when you turn faith into lived experience, not only ideas.',
    capricorn:
      'Your generation dissolves and reimagines structures: Neptune in Capricorn idealizes achievement yet questions institutions that once seemed permanent. You may carry a practical idealism: dreaming of meaningful work and realistic ways to make visions concrete. You learn that ambition feels richest when it also serves something larger than success.',
    aquarius:
      'Neptune in Aquarius belongs to a generation whose dreams run through technology and collective connection. Virtual worlds and global communities were everyday realities for you and your peers. You may carry a humanitarian idealism and a sense of belonging to something vast, and your path involves finding real intimacy and individuality within the network.',
    pisces:
      'Neptune is at home in Pisces, marking a generation of deep sensitivity, imagination and compassion. You and your peers absorb the world’s feelings easily and may dream of healing it. You carry a spiritual, artistic sensitivity, and that gift grows strongest when paired with clear boundaries and gentle routines that keep you grounded.',
  },
  pluto: {
    aries:
      'Pluto in Aries belongs to a generation that remakes the world through raw initiative and the fight to stand on its own. Its power lies in starting over from scratch. You may carry a fierce will and a deep need to prove yourself, and growth comes from channeling that intensity into courageous renewal rather than constant battle.',
    taurus:
      'Your generation is transformed by the question of what truly has value. Pluto in Taurus confronts possessions, resources and the land itself, reshaping how people hold on to them. You may carry a powerful determination and an instinct to protect what matters, and you grow by releasing attachments that no longer serve you.',
    gemini:
      'Pluto in Gemini transforms its generation through information, ideas and the power of words, and knowledge becomes a lever of change. You may have a penetrating intellect and an urge to uncover the truth behind every story. Your growth lies in using communication to heal and connect rather than to manipulate or divide.',
    cancer:
      'This generation was transformed through home, family and nation. Pluto in Cancer brings deep changes to what security and belonging mean, often through upheaval. You may carry powerful emotional bonds and a strong protective instinct, and your strength grows as you transform inherited patterns and build a family or community on healthier foundations.',
    leo: 'Under Pluto in Leo, a generation was transformed by the power of self-expression. You and your peers championed individuality, creativity and personal ambition. In you this may appear as a strong will to make your mark and a deep need for recognition, and growth lies in using that power to inspire and empower others, not only to stand out.',
    virgo:
      'Your generation was transformed through work, health and service. Pluto in Virgo brought profound change to daily routines, technology and ideas of well-being. You may carry a drive to analyze, improve and perfect; your strength lies in meaningful, practical service, and your growth in accepting that imperfection is part of being human.',
    libra:
      'Pluto in Libra reshaped its generation through relationships and justice. You and your peers questioned traditional partnerships and renegotiated how power is shared. Your own connections may run intense, with a keen need for fairness, and you grow through bonds that are honest about power and committed to genuine equality.',
    scorpio:
      'Pluto is at home in Scorpio, marking a generation that confronts power, sexuality, shared resources and mortality with unflinching honesty. You and your peers are unafraid of depth, and you personally may carry remarkable resilience and psychological insight. Growth comes from using that intensity for healing and renewal, and letting go of what needs to end.',
    sagittarius:
      'Your generation is transformed through belief, globalization and the search for truth. Pluto in Sagittarius reshapes religion, education and how people understand other cultures. You may carry a powerful conviction and a hunger for meaning, and your growth lies in holding your truths with passion while staying open to the truths of others.',
    capricorn:
      'Pluto in Capricorn marks a generation born as old structures, from governments to economies, were being tested and rebuilt. You and your peers carry a serious determination to reshape authority. You may feel a strong drive to build something lasting, and growth lies in using power responsibly and creating institutions that truly serve people.',
    aquarius:
      'Your generation is being transformed through technology, collective movements and new ideas of freedom. Pluto in Aquarius reshapes how communities form and how power is shared among many. You may carry an intense commitment to ideals and to the people you count as your own, and growth lies in honoring both the individual and the whole.',
    pisces:
      'Pluto in Pisces belongs to a generation remade through spirituality, imagination and the dissolving of boundaries, where collective compassion and collective confusion both run deep. In your own life this can mean profound empathy and a strong connection to the unseen. Your growth lies in turning sensitivity into healing power while keeping a firm sense of your own self.',
  },
};
