import {
  ASTRO_TEXT,
  aspectKindName,
  canonicalPair,
  describeContact,
  SIGNS,
  weakestArea,
  zodiacSignName,
  type AspectKind,
  type ContactDescription,
  type SynastryPointId,
} from '../astro';
import { fnv1a } from '../util';
import { PAIRING_TEXT, type PairingLang, type SignAngle } from './content';
import {
  elementPair,
  modalityPair,
  signAngle,
  type PairingInput,
  type PairingResult,
} from './score';

export interface PairingTexts {
  /** two or three sentences: both signs, the angle and the elements (and the Moons, if known) */
  summary: string;
  /** two to four */
  strengths: string[];
  /** one to three */
  frictions: string[];
  /** one paragraph */
  advice: string;
}

const ANGLE_KIND: Partial<Record<SignAngle, AspectKind>> = {
  0: 'conjunction',
  2: 'sextile',
  3: 'square',
  4: 'trine',
  6: 'opposition',
};

/** The points whose contacts the pairing texts mention. */
const IMPORTANT = new Set<SynastryPointId>([
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'saturn',
  'asc',
]);

function moonRelation(moonA: number, moonB: number): 'twin' | 'same' | 'compatible' | 'different' {
  if (moonA === moonB) return 'twin';
  const pair = elementPair(moonA, moonB);
  const [x, y] = pair.split('-');
  if (x === y) return 'same';
  return pair === 'fire-air' || pair === 'earth-water' ? 'compatible' : 'different';
}

/**
 * The pairing in words: a summary naming both people, their signs and the angle, strengths and
 * frictions (with a synastry, its strongest harmonious and tense contacts among the lights,
 * Mercury, Venus, Mars, Saturn and the Ascendant) and advice. Where there are variants, a hash
 * of the inputs picks one, so the same pair always reads the same.
 */
export function pairingTexts(
  input: PairingInput & { nicknameA: string; nicknameB: string },
  result: PairingResult,
  lang: PairingLang,
): PairingTexts {
  const t = PAIRING_TEXT[lang];
  const { signA, signB, moonA, moonB, nicknameA: a, nicknameB: b } = input;
  const join = (parts: readonly string[]) => parts.join(lang === 'zh' ? '' : ' ');
  const seed = fnv1a(
    [signA, signB, moonA ?? '-', moonB ?? '-', a, b, result.level, result.overall].join('|'),
  );
  const angle = signAngle(signA, signB);
  const angleText = t.angle[angle];
  const kind = ANGLE_KIND[angle];
  const angleName = kind ? aspectKindName(kind, lang) : t.angleNames[angle as 1 | 5];
  const sign = (s: number) => zodiacSignName(s, lang);
  const element = t.element[elementPair(signA, signB)]!;
  const modality = t.modality[modalityPair(signA, signB)]!;

  const summary = [
    t.opener[seed % 2]!(a, sign(signA), b, sign(signB), angleName, angleText.relation),
    element.summary,
  ];
  if (moonA !== undefined && moonB !== undefined)
    summary.push(t.moon[moonRelation(moonA, moonB)](a, sign(moonA), b, sign(moonB)));

  // a contact and its mirror (A's Sun–B's Moon, A's Moon–B's Sun) read alike: the stronger only
  const said = new Set<string>();
  const contacts: Array<ContactDescription & { kind: AspectKind }> = [];
  for (const asp of input.synastry?.aspects ?? []) {
    if (!IMPORTANT.has(asp.a) || !IMPORTANT.has(asp.b)) continue;
    const key = `${canonicalPair(asp.a, asp.b).join('-')}:${asp.weight >= 0}`;
    const d = describeContact(asp, a, b, lang);
    if (!d || said.has(key)) continue;
    said.add(key);
    contacts.push({ ...d, kind: asp.kind });
  }
  // the contact named with what its kind does; its reading in full is the synastry report's
  const line = (c: ContactDescription & { kind: AspectKind }) =>
    t.contact(c.head, t.contactNote[c.kind][c.tone]);
  const good = contacts.filter((c) => c.tone === 'harmonious').slice(0, 2);
  const tense = contacts.filter((c) => c.tone === 'tense').slice(0, 1);

  const sameModalityClash =
    SIGNS[signA]!.modality === SIGNS[signB]!.modality && (angle === 3 || angle === 6);
  return {
    summary: join(summary),
    strengths: [angleText.strength, element.strength, ...good.map(line), modality.strength].slice(
      0,
      4,
    ),
    frictions: [
      angleText.friction,
      sameModalityClash ? modality.friction : element.friction,
      ...tense.map(line),
    ],
    advice: join([
      angleText.advice,
      ASTRO_TEXT[lang].synastry.areaAdvice[weakestArea(result.scores)],
      t.closing[seed % 3]!,
    ]),
  };
}
