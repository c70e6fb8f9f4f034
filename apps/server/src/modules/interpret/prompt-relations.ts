import type { Lang } from '@starlit/contracts';
import { signOf, SLOW_ORB, trackDate, type Chart, type SynastryAspect } from '@starlit/core/astro';
import { MANSION_GLYPHS, mansionRelation } from '@starlit/core/mansions';
import { PLANET_FACES, SIGN_FACES } from '@starlit/core/dice';
import { ZODIAC_SIGNS } from '@starlit/core';
import { depthYear, relationSections } from './compose-relations';
import type { InterpretTask, PairPerson } from './types';

type RelationTask = Extract<InterpretTask, { kind: 'synastry' | 'depth' }>;

const sign = (lon: number) => SIGN_FACES[ZODIAC_SIGNS[signOf(lon)]!].en.name;
const point = (id: SynastryAspect['a']) => (id === 'asc' ? 'Ascendant' : PLANET_FACES[id].en.name);

function person(label: string, p: PairPerson): string {
  const c: Chart = p.chart;
  const planets = c.planets
    .map(
      (x) =>
        `${PLANET_FACES[x.id].en.name} ${sign(x.lon)}${p.timeKnown ? ` (house ${x.house})` : ''}`,
    )
    .join(', ');
  const rising = p.timeKnown
    ? `Ascendant ${sign(c.ascendant)}`
    : 'birth time unknown: no rising sign or houses';
  return `${label} (${p.nickname}): ${rising}; ${planets}.`;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The deep report's own facts: the composite chart and the year's transits to the pair, dated. */
function yearFacts(task: Extract<RelationTask, { kind: 'depth' }>): string[] {
  const year = depthYear(task);
  const at = (d: number) => day(trackDate(year.track, d));
  const who = (o: 'a' | 'b' | 'composite') =>
    o === 'a' ? "A's" : o === 'b' ? "B's" : 'the composite';
  const composite = year.composite.points
    .map(
      (p) =>
        `${p.id === 'asc' ? 'Ascendant' : PLANET_FACES[p.id].en.name} ${sign(p.lon)}${p.house && p.id !== 'asc' ? ` (house ${p.house})` : ''}`,
    )
    .join(', ');
  return [
    `Composite chart (midpoints${year.composite.houses ? ', the houses from the midpoints of both sets of cusps' : ', no Ascendant or houses: a birth time is unknown'}): ${composite}.`,
    `Jupiter and Saturn aspects to the pair from ${day(task.from)} to ${at(year.track.days - 1)} (orb ${SLOW_ORB}°):`,
    ...year.slow.map(
      (x) =>
        `- ${PLANET_FACES[x.planet].en.name} ${x.kind} ${who(x.target.owner)} ${x.target.point}: exact ${x.exact.map(at).join(', ')}; in orb ${at(x.from)} to ${at(x.to)}`,
    ),
    'Month by month (the Sun, Venus and Mars exact to the pair; new and full moons):',
    ...year.months.map(
      (m) =>
        `- ${day(m.start).slice(0, 7)}: ${[
          ...m.fast
            .slice(0, 3)
            .map(
              (f) =>
                `${PLANET_FACES[f.planet].en.name} ${f.kind} ${who(f.target.owner)} ${f.target.point} ${at(f.day)}`,
            ),
          ...m.lunations.map((l) => `${l.kind} moon ${day(l.date)} in ${sign(l.lon)}`),
        ].join('; ')}`,
    ),
  ];
}

/**
 * The facts of a relationship for a language model: both charts, the contacts between them and
 * the scores, all computed by us, with our own composed text as grounding.
 */
export function relationFacts(task: RelationTask, lang: Lang): string {
  const syn = task.synastry;
  const lines = [
    task.kind === 'depth'
      ? 'Deep relationship report for two people: both charts, the synastry between them, their composite chart, the transits to the pair over the coming year and their lunar mansions (宿曜). Interpret exactly these facts; do not compute or add others.'
      : 'Synastry report for two people. Interpret exactly these contacts between their charts; do not compute or add others.',
    person('Person A', task.a),
    person('Person B', task.b),
    `Scores (0–100, about 60 is typical): overall ${syn.overall}, love ${syn.scores.love}, friendship ${syn.scores.friendship}, communication ${syn.scores.communication}, long-term ${syn.scores.longTerm}.`,
    'Contacts between the charts (A’s point first, strongest first; weight > 0 harmonious, < 0 tense):',
    ...syn.aspects
      .slice(0, 12)
      .map(
        (a) =>
          `- A's ${point(a.a)} ${a.kind} B's ${point(a.b)}, orb ${a.orb.toFixed(1)}°, weight ${a.weight.toFixed(2)}`,
      ),
  ];
  if (task.kind === 'depth') {
    const view = mansionRelation(task.a.mansion, task.b.mansion);
    const back = mansionRelation(task.b.mansion, task.a.mansion);
    lines.push(
      `Lunar mansions: A ${MANSION_GLYPHS[task.a.mansion]}, B ${MANSION_GLYPHS[task.b.mansion]}; A sees B as ${view.relation}, B sees A as ${back.relation}; distance ${view.distance ?? 'none'}.`,
      ...yearFacts(task),
      ...(task.davison
        ? [
            `Davison chart (the sky halfway between the births in time and place): ${task.davison.planets.map((x) => `${PLANET_FACES[x.id].en.name} ${sign(x.lon)}`).join(', ')}.`,
          ]
        : []),
    );
  }
  lines.push(
    'The two may be partners, friends, family or colleagues, of any gender: assume none; use their names, "you both" or "the other person", never he/she, husband/wife or boyfriend/girlfriend.',
    'Our own text for grounding:',
    ...relationSections(task, lang).map((s) => `- ${s.title}: ${s.text}`),
    task.kind === 'depth'
      ? 'Speak to the user about "you and <name>"; never predict a break-up or promise a future; write new text, not the synastry report again; sections: the composite chart, the composite and the Davison chart read as the relationship itself, how you talk, how you disagree and make up, the year\'s major transits (with their dates), month by month (each of the twelve months from its own transits), the year at a glance.'
      : 'Speak to the user about "you and <name>"; never predict a break-up or promise a future; write new text, not the free overview or the zodiac pairing again; sections: overview, attraction, emotions, communication, growth, advice.',
  );
  return lines.join('\n');
}
