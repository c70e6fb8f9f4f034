/**
 * English aspect texts, part 2: pairs whose earlier planet is Venus through
 * Neptune (Venus, Mars, Jupiter, Saturn, Uranus, Neptune).
 * Combined with the other part in ./aspects.ts.
 */
import type { AspectPairText } from '../types';

export const ASPECT_PAIR_EN_2: AspectPairText = {
  'venus-mars': {
    conjunction:
      'Passion and affection mix easily in you, giving you a magnetic, lively presence. You pursue what you love with real energy and enjoy a romance that feels spirited and alive.',
    harmonious:
      'You balance giving and taking in love and creative work with natural ease. Your warmth, combined with a willingness to make the first move, helps relationships flourish.',
    challenging:
      'What you desire and what you value may pull in different directions, striking sparks in romance. Honest talk about needs turns that tension into lively, lasting chemistry.',
  },
  'venus-jupiter': {
    conjunction:
      'Generosity, good taste and sociable charm are yours in abundance, and people enjoy your company. A gentle check on spending and indulgence keeps the good times feeling good.',
    harmonious:
      'You tend to attract kindness and often find support through friends and partners. Your easy-going warmth makes shared pleasures feel abundant and generous for everyone involved.',
    challenging:
      'You might overdo pleasures or expect a little too much of love. Enjoying simple delights and keeping realistic hopes lets your warmth shine without disappointment.',
  },
  'venus-saturn': {
    conjunction:
      'You take love seriously and value loyalty over fleeting thrills. Your relationships may deepen slowly, but once they are built, they tend to stand the test of time.',
    harmonious:
      'You bring steadiness and commitment to relationships and can turn affection into lasting partnership. Your taste leans toward things that are classic, well made and built to last.',
    challenging:
      'Fear of rejection, or a sense of not being lovable enough, may make you guarded. Small risks of openness, taken with people you trust, gradually ease that caution.',
  },
  'venus-uranus': {
    conjunction:
      'You are drawn to unusual people and exciting, unconventional romance. Freedom within relationships matters to you, and your taste is original and often ahead of its time.',
    harmonious:
      'You keep love fresh with spontaneity and new experiences, and friends appreciate your open-minded affection. Your creativity flows best when you allow yourself to experiment.',
    challenging:
      'Sudden attractions or restlessness may make relationships feel unsettled at times. Building trust while keeping room for personal freedom lets love feel both exciting and secure.',
  },
  'venus-neptune': {
    conjunction:
      'You hold romantic ideals and a refined sense of beauty, often expressing them through art or compassion. Seeing partners as they really are keeps your love real and grounded.',
    harmonious:
      'Your affection has a soft, dreamy quality, and you are moved by music, art and soulful connection. Kindness and imagination make your relationships especially tender.',
    challenging:
      'You may idealise partners or overlook warning signs in the name of love. Keeping one foot firmly on the ground protects your tender heart while still letting you dream.',
  },
  'venus-pluto': {
    conjunction:
      'You feel love intensely, often all or nothing, and you seek bonds that change you. Trust and equality help that depth feel safe and nourishing rather than consuming.',
    harmonious:
      'You love deeply and loyally, and relationships become places of growth and healing for you. Your magnetic presence tends to draw meaningful, lasting connections into your life.',
    challenging:
      'Jealousy or a fear of loss may sometimes grip your relationships. Learning to trust freely, and choosing partners who earn that trust, turns intensity into lasting intimacy.',
  },
  'mars-jupiter': {
    conjunction:
      'You have abundant energy and a big appetite for adventure. Setting clear goals channels this enthusiasm so that it does not scatter across too many projects at once.',
    harmonious:
      'Confidence and good timing help you act on opportunities, and your enthusiasm often inspires others. Sport, travel or starting your own ventures may suit you well.',
    challenging:
      'Overconfidence may lead you to take on too much or push harder than you need to. Pacing yourself and planning ahead help your generous energy last the distance.',
  },
  'mars-saturn': {
    conjunction:
      'You have the determination to work hard and to keep going. Learning when to push and when to rest turns your discipline into real, lasting achievement.',
    harmonious:
      'Your energy is steady and well directed, so you can sustain effort over long periods. You excel at tasks that need patience, skill and careful strategy.',
    challenging:
      'You may feel blocked at times, swinging between holding back and pushing too hard. Working in small, consistent steps releases frustration and builds genuine strength.',
  },
  'mars-uranus': {
    conjunction:
      'You act quickly on sudden impulses and thrive when situations change fast. Building in a pause before big moves keeps your daring from tipping over into recklessness.',
    harmonious:
      'You are inventive and quick to act on new ideas, and you meet surprises with courage. Your energy is well suited to pioneering work and fresh ways of doing things.',
    challenging:
      'Impatience or a rebellious streak may spark sudden clashes or hasty decisions. Slowing your pace in risky moments keeps your brave energy both safe and effective.',
  },
  'mars-neptune': {
    conjunction:
      'Your drive is guided by ideals and imagination, and you may work hard for a cause or a creative vision. Clear, specific goals help your energy stay focused.',
    harmonious:
      'You can turn inspiration into action, and your energy flows naturally into art, dance or service to others. Compassion is often the fuel behind your courage.',
    challenging:
      'Your motivation may rise and fall, or you may feel unsure where to direct your energy. Setting small, concrete goals helps you act with clarity and confidence.',
  },
  'mars-pluto': {
    conjunction:
      'You possess great willpower and stamina, able to push through obstacles that others avoid. Directing that intensity toward constructive goals makes you a real force for change.',
    harmonious:
      'You can focus your energy with great depth and persistence, achieving remarkable things under pressure. Your resilience and staying power quietly inspire the people around you.',
    challenging:
      'Strong desires and power struggles may keep surfacing until you find healthy outlets for them. Regular exercise and honest negotiation help you use your strength wisely.',
  },
  'jupiter-saturn': {
    conjunction:
      'Born near a meeting of Jupiter and Saturn, you share with your age-mates a backdrop of new social cycles beginning. Personally, it asks you to balance hope with patience.',
    harmonious:
      'This generational backdrop blends optimism with realism, helping your peer group grow without overreaching. In your own life, it can show up as steady, well-timed progress.',
    challenging:
      'Your generation grew up amid a tug between expansion and restraint. Personally, you may swing between risk and caution until you find a rhythm of growth that also feels secure.',
  },
  'jupiter-uranus': {
    conjunction:
      'You belong to a cohort shaped by sudden breakthroughs and a hunger for freedom. Personally, this backdrop can bring lucky surprises and a taste for bold, inventive ideas.',
    harmonious:
      'A generational backdrop of progress and openness colours your outlook, encouraging you to welcome change. You may find opportunities in new technology or unconventional paths.',
    challenging:
      'Your peers share a restless urge for more freedom than circumstances allow. Personally, balancing exciting leaps with practical planning helps surprises work in your favour.',
  },
  'jupiter-neptune': {
    conjunction:
      'Your generation carries a shared longing for meaning, spirituality and a kinder world. Personally, it blesses you with faith and imagination, as long as your ideals stay tied to action.',
    harmonious:
      'A generational backdrop of compassion and inspiration runs through your age group. In you, it may show up as a generous heart and a gently creative vision of what could be.',
    challenging:
      'Your peers may share a tendency to chase ideals until they blur into illusion. Personally, grounding your hopes in concrete plans helps your dreams bear real fruit.',
  },
  'jupiter-pluto': {
    conjunction:
      'You belong to a cohort marked by ambition and a drive to make a big impact. Personally, it can lend you persuasive power, and using it for the common good brings lasting rewards.',
    harmonious:
      'A generational backdrop of renewal and opportunity encourages you and your peers to build something meaningful on a large scale. Personally, it supports ambitions rooted in purpose.',
    challenging:
      'Your generation may grapple with questions of power and excess. Personally, seeking growth through integrity rather than control keeps your ambitions healthy and well founded.',
  },
  'saturn-uranus': {
    conjunction:
      'This generational marker, shared with your age-mates, fuses tradition and innovation into a single force. Personally, you may be good at reforming old systems from the inside.',
    harmonious:
      'Your cohort knows how to bring new ideas into practical, workable form. In your own life, this backdrop helps you balance stability with progress without much strain.',
    challenging:
      'Your generation lives with a running tension between the old and the new. Personally, learning to honour both structure and change helps you avoid feeling torn between them.',
  },
  'saturn-neptune': {
    conjunction:
      'Born under this generational contact, you share with your peers a quiet mission to make dreams real. Personally, it asks you to give your ideals shape through patient effort.',
    harmonious:
      'A backdrop of practical idealism shapes your generation, helping you bring vision into structure. You may be drawn to work that combines service with discipline.',
    challenging:
      'Your peers may feel pulled between hard realities and lofty hopes. Personally, small, steady steps help you honour both, so that neither disappointment nor daydreams take over.',
  },
  'saturn-pluto': {
    conjunction:
      'Your generation carries a sense of gravity and endurance, born at a time that called for resilience. Personally, this shows up as a capacity to rebuild after hardship.',
    harmonious:
      'A generational backdrop of steady transformation gives you and your peers the stamina for deep, lasting change. You can carry real responsibility with quiet, patient strength.',
    challenging:
      'Your cohort knows pressure and the need to restructure. Personally, recognising which burdens truly belong to you lightens the load and frees you to grow.',
  },
  'uranus-neptune': {
    conjunction:
      'Your generation was born at a rare meeting of innovation and imagination, often dreaming of new ways to connect the world. Personally, it can spark visionary, far-reaching ideas.',
    harmonious:
      "A generational backdrop of inspired change colours your peers' hopes, blending technology with idealism. You may find deep meaning in creative, technological or humanitarian projects.",
    challenging:
      'Your cohort shares a tension between revolutionary ideals and an unclear sense of direction. Personally, shaping your inspirations into practical, workable forms helps them take root and flourish.',
  },
  'uranus-pluto': {
    conjunction:
      'You belong to a generation marked by sweeping change and radical renewal. Personally, you may feel called to help reinvent the systems around you, starting with your own habits.',
    harmonious:
      'A backdrop of empowering change runs through your cohort, encouraging creative reform. In your own life, it supports reinventing yourself, again and again, with courage and insight.',
    challenging:
      'Your generation grew up amid upheaval and pressure to transform. Personally, turning restlessness into constructive change keeps you grounded instead of feeling overwhelmed by it all.',
  },
  'neptune-pluto': {
    conjunction:
      'This rare generational marker speaks of deep spiritual renewal shared across a whole era. Personally, you may sense a pull toward the meaning beneath the surface of ordinary life.',
    harmonious:
      'A long-lasting generational backdrop links imagination with regeneration, shaping collective dreams over decades. Personally, it quietly supports a faith that endings lead to new beginnings.',
    challenging:
      'This rare backdrop speaks of eras in which ideals and power collide. Personally, it invites you to hold your beliefs with humility and to let them keep evolving.',
  },
};
