import { classifyQuestion, toFullWidth, type QuestionShape } from '../question';
import { fill as fillSlots, pickBy } from '../util';
import {
  BACKS,
  POLARITY,
  TOPIC_HOUSES,
  familiarOption,
  houseClass,
  modalityOf,
  yesNoAnswer,
} from './answer';
import { HOUSE_FACES, PLANET_FACES, SIGN_FACES, type DiceLang } from './content';
import { DICE_READING_EN } from './reading-en';
import type { DiceReadingText } from './reading-types';
import { DICE_READING_ZH } from './reading-zh';
import type { HouseId, PlanetId, SignId } from './roll';
import { PERSON_TOPICS, detectDiceTopic, personIn, type DiceTopic } from './topic';

const TEXT: Record<DiceLang, DiceReadingText> = { en: DICE_READING_EN, zh: DICE_READING_ZH };

/** Which variant of a sentence a reading uses: by the seed and a slot name. */
const pick = <T>(items: readonly T[], seed: string, slot: string): T =>
  pickBy(items, `${seed}|${slot}`);

/** Fills the slots; a sentence that then opens with "the" (the Sun, the Moon) gets its capital. */
const fill = (template: string, values: Record<string, string>): string =>
  fillSlots(template, values).replace(/(^|[.!?]\s+)the /g, '$1The ');

/** English names that read with "the" inside a sentence. */
const WITH_THE = new Set(['sun', 'moon', 'northNode', 'southNode']);

const HAN = /\p{Script=Han}/u;

/**
 * A piece of the question quoted in the reading's language ("“…”", 「…」), or null when it is
 * written in the other script or too long to quote. Chinese quotes get full-width marks.
 */
function quote(text: string, lang: DiceLang, max: number): string | null {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[“”"「」]/g, '');
  if (!t || t.length > max || HAN.test(t) !== (lang === 'zh')) return null;
  if (lang === 'en') return `“${t}”`;
  return `「${toFullWidth(t)}」`;
}

interface Faces {
  planet: PlanetId;
  sign: SignId;
  house: HouseId;
}

function answerSection(
  t: DiceReadingText,
  shape: QuestionShape,
  faces: Faces,
  topic: DiceTopic,
  lang: DiceLang,
  v: Record<string, string>,
): string {
  const join = (parts: string[]) => parts.join(lang === 'zh' ? '' : ' ');
  if (shape.kind === 'yesno') {
    const a = yesNoAnswer(faces.planet, faces.sign, faces.house, topic);
    const why = fill(t.yesNo.why, {
      ...v,
      polarity: t.yesNo.polarity[String(POLARITY[faces.planet]) as '-1' | '0' | '1'],
      strength: t.yesNo.strength[houseClass(faces.house)],
    });
    return join([
      t.yesNo.lean[a.lean],
      why,
      ...(a.fit ? [t.yesNo.fit] : []),
      ...(a.dignity ? [fill(t.yesNo.dignity, v)] : []),
      fill(a.yes ? t.yesNo.tip.yes : t.yesNo.tip.no, v),
    ]);
  }
  if (shape.kind === 'choice' && shape.options) {
    const [a, b] = [
      quote(shape.options[0], lang, 40) ?? t.choice.first,
      quote(shape.options[1], lang, 40) ?? t.choice.second,
    ];
    const backs = BACKS[faces.planet];
    const parts = [fill(t.choice.intro, { a, b }), fill(t.choice.favour[backs], v)];
    if (backs !== 'either') {
      const familiar = familiarOption(shape.options);
      if (familiar === null) parts.push(t.choice.unknown[backs]);
      else {
        const pickIndex = backs === 'familiar' ? familiar : 1 - familiar;
        const [pickText, other] = pickIndex === 0 ? [a, b] : [b, a];
        parts.push(fill(t.choice.tilt, { pick: pickText, other: other }));
      }
    }
    parts.push(fill(t.choice.close, v));
    return join(parts);
  }
  if (shape.kind === 'when')
    return join([
      fill(t.planets[faces.planet].timing, v),
      fill(t.when.modality[modalityOf(faces.sign)], v),
      fill(t.when.close, v),
    ]);
  return fill(t.open[0]!, v);
}

/**
 * A dice reading from our own texts, written for the question: its topic (family, work,
 * travel …, and the person it names) frames what the planet brings, how the sign handles it
 * and where the house puts it; its kind decides the answer: a lean and its reason for a
 * yes/no question, both options weighed for "A or B", a time frame for "when".
 */
export function composeDiceReading(input: {
  question: string;
  planet: string;
  sign: string;
  house: number;
  lang: DiceLang;
  seed: string;
}): Array<{ title: string; text: string }> {
  const { lang, seed } = input;
  const t = TEXT[lang];
  const faces = { planet: input.planet, sign: input.sign, house: input.house } as Faces;
  const planet = PLANET_FACES[faces.planet]?.[lang];
  const sign = SIGN_FACES[faces.sign]?.[lang];
  const house = HOUSE_FACES[faces.house]?.[lang];
  if (!planet || !sign || !house) throw new RangeError('unknown dice face');
  const shape = classifyQuestion(input.question);
  const topic = detectDiceTopic(input.question);
  const topicText = t.topics[topic];
  const named = PERSON_TOPICS.includes(topic) ? personIn(input.question, lang) : null;
  const who = named ?? topicText.who ?? '';
  const houseText = t.houses[faces.house];
  const area = topic === 'money' ? (houseText.moneyArea ?? houseText.area) : houseText.area;
  const v: Record<string, string> = {
    question: quote(input.question, lang, 80) ?? t.yourQuestion,
    planet: lang === 'en' && WITH_THE.has(faces.planet) ? `the ${planet.name}` : planet.name,
    ps: planet.symbol,
    sign: sign.name,
    ss: sign.symbol,
    house: house.name,
    subject: named ?? topicText.subject,
    who,
    where: fill(topicText.where, { who }),
    area,
    ...t.planets[faces.planet],
    ...t.signs[faces.sign],
  };
  const join = (parts: string[]) => parts.join(lang === 'zh' ? '' : ' ');
  const roll = join([
    fill(pick(t.roll, seed, 'roll'), v),
    ...(topic === 'general' ? [] : [fill(t.topicNote, v)]),
    t.kindNote[shape.kind],
  ]);
  const houseLine =
    topic === 'general'
      ? t.houseGeneral
      : TOPIC_HOUSES[topic].includes(faces.house)
        ? t.houseHome
        : t.houseAway;
  return [
    { title: t.titles.roll, text: roll },
    { title: `${t.titles.planet} · ${planet.name}`, text: fill(pick(t.planet, seed, 'planet'), v) },
    { title: `${t.titles.sign} · ${sign.name}`, text: fill(pick(t.sign, seed, 'sign'), v) },
    { title: `${t.titles.house} · ${house.name}`, text: fill(pick(houseLine, seed, 'house'), v) },
    { title: t.answerTitle[shape.kind], text: answerSection(t, shape, faces, topic, lang, v) },
    {
      title: t.titles.advice,
      text: join([
        v.step!,
        fill(topicText.advice, { who }),
        fill(pick(t.closing, seed, 'closing'), v),
      ]),
    },
  ];
}
