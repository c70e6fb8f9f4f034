/** English pairing texts: summaries, angles, Moons, advice. */
import type { PairingContent } from '../types';
import { ELEMENT_EN, MODALITY_EN } from './elements';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export const PAIRING_EN: PairingContent = {
  opener: [
    (a, sa, b, sb, name, rel) =>
      `${a}'s Sun in ${sa} and ${b}'s Sun in ${sb} form ${article(name)} ${name.toLowerCase()}: ${rel}`,
    (a, sa, b, sb, name, rel) =>
      `With ${a} born under ${sa} and ${b} under ${sb}, their Suns form ${article(name)} ${name.toLowerCase()}: ${rel}`,
  ],
  angleNames: { 1: 'Semi-sextile', 5: 'Quincunx' },
  angle: {
    0: {
      relation: "the same sign, so each recognises the other's instincts at once.",
      strength: "They understand each other's motives without needing an explanation.",
      friction: "They can share the same blind spots and amplify each other's habits.",
      advice:
        "Keep some interests of your own, and point out each other's blind spots kindly: being alike is a comfort, not a rule.",
    },
    1: {
      relation:
        'neighbouring signs, one step apart, whose different instincts can teach each other a lot.',
      strength: 'Each has something the other lacks, which makes a quietly complementary pair.',
      friction: 'Their instincts differ in subtle ways that are easy to misread.',
      advice:
        "When the other's reaction surprises you, assume good intent first, then ask what it meant to them.",
    },
    2: {
      relation: 'two signs apart, in elements that get along, an easy and cooperative link.',
      strength: 'Cooperation comes easily, and they make good teammates.',
      friction: 'The link is pleasant but can stay light unless both invest in it.',
      advice:
        'Turn easy goodwill into depth: plan something that needs both of you, and see it through together.',
    },
    3: {
      relation:
        'three signs apart, sharing a tempo but not an element, which brings both drive and friction.',
      strength: 'The friction creates energy, and they push each other to grow.',
      friction: 'With the same tempo and different elements, clashes and contests come easily.',
      advice:
        'When tension rises, name the goal you share first; then the differences become tools rather than weapons.',
    },
    4: {
      relation: 'four signs apart in the same element, the classic easy match.',
      strength: 'Natural harmony: shared values and an easy rhythm together.',
      friction: 'Things can feel so comfortable that effort and growth quietly slip.',
      advice:
        "Don't let ease turn into autopilot: bring new plans, small challenges and surprises into the bond now and then.",
    },
    5: {
      relation:
        'five signs apart, with little in common by element or pace, so they take some translating.',
      strength: 'Learning to understand each other stretches both of them in valuable ways.',
      friction: 'At times they may feel they are speaking different languages.',
      advice:
        'Say things plainly rather than hoping to be understood, and notice the adjustments the other makes for you.',
    },
    6: {
      relation:
        'signs that face each other across the zodiac, two halves that pull together and complete each other.',
      strength: 'A strong pull: each shows the other a side they lack.',
      friction: 'Pulling in opposite directions can become a seesaw over who gives way.',
      advice:
        'Look for the middle ground and take turns deciding: opposites work best as teammates, not rivals.',
    },
  },
  element: ELEMENT_EN,
  modality: MODALITY_EN,
  moon: {
    twin: (a, sa, b) =>
      `Both Moons are in ${sa}, so ${a} and ${b} tend to need comfort in much the same way.`,
    same: (a, sa, b, sb) =>
      `Their Moons, ${a}'s in ${sa} and ${b}'s in ${sb}, share an element, so they tend to need comfort in similar ways.`,
    compatible: (a, sa, b, sb) =>
      `Their Moons, ${a}'s in ${sa} and ${b}'s in ${sb}, sit in friendly elements, so emotional support flows without much effort.`,
    different: (a, sa, b, sb) =>
      `Their Moons, ${a}'s in ${sa} and ${b}'s in ${sb}, feel things differently, so asking beats guessing what the other needs.`,
  },
  contact: (head, text) => `${head}: ${text}`,
  contactNote: {
    conjunction: {
      harmonious: 'two points fused into one, so this part of each is felt strongly by the other.',
      tense: 'two points fused into one, so this part of each can crowd the other.',
    },
    sextile: {
      harmonious: 'a friendly opening that rewards a little effort from both sides.',
      tense: 'an opening that only helps when both sides reach for it.',
    },
    square: {
      harmonious: 'a push that turns friction into motion when handled with care.',
      tense: 'a sharp angle where the two pull different ways until they find a rhythm.',
    },
    trine: {
      harmonious: 'an easy flow, the kind of link that works without being asked.',
      tense: 'an easy flow that can slide into taking each other for granted.',
    },
    opposition: {
      harmonious: 'two ends of one line that draw each other in and fill in what the other lacks.',
      tense: 'two ends of one line that pull apart until each hears the other side.',
    },
  },
  closing: [
    'Sun signs sketch the outline; the rest is written by how two people treat each other day to day.',
    'Take this as a map of tendencies, not a verdict: care and honesty help any pair grow.',
    'Compatibility is something two people practise together, and these notes are only a place to start.',
  ],
};
