/**
 * Sukuyō relations (English): each of the eleven relations seen from one side ({self} looking at
 * {other}), how the three distances colour a tie, and the headings of the deep report. Original
 * Starlit text, written separately from the Chinese.
 */
import type { DistanceText, RelationText, TiesLabels } from '../types';
import type { MansionRelationKey } from '../../mansions';

export const RELATIONS_EN: Record<MansionRelationKey, RelationText> = {
  life: {
    name: 'Life',
    view: 'Meeting {other} is a little like looking in a mirror for {self}. They share a mansion, so {self} grasps {other}’s moods and motives without needing them explained, flaws included.',
  },
  prosperity: {
    name: 'Prosperity',
    view: '{self} tends to flourish with {other} around. {other} notices what {self} does well and says so, and that kind of backing makes it easier for {self} to reach a little higher.',
  },
  decline: {
    name: 'Decline',
    view: 'With {other}, {self} can finally exhale. It is restful company, yet over time {self} may find ambitions drifting and routines going slack unless someone keeps an eye on them.',
  },
  safety: {
    name: 'Safety',
    view: '{self} feels on firm ground with {other} and usually sets the pace between them. That ease is a gift, and it stays one as long as {self} notices how often {other} is the one adjusting.',
  },
  danger: {
    name: 'Danger',
    view: '{other} keeps {self} slightly off balance. They weigh things differently and move at another tempo, which makes the tie lively and eye-opening, and now and then prickly.',
  },
  success: {
    name: 'Success',
    view: '{self} gets things done with {other}. {other} tends to supply the missing piece, whether an idea, a skill or simply the push to finish, so joint efforts come together well.',
  },
  destruction: {
    name: 'Destruction',
    view: '{other} has a way of shaking up {self}’s settled patterns. It can feel like losing one’s footing, but these jolts often clear out habits {self} had outgrown and open a new direction.',
  },
  friendship: {
    name: 'Friendship',
    view: '{self} and {other} fall into an easy friendship. Talk comes naturally, nothing has to be performed, and time together rarely feels like work.',
  },
  intimacy: {
    name: 'Intimacy',
    view: '{self} feels a warm, protective pull toward {other}: the urge to help, to cheer on, to make sure {other} is doing all right. {other}’s wins feel a bit like {self}’s own.',
  },
  karma: {
    name: 'Karma',
    view: '{self} may feel they have known {other} far longer than they really have. {other} leaves a lasting impression and often shines a light on parts of {self} that were waiting to be looked at.',
  },
  womb: {
    name: 'Womb',
    view: 'For {self}, {other} plants something new: an idea, a hope, a change of heart. The influence is quiet and may take a while to show, but it keeps growing.',
  },
};

export const DISTANCES_EN: Record<'near' | 'middle' | 'far', DistanceText> = {
  near: {
    label: 'near',
    summary:
      'As a near pairing, its character shows up strongly, in the small moments of everyday life.',
    strong:
      'You are a near pairing, and for this kind of tie distance matters most: near is where the tension peaks, effects arrive quickly and directly, and both the good and the difficult are magnified. It calls for extra patience and tact.',
    view: 'Because they sit close together in the cycle, {self} feels this often, in almost every encounter.',
  },
  middle: {
    label: 'middle',
    summary:
      'As a middle-distance pairing, its influence is moderate, with ups and downs that stay manageable.',
    strong:
      'You are a middle-distance pairing, and for this kind of tie distance is key: here the tension eases, clashes and rewards alike are milder, and there is room to adjust.',
    view: 'At middle distance this comes and goes for {self}, most noticeable when the two work on something together.',
  },
  far: {
    label: 'far',
    summary:
      'As a far pairing, its influence is gentle and tends to reveal itself only after you have known each other for a while.',
    strong:
      'You are a far pairing, and for this kind of tie distance matters most: far is where the tension is lowest, friction stays mild and the effects take a long time to surface.',
    view: 'At this far distance the effect on {self} is faint and may only be noticed over time.',
  },
};

export const TIES_LABELS_EN: TiesLabels = {
  overview: 'The pairing: {title}',
  view: 'How {a} sees {b}',
  advice: 'Making it work',
  separator: ' · ',
  roles:
    '{a} was born under {ma} and {b} under {mb}. From {a}’s side this is a tie of {ra}; from {b}’s side, a tie of {rb}.',
  same: '{a} and {b} were both born under {ma}, so each is the other’s Life.',
  join: ' ',
};
