import { CLAUSE, any, phrases } from './regex';
import type { SafetyPatterns } from './regex';

/**
 * Chinese patterns of the safety screen. The text is normalised first (normalize.ts):
 * spaces and symbols between characters are gone ("自 杀" is 自杀), traditional characters
 * used here are simplified (自殺 is 自杀), full-width punctuation is ASCII ("，" is ",").
 *
 * Chinese has no word boundaries, so there are two kinds of rule:
 *   - curated phrases that always mean risk (自杀, 割腕, 不想活, 写遗书 …);
 *   - small combinations of an intention (想, 打算, 准备, 决定 …) with dying (死, 去死,
 *     结束生命 …), with the everyday idioms built on 死 excluded where they would match.
 *
 * 死 as an intensifier is everywhere and is not a crisis: 累死了, 累得要死, 笑死我了,
 * 吓死我了, 热死, 烦死; 想死你了 / 想死我了 means "I miss you so much"; 死机 (a frozen
 * phone), 死心 (give up on someone), 死磕, 死党, 死线, 死神牌 (the Death card) and
 * 我要杀了这个bug (killing a bug) are everyday words. 我要死了 alone is hyperbole
 * ("作业好多我要死了") and is left to the companion, like 撑不下去 and 好累: low moods
 * that don't mention dying. 想死的心都有了 does say "I want to die" and is a crisis.
 */

/** After 死: characters that make an everyday word, not dying (死心, 死机, 想死你了 …). */
const NOT_DYING = '(?![你您他她它我咱们人机心党磕板缠守活命宅鬼相角线胡对穴皮扣记读者亡刑囚神])';

/** Before 想: 思想, 回想, 梦想 … are not "want". 不想死 ("I don't want to die") is not a wish. */
const REAL_WANT = '(?<![不理回思梦联猜幻预构设感])';

/** Medicines people ask us to dose, start or stop. */
const MEDS_ZH = any(
  '药',
  '药片',
  '抗抑郁药',
  '安眠药',
  '助眠药',
  '止痛药',
  '退烧药',
  '布洛芬',
  '扑热息痛',
  '对乙酰氨基酚',
  '阿司匹林',
  '舍曲林',
  '氟西汀',
  '帕罗西汀',
  '艾司西酞普兰',
  '来士普',
  '百忧解',
  '左洛复',
  '文拉法辛',
  '度洛西汀',
  '碳酸锂',
  '喹硫平',
  '奥氮平',
  '阿普唑仑',
  '劳拉西泮',
  '氯硝西泮',
  '褪黑素',
  '抗生素',
  '头孢',
  '阿莫西林',
  '激素',
  '避孕药',
  '胰岛素',
);

/** Conditions people ask us to diagnose (clinical names, not moods: 焦虑 alone is a mood). */
const CONDITIONS_ZH = any(
  '抑郁症',
  '抑郁',
  '焦虑症',
  '双相',
  '躁郁症',
  '躁狂症',
  '强迫症',
  '多动症',
  '(?<![a-z])adhd(?![a-z])',
  '自闭症',
  '孤独症',
  '精神病',
  '精神分裂',
  '精神疾病',
  '心理疾病',
  '心理障碍',
  '人格障碍',
  '进食障碍',
  '厌食症',
  '暴食症',
  '(?<![a-z])ptsd(?![a-z])',
  '创伤后应激',
  '失眠症',
  '惊恐障碍',
  '癌',
  '肿瘤',
  '糖尿病',
  '高血压',
  '心脏病',
  '艾滋',
  '性病',
  '老年痴呆',
);

/** Tradable assets. */
const ASSETS_ZH = any(
  '股票',
  '个股',
  'a股',
  '美股',
  '港股',
  '大盘(?!鸡)',
  '基金(?!会)',
  '(?<![a-z])etf(?![a-z])',
  '比特币',
  '以太坊',
  '狗狗币',
  '虚拟币',
  '虚拟货币',
  '加密货币',
  '数字货币',
  '山寨币',
  '黄金(?![周期时段档首饰项链手镯戒指饰品])',
  '期货',
  '期权',
  '外汇',
  '债券',
  '理财产品',
  '特斯拉(?:的)?股',
  '英伟达(?!显卡|的显卡)',
  '茅台(?!酒)',
  '[这那]只股',
  '[这那]支股',
  '[这那]个币',
  '(?<![a-z])(?:btc|eth|tsla|nvda)(?![a-z])',
);

