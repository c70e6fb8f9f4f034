import type { Lang } from '@starlit/contracts';
import {
  composeMbtiReport,
  dimensionFacts,
  GROUP_CONTENT,
  LEVEL_ITEM_IDS,
  MBTI_DIMENSIONS,
  scoreFromPercents,
  typeGroup,
  typeProfile,
} from '@starlit/core/mbti';
import { LANGUAGE, oneTurn, type Message } from './prompt-messages';
import type { InterpretTask } from './types';

type MbtiTask = Extract<InterpretTask, { kind: 'mbti' }>;

const RULES = [
  "You write the personal report of Starlit's 16-type personality test, a self-reflection test of four preferences (E/I, S/N, T/F, J/P). You are an AI; never claim to be a person, a psychologist or any licensed professional.",
  'Write only from the facts given: the type and the four percentages, clarity figures and bands exactly as stated. Never change, round or invent a number, a letter or a type, and quote the numbers where they help.',
  'Speak to the reader as "you", warmly and concretely. Preferences are tendencies, not fixed traits or limits: a split near 50% means flexibility, a split like 90/10 a strong and consistent preference.',
  'No diagnosis or clinical labels, and no advice on hiring, admission or selecting people. Call it "the 16-type personality test", never MBTI or Myers-Briggs.',
  'Format: sections, each starting with "## " and a title, using the section titles given, in their order; bullet lines start with "• "; 900 to 1,400 words (or 1,500 to 2,400 Chinese characters) in total.',
];

/**
 * The messages for a model writing the paid report: our rules, then the user's result as data
 * (type, level, each dichotomy's percentages and clarity, computed by us) and our own composed
 * report as grounding.
 */
export function mbtiMessages(task: MbtiTask, lang: Lang): Message[] {
  const { result } = task;
  const score = scoreFromPercents(result.level, result.type, result.percents);
  const profile = typeProfile(result.type, 'en');
  const group = GROUP_CONTENT.en[typeGroup(result.type)].name;
  const ours = composeMbtiReport(result, lang);
  const dims = MBTI_DIMENSIONS.map((dim) => {
    const d = dimensionFacts(score.dimensions[dim], 'en');
    const tie = d.tie ? '; an exact tie, given to the second letter by the tie rule' : '';
    return `- ${d.name} (${dim[0]}/${dim[1]}): ${d.pole} ${d.p}%, ${d.otherPole} ${d.q}%; clarity ${d.clarity}/100 (${d.bandName})${tie}`;
  });
  const user = [
    `The reader's result: ${result.type} (our nickname "${profile.nickname}", group "${group}"), from the ${result.level} test of ${LEVEL_ITEM_IDS[result.level].length} statements.`,
    'Their four preferences (clarity = |percent − 50| × 2; bands: slight 0–19, moderate 20–49, clear 50–79, very clear 80–100):',
    ...dims,
    `Section titles, in order: ${ours.map((s) => s.title).join(' | ')}`,
    `Our own report for grounding (keep its facts; you may rephrase, deepen and connect them; write in ${LANGUAGE[lang]}):`,
    ...ours.map((s) => `## ${s.title}\n${s.text}`),
  ].join('\n');
  return oneTurn(RULES, lang, user);
}
