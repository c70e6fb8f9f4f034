import { HOUSE_FACES, PLANET_FACES, SIGN_FACES, type DiceLang } from './content';
import type { HouseId, PlanetId, SignId } from './roll';

const TEXT: Record<
  DiceLang,
  {
    titles: {
      roll: string;
      planet: string;
      sign: string;
      house: string;
      together: string;
      advice: string;
    };
    roll: string;
    together: string;
    advice: string;
    closing: string;
  }
> = {
  en: {
    titles: {
      roll: 'Your roll',
      planet: 'The planet',
      sign: 'The sign',
      house: 'The house',
      together: 'Read together',
      advice: 'Advice',
    },
    roll: 'For “{question}” the dice show {planet} {planetSymbol}, {sign} {signSymbol} and the {house}.',
    together:
      'Put together: the force of {planet} ({planetKeys}) works in the manner of {sign} ({signKeys}) in the area of {house} ({houseKeys}). This is where your question is really being decided.',
    advice:
      'Bring {planetKey} to {houseKey}, and do it in a {signKey} way. Pick one small action this week that fits that sentence.',
    closing: 'The dice point to a tendency, not a verdict: what you do with it is yours.',
  },
  zh: {
    titles: {
      roll: '你的骰子',
      planet: '行星',
      sign: '星座',
      house: '宫位',
      together: '综合解读',
      advice: '建议',
    },
    roll: '针对“{question}”，骰子掷出了{planet}{planetSymbol}、{sign}{signSymbol}和{house}。',
    together:
      '合起来看：{planet}的力量（{planetKeys}）以{sign}的方式（{signKeys}）作用在{house}的领域（{houseKeys}）。你的问题真正的关键就在这里。',
    advice:
      '把“{planetKey}”带进“{houseKey}”，并用“{signKey}”的方式去做。这周选一个符合这句话的小行动。',
    closing: '骰子指出的是一种趋势，而不是判决：如何运用，由你决定。',
  },
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** A dice reading from our own face texts: the roll, each die, the three together, advice. */
export function composeDiceReading(input: {
  question: string;
  planet: string;
  sign: string;
  house: number;
  lang: DiceLang;
  seed: string;
}): Array<{ title: string; text: string }> {
  const t = TEXT[input.lang];
  const planet = PLANET_FACES[input.planet as PlanetId][input.lang];
  const sign = SIGN_FACES[input.sign as SignId][input.lang];
  const house = HOUSE_FACES[input.house as HouseId][input.lang];
  if (!planet || !sign || !house) throw new RangeError('unknown dice face');
  const sep = input.lang === 'zh' ? '、' : ', ';
  const values = {
    question: input.question.trim(),
    planet: planet.name,
    planetSymbol: planet.symbol,
    sign: sign.name,
    signSymbol: sign.symbol,
    house: house.name,
    planetKeys: planet.keywords.join(sep),
    signKeys: sign.keywords.join(sep),
    houseKeys: house.keywords.join(sep),
    planetKey: planet.keywords[0] ?? planet.name,
    signKey: sign.keywords[0] ?? sign.name,
    houseKey: house.keywords[0] ?? house.name,
  };
  return [
    { title: t.titles.roll, text: fill(t.roll, values) },
    { title: `${t.titles.planet} · ${planet.name}`, text: planet.meaning },
    { title: `${t.titles.sign} · ${sign.name}`, text: sign.meaning },
    { title: `${t.titles.house} · ${house.name}`, text: house.meaning },
    { title: t.titles.together, text: fill(t.together, values) },
    { title: t.titles.advice, text: `${fill(t.advice, values)} ${t.closing}` },
  ];
}
