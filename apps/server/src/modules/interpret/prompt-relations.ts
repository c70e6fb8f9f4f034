import type { Lang } from '@starlit/contracts';
import { signOf, type Chart, type SynastryAspect } from '@starlit/core/astro';
import { MANSION_GLYPHS, mansionRelation } from '@starlit/core/mansions';
import { PLANET_FACES, SIGN_FACES } from '@starlit/core/dice';
import { ZODIAC_SIGNS } from '@starlit/core';
import { relationSections } from './compose-relations';
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

/**
 * The facts of a relationship for a language model: both charts, the contacts between them and
 * the scores, all computed by us, with our own composed text as grounding.
 */
export function relationFacts(task: RelationTask, lang: Lang): string {
  const syn = task.synastry;
  const lines = [
    task.kind === 'depth'
      ? 'Deep relationship report for two people: both charts, the synastry between them and their lunar mansions (宿曜). Interpret exactly these facts; do not compute or add others.'
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
    );
  }
  lines.push(
    'Our own text for grounding:',
    ...relationSections(task, lang).map((s) => `- ${s.title}: ${s.text}`),
    'Speak to the user about "you and <name>"; never predict a break-up or promise a future; sections: overview, attraction, emotions, communication, growth, advice.',
  );
  return lines.join('\n');
}
