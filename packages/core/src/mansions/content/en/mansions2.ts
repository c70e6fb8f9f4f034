/**
 * The 27 mansions of Sukuyō, part two: Fang to Wei (Stomach) (English), written like
 * mansions1.ts. Original Starlit text, written separately from the Chinese.
 */
import type { MansionText } from '../types';

export const MANSIONS_EN_2: readonly MansionText[] = [
  {
    name: 'Fang (Room)',
    character:
      'Fang people are gentle and gracious, thoughtful with others, and often seem to attract help and goodwill without asking. You have a fine sense of comfort and know how to enjoy a peaceful life. Good fortune suits you, but do not let it make you passive. Actively building what you truly want gives you a kind of security that is entirely your own.',
  },
  {
    name: 'Xin (Heart)',
    character:
      'Xin is perceptive and subtle. You read people well and often sense what someone means before they say it. You can be lively in one room and quiet in the next, and that range is part of your charm. Insight makes you a natural communicator, though it can also make you overthink. Trust sincerity a little more and guard a little less; you will feel understood more often.',
  },
  {
    name: 'Wei (Tail)',
    character:
      'Wei people are focused and tenacious. Once you choose a direction you stay the course, barely shaken by outside noise. You value promises and loyalty and stand by the people you trust, which makes you the partner others want when it really matters. That endurance lets you achieve big things. Keep one window open while you persist; new chances often come in through it.',
  },
  {
    name: 'Ji (Winnowing Basket)',
    character:
      'Ji is bold, open-handed and free-spirited. You dislike fuss, speak your mind and treat friends generously; in a crowd your energy is hard to miss. Independence means hardship rarely scares you, but it also tempts you to carry everything alone. Learning to ask for help is no weakness, and you will find plenty of people happy to walk beside you.',
  },
  {
    name: 'Dou (Dipper)',
    character:
      'Dou combines ideals with the nerve to pursue them. You have a natural air of leadership and are willing to go first and clear the way for others. Competitive and unwilling to settle for ordinary, you are often drawn to questions of meaning as well. Lofty aims drive you, but they can make you hard on yourself. Slow down sometimes and look at how far you have come.',
  },
  {
    name: 'Nü (Girl)',
    character:
      'Nü is diligent and methodical. You are willing to put real effort into study or craft, and over time you become quietly expert. Careful and unpretentious, you believe results come from steady work, and people feel safe relying on you. Your standards for yourself and others can run a little high, though; a dose of playfulness makes your seriousness all the more endearing.',
  },
  {
    name: 'Xu (Emptiness)',
    character:
      'Xu has a rich inner world, romantic and sensitive, often moving between the ideal and the real. You respond deeply to beauty and to the spiritual side of life, and you want to understand what lies beneath the surface. Your inner contradictions make you complex, and they also give you depth. Bringing your thoughts down into small daily acts will help you feel grounded.',
  },
  {
    name: 'Wei (Rooftop)',
    character:
      'Wei loves movement and novelty. Sociable and quick, you find fun wherever people gather and often spot a trend before anyone else does. Freedom matters to you more than almost anything. When your interests shift too fast, though, plans can fall through. Choose one or two things worth sticking with and let them grow slowly; your flexibility will turn into real skill.',
  },
  {
    name: 'Shi (Encampment)',
    character:
      'Shi brings abundant energy and a strong presence. You act decisively, tackle things head-on and rarely dither. Big-hearted and not one to hold grudges, you are often first to step up when trouble arrives. That drive lets you open new ground. Pair it with a little care for detail and an ear for other people’s pace, and your strength will land exactly where you mean it to.',
  },
  {
    name: 'Bi (Wall)',
    character:
      'Bi is warm and dependable, often supporting others from behind the scenes, a wall your friends and family can lean on. You are loyal and giving, with a quiet appetite for knowledge that grows best in calm surroundings. Being a good supporting player is a virtue, but your own wishes matter just as much. Step into the light now and then; you deserve to be seen too.',
  },
  {
    name: 'Kui (Legs)',
    character:
      'Kui is refined and principled, with a clear sense of character and its own standards for how life should be lived. You work carefully, treat people with sincerity and courtesy, and carry a quiet elegance. Striving for perfection helps you excel but can leave you fretting over small flaws. Making peace with imperfection will relax you and make you easier to get close to.',
  },
  {
    name: 'Lou (Bond)',
    character:
      'Lou people are capable and considerate, natural organisers who can turn a tangle into order. Attentive and tactful, you are glad to be of service and often become the person a team cannot do without. Looking after others is your strength; remember to give your own needs the same care. That attention, turned inward, gives you steadier footing for everything else.',
  },
  {
    name: 'Wei (Stomach)',
    character:
      'Wei has a hearty appetite, not only for food but for life and opportunity. Proactive and independent, you dare to imagine and then to act, and you dislike being told what to do. That energy helps you seize chances when they appear, though it can come across as forceful. Keep an eye on how others feel as you move forward, and your influence will last.',
  },
];
