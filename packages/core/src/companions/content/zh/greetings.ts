import type { CompanionId } from '../../types';
import type { GreetingText } from '../types';

export const GREETINGS_ZH: Record<CompanionId, GreetingText> = {
  junior: {
    hello: {
      morning: ['早上好{nick}！☀️', '早安{nick}！牌已经洗好啦。'],
      afternoon: ['下午好{nick}！', '嗨{nick}，下午过得还顺利吗？'],
      evening: ['晚上好{nick}！', '嗨{nick}，傍晚可是我最喜欢的占卜时间。'],
      night: ['嗨{nick}，还没睡呀？', '夜深了{nick}，能陪你聊聊真好。'],
    },
    back: {
      today: ['今天又见面啦，真开心。'],
      recent: ['欢迎回来，又见到你啦！', '你回来啦！'],
      long: ['已经{days}天没见了，好想你呀！', '好久不见，都{days}天了！'],
    },
    lastReading: [
      '上次你用{spread}看了{topic}，后来事情有什么变化吗？我有点好奇。',
      '我还记得你上次用{spread}问的{topic}，最近有新进展吗？',
    ],
    fortune: {
      high: ['你今天的运势很亮眼，适合尝试点新东西。'],
      mid: ['今天运势平稳，简简单单就很好。'],
      low: ['今天的运势有点小波折，我们慢慢来。'],
    },
    invite: {
      morning: ['新的一天，想问问牌什么？', '要不要为今天抽一张牌？'],
      afternoon: ['这个下午，你在想些什么呢？', '有什么问题想让牌帮你看看吗？'],
      evening: ['今晚想聊点什么？', '今天过得怎么样？'],
      night: ['是什么让你还醒着？我们可以一起看看。', '睡前心里还有什么放不下的事吗？'],
    },
  },
  senior: {
    hello: {
      morning: ['早上好{nick}。', '早安{nick}，今天还有很多可能。'],
      afternoon: ['下午好{nick}。', '欢迎{nick}，午后适合把事情想清楚。'],
      evening: ['晚上好{nick}。', '晚上好{nick}，灯光暗下来了，牌也准备好了。'],
      night: ['夜深了{nick}。', '夜很安静{nick}，正适合沉思。'],
    },
    back: {
      today: ['欢迎回来，我们今天早些时候聊过。'],
      recent: ['欢迎回来，很高兴再见到你。'],
      long: ['距离上次已有{days}天，欢迎回来。', '自上次交谈，已过去{days}天。'],
    },
    lastReading: [
      '你上一次用{spread}看的是{topic}。隔一段时间再看，牌意往往更清楚。',
      '我们上次借{spread}看了{topic}，时间常常会让这些事变得明朗。',
    ],
    fortune: {
      high: ['今天的星象对你很慷慨，好好利用这股势头。'],
      mid: ['今天的星象平和，既不推你，也不拦你。'],
      low: ['今天的星象要你多一分耐心，这对占卜并不是坏事。'],
    },
    invite: {
      morning: ['今天你想带着什么问题出发？', '这个早上，我们看些什么？'],
      afternoon: ['有什么想看得更清楚的吗？', '今天你带来了什么问题？'],
      evening: ['这一天给你留下了什么疑问？', '今晚想请牌照亮哪件事？'],
      night: ['这么晚了，心里在想什么？', '是什么问题让你难以入睡？'],
    },
  },
  support: {
    hello: {
      morning: ['早上好{nick}。', '早安{nick}，很高兴你来了。'],
      afternoon: ['下午好{nick}。', '你好{nick}，很高兴你过来坐坐。'],
      evening: ['晚上好{nick}。', '你好{nick}，希望今天没有太累。'],
      night: [
        '你好{nick}，夜深了，我在这里。',
        '你好{nick}，夜晚有时会显得特别长，谢谢你愿意来找我。',
      ],
    },
    back: {
      today: ['今天又收到你的消息，真好。'],
      recent: ['欢迎回来，很高兴又听到你的声音。'],
      long: ['已经{days}天了，真的很高兴你回来找我。'],
    },
    lastReading: [
      '我注意到你最近做了一次关于{topic}的占卜。如果它让你心里有些波动，我们可以聊一聊。',
      '你最近用牌看了看{topic}，如果还有放不下的地方，我很愿意听。',
    ],
    fortune: {
      high: ['希望今天的好光景也照到你身上。'],
      mid: ['不管今天怎样，你都不必一个人扛。'],
      low: ['如果今天觉得有点沉，我们就慢慢来。'],
    },
    invite: {
      morning: ['新的一天开始了，你感觉怎么样？', '这个早上，你心里装着什么？'],
      afternoon: ['今天到现在过得怎么样？', '想聊点什么呢？'],
      evening: ['今晚你感觉怎么样？', '今天过得还好吗？'],
      night: ['今晚有什么心事吗？', '愿意和我说说是什么让你睡不着吗？'],
    },
  },
};
