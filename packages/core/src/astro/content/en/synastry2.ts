/**
 * English synastry contacts, part 2: pairs whose earlier point is Venus or later, and the
 * outer planets (x owns the outer planet, y the personal point). Combined in ./synastry.ts.
 */
import type { ContactPair, ContactText } from '../types';

export const CONTACT_EN_2: Partial<Record<ContactPair, ContactText>> = {
  'venus-venus': {
    harmonious: (x, y) =>
      `${x} and ${y} share tastes, pleasures and a sense of what makes a good day. Choosing a restaurant, a film or a gift is rarely hard.`,
    tense: (x, y) =>
      `${x} and ${y} enjoy different things, and each may feel the other doesn't quite get them. Exploring each other's pleasures can open up a whole new world.`,
  },
  'venus-mars': {
    harmonious: (x, y) =>
      `${x}'s warmth and ${y}'s drive meet in the right key, so the pull between them feels easy and tends to renew itself. Between partners, this is the classic sign of chemistry.`,
    tense: (x, y) =>
      `The pull between ${x} and ${y} is strong, but their timing and ways of reaching out can clash. Things go best when both say plainly what they want.`,
  },
  'venus-jupiter': {
    harmonious: (x, y) =>
      `${y} is generous with ${x}, and ${x} makes ${y} feel appreciated. Together they enjoy life's pleasures and bring out each other's kindness.`,
    tense: (x, y) =>
      `${x} and ${y} can indulge each other a little too much, from spending to skipping the harder talks. A shared limit or two makes the good times last.`,
  },
  'venus-saturn': {
    harmonious: (x, y) =>
      `${y} offers ${x} commitment and reliability, and ${x} helps ${y} relax into affection. Feelings here grow slowly and hold firm.`,
    tense: (x, y) =>
      `${y} may seem reserved just when ${x} wants warmth, and ${x} may seem needy when ${y} wants calm. Small, regular signs of care bridge the gap.`,
  },
  'venus-asc': {
    harmonious: (x, y) =>
      `${x} finds ${y} naturally appealing, and ${y} feels at ease with ${x}'s affection. Simply being together looks and feels good.`,
    tense: (x, y) =>
      `${x}'s tastes and ${y}'s style don't always match, and compliments may miss their mark. Curiosity about what the other finds beautiful turns that into a pleasure.`,
  },
  'mars-mars': {
    harmonious: (x, y) =>
      `${x} and ${y} move at a similar pace and can throw themselves into the same projects. Sport, adventure or working side by side suits them.`,
    tense: (x, y) =>
      `${x} and ${y} both like to take the lead, and disagreements can escalate fast. Aiming that energy at a shared goal beats fighting over the steering wheel.`,
  },
  'mars-jupiter': {
    harmonious: (x, y) =>
      `${y} backs ${x}'s courage, and ${x} turns ${y}'s enthusiasm into action. Together they take bold steps and enjoy taking them.`,
    tense: (x, y) =>
      `${x} and ${y} can egg each other on into overdoing it, from packed schedules to needless risks. One adventure at a time keeps the fun sustainable.`,
  },
  'mars-saturn': {
    harmonious: (x, y) =>
      `${y} gives ${x}'s energy discipline and staying power, and ${x} gets ${y} moving. Excellent for building something step by step.`,
    tense: (x, y) =>
      `${y} may seem to brake just when ${x} wants to go, and ${x} can feel controlled. Agreeing on the goal first and the pace second eases the pressure.`,
  },
  'mars-asc': {
    harmonious: (x, y) =>
      `${x}'s energy wakes ${y} up, and ${y} answers with enthusiasm. There is a lively, energetic ease between them.`,
    tense: (x, y) =>
      `${x} may come across as pushy to ${y}, and ${y}'s reactions can provoke ${x}. A little patience early on turns the friction into lively teamwork.`,
  },
  'jupiter-jupiter': {
    harmonious: (x, y) =>
      `${x} and ${y} share similar hopes, beliefs or a sense of humour about life. Plans for travel, study or a common cause click easily.`,
    tense: (x, y) =>
      `${x} and ${y} may hold different views on what is worth believing in or aiming for. Respecting each other's outlook keeps it from becoming a sermon.`,
  },
  'jupiter-saturn': {
    harmonious: (x, y) =>
      `${x} brings hope and ${y} brings a plan, balancing vision with realism. A useful mix for long projects.`,
    tense: (x, y) =>
      `${x}'s optimism and ${y}'s caution can pull in opposite directions. Naming both the dream and the budget at the start spares them later tension.`,
  },
  'jupiter-asc': {
    harmonious: (x, y) =>
      `${x} encourages ${y} and makes ${y} feel lucky to be around. ${y}, in turn, gives ${x}'s generosity a warm welcome.`,
    tense: (x, y) =>
      `${x}'s advice or enthusiasm can feel like too much for ${y}. Offering rather than insisting keeps it a gift.`,
  },
  'saturn-saturn': {
    harmonious: (x, y) =>
      `${x} and ${y} share a similar sense of duty and timing, and respect each other's way of working. Long commitments feel natural to them.`,
    tense: (x, y) =>
      `${x} and ${y} handle responsibility differently, and each may find the other too strict or too lax. Dividing duties clearly prevents quiet resentment.`,
  },
  'saturn-asc': {
    harmonious: (x, y) =>
      `${x} gives ${y} a sense of steadiness and maturity, and ${y} trusts ${x}'s judgement. The bond feels serious in a good way.`,
    tense: (x, y) =>
      `${x} can seem cool or critical to ${y}, especially at first. Warmth shown in small ways helps ${y} feel accepted rather than assessed.`,
  },
  'asc-asc': {
    harmonious: (x, y) =>
      `${x} and ${y} meet the world in compatible styles, so they look like a natural team. Going out together feels easy.`,
    tense: (x, y) =>
      `${x} and ${y} come across in contrasting ways, which can feel awkward at first. Over time the contrast can make them a complementary team.`,
  },
};

export const OUTER_EN: Record<'uranus' | 'neptune' | 'pluto', ContactText> = {
  uranus: {
    harmonious: (x, y) =>
      `${x} brings a breath of freedom and surprise into ${y}'s life, and ${y} finds it refreshing. Things rarely go stale between them.`,
    tense: (x, y) =>
      `${x} can be unpredictable in ways that unsettle ${y}. A few reliable rituals leave room for the excitement without the jolts.`,
  },
  neptune: {
    harmonious: (x, y) =>
      `${x} brings tenderness, imagination and a touch of magic to ${y}. Shared dreams, music or art deepen the bond.`,
    tense: (x, y) =>
      `${y} may see ${x} through a soft-focus lens, or ${x}'s vagueness may leave ${y} unsure. Kind, clear words keep the bond honest.`,
  },
  pluto: {
    harmonious: (x, y) =>
      `${x} brings depth and intensity to ${y}'s life, and both can grow through the bond. Trust makes it a strong, transforming connection.`,
    tense: (x, y) =>
      `${x}'s intensity can feel like pressure to ${y}, and power struggles may surface. Respecting each other's boundaries keeps depth from turning into control.`,
  },
};
