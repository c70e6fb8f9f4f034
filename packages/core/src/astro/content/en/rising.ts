/**
 * English texts for the rising sign (Ascendant). Original to Starlit; written separately from
 * the Chinese texts, not translated. Two or three sentences each, 40–70 words.
 */
import type { RisingText } from '../types';

export const RISING_EN: RisingText = {
  aries:
    'Aries rising meets the world head-on. People tend to see you as energetic, direct and ready to act, with a spark that makes first meetings memorable. You treat life as a series of challenges to tackle, and this quick, courageous lens runs through your whole chart, urging every other placement to speak up with more urgency and initiative.',
  taurus:
    'A calm, grounded presence is the first thing others notice about Taurus rising. You come across as steady, pleasant and reassuringly unhurried, often with a good eye for comfort and beauty. You test things before you commit, and that patience slows and anchors your entire chart, lending every placement practicality and real staying power.',
  gemini:
    'With Gemini rising, you meet the world with curiosity and quick conversation. Strangers notice your lively expression, your wit and your ease at chatting with almost anyone. You handle life by gathering information and staying flexible, and this Ascendant adds lightness to the rest of your chart, making even serious placements more talkative, versatile and eager to explore.',
  cancer:
    'Cancer rising gives a gentle, receptive first impression; people sense your warmth and protectiveness, even if you stay shy until you feel safe. You move carefully, checking how a situation feels before stepping forward. Sensitivity and care filter through your whole chart, so even your boldest placements tend to act on behalf of the people you love.',
  leo: 'You enter a room with presence: Leo rising comes across as warm, confident and expressive, often with a striking style or a generous smile that draws people in. Life feels like a stage for creativity and heart. This Ascendant turns up the brightness on everything else in your chart, giving each placement more radiance, dignity and desire to be seen.',
  virgo:
    'Virgo rising makes a modest, attentive first impression. Others pick up on your neatness, your thoughtful questions and your readiness to help, and you approach life analytically, refining as you go. Discernment becomes the filter for your entire chart, so even your most passionate placements are expressed with care, skill and a wish to be genuinely useful.',
  libra:
    'Grace and charm are how Libra rising greets the world, and people usually find you pleasant, fair and easy to talk to, often with a refined sense of style. You navigate life through relationships, seeking balance in every situation. The Libra Ascendant softens the harder edges of your chart, encouraging every planet to act with diplomacy and consideration.',
  scorpio:
    'Scorpio rising carries a magnetic, private presence. Others sense intensity behind your composure and may find you intriguing long before they know you well, and you read the room strategically before revealing much. This Ascendant deepens your whole chart, giving each placement more focus and resilience, and a preference for truth over appearances.',
  sagittarius:
    'Openness and optimism radiate from Sagittarius rising; you come across as friendly, adventurous and frank, often with a ready laugh and a restless energy. Life looks like a journey of discovery from behind your eyes. The rest of your chart is broadened by this lens, each placement invited to seek meaning, take risks for growth and look toward the next horizon.',
  capricorn:
    'Capricorn rising makes a composed, capable first impression, and people often read you as mature, reliable and quietly ambitious, even when you are young. You approach life with a plan and a sense of responsibility. Structure and endurance flow from the Ascendant into your whole chart, helping every placement work patiently toward achievements that last.',
  aquarius:
    'With Aquarius rising, you strike people as friendly, original and a little unexpected. People notice your independence and your unusual take on things, and you treat life as an experiment, open to new ideas and different ways of living. This Ascendant gives your whole chart a progressive, individual flavor, encouraging every placement to stay true to itself.',
  pisces:
    'Pisces rising gives a soft, dreamy first impression; kindness, imagination and quiet sensitivity are what others feel first, and many feel instantly understood in your presence. You approach life intuitively, flowing with circumstances instead of forcing them. Compassion seeps into your entire chart, helping every placement express itself with empathy, creativity and a touch of mystery.',
};
