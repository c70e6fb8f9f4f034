/** 四种方法是否一致的中文文字。我们自己的写作。 */
import type { AgreementText } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items.at(-1)}`;

export const AGREEMENT_ZH: AgreementText = {
  method: { zodiac: '星座配对', mansions: '宿曜', synastry: '合盘', bazi: '八字' },
  allAgree: {
    warm: '四种方法意见一致：这是温暖的一对，星座、宿曜、星盘和八字都往同一个好的方向指。',
    mixed:
      '四种方法给出的都是有好有难的答案：谁也没说这对轻松或艰难，所以你们怎么对待彼此，比星象更有分量。',
    testing: '四种方法都看到了摩擦：这段关系需要经营，一起用心，摩擦才会变成力量。',
  },
  part: {
    warm: (m) => `${list(m)}偏暖`,
    testing: (m) => `${list(m)}显示摩擦较多`,
    mixed: (m) => `${list(m)}居中`,
  },
  differ: (parts, balance) => {
    const lean = {
      warm: '总体是温暖的缘分，也有几处需要留意',
      testing: '总体需要多用心经营，但其中也有真切的温暖',
      even: '两边各占一半，你们怎么相处才是关键',
    }[balance];
    return `四种方法看法不一：${parts.join('，')}，${lean}。`;
  },
};
