/**
 * 每日深度报告的中文文本：每个行运何时精准、落在哪个宫位、该怎么做；
 * 每项分数背后的加减分；月亮的时间点。
 */
import type { DailyDeepText } from '../daily-types';

const pad = (n: number) => String(n).padStart(2, '0');

export const DAILY_DEEP_ZH: DailyDeepText = {
  clock: (hh, mm) => `约${pad(hh)}:${pad(mm)}`,
  date: (month, day) => `${month}月${day}日`,
  timing: (line, when, house) => {
    const time = when.clock
      ? `按你当地时间${when.clock}精准`
      : when.date
        ? when.past
          ? `已在${when.date}精准，正在离开`
          : `将在${when.date}精准，正在靠近`
        : '慢行星会让它在容许度内停留数周';
    const where = house ? `；行运星正走在你的${house}` : '';
    return `${line}：${time}${where}。`;
  },
  todo: {
    sun: {
      harmonious: '为一件事署上你的名字：现在看得见的努力会有回报。',
      challenging: '只挑一场仗来打，其余的放下；要小心的是面子。',
      conjunction: '开始一件真正属于你的事，把你想要的说出来。',
    },
    moon: {
      harmonious: '趁这段时间，小事上跟着直觉走，它看人很准。',
      challenging: '先察觉情绪，再决定要不要照着它行动；手边备点吃的，也给自己留个停顿。',
      conjunction: '给这份感受几分钟安静的时间，被听见了它就会过去得快一些。',
    },
    mercury: {
      harmonious: '趁言语顺畅，发出那条消息、约好那通电话、写下那份计划。',
      challenging: '读两遍再发送，时间和地址都再确认一次。',
      conjunction: '想法一来就记下，其中有一个值得留着。',
    },
    venus: {
      harmonious: '做一个友善的举动，稍微打扮一下，或去欣赏点美的东西。',
      challenging: '别用花钱换取好感或安慰，想要什么就直接说。',
      conjunction: '花点时间在愉悦的事和你爱的人身上。',
    },
    mars: {
      harmonious: '在傍晚之前，把这股劲用在一项难事或一次痛快的运动上。',
      challenging: '先冷静再回应；用利器和开快车时多加小心。',
      conjunction: '动起来做点费体力的事，把热度引导出去，而不是憋着。',
    },
    jupiter: {
      harmonious: '去争取更大的东西：投一份申请，或联系一位前辈。',
      challenging: '当心过度：只盛一碗，只许一个诺言，只接一件新事。',
      conjunction: '对成长说好，但先写下它要花掉多少时间。',
    },
    saturn: {
      harmonious: '砌一块结实的砖：一个习惯、一张填好的表、一份写上日期的计划。',
      challenging: '接受延迟，把枯燥的部分做好，今天把标准放低一点。',
      conjunction: '承担真正属于你的责任，放下一项不属于你的。',
    },
  },
  again: (planet, role) => `同样的建议也适用于这里的${planet}，对象换成${role}。`,
  todoOuter: {
    harmonious: '让一场长期的改变往前走一步，习惯上的小调整也算数。',
    challenging: '今天别硬求突破，记下让你不安的是什么，以及为什么。',
    conjunction: '有些深处的东西在移动：今晚在日记里为它写一句话。',
  },
  points: (dim, score, parts) => `${dim}${score}分：${parts.join('；')}。`,
  part: (line, points) => `${line}${points >= 0 ? '加' : '减'}${Math.abs(points)}分`,
  quietPoints: (dim, score) => `${dim}${score}分：今天没有行运推动它，分数停在平均线附近。`,
  peak: (clock, line) => `影响在${clock}最强，那时${line}精准。`,
  moon: (phase, sign, house, next, clock) =>
    `月亮在${sign}呈${phase}${house ? `，位于你的${house}` : ''}${clock ? `，${clock}进入${next}` : `，直到明天才进入${next}`}。`,
  phaseTodo: [
    '新月：定下一个心愿，写在看得见的地方。',
    '娥眉月：迈出第一个具体的小步子。',
    '上弦月：遇到第一道坎就跨过去，别推倒重来。',
    '盈凸月：打磨和调整，终点已经不远。',
    '满月：把事情收尾，庆祝一下，再放下一件事。',
    '亏凸月：把学到的分享出去，并感谢一个人。',
    '下弦月：清理掉已经不合适的东西。',
    '残月：休息、复盘，少对自己提要求。',
  ],
  retroTodo: {
    mercury: '水星逆行期间，备份文件，出行前再确认一次安排。',
    venus: '金星逆行期间，先回看旧的关系和旧的消费，再考虑新的。',
    mars: '火星逆行期间，了结旧的争执和旧的项目，而不是开新的。',
    jupiter: '木星逆行期间，向内成长：学习、反思、重新审视你的期望。',
    saturn: '土星逆行期间，修整你已经搭好的结构，而不是再加新的。',
    uranus: '天王星逆行期间，你想要的改变正在悄悄酝酿，做准备而不是贸然行动。',
    neptune: '海王星逆行期间，追随一个梦想之前，先核实它背后的事实。',
    pluto: '冥王星逆行期间，看看自己在哪里抓得太紧，稍微松一松手。',
  },
  allDirect: '今天没有需要担心的逆行行星，计划可以往前推进。',
  quiet: '今天没有行运进入容许度：这一天由你来塑造，没有行星在推你。',
  titles: { timeline: '今日时间线', sky: '月亮与慢行星' },
};
