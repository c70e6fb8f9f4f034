/**
 * The 27 mansions of Sukuyō, part one: Mao to Di (English). Each paragraph (50–90 words) sketches
 * the temperament traditionally linked with the mansion: a strength, a blind spot and a gentle
 * suggestion. Original Starlit text, written separately from the Chinese.
 */
import type { MansionText } from '../types';

export const MANSIONS_EN_1: readonly MansionText[] = [
  {
    name: 'Mao (Pleiades)',
    character:
      'Mao people tend to carry themselves with quiet dignity. You have a good eye, a feel for quality and a real love of learning, which often turns into teaching others what you know. There is pride in you, the kind that keeps your standards high and makes you care how you are seen. Let a little imperfection in now and then; you will breathe more easily and enjoy your gifts more.',
  },
  {
    name: 'Bi (Net)',
    character:
      'Steady is the word for Bi. You rarely rush, but once you commit you keep going long after others have drifted off, and long projects are where you shine. People come to lean on that patience. The same quality can harden into stubbornness when you feel pushed, so make room for other points of view; persistence that can bend a little is worth even more.',
  },
  {
    name: 'Zi (Turtle Beak)',
    character:
      'Zi is the mansion of the quick tongue. You explain things clearly, read a room fast and sense what people want to hear. You are also practical with money and resources and prefer a sure step to a gamble, which spares you many detours. Just keep calculation from crowding out warmth. When your words carry kindness as well as cleverness, they win you friends rather than mere agreement.',
  },
  {
    name: 'Shen (Three Stars)',
    character:
      'Shen brings a restless, pioneering energy. Rules that make no sense to you feel like invitations to try another way, and resistance tends to fire you up rather than slow you down. You are often the one who breaks a deadlock. That edge is precious. Because you move fast, though, you can bruise people without noticing; a short pause before you act gives your courage more weight.',
  },
  {
    name: 'Jing (Well)',
    character:
      'Jing people think before they speak. You like things to make sense, argue with logic rather than volume, and in a discussion you often name the real issue first. Give you a subject you love and you will dig deep into it. Your clarity is a strength, though it can come across as coolness. Sometimes ask how someone feels before deciding who is right; people are puzzles worth your curiosity too.',
  },
  {
    name: 'Gui (Ghost)',
    character:
      'Gui keeps a childlike curiosity all life long. You are tuned to what cannot be measured, such as hunches, dreams and sudden inspiration, and you often choose by feel rather than by plan. That makes you free and sincere. Your moods can change direction quickly, and your plans with them. Find one thing you truly love to come back to, and your imagination gains a place to land and grow.',
  },
  {
    name: 'Liu (Willow)',
    character:
      'Liu loves with its whole heart. When you care about a person or a cause, you give it complete focus and do not let go easily. You are frank and openly emotional, and your warmth is contagious. That intensity is your power. Watch for the moments when focus tips into fixation; leaving a little space for yourself and for others lets feelings flow instead of pooling.',
  },
  {
    name: 'Xing (Star)',
    character:
      'Xing people are independent and resilient, used to carrying their own weight. You hold big aims quietly and will work through hard seasons for them; many born under this mansion bloom later and keep getting steadier. Solitude can be armour for you, and sometimes a burden. Let people you trust come a little closer. Walking with company is lighter than you might expect.',
  },
  {
    name: 'Zhang (Extended Net)',
    character:
      'Zhang has a natural sense of the stage. You draw eyes without trying, express yourself well and know how to make anything look its best. Generous and a little grand, you like looking after the people around you, and leadership often finds you. Attention makes you glow; just do not let applause become your only fuel. What you do for your own joy shines longest.',
  },
  {
    name: 'Yi (Wings)',
    character:
      'Yi looks toward the horizon. You set long goals and build toward them patiently, holding yourself to high standards and keeping at it where others give up. Travel, new places and new ideas feed you like nothing else. Remember that the road is part of the destination; stopping now and then to enjoy where you are will carry you further, not slow you down.',
  },
  {
    name: 'Zhen (Chariot)',
    character:
      'Zhen is easygoing and adaptable, able to get along with almost anyone and to find the right words for each setting. Practical and moderate, you are often the one who finds a solution everyone can accept. That diplomacy is a genuine talent. Just be careful not to tuck your own views away every time; taking a clear stand now and then helps people know the real you.',
  },
  {
    name: 'Jiao (Horn)',
    character:
      'Jiao people know how to enjoy life. Good food, good clothes, good company: you have taste in all of it, and your easy laugh puts others at ease, so you often become the bright spot of a gathering. Lightness is your gift. Dull tasks can make your attention wander, so give the things you love a little more patience and your charm will gain real depth.',
  },
  {
    name: 'Kang (Neck)',
    character:
      'Kang has a strong sense of fairness. You cannot stand injustice and will speak up even to people in authority. Clear about your principles, you keep your word, which makes you someone others trust with important things. That straightness can lead to clashes. Standing firm while still offering the other side a way to save face makes your sense of justice more persuasive.',
  },
  {
    name: 'Di (Root)',
    character:
      'Di carries deep vitality. You go after what you want openly, follow through and tend to come back stronger from setbacks. There is a grounded ambition in you: once a goal is set, you give it everything. That drive can take you far. Balance it with proper rest and take time to appreciate what you already have; your striving will feel calmer for it.',
  },
];
