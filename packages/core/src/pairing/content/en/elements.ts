/** English pairing texts by element pair and by modality pair. */
import type { PairingContent } from '../types';

export const ELEMENT_EN: PairingContent['element'] = {
  'fire-fire': {
    summary:
      'Two fire signs bring double the enthusiasm: plans get made fast, and life together is rarely dull.',
    strength: 'Shared energy and courage: they egg each other on to try new things.',
    friction: 'Both can flare up quickly, and neither likes to back down first.',
  },
  'earth-earth': {
    summary:
      'Two earth signs build on solid ground: they value the same practical things and trust actions over words.',
    strength: 'Reliability: each can count on the other to show up and follow through.',
    friction: 'Routines can harden into ruts, and feelings may go unspoken for too long.',
  },
  'air-air': {
    summary:
      'Two air signs meet in the mind, and ideas, jokes and conversation keep the bond light on its feet.',
    strength: 'Endless conversation and a shared curiosity about ideas and people.',
    friction: 'They can talk around their feelings rather than through them.',
  },
  'water-water': {
    summary:
      "Two water signs share a deep emotional current and often sense each other's moods without a word.",
    strength: 'Emotional understanding and tenderness come to them naturally.',
    friction: 'Moods can feed each other, so one low day may turn into a low week for both.',
  },
  'fire-air': {
    summary:
      "Fire and air feed each other: air's ideas fan fire's enthusiasm, and fire gives air's plans momentum.",
    strength: 'Inspiration on tap: one has the idea, the other has the drive to start it.',
    friction: 'Restlessness on both sides can leave the practical details undone.',
  },
  'earth-water': {
    summary:
      'Earth and water make fertile ground, with water bringing feeling and earth bringing shape and care.',
    strength: 'A nurturing, protective bond in which both feel safe.',
    friction: 'Both can retreat into caution and put off a change that is needed.',
  },
  'fire-earth': {
    summary:
      'Fire and earth move at different speeds: fire wants to leap, earth wants to test the ground first.',
    strength: 'Together they can turn bold ideas into real, lasting results.',
    friction: 'Fire may find earth slow, and earth may find fire reckless.',
  },
  'fire-water': {
    summary:
      'Fire and water make steam: intensity and feeling run high, and so, at times, do misunderstandings.',
    strength: 'Intensity and warmth: neither is ever lukewarm about the other.',
    friction: "Fire's bluntness can hurt water's feelings, and water's moods can dampen fire.",
  },
  'earth-air': {
    summary:
      'Earth and air look at the world through different lenses, one asking what works and the other what could be.',
    strength: 'A useful balance between fresh ideas and practical sense.',
    friction: 'Air may find earth too set in its ways, and earth may find air hard to pin down.',
  },
  'air-water': {
    summary:
      'Air and water bring head and heart together: one wants to understand, the other wants to feel.',
    strength: 'Each shows the other a side of life they would miss alone.',
    friction: "Air's detachment can feel cool to water, and water's depth can feel heavy to air.",
  },
};

export const MODALITY_EN: PairingContent['modality'] = {
  'cardinal-cardinal': {
    strength: 'Both are starters, full of initiative, so nothing stays stuck for long.',
    friction: 'Two leaders can end up in a tug-of-war over who decides.',
  },
  'fixed-fixed': {
    strength: 'Both are loyal and persistent: once committed, they stay.',
    friction: 'Neither bends easily, so a disagreement can become a stand-off.',
  },
  'mutable-mutable': {
    strength: 'Both adapt easily, which makes change and compromise simple.',
    friction: 'With both going with the flow, decisions may drift.',
  },
  'cardinal-fixed': {
    strength: 'One starts and the other sustains, a good division of labour.',
    friction: 'The initiator may feel held back, and the steady one pushed.',
  },
  'cardinal-mutable': {
    strength: 'One sets the direction, the other adapts and fills in the details.',
    friction: 'Plans may change so often that the one who set them feels unsupported.',
  },
  'fixed-mutable': {
    strength: "Stability meets flexibility, and each makes the other's strengths useful.",
    friction: 'The steadier one may find the other unreliable, and be found rigid in turn.',
  },
};
