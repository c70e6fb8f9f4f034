/**
 * English aspect texts, part 1: pairs whose earlier planet is the Sun, the Moon or Mercury.
 * Combined with the other part in ./aspects.ts.
 */
import type { AspectPairText } from '../types';

export const ASPECT_PAIR_EN_1: AspectPairText = {
  'sun-moon': {
    conjunction:
      'Your will and your feelings point the same way, so you tend to know what you want and go after it wholeheartedly. Learning to pause and hear other viewpoints keeps that focus from narrowing.',
    harmonious:
      'What you aim for and what you need are on friendly terms, which gives you an easy inner balance. You can usually comfort yourself and still keep moving toward your goals.',
    challenging:
      'Your head may chase one thing while your heart longs for another, creating a quiet inner tug-of-war. Naming both needs out loud helps you find choices that honour each side.',
  },
  'sun-mercury': {
    conjunction:
      "Your thoughts and your sense of self are closely linked, so you speak with conviction and think in personal terms. Testing your ideas against other people's keeps your mind flexible and fresh.",
    harmonious:
      'Your mind works in service of your aims, helping you explain who you are and what you want with ease. Conversation and writing come naturally to you as tools for growth.',
    challenging:
      'What you think and what you want to express may sometimes fall out of step. Slowing down to find the right words lets your real intentions come through clearly and kindly.',
  },
  'sun-venus': {
    conjunction:
      'Charm and a love of beauty are woven into your identity, and people often find you easy to like. Just make sure your wish to please never drowns out what you genuinely want.',
    harmonious:
      'Warmth flows easily from you, and you find real pleasure in art, good company and simple comforts. This gift for harmony helps you build relationships that feel generous on both sides.',
    challenging:
      'Your need for approval and your need to be fully yourself can rub against each other. Trusting that real affection survives honest disagreement lets you relax in love and friendship.',
  },
  'sun-mars': {
    conjunction:
      'You carry a strong engine of courage and drive, ready to start things and stand your ground. Channelling that heat into sport, projects or causes keeps it from flaring into impatience.',
    harmonious:
      'Energy and confidence work together for you, so you can act decisively without burning out. You tend to enjoy healthy competition and usually bounce back quickly from setbacks.',
    challenging:
      'Your drive can run hot, and you may meet friction whenever you push hard for what you want. Learning to pick your battles turns that fire into focused, lasting strength.',
  },
  'sun-jupiter': {
    conjunction:
      'Optimism and generosity sit close to your core, and you often attract opportunities simply by believing in them. Keeping an eye on practical limits helps your big plans land well.',
    harmonious:
      'Luck seems to favour your open-hearted approach, and mentors or travel may broaden your horizons early in life. Your steady faith in growth quietly encourages the people around you, too.',
    challenging:
      'You may promise more than a day can hold, or expect things to work out without much effort. Matching your big vision with steady follow-through brings your ambitions within reach.',
  },
  'sun-saturn': {
    conjunction:
      'You take life seriously and may have felt responsible from an early age. With time, that discipline becomes a quiet authority, and learning to celebrate small wins makes the climb gentler.',
    harmonious:
      'Patience and ambition cooperate in you, giving you the stamina to build something solid. People trust your reliability, and your achievements tend to grow steadily as the years go by.',
    challenging:
      'You may feel that nothing is ever quite enough, or that approval must be earned twice over. Being as patient with yourself as you are with others slowly loosens that pressure.',
  },
  'sun-uranus': {
    conjunction:
      'You are wired for originality and may feel most yourself when breaking from convention. Giving your restless streak a creative outlet lets you stay free without cutting the ties that matter.',
    harmonious:
      'New ideas excite rather than frighten you, and you adapt quickly when life changes course. Your fresh perspective often helps other people see old problems in a completely different light.',
    challenging:
      'A strong need for independence can clash with routines or with people who expect consistency. Leaving room for surprise while keeping a few steady anchors lets you be both free and dependable.',
  },
  'sun-neptune': {
    conjunction:
      'You are sensitive, imaginative and tuned to moods others miss, with a natural pull toward art, music or compassion. Clear boundaries help you stay yourself while you care for others.',
    harmonious:
      'Intuition and imagination support your sense of self, lending your goals a gentle, inspired quality. Creative or caring work can feel especially meaningful to you and bring out your best.',
    challenging:
      'Your self-image can blur at times, making it hard to tell your dreams apart from your direction. Grounding inspiration in small, concrete steps helps you turn vision into something real.',
  },
  'sun-pluto': {
    conjunction:
      'You have an intense, determined core and rarely do anything halfway. When you use that power to transform yourself rather than to control circumstances, it becomes a remarkable source of resilience.',
    harmonious:
      'You can dig deep and renew yourself after difficult chapters, often coming back stronger than before. Your focus and quiet strength earn respect without any need to be loud about it.',
    challenging:
      'Power struggles may keep showing up in your life until you learn where your real strength lies. Letting go of what you cannot control frees energy for what you can change.',
  },
  'moon-mercury': {
    conjunction:
      'Your feelings and thoughts are tightly intertwined, so you often think through emotions and speak straight from the heart. Journaling or talking things out helps you settle when moods swirl.',
    harmonious:
      'You can put feelings into words with ease, which makes you a good listener and a natural comforter. Your memory for emotional detail adds warmth and depth to your conversations.',
    challenging:
      'Head and heart sometimes argue, and you may overthink your feelings or feel unheard when you explain them. Giving emotions a moment before analysing them brings much clearer understanding.',
  },
  'moon-venus': {
    conjunction:
      'Tenderness and a love of comfort come naturally to you, and you create warmth wherever you settle. Remember to receive care as generously as you give it to the people you love.',
    harmonious:
      'Affection flows easily from you, and you have a real gift for making people feel at home. Beautiful things, good food and gentle company restore your spirits quickly.',
    challenging:
      'What you need in order to feel safe and what you find attractive may not always match. Noticing this pattern helps you choose relationships that both excite and nourish you.',
  },
  'moon-mars': {
    conjunction:
      'Your emotions are quick and fiery, and you meet life with passion and a strong protective streak. Giving feelings a physical outlet, such as a brisk walk, helps you act rather than react.',
    harmonious:
      'You can stand up for your needs with healthy courage, and your emotional energy turns easily into action. Others often see you as brave when it comes to protecting those you love.',
    challenging:
      'Feelings can boil over fast, and irritation may surface before you notice what lies underneath it. Pausing to name the hurt behind the anger makes your responses kinder and clearer.',
  },
  'moon-jupiter': {
    conjunction:
      'You have a big, generous heart and a natural optimism that lifts the people around you. Watching for emotional overindulgence keeps your kindness sustainable over the long run.',
    harmonious:
      'Good humour and faith help you bounce back quickly from emotional dips. People feel safe in your company, and support often seems to arrive just when you need it most.',
    challenging:
      "You might want more than any single moment can give, or take on other people's needs too readily. Setting gentle limits lets your generosity stay joyful instead of draining.",
  },
  'moon-saturn': {
    conjunction:
      'You may have learned early to hold your feelings carefully, appearing composed even when you feel deeply. Allowing yourself softness with trusted people is a strength, not a weakness.',
    harmonious:
      'Emotional steadiness is one of your quiet gifts: you stay calm under pressure and offer dependable support. Your care tends to show itself in practical, lasting ways.',
    challenging:
      'You may feel that comfort has to be earned, or worry about being a burden to others. Practising small acts of self-kindness slowly teaches you that your needs matter, too.',
  },
  'moon-uranus': {
    conjunction:
      'Your moods can change suddenly, and you need plenty of emotional freedom and breathing room. Friends who respect your independence help you feel secure without ever feeling caged.',
    harmonious:
      'You welcome change and feel at ease with unusual people and unconventional ideas. Your emotional open-mindedness lets you adjust quickly and calmly whenever plans shift.',
    challenging:
      'A longing for closeness may wrestle with a need for space, leading to stop-start patterns in your bonds. Telling people plainly when you need room keeps those bonds steady through your changes.',
  },
  'moon-neptune': {
    conjunction:
      'You are deeply empathetic, soaking up the moods around you almost like a sponge. Regular quiet time and clear limits protect your sensitivity while keeping your compassion alive.',
    harmonious:
      'Your imagination and intuition flow freely, and you often sense what people need before they ask. Music, water and creative play soothe you deeply when life gets noisy.',
    challenging:
      'You may idealise people or take on feelings that are not really yours. Checking your impressions against the facts helps you care for others without losing your own footing.',
  },
  'moon-pluto': {
    conjunction:
      'Your emotions run deep and strong, and you are rarely satisfied with surface-level connections. Your trust grows slowly, but once given it is fierce, loyal and transformative.',
    harmonious:
      'You have the emotional courage to face hard truths and to heal from them. Others often turn to you in a crisis, because you do not flinch when things get deep.',
    challenging:
      'Intense feelings and a fear of loss can make you hold on too tightly. Learning that letting go is not the same as being abandoned brings you lasting emotional peace.',
  },
  'mercury-venus': {
    conjunction:
      'You speak with grace and have a fine ear for beautiful language, music or design. Your diplomatic touch helps you smooth over tensions and charm people with well-chosen words.',
    harmonious:
      'Kind words come easily, and you enjoy conversations that are both clever and warm. This makes you a natural at writing, teaching or any work that calls for tact.',
    challenging:
      'You may soften the truth too much to keep the peace, or keep second-guessing how your words land. Trusting that honesty can also be gentle helps you speak more freely.',
  },
  'mercury-mars': {
    conjunction:
      'Your mind is sharp and quick, and you enjoy lively debate and decisive talk. Counting to three before you reply lets your directness land as honesty rather than as an attack.',
    harmonious:
      'You think fast and act on your ideas, turning plans into action with ease. Your frankness usually feels refreshing, and you argue your case with plenty of energy and wit.',
    challenging:
      'Words can come out sharper than you intend, and discussions may turn into contests. Listening fully before you respond turns your quick wit into a genuine asset.',
  },
  'mercury-jupiter': {
    conjunction:
      'You think in big pictures and love ideas that open new horizons, from travel to philosophy. Keeping track of the small details keeps your grand thoughts grounded and useful.',
    harmonious:
      'Learning comes easily, and you have a knack for explaining complex things in hopeful, inspiring ways. Teaching, writing or sharing knowledge with others may appeal to you strongly.',
    challenging:
      'You may overlook details or say yes to too many ideas at once. Choosing one plan and seeing it through to the end brings your broad curiosity real, satisfying results.',
  },
  'mercury-saturn': {
    conjunction:
      'You think carefully and like to get things right, with a real talent for structure and concentration. Reminding yourself that first drafts may be imperfect keeps your ideas flowing.',
    harmonious:
      'Your mind is methodical and patient, well suited to study, planning and long projects. People trust your considered opinions because they know you have thought things through.',
    challenging:
      'Self-doubt may make you hesitate before speaking, or fear that you are not clever enough. Practice and preparation gradually build the confidence that your careful mind deserves.',
  },
  'mercury-uranus': {
    conjunction:
      'Your mind leaps quickly to original insights, and you often spot solutions others miss entirely. Writing down your flashes of inspiration helps you develop them fully later on.',
    harmonious:
      'You learn quickly, enjoy technology and new ideas, and can explain unusual concepts clearly. Your inventive way of thinking brings fresh air to any group you join.',
    challenging:
      'Your thoughts may race ahead, leaving you impatient with slower explanations or routine tasks. Slowing down to bring others along with you helps your bright ideas take hold.',
  },
  'mercury-neptune': {
    conjunction:
      'Your thinking is imaginative and poetic, drawing on images and intuition more than strict logic. Creative writing, music or storytelling may be natural outlets for your mind.',
    harmonious:
      'Intuition feeds your reasoning, giving you a gift for metaphor, empathy and reading between the lines. You can put subtle, hard-to-name feelings into words beautifully.',
    challenging:
      'Your focus may drift, and details can get lost in daydreams or small misunderstandings. Checking facts and writing things down helps your rich imagination stay on track.',
  },
  'mercury-pluto': {
    conjunction:
      'Your mind is penetrating and investigative, drawn to secrets, research and the motives hidden behind words. Used gently, your insight can help other people understand themselves.',
    harmonious:
      'You can focus deeply and get to the heart of any subject, which makes you a persuasive speaker and a strong researcher. Your words tend to carry quiet weight.',
    challenging:
      'You may sometimes use words to win rather than to connect, or feel compelled to dig too far. Choosing curiosity over suspicion keeps your sharp mind kind.',
  },
};
