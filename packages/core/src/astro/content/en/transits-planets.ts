import type { PlanetId } from '../../../planets';
import type { TransitPlanetText } from '../transits-types';

/** What each transiting planet brings, and how its pass closes. Our own text. */
export const TRANSIT_PLANETS_EN: Record<PlanetId, TransitPlanetText> = {
  sun: {
    name: 'the Sun',
    short: 'Sun',
    brings: 'light, attention and a wish to be seen',
    soft: "The Sun's touch lasts only a day or two, so treat it as a spotlight: notice what it shows you about {topic} and act on one small thing.",
    hard: 'The Sun moves on within a day or two, so any strain is short-lived; use the friction to see what {topic} needs from you now.',
  },
  moon: {
    name: 'the Moon',
    short: 'Moon',
    brings: 'a passing mood, a tug of feeling and a need for comfort',
    soft: 'The Moon moves on within hours, so take this as the colour of the day rather than a message about your life.',
    hard: 'The Moon moves on within hours; a touchy moment now says more about the day than about you.',
  },
  mercury: {
    name: 'Mercury',
    short: 'Mercury',
    brings: 'busy thoughts, messages and conversations',
    soft: 'Mercury passes in a few days, a good window to say, write or plan something that concerns {topic}.',
    hard: 'Mercury moves on in a few days; until then, read things twice and let misunderstandings cool before you answer.',
    retro:
      'Mercury is retrograde on this pass, so it favours going back over old notes, old plans and unfinished conversations.',
  },
  venus: {
    name: 'Venus',
    short: 'Venus',
    brings: 'warmth, charm and an eye for what you value',
    soft: 'Venus lingers for a few days at most, so enjoy what comes easily and let one kind gesture count.',
    hard: 'Venus moves on in a few days; if wants and values clash, choose what you will still like next month.',
    retro:
      'Venus is retrograde on this pass, so old affections and old tastes come back for a second look.',
  },
  mars: {
    name: 'Mars',
    short: 'Mars',
    brings: 'drive, heat and the urge to act',
    soft: 'Mars gives you a few days of extra fuel; put it into something you can finish.',
    hard: 'Mars runs hot for a few days, so move your body, pick your battles and let the heat become effort rather than argument.',
    retro:
      'Mars is retrograde on this pass, so the energy turns inward: rework an old plan rather than forcing a new one.',
  },
  jupiter: {
    name: 'Jupiter',
    short: 'Jupiter',
    brings: 'room to grow, generosity and a wider view',
    soft: "Jupiter's contacts come round only every few years and can last weeks, so this is a real opening: say yes to the chance that feels generous, not just big.",
    hard: "Jupiter's weeks-long contacts can tempt you to take on too much; grow, but make only the promises you can keep.",
    retro:
      'Jupiter is retrograde on this pass, so the growth starts inside: revisit a hope you set aside and see whether it still fits.',
  },
  saturn: {
    name: 'Saturn',
    short: 'Saturn',
    brings: 'structure, patience and a sober look at what lasts',
    soft: "Saturn's transits unfold over months; the steady effort you put into {topic} now tends to hold for years.",
    hard: "Saturn's transits unfold over months and often return in passes; it can feel heavy, but what you patiently rebuild around {topic} becomes something you can rely on.",
    retro:
      'Saturn is retrograde on this pass, which makes it a review: go back to what the earlier contact asked of you and make it sturdier.',
  },
  uranus: {
    name: 'Uranus',
    short: 'Uranus',
    brings: 'surprise, restlessness and the wish to break free',
    soft: 'Uranus works slowly, often over a year; let a fresh idea about {topic} in and try it out in small, honest steps.',
    hard: 'Uranus works slowly and can return over a year or more; sudden change around {topic} is easier to ride if you loosen your grip before you are pushed.',
    retro:
      'Uranus is retrograde on this pass, so the change works inside first; notice what you are already outgrowing.',
  },
  neptune: {
    name: 'Neptune',
    short: 'Neptune',
    brings: 'dreams, sensitivity and a softening of edges',
    soft: "Neptune's passes are long and quiet, often a year or two; make room for music, art, prayer or whatever helps {topic} breathe.",
    hard: "Neptune's passes are long and hazy; check facts twice, keep your boundaries kind but clear, and trust what stays true when the fog lifts.",
    retro:
      'Neptune is retrograde on this pass, so an old dream or an old confusion returns to be seen more clearly.',
  },
  pluto: {
    name: 'Pluto',
    short: 'Pluto',
    brings: 'depth, intensity and the power to transform',
    soft: "Pluto's transits are among the deepest of a lifetime; this one lets {topic} grow stronger from the roots, quietly and for good.",
    hard: "Pluto's transits are among the deepest of a lifetime and unfold over a year or more; something around {topic} is being renewed from the roots, and it helps to let go at its own pace.",
    retro:
      'Pluto is retrograde on this pass, so the work is inward: let go of one thing you no longer need to hold on to.',
  },
};
