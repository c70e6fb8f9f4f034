/**
 * Faces of the three zodiac dice: planet, sign and house. A roll reads as
 * "the PLANET's force, acting in the SIGN's manner, in the HOUSE's area of life", so
 * each `meaning` is written for its slot: planets say what drive they bring to the
 * question, signs the style in which it acts, houses the life area where it plays out.
 *
 * Text is original to Starlit; English and Chinese are written separately, not translated
 * word for word. Each meaning is two sentences (en 25–45 words, zh 40–70 characters).
 */

import { PLANETS, type PlanetId as Planet } from '../planets';
import { ZODIAC_SIGNS, type ZodiacSign } from '../zodiac';

export interface FaceText {
  name: string;
  symbol: string;
  keywords: string[];
  meaning: string;
}

export type DiceLang = 'en' | 'zh';

/** The ten planets of the tarot correspondences, plus the lunar nodes. */
export type PlanetFace = Planet | 'northNode' | 'southNode';
export type SignFace = ZodiacSign;
export type HouseFace = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Face order on each die: planets as listed, signs in zodiac order, houses 1–12. */
export const PLANET_IDS: readonly PlanetFace[] = [...PLANETS, 'northNode', 'southNode'];
export const SIGN_IDS: readonly SignFace[] = ZODIAC_SIGNS;
export const HOUSE_IDS: readonly HouseFace[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const PLANET_FACES: Record<PlanetFace, Record<DiceLang, FaceText>> = {
  sun: {
    en: {
      name: 'Sun',
      symbol: '☉',
      keywords: ['vitality', 'identity', 'purpose', 'confidence'],
      meaning:
        'The Sun brings the drive to be seen and to act from your core self. It asks what would make you feel most alive, and lends warmth, confidence and a clear sense of purpose.',
    },
    zh: {
      name: '太阳',
      symbol: '☉',
      keywords: ['活力', '自我认同', '目标', '自信'],
      meaning:
        '太阳带来被看见的渴望，以及从核心自我出发的行动力。它追问什么最能让你感到鲜活，并为你注入温暖、自信与清晰的方向感。',
    },
  },
  moon: {
    en: {
      name: 'Moon',
      symbol: '☽',
      keywords: ['emotion', 'instinct', 'comfort', 'needs'],
      meaning:
        'The Moon brings the pull of feelings, needs and instinct. It lights up what makes you feel safe and nourished, and hints that the answer lives in your emotional response rather than in logic.',
    },
    zh: {
      name: '月亮',
      symbol: '☽',
      keywords: ['情绪', '本能', '安全感', '滋养'],
      meaning:
        '月亮带来情绪、需要与本能的牵引。它照亮那些让你感到安心、被滋养的东西，提示答案藏在你的感受里，而不在逻辑推理中。',
    },
  },
  mercury: {
    en: {
      name: 'Mercury',
      symbol: '☿',
      keywords: ['communication', 'thought', 'learning', 'messages'],
      meaning:
        'Mercury brings the urge to think, talk and trade information. It points to conversations, messages, plans and study, and asks you to name the situation clearly before you act on it.',
    },
    zh: {
      name: '水星',
      symbol: '☿',
      keywords: ['沟通', '思维', '学习', '讯息'],
      meaning:
        '水星带来思考、表达与交流的冲动。它指向对话、讯息、计划与学习，提醒你在行动之前，先把眼前的情况想清楚、说明白。',
    },
  },
  venus: {
    en: {
      name: 'Venus',
      symbol: '♀',
      keywords: ['love', 'beauty', 'values', 'harmony'],
      meaning:
        'Venus brings the desire for connection, beauty and harmony. It asks what you truly value and enjoy, and favors answers reached through charm, cooperation and an open, generous heart.',
    },
    zh: {
      name: '金星',
      symbol: '♀',
      keywords: ['爱', '美', '价值', '和谐'],
      meaning:
        '金星带来对联结、美与和谐的渴望。它会问你真正珍视、享受的是什么，更青睐以魅力、合作与一颗敞开的心去寻找答案。',
    },
  },
  mars: {
    en: {
      name: 'Mars',
      symbol: '♂',
      keywords: ['action', 'courage', 'desire', 'initiative'],
      meaning:
        'Mars brings drive, courage and the will to act. It pushes you to go after what you want, to stand your ground, and to turn restless energy into a decisive first move.',
    },
    zh: {
      name: '火星',
      symbol: '♂',
      keywords: ['行动', '勇气', '欲望', '主动'],
      meaning:
        '火星带来冲劲、勇气与行动的意志。它推动你去争取想要的东西、守住自己的立场，把躁动不安的能量转化为果断的第一步。',
    },
  },
  jupiter: {
    en: {
      name: 'Jupiter',
      symbol: '♃',
      keywords: ['growth', 'luck', 'optimism', 'wisdom'],
      meaning:
        'Jupiter brings expansion, optimism and the wish to grow. It widens your view, invites generosity and faith, and suggests this question holds a larger opportunity than it first appears to.',
    },
    zh: {
      name: '木星',
      symbol: '♃',
      keywords: ['成长', '幸运', '乐观', '智慧'],
      meaning:
        '木星带来扩张、乐观与成长的愿望。它拓宽你的视野，邀请你慷慨与信任，暗示这个问题里藏着比表面看起来更大的机会。',
    },
  },
  saturn: {
    en: {
      name: 'Saturn',
      symbol: '♄',
      keywords: ['discipline', 'structure', 'time', 'responsibility'],
      meaning:
        'Saturn brings structure, patience and responsibility. It tests what is built to last, asks for discipline and honest limits, and rewards steady effort far more than quick wins.',
    },
    zh: {
      name: '土星',
      symbol: '♄',
      keywords: ['自律', '结构', '时间', '责任'],
      meaning:
        '土星带来结构、耐心与责任感。它考验哪些东西经得起时间，要求自律与诚实的界限；比起速成，它更奖励稳扎稳打的努力。',
    },
  },
  uranus: {
    en: {
      name: 'Uranus',
      symbol: '♅',
      keywords: ['change', 'freedom', 'innovation', 'surprise'],
      meaning:
        'Uranus brings sudden change, originality and the urge to break free. It shakes up stale patterns, favors unconventional solutions, and hints that a surprise may rearrange the whole picture.',
    },
    zh: {
      name: '天王星',
      symbol: '♅',
      keywords: ['变革', '自由', '创新', '意外'],
      meaning:
        '天王星带来突变、独创与挣脱束缚的冲动。它打破陈旧的模式，青睐不落俗套的解法，暗示一次意外可能让整个局面重新洗牌。',
    },
  },
  neptune: {
    en: {
      name: 'Neptune',
      symbol: '♆',
      keywords: ['intuition', 'dreams', 'compassion', 'inspiration'],
      meaning:
        'Neptune brings imagination, intuition and a longing for something beyond the ordinary. It softens boundaries and inspires compassion, but also asks you to check where hope may be blurring the facts.',
    },
    zh: {
      name: '海王星',
      symbol: '♆',
      keywords: ['直觉', '梦想', '慈悲', '灵感'],
      meaning:
        '海王星带来想象、直觉，以及对超越日常之物的向往。它模糊边界、唤起慈悲，同时也提醒你留意：希望是否遮蔽了事实。',
    },
  },
  pluto: {
    en: {
      name: 'Pluto',
      symbol: '♇',
      keywords: ['transformation', 'power', 'depth', 'rebirth'],
      meaning:
        'Pluto brings deep transformation and the power to renew. It uncovers what is hidden, asks you to release what has run its course, and promises strength that grows out of honest change.',
    },
    zh: {
      name: '冥王星',
      symbol: '♇',
      keywords: ['转化', '力量', '深度', '重生'],
      meaning:
        '冥王星带来深层的转化与重生的力量。它揭开隐藏之物，要求你放下已经走到尽头的东西，并许诺从真实的改变中生出力量。',
    },
  },
  northNode: {
    en: {
      name: 'North Node',
      symbol: '☊',
      keywords: ['growth', 'direction', 'calling', 'future'],
      meaning:
        'The North Node brings the pull toward growth and an unfamiliar path. It points to the lessons you are meant to embrace now, even when they feel awkward, new or uncomfortable.',
    },
    zh: {
      name: '北交点',
      symbol: '☊',
      keywords: ['成长', '方向', '使命', '未来'],
      meaning:
        '北交点带来迈向成长与陌生道路的牵引。它指出你此刻应当拥抱的课题，即使这些课题让你感到生疏、新鲜，甚至不太自在。',
    },
  },
  southNode: {
    en: {
      name: 'South Node',
      symbol: '☋',
      keywords: ['past', 'habits', 'innate gifts', 'release'],
      meaning:
        'The South Node brings the weight of the familiar: old habits, natural gifts and comfort zones. It shows the talents you can draw on, and the patterns you may need to gently release.',
    },
    zh: {
      name: '南交点',
      symbol: '☋',
      keywords: ['过去', '习惯', '天赋', '放下'],
      meaning:
        '南交点带来熟悉事物的分量：旧习惯、天赋与舒适区。它显示你可以依靠的才能，也揭示那些你或许需要温柔放下的老模式。',
    },
  },
};

export const SIGN_FACES: Record<SignFace, Record<DiceLang, FaceText>> = {
  aries: {
    en: {
      name: 'Aries',
      symbol: '♈',
      keywords: ['bold', 'direct', 'pioneering'],
      meaning:
        'Aries acts boldly and directly, taking the lead without waiting for permission. Its manner is quick, competitive and honest, best for fresh starts, though it can rush past the details.',
    },
    zh: {
      name: '白羊座',
      symbol: '♈',
      keywords: ['果敢', '直接', '开创'],
      meaning:
        '白羊座大胆直接，不等别人许可就率先出手。它的方式迅速、好胜而坦率，最适合全新的开始，但也容易匆忙略过细节。',
    },
  },
  taurus: {
    en: {
      name: 'Taurus',
      symbol: '♉',
      keywords: ['steady', 'patient', 'practical', 'sensual'],
      meaning:
        'Taurus acts steadily and patiently, trusting what can be touched and tested. Its manner is calm, sensual and reliable, building slowly toward lasting results, though it may resist change.',
    },
    zh: {
      name: '金牛座',
      symbol: '♉',
      keywords: ['稳健', '耐心', '务实', '感官'],
      meaning:
        '金牛座稳健而有耐心，只相信看得见、摸得着的东西。它的方式沉着、感性又可靠，慢慢累积长久的成果，却可能抗拒改变。',
    },
  },
  gemini: {
    en: {
      name: 'Gemini',
      symbol: '♊',
      keywords: ['curious', 'adaptable', 'communicative'],
      meaning:
        'Gemini acts through curiosity, conversation and quick thinking. Its manner is flexible, playful and restless, gathering many options at once, though its focus can scatter in too many directions.',
    },
    zh: {
      name: '双子座',
      symbol: '♊',
      keywords: ['好奇', '灵活', '善于沟通'],
      meaning:
        '双子座以好奇、交谈和敏捷的思维行动。它的方式灵活、俏皮又闲不住，能同时收集多种可能，但注意力也容易四处分散。',
    },
  },
  cancer: {
    en: {
      name: 'Cancer',
      symbol: '♋',
      keywords: ['nurturing', 'protective', 'intuitive'],
      meaning:
        'Cancer acts protectively and with deep feeling, guided by care for its people. Its manner is nurturing, intuitive and loyal, moving sideways rather than head-on while guarding a soft heart.',
    },
    zh: {
      name: '巨蟹座',
      symbol: '♋',
      keywords: ['呵护', '保护', '敏感'],
      meaning:
        '巨蟹座带着深厚的情感与保护欲行动，以照顾身边的人为先。它的方式温柔、敏锐又忠诚，常迂回而非正面迎击，守护着柔软的内心。',
    },
  },
  leo: {
    en: {
      name: 'Leo',
      symbol: '♌',
      keywords: ['confident', 'generous', 'expressive', 'proud'],
      meaning:
        'Leo acts with warmth, confidence and a touch of drama. Its manner is generous, expressive and proud, leading from the heart and wanting its efforts to be seen and appreciated.',
    },
    zh: {
      name: '狮子座',
      symbol: '♌',
      keywords: ['自信', '慷慨', '表现力', '骄傲'],
      meaning:
        '狮子座以热情、自信和一点戏剧感行动。它的方式慷慨、外放而骄傲，凭真心去领导，也希望自己的付出被看见、被欣赏。',
    },
  },
  virgo: {
    en: {
      name: 'Virgo',
      symbol: '♍',
      keywords: ['precise', 'analytical', 'helpful', 'modest'],
      meaning:
        'Virgo acts carefully and precisely, improving things step by step. Its manner is modest, analytical and helpful, noticing details others miss, though it can slide into overthinking.',
    },
    zh: {
      name: '处女座',
      symbol: '♍',
      keywords: ['细致', '分析', '助人', '谦逊'],
      meaning:
        '处女座细致而精确，一步步把事情做得更好。它的方式谦逊、善于分析且乐于助人，能注意到别人忽略的细节，却也容易想得太多。',
    },
  },
  libra: {
    en: {
      name: 'Libra',
      symbol: '♎',
      keywords: ['balanced', 'diplomatic', 'fair', 'graceful'],
      meaning:
        'Libra acts through balance, diplomacy and partnership. Its manner is fair, graceful and considerate, weighing every side before choosing, though it may hesitate too long to avoid conflict.',
    },
    zh: {
      name: '天秤座',
      symbol: '♎',
      keywords: ['平衡', '圆融', '公正', '优雅'],
      meaning:
        '天秤座以平衡、外交与合作的方式行动。它公正、优雅而体贴，做决定前会权衡各方，但也可能为了避免冲突而迟迟拿不定主意。',
    },
  },
  scorpio: {
    en: {
      name: 'Scorpio',
      symbol: '♏',
      keywords: ['intense', 'perceptive', 'determined', 'private'],
      meaning:
        'Scorpio acts with intensity, focus and emotional depth. Its manner is private, perceptive and determined, going all in or not at all, and seeing through surfaces to hidden motives.',
    },
    zh: {
      name: '天蝎座',
      symbol: '♏',
      keywords: ['强烈', '洞察', '坚定', '神秘'],
      meaning:
        '天蝎座以专注、强烈和深沉的情感行动。它的方式隐秘、洞察力强且意志坚定，要么全情投入，要么不碰，能看穿表面下的动机。',
    },
  },
  sagittarius: {
    en: {
      name: 'Sagittarius',
      symbol: '♐',
      keywords: ['adventurous', 'optimistic', 'frank', 'free-spirited'],
      meaning:
        'Sagittarius acts with enthusiasm, honesty and a love of freedom. Its manner is adventurous, optimistic and frank, aiming at the big picture, though it may overlook the finer details.',
    },
    zh: {
      name: '射手座',
      symbol: '♐',
      keywords: ['冒险', '乐观', '坦率', '自由'],
      meaning:
        '射手座带着热情、坦诚和对自由的热爱行动。它的方式爱冒险、乐观又直率，目光总是瞄准大局，却可能忽略细枝末节。',
    },
  },
  capricorn: {
    en: {
      name: 'Capricorn',
      symbol: '♑',
      keywords: ['ambitious', 'disciplined', 'strategic', 'patient'],
      meaning:
        'Capricorn acts with ambition, discipline and long-range planning. Its manner is serious, patient and strategic, climbing one careful step at a time toward goals that will last.',
    },
    zh: {
      name: '摩羯座',
      symbol: '♑',
      keywords: ['进取', '自律', '策略', '耐心'],
      meaning:
        '摩羯座以野心、自律和长远的规划行动。它的方式严肃、耐心且讲究策略，一步一个脚印地攀向经得起时间考验的目标。',
    },
  },
  aquarius: {
    en: {
      name: 'Aquarius',
      symbol: '♒',
      keywords: ['independent', 'inventive', 'idealistic', 'humanitarian'],
      meaning:
        'Aquarius acts independently and inventively, with the wider group in mind. Its manner is cool, idealistic and original, questioning tradition and looking for solutions that serve everyone.',
    },
    zh: {
      name: '水瓶座',
      symbol: '♒',
      keywords: ['独立', '创新', '理想', '博爱'],
      meaning:
        '水瓶座独立、富有创意，同时心系群体。它的方式冷静超然、理想主义又独树一帜，敢于质疑传统，寻找让所有人受益的方案。',
    },
  },
  pisces: {
    en: {
      name: 'Pisces',
      symbol: '♓',
      keywords: ['compassionate', 'imaginative', 'intuitive', 'fluid'],
      meaning:
        'Pisces acts gently, imaginatively and through intuition. Its manner is compassionate, fluid and dreamy, flowing around obstacles rather than fighting them, though without clear edges it may drift.',
    },
    zh: {
      name: '双鱼座',
      symbol: '♓',
      keywords: ['慈悲', '想象', '直觉', '流动'],
      meaning:
        '双鱼座以温柔、想象力和直觉行动。它的方式慈悲、流动又带着梦幻色彩，绕过障碍而不硬碰，但若缺少边界，也容易随波漂流。',
    },
  },
};

export const HOUSE_FACES: Record<HouseFace, Record<DiceLang, FaceText>> = {
  1: {
    en: {
      name: 'First House',
      symbol: '1',
      keywords: ['self', 'appearance', 'beginnings'],
      meaning:
        'The First House is the area of self, body and first impressions. Here the question plays out in how you present yourself, the new starts you make and the way others first meet you.',
    },
    zh: {
      name: '第一宫',
      symbol: '1',
      keywords: ['自我', '外在形象', '开端'],
      meaning:
        '第一宫是自我、身体与第一印象的领域。问题在这里体现为你如何展现自己、开启怎样的新局面，以及别人初见你时的感受。',
    },
  },
  2: {
    en: {
      name: 'Second House',
      symbol: '2',
      keywords: ['money', 'possessions', 'values', 'self-worth'],
      meaning:
        'The Second House is the area of money, possessions and self-worth. Here the question plays out in your resources, in what you own and earn, and in what you believe you deserve.',
    },
    zh: {
      name: '第二宫',
      symbol: '2',
      keywords: ['财帛', '资源', '价值观', '自我价值'],
      meaning:
        '第二宫是财帛、所有物与自我价值的领域。问题在这里体现为你的资源、你拥有和赚取的东西，以及你认为自己值得什么。',
    },
  },
  3: {
    en: {
      name: 'Third House',
      symbol: '3',
      keywords: ['communication', 'learning', 'siblings', 'short trips'],
      meaning:
        'The Third House is the area of communication, learning and everyday surroundings. Here the question plays out in conversations and messages, siblings and neighbors, short trips and the way you think.',
    },
    zh: {
      name: '第三宫',
      symbol: '3',
      keywords: ['沟通', '学习', '手足', '短途'],
      meaning:
        '第三宫是沟通、学习与日常环境的领域。问题在这里体现为交谈与讯息、兄弟姐妹和邻里、短途出行，以及你的思考方式。',
    },
  },
  4: {
    en: {
      name: 'Fourth House',
      symbol: '4',
      keywords: ['home', 'family', 'roots', 'belonging'],
      meaning:
        'The Fourth House is the area of home, family and roots. Here the question plays out in your private life, where you live, your emotional foundations and whatever makes you feel you belong.',
    },
    zh: {
      name: '第四宫',
      symbol: '4',
      keywords: ['家庭', '根源', '归属', '安全感'],
      meaning:
        '第四宫是家庭、根源与内在基础的领域。问题在这里体现为你的私人生活、居住之所、情感根基，以及让你感到归属的事物。',
    },
  },
  5: {
    en: {
      name: 'Fifth House',
      symbol: '5',
      keywords: ['creativity', 'romance', 'play', 'joy'],
      meaning:
        'The Fifth House is the area of creativity, romance and play. Here the question plays out in love affairs, hobbies, self-expression, children and whatever brings you pure, uncomplicated joy.',
    },
    zh: {
      name: '第五宫',
      symbol: '5',
      keywords: ['创造', '恋爱', '娱乐', '喜悦'],
      meaning:
        '第五宫是创造、恋爱与玩乐的领域。问题在这里体现为浪漫关系、兴趣爱好、自我表达、子女，以及一切带给你纯粹快乐的事。',
    },
  },
  6: {
    en: {
      name: 'Sixth House',
      symbol: '6',
      keywords: ['routine', 'work', 'health', 'service'],
      meaning:
        'The Sixth House is the area of daily routines, work habits and wellbeing. Here the question plays out in your schedule and duties, in how you serve others and in how you look after yourself.',
    },
    zh: {
      name: '第六宫',
      symbol: '6',
      keywords: ['日常', '工作', '健康', '服务'],
      meaning:
        '第六宫是日常、工作习惯与身心健康的领域。问题在这里体现为你的作息与任务、应尽的职责、对他人的服务，以及你如何照顾自己。',
    },
  },
  7: {
    en: {
      name: 'Seventh House',
      symbol: '7',
      keywords: ['partnership', 'marriage', 'cooperation'],
      meaning:
        'The Seventh House is the area of partnership and one-to-one relationships. Here the question plays out with a spouse, close partner or collaborator, in the agreements you make, and even with open rivals.',
    },
    zh: {
      name: '第七宫',
      symbol: '7',
      keywords: ['伴侣', '婚姻', '合作'],
      meaning:
        '第七宫是伴侣与一对一关系的领域。问题在这里体现为你与配偶、亲密伴侣或合作者的互动、彼此的约定，甚至公开的竞争对手。',
    },
  },
  8: {
    en: {
      name: 'Eighth House',
      symbol: '8',
      keywords: ['shared resources', 'intimacy', 'transformation'],
      meaning:
        'The Eighth House is the area of shared resources, intimacy and transformation. Here the question plays out in trust, joint finances, deep emotional bonds and the changes that leave you renewed.',
    },
    zh: {
      name: '第八宫',
      symbol: '8',
      keywords: ['共享资源', '亲密', '转化'],
      meaning:
        '第八宫是共享资源、亲密与转化的领域。问题在这里体现为彼此的信任、共同的财务、深层的情感联结，以及让你焕然一新的蜕变。',
    },
  },
  9: {
    en: {
      name: 'Ninth House',
      symbol: '9',
      keywords: ['travel', 'beliefs', 'higher learning', 'meaning'],
      meaning:
        'The Ninth House is the area of long journeys, beliefs and higher learning. Here the question plays out in travel, study, philosophy and faith, and in the search for meaning beyond the familiar.',
    },
    zh: {
      name: '第九宫',
      symbol: '9',
      keywords: ['远行', '信念', '深造', '意义'],
      meaning:
        '第九宫是远行、信念与高等学习的领域。问题在这里体现为旅行、深造、哲学与信仰，以及在熟悉的世界之外对意义的追寻。',
    },
  },
  10: {
    en: {
      name: 'Tenth House',
      symbol: '10',
      keywords: ['career', 'reputation', 'achievement', 'ambition'],
      meaning:
        'The Tenth House is the area of career, reputation and public life. Here the question plays out in your ambitions and achievements, your standing in the world and your relationship with authority.',
    },
    zh: {
      name: '第十宫',
      symbol: '10',
      keywords: ['事业', '名誉', '成就', '抱负'],
      meaning:
        '第十宫是事业、声誉与公众生活的领域。问题在这里体现为你的抱负与成就、你在社会中的位置，以及你与权威之间的关系。',
    },
  },
  11: {
    en: {
      name: 'Eleventh House',
      symbol: '11',
      keywords: ['friends', 'community', 'hopes', 'vision'],
      meaning:
        'The Eleventh House is the area of friends, communities and hopes for the future. Here the question plays out in your networks, group efforts and shared causes, and in the wishes you are working toward.',
    },
    zh: {
      name: '第十一宫',
      symbol: '11',
      keywords: ['朋友', '社群', '希望', '愿景'],
      meaning:
        '第十一宫是朋友、社群与未来愿景的领域。问题在这里体现为你的人际网络、团体合作与共同理想，以及你正在努力实现的心愿。',
    },
  },
  12: {
    en: {
      name: 'Twelfth House',
      symbol: '12',
      keywords: ['subconscious', 'solitude', 'dreams', 'hidden matters'],
      meaning:
        'The Twelfth House is the area of the subconscious, solitude and hidden matters. Here the question plays out behind the scenes: in dreams, retreat, quiet healing and what you have not yet admitted.',
    },
    zh: {
      name: '第十二宫',
      symbol: '12',
      keywords: ['潜意识', '独处', '梦境', '隐秘'],
      meaning:
        '第十二宫是潜意识、独处与隐秘之事的领域。问题在这里于幕后展开：在梦境、退隐与静默的疗愈中，也在你尚未承认的心事里。',
    },
  },
};