/** What one does with an asset when told to. */
const TRADE_ZH = any(
  '买入',
  '卖出',
  '抛售',
  '加仓',
  '减仓',
  '清仓',
  '平仓',
  '梭哈',
  '满仓',
  '全仓',
  '抄底',
  '补仓',
  '割肉',
  '止损',
  '止盈',
  '入手',
  '入场',
  '建仓',
  '持有',
  '做空',
  '做多',
  '定投',
  '买',
  '卖',
  '抛',
  '囤',
  '投',
);

/** Asking for a decision: 要不要, 该不该, 能不能 … */
const SHOULD_ZH = any(
  '要不要',
  '该不该',
  '应不应该',
  '能不能',
  '可不可以',
  '应该',
  '该',
  '可以',
  '能',
  '现在',
  '什么时候',
  '何时',
  '适合',
  '适不适合',
);

export const ZH: SafetyPatterns = {
  crisis: {
    // Suicide and self-harm named outright, and common ways of typing round the filter:
    // 自鲨 / 自sha, 想紫砂 / 想zs. 自杀式 (a "suicide" attack or tactic) and 社会性自杀
    // (social embarrassment) are not about the writer; 跳楼价 is a price, 跳楼机 a ride;
    // 烧炭烤肉 is a barbecue.
    explicit: [
      phrases(
        '(?<!社会性)自杀(?!式)',
        '自鲨',
        '自sha',
        `(?:想|要|去|打算|准备)(?:zs|紫砂)`,
        '自尽',
        '轻生',
        '寻死',
        '自残',
        '自伤',
        '自戕',
        '自我了断',
        '自行了断',
        '了断自己',
        '割腕',
        '割脉',
        '跳楼(?!价|机|甩卖|大甩卖|式)',
        '跳河',
        '跳江',
        '卧轨',
        '上吊',
        '烧炭(?!烤|火锅|炉)',
        '服毒',
        '吞药',
        '喝(?:了)?(?:农药|百草枯|敌敌畏|老鼠药)',
        '吃(?:了)?老鼠药',
        '一死了之',
        '(?:想|要|打算|申请|准备)(?:去)?安乐死',
      ),
    ],

    // Wanting to die or not to live, said plainly or indirectly, for oneself or someone
    // else (他说想死 matches 想死). 想死你了 and 不想死 are excluded (NOT_DYING, REAL_WANT);
    // 你去死吧 is an insult, not a wish; 不想活得这么累 / 不想活成他那样 are about how to live.
    wishToDie: [
      phrases(
        `${REAL_WANT}想(?:要)?(?:去)?死${NOT_DYING}`,
        `${REAL_WANT}想(?:就)?(?:这样|这么)(?:直接|安静地|悄悄地)?死`,
        `(?:打算|准备|决定|计划|只能|只好|干脆|还不如|倒不如|渴望)(?:去)?死${NOT_DYING}`,
        `(?:我|自己)${CLAUSE}{0,4}(?<![你他她它您们])去死(?!吧|啦)`,
        `(?<![你他她它您不])(?:要|该|应该)去死(?!吧|啦)`,
        '渴望死亡',
        '向往死亡',
        '不想(?:再)?活(?![得成在出动跃泼用])',
        '不愿(?:意)?(?:再)?活(?:下去|着)',
        '(?<!公司|企业|店|行业|厂)活不下去',
        '(?:我|自己)(?:真的|已经|早就|是)?活(?:腻|够)(?:了|歪了)',
        '活着(?:真|好|太|都)?(?:没|没有)(?:意思|意义|盼头|必要|希望)',
        '活着(?:还|又)?有什么(?:意思|意义|用|盼头)',
        '(?:没有|没)(?:了)?活下去的(?:理由|意义|勇气|动力|希望|必要)',
        '(?:没有|没)(?:必要|理由)(?:再)?活(?:下去|着)',
        '不值得活',
        '不配活(?:着|下去)?',
        '(?<![累烦气笑吓热冷饿困忙痛疼丑尴他她它])死了(?:算了|就好了|好了|倒好|最好|一了百了|就解脱了|就轻松了|就不用)',
        '死(?:了)?(?:就|才)(?:能|可以)?解脱',
        '(?:只有|唯有)死(?:亡)?才',
        `(?:希望|但愿|真希望)(?:我|自己)${CLAUSE}{0,6}死(?:掉|去|了)`,
        // not waking up again (a sweet dream one doesn't want to leave is not this)
        `(?<!梦[^。!?\\n]{0,10})(?:不想|不要|不愿|再也不想|永远不想)(?:再)?醒(?:来|过来)`,
        '一(?:睡|觉)不醒',
        '(?:睡着|睡过去)(?:了)?(?:就)?(?:再也|永远)(?:不要|别|不)?(?:再)?醒',
        // ending it all, leaving the world
        '结束(?:掉)?(?:这一切|一切)(?![关合联往])',
        '结束(?:掉)?(?:自己|我自己|(?:我|自己)的(?:生命|命|一生)|生命|这条命|这辈子|此生)',
        '了结(?:自己|此生|生命|这一生|我的命|这条命)',
        '(?:想|要|打算|准备|决定|只想|好想|我)(?:就这样)?(?:永远)?(?:离开|告别)(?:这个)?(?:世界|人世|人间)(?!杯)',
        `(?:我|自己)${CLAUSE}{0,6}从(?:这个)?世界(?:上)?消失`,
        '(?:我|自己)(?:想|要|好想|只想|希望)?(?:就这样)?永远(?:地)?消失(?!在你|在他|在她)',
        '不想(?:再)?存在(?!感)',
        // others better off, nobody would care
        `(?:没有我|我不在了|我死了)${CLAUSE}{0,8}(?:会)?(?:更好|更轻松|更开心|更幸福)`,
        `(?:我死了|我不在了)${CLAUSE}{0,8}(?:没人|没有人|不会有人|谁会|有人会)(?:在乎|在意|难过|伤心|发现|记得|哭)`,
        '(?:如果|要是|假如)我(?:死了|不在了)',
      ),
    ],

    // Methods, means and preparations: a will or last words, pills saved up or taken by the
    // bottle, cutting. Taking a sleeping pill to sleep, or a cut while cooking, is not this.
    methods: [
      phrases(
        '遗书',
        '(?:写|留|准备|想好)(?:了|好)*(?:一?封)?(?:我的)?遗言',
        '(?:交代|安排|处理)(?:好)?(?:我的|自己的)后事',
        '(?:攒|囤|存)(?:了)?(?:很多|好多|一些|一堆|一瓶|一盒)?(?:安眠药|药片|止痛药)',
        '(?:吞|吃|喝)(?:了|下|掉)?(?:一整瓶|整瓶|一瓶|一大把|一把|一整盒|一盒|整盒|所有的?)(?:的)?(?:安眠药|药|药片|止痛药|布洛芬|扑热息痛)',
        '故意(?:多)?(?:吃|吞|服)(?:药|了|过量)',
        `(?:楼上|楼顶|顶楼|天台|阳台|窗户|窗口|桥上|大桥|高楼)${CLAUSE}{0,2}(?:跳下去|跳下|往下跳)`,
        '(?<!不小心|[计规策比筹区刻企谋切])(?:割|划)(?:伤|破)?(?:自己|(?:自己的)?(?:手腕|手臂|胳膊|大腿)(?!上的))',
        `(?:用|拿)(?:刀|刀片|美工刀|剪刀|烟头|打火机)${CLAUSE}{0,4}(?:割|划|烫|戳|扎)(?:伤)?(?:自己|手腕|胳膊|手臂|大腿)`,
        '(?<!不)(?:想|要|又|忍不住|总想|开始|控制不住)(?:去)?伤害自己',
      ),
    ],
  },

  directive: {
    // Asking for a diagnosis, a medicine or a dose. 相思病, 拖延症, 公主病 are not
    // illnesses; 我是不是有病 is a figure of speech ("am I crazy"), so 病 alone needs 得/患.
    medical: [
      phrases(
        `(?:是不是|是否|会不会|算不算|有没有)(?:得了|得|患了|患上?|染上|确诊)(?:了)?${CLAUSE}{0,6}(?<!相思|拖延|懒|直男|公主|中二|选择困难)(?:病|症|癌|瘤|障碍|炎)`,
        `(?:是不是|是否|会不会|算不算|有没有|算是)(?:有|得了|患了)?${CONDITIONS_ZH}`,
        '(?:帮|给)我(?:诊断|确诊|看看(?:这)?是(?:什么|啥)病|判断(?:一下)?(?:是)?(?:什么|啥)病)',
        '诊断一下',
        '(?:这|我这|我这个|我)(?:是|得的是|算)(?:什么|啥)病',
        '得了(?:什么|啥)病',
        `(?:吃|用|服|开|买)(?:什么|啥|哪种|哪个|哪些)(?:${MEDS_ZH})`,
        '(?:能不能|可不可以|要不要|该不该|应不应该|可以|能|想)(?:自己)?(?:停药|减药|加药|断药|换药|减量|加量)',
        '停药(?:吗|会怎样|行不行|可以吗|好不好)',
        '(?:需要|需不需要|要不要|该不该|应不应该|用不用)(?:吃药|用药|服药|吃抗抑郁药|吃安眠药)',
        '(?:一次|每次|一天|每天|一日)(?:吃|服|用)(?:几|多少)(?:片|粒|颗|毫克|mg|袋|支|ml|毫升)',
        '(?:吃|服|用)(?:几片|几粒|几颗|多少毫克|多少mg|多少片|多少粒|多大剂量)',
        '(?:什么|多少|多大|合适的|安全的?)剂量',
        '剂量(?:是多少|多少|怎么)',
        `(?:${MEDS_ZH})${CLAUSE}{0,4}(?:能不能|可不可以|要不要|该不该|能|可以)(?:停|不吃|少吃|多吃|加量|减量|一起吃|和酒)`,
        '(?:给|帮)我开(?:点|些)?药',
      ),
    ],

    // Asking how to act in a legal matter or what a court will decide. 报警 (calling the
    // police) is never refused and is not here.
    legal: [
      phrases(
        '(?:要不要|该不该|应不应该|应该|该|能不能|可不可以|可以|能)(?:去)?(?:起诉|告(?:他|她|他们|公司|老板|对方|房东|前夫|前妻|单位)|打官司|上诉|申请(?:劳动)?仲裁|提起诉讼|反诉)',
        '(?:怎么|如何|怎样)(?:才能)?(?:打赢|赢|打|争取|拿到|争到)(?:这场|这个)?(?:官司|诉讼|抚养权|离婚官司|劳动仲裁)',
        `(?:抚养权|官司|诉讼|案子)${CLAUSE}{0,6}(?:能不能|会不会|能|会)(?:赢|打赢|判给|胜诉|败诉)`,
        '(?:法院|法官|判决)(?:会)?(?:怎么|如何)判',
        '(?:会|能|要)判(?:几年|多久|多少年|缓刑|刑)',
        '(?:会不会|会)(?:坐牢|判刑|被判)',
        '(?:犯法|违法|合法)(?:吗|嘛|么)',
        '(?:算不算|是不是|属不属于)(?:犯法|违法|犯罪|违约|诈骗|合法)',
        '法律(?:上)?(?:怎么|该怎么|应该怎么)(?:办|处理|判)',
        '(?:法律|律师)(?:意见|建议|咨询)',
        '(?:在|上)法庭(?:上)?(?:该|应该|要)?(?:怎么|说什么)',
        '(?:起诉书|诉状|答辩状|律师函)(?:怎么写)',
      ),
    ],

    // Asking what to buy, sell or hold, how much to put in, or where a price goes next.
    // 财运 (money luck in a reading) and buying clothes or a house are not instruments.
    financial: [
      phrases(
        '(?:买|卖|抛|选|入|投)(?:哪|什么|啥)(?:只|支|个|种|些|一只|一支)?(?:股票|股|基金|币|虚拟币|理财产品|etf)',
        `${ASSETS_ZH}${CLAUSE}{0,8}${SHOULD_ZH}(?:去)?${TRADE_ZH}`,
        `${SHOULD_ZH}(?:去)?${TRADE_ZH}${CLAUSE}{0,6}${ASSETS_ZH}`,
        `(?:梭哈|满仓|全仓)(?:买入|买)?(?:${ASSETS_ZH}|[a-z]{2,5}(?![a-z]))`,
        `${ASSETS_ZH}${CLAUSE}{0,8}(?:会涨|会跌|会不会涨|会不会跌|能涨|能不能涨|涨还是跌|还会涨|还会跌|会暴涨|会暴跌|会崩|能回本|会回本|能翻倍|走势)`,
        '(?:推荐|荐|给我)(?:一|几)?(?:只|支|个|些)?(?:股票|基金|币|理财产品|个股)',
        '(?:投资|炒股|炒币)(?:建议|推荐)',
        '(?:多少|几成|百分之几|一半)(?:的)?(?:钱|存款|积蓄|工资)?(?:拿去|用来|去)?(?:炒股|炒币|买股票|买基金|买币|投股市|投基金)',
      ),
    ],
  },
};
