import { FACES_ZH } from './reading-zh-faces';
import type { DiceReadingText } from './reading-types';

/** 中文骰子解读：我们自己的文字，按问题的主题和类型来写。 */
export const DICE_READING_ZH: DiceReadingText = {
  ...FACES_ZH,
  topics: {
    general: {
      subject: '你的问题',
      where: '在你所问的这件事里',
      advice: '这周把问题放在心上，留意它在日常小事里如何显现。',
    },
    family: {
      subject: '家人',
      who: '家人',
      where: '在你和{who}相处的方式里',
      advice: '哪怕只是给{who}打个电话、发条消息，也是一个好的开始。',
    },
    friends: {
      subject: '你们的友谊',
      who: '朋友',
      where: '在你和{who}彼此陪伴的方式里',
      advice: '这次由你先联系{who}吧，一起约件小事，胜过长长的解释。',
    },
    love: {
      subject: '你的感情',
      who: '对方',
      where: '在你和{who}之间的往来里',
      advice: '让{who}看见你一个真实的感受，简单说出来，不必试探。',
    },
    career: {
      subject: '你的工作',
      where: '在你处理工作和职场关系的方式里',
      advice: '把一个具体的工作步骤写进日程，并定下日期。',
    },
    money: {
      subject: '你的财务',
      where: '在你赚钱、花钱和存钱的方式里',
      advice: '写下一个你想改变的数字，就从它开始。',
    },
    study: {
      subject: '你的学业',
      where: '在你学习和准备的方式里',
      advice: '每天固定一小段学习时间，并保证睡眠。',
    },
    health: {
      subject: '你的身心状态',
      where: '在你的精力和日常习惯里',
      advice: '为身体选一个温和的小习惯；若有让你担心的情况，请咨询专业人士。',
    },
    travel: {
      subject: '你想去的那趟旅程',
      where: '在这趟旅程的计划里',
      advice: '把想法变成一个具体的步骤：定日期、选路线，或者订票。',
    },
    home: {
      subject: '你的住处',
      where: '在你住在哪里、怎样生活的方式里',
      advice: '这周改变居住空间里的一件小事，感受一下有什么不同。',
    },
    creativity: {
      subject: '你的创作',
      where: '在你创作和分享作品的方式里',
      advice: '这周每天给你的作品二十分钟，不急，也不评判。',
    },
    self: {
      subject: '你自己',
      where: '在你如何看待、对待自己的方式里',
      advice: '这周每天写下一件你做得好的事。',
    },
  },
  titles: { roll: '你的骰子', planet: '行星', sign: '星座', house: '宫位', advice: '建议' },
  answerTitle: { yesno: '答案', choice: '两个选项', when: '时间', open: '综合解读' },
  yourQuestion: '你的问题',
  roll: [
    '针对{question}，骰子掷出了{planet}{ps}、{sign}{ss}和{house}。',
    '你为{question}掷出了{planet}{ps}、{sign}{ss}和{house}。',
  ],
  topicNote: '这是一个关于{subject}的问题，所以每颗骰子都围绕{subject}来解读。',
  kindNote: {
    yesno: '这是一个需要回答「是」或「否」的问题，三颗骰子读完之后，会给出明确的方向和理由。',
    choice: '你在两个选项之间权衡，所以最后会把它们放在一起比较。',
    when: '你问的是时间，所以最后会说说骰子对“什么时候”的提示。',
    open: '行星说明有什么能量在起作用，星座说明该怎么应对，宫位说明它在哪里展开。',
  },
  planet: [
    '{planet}带来{gift}。这股能量体现{where}，它要你{ask}。',
    '这里起作用的是{planet}：{gift}。你会{where}感受到它，它要你{ask}。',
  ],
  sign: [
    '{sign}给出了方式：{how}。这是面对{subject}最好的切入点，只是要留意别{watch}。',
    '面对{subject}，最合适的是{sign}的做法：{how}。需要提防的是{watch}。',
  ],
  houseHome: [
    '{house}关乎{area}，关于{subject}的问题正属于这里，骰子正好落在你的问题上。',
    '{house}管的是{area}，骰子正落在你所问的生活领域里。',
  ],
  houseAway: [
    '{house}关乎{area}。它把关于{subject}的问题带到了这里：这个领域里正在决定的事，比你想的更多。',
    '{house}指向{area}。在{subject}这件事上，真正的答案正在那里成形。',
  ],
  houseGeneral: [
    '{house}关乎{area}。你的问题，真正的关键就在这里。',
    '{house}指向{area}，这就是整件事展开的舞台。',
  ],
  yesNo: {
    lean: {
      clearYes: '合起来看，骰子明确倾向于「是」。',
      cautiousYes: '合起来看，骰子谨慎地倾向于「是」。',
      qualifiedYes: '合起来看，骰子偏向「可以」，但需要你这边付出努力。',
      tentativeNo: '合起来看，骰子暂时偏向「不会」，至少眼下还不到时候。',
      softNo: '合起来看，骰子目前倾向于「否」。',
    },
    why: '原因在于：{planet}{polarity}，而{house}{strength}。',
    polarity: {
      '1': '是助力，会打开局面',
      '0': '的作用好坏参半，只有你行动时才会帮上忙',
      '-1': '会让事情放慢，要求你先下功夫',
    },
    strength: {
      angular: '是强势、显眼的宫位，事情往往会摆到明面上',
      succedent: '是稳定的宫位，结果需要时间慢慢累积',
      cadent: '是准备的宫位，先打好基础，才见结果',
      hidden: '在幕后运作，很多事还没浮出水面',
    },
    fit: '这次骰子正好落在你所问的生活领域，分量更重。',
    dignity: '{planet}在{sign}如鱼得水，力量更强。',
    tip: {
      yes: '与其等它自己发生，不如主动去做，这个答案才会更稳。',
      no: '局面仍可能转变：骰子描述的是眼下，而你的下一步也是其中的一部分。',
    },
  },
  choice: {
    intro: '你在{a}和{b}之间做选择。',
    favour: {
      new: '{planet}偏爱变动，所以两者之中，骰子支持能带你走向新地方的那一个。',
      familiar: '{planet}偏爱稳定，所以两者之中，骰子支持在现有基础上继续经营的那一个。',
      either: '{planet}并不为了改变或留下而偏袒哪一方，它支持能让你更好地{ask}的那一个。',
    },
    tilt: '在这里，它指向{pick}。{other}也不是不行，只是会和这次的骰子逆着走。',
    unknown: {
      new: '把两者放在一起，问问自己哪一条是更新的路，那就是这次骰子支持的方向。',
      familiar: '把两者放在一起，问问自己哪一条是更稳的路，那就是这次骰子支持的方向。',
    },
    close: '无论选哪个，它的影响都会最先体现在{house}所管的领域。',
    first: '第一个选项',
    second: '第二个选项',
  },
  when: {
    modality: {
      cardinal: '{sign}是开创型星座，善于起头，第一步的动静可能比你想的来得早。',
      fixed: '{sign}是固定型星座，会把事情稳住，所以可能要久一些，但一旦到来就会持续。',
      mutable: '{sign}是变动型星座，善于调整，事情多半会分阶段到来，或在计划改变之后出现。',
    },
    close: '最初的迹象，多半会出现在{house}所管的领域。',
  },
  open: [
    '就{subject}而言，合起来看：{planet}提供能量，{sign}决定方式，{house}是舞台。说得直白些，现在是{ask}的时候，把注意力放在{area}上。',
  ],
  closing: [
    '骰子指出的是趋势，而不是判决：{planet}落在{house}，接下来怎么做，仍由你决定。',
    '{planet}给了力量，{sign}给了方式——{how}，怎么用，由你决定。',
    '留意{watch}，{planet}带来的力量才用得上；选择始终在你手里。',
    '这次掷骰是一种趋势，不是定局：{sign}定下方式，{house}搭好舞台，脚步由你来迈。',
    '照{sign}的方式去做——{how}；{house}只是事情展开的地方，结局仍由你来写。',
  ],
};
