import type { Lang } from '@starlit/contracts';

/** The README of an export, in the member's language: what each file holds, what is left out. */

const FILES_EN: Array<[string, string]> = [
  [
    'account.json',
    'your account (e-mail, phone, names, birthday, language, time zone, VIP expiry), linked social sign-ins, failed password checks, the sign-in codes we sent (when and why, never the codes), your data exports, the background jobs about you and the kept answers of paid actions retried with the same key (24 hours)',
  ],
  [
    'sessions.json',
    'your signed-in devices: how you signed in, the browser, when first and last seen',
  ],
  [
    'settings.json',
    'your settings (your Four Pillars settings and luck-pillar report unlocks among them), reminder settings and reminder devices (when added and the push service only)',
  ],
  ['profiles.json', 'the birth data of you and of the people you added'],
  [
    'readings/tarot.json',
    'your tarot questions, the cards drawn (with their names and positions) and the reading texts',
  ],
  ['readings/dice.json', 'your astro dice questions, rolls and readings'],
  ['reports/astro.json', 'your chart report unlocks and the full text of each report'],
  [
    'reports/relations.json',
    'your relationship and deep reports, with both people and their texts',
  ],
  ['mbti.json', 'your personality test answers, results, unlocks and full reports'],
  ['conversations.json', 'every conversation with the companions, every message'],
  ['journal.json', 'your journal: notes, moods and tags on your readings'],
  [
    'points.json',
    'your points balance and history, VIP history, check-ins, daily usage, the codes you redeemed and grants by our support team waiting for approval',
  ],
  [
    'orders.json',
    'your purchases (product, amount, status, refunds) and the discount codes you used',
  ],
  [
    'invites.json',
    'the friends who joined with your code (date and your reward only) and the invite you joined with',
  ],
  ['feedback.json', 'what you wrote to us and our replies'],
  ['files/', 'your avatar and the pictures you sent with feedback'],
];

const FILES_ZH: Array<[string, string]> = [
  [
    'account.json',
    '你的账号（邮箱、手机号、名字、生日、语言、时区、会员到期时间）、绑定的社交账号、密码错误记录、我们发出的验证码（只有时间和用途，没有验证码本身）、你的数据导出记录、与你有关的后台任务，以及为防止重复扣费而保留的付费操作结果（保留 24 小时）',
  ],
  ['sessions.json', '你登录过的设备：登录方式、浏览器、首次和最近一次使用的时间'],
  [
    'settings.json',
    '你的设置（包括八字设置和解锁的大运详批）、提醒设置和接收提醒的设备（只有添加时间和推送服务）',
  ],
  ['profiles.json', '你和你添加的人的出生资料'],
  ['readings/tarot.json', '你的塔罗问题、抽到的牌（牌名、位置、正位或逆位）和解读全文'],
  ['readings/dice.json', '你的占星骰子问题、结果和解读'],
  ['reports/astro.json', '你解锁的星盘报告和报告全文'],
  ['reports/relations.json', '你的关系报告和深度报告，包括双方资料和报告全文'],
  ['mbti.json', '你的性格测试答案、结果、解锁记录和报告全文'],
  ['conversations.json', '你与每位陪伴者的每段对话和每条消息'],
  ['journal.json', '你的日记：写在解读上的笔记、心情和标签'],
  [
    'points.json',
    '你的积分余额和明细、会员记录、签到、每日用量、兑换过的兑换码，以及客服为你申请、等待审批的发放',
  ],
  ['orders.json', '你的订单（商品、金额、状态、退款）和用过的优惠码'],
  ['invites.json', '用你的邀请码注册的朋友（只有日期和你得到的奖励），以及你注册时用的邀请'],
  ['feedback.json', '你发给我们的反馈和我们的回复'],
  ['files/', '你的头像和反馈里附上的图片'],
];

const TEXT = {
  en: {
    title: 'Starlit: your data',
    intro: (at: string) =>
      `This file holds what Starlit keeps about you, as of ${at}. Every file is JSON (UTF-8). Dates and times are ISO 8601 in UTC (e.g. 2026-03-01T08:00:00.000Z); days are YYYY-MM-DD.`,
    files: 'What each file holds',
    left: 'What is not included, and why',
    leftOut: [
      'Your password: we keep only a one-way hash of it, which is of no use to you.',
      'Session tokens, sign-in codes and reminder keys: they are secrets that would let someone act as you.',
      'Card and bank details: payments are handled by Stripe, which keeps its own records; we never see your card.',
      'Other people: the accounts of friends who joined with your code are theirs, so only the date and your reward are listed.',
      'Our own records that name no one, and operators’ notes kept for accountability (who changed what and when).',
    ],
    end: 'This file is offered for 24 hours, then deleted. Deleting your account (My → Settings → Delete account) removes all of the above.',
    list: FILES_EN,
  },
  zh: {
    title: 'Starlit：你的数据',
    intro: (at: string) =>
      `这个文件包含 Starlit 保存的关于你的全部数据，导出时间为 ${at}。每个文件都是 JSON 格式（UTF-8）。日期和时间采用 ISO 8601 格式，使用协调世界时（例如 2026-03-01T08:00:00.000Z）；日期写作 YYYY-MM-DD。`,
    files: '每个文件的内容',
    left: '没有包含的内容和原因',
    leftOut: [
      '你的密码：我们只保存无法还原的哈希值，对你没有用处。',
      '登录凭证、验证码和提醒密钥：它们是可以冒充你的机密信息。',
      '银行卡信息：付款由 Stripe 处理，它保留自己的记录；我们从未看到你的银行卡。',
      '其他人的数据：用你的邀请码注册的朋友的账号属于他们自己，这里只列出日期和你得到的奖励。',
      '不指向任何人的统计数据，以及为了追溯而保留的运营操作记录。',
    ],
    end: '这个文件保留 24 小时，之后会被删除。注销账号（我的 → 设置 → 注销账号）会删除以上全部数据。',
    list: FILES_ZH,
  },
} as const;

/** README.txt for an export built at `at`, in `lang`. */
export function readmeText(lang: Lang, at: Date): string {
  const t = TEXT[lang === 'zh' ? 'zh' : 'en'];
  const sep = lang === 'zh' ? '：' : ': ';
  return [
    t.title,
    '',
    t.intro(at.toISOString()),
    '',
    t.files,
    ...t.list.map(([file, what]) => `- ${file}${sep}${what}`),
    '',
    t.left,
    ...t.leftOut.map((line) => `- ${line}`),
    '',
    t.end,
    '',
  ].join('\n');
}
