import type { Lang } from '@starlit/contracts';

/** Server messages for every catalogue code, in both languages. */
export const messages: Record<number, Record<Lang, string>> = {
  200: { zh: '成功', en: 'Success' },
  404: { zh: '接口不存在', en: 'Not found' },
  1001: { zh: '参数错误', en: 'Parameter error' },
  1005: { zh: '操作太频繁，请稍后再试', en: 'Too many requests, please try again later' },
  1006: { zh: '文件不符合要求', en: 'File not accepted' },
  1007: {
    zh: '服务暂时不可用，请稍后重试',
    en: 'Temporarily unavailable, please try again shortly',
  },
  1008: {
    zh: '该操作仍在处理中，请稍后查看结果',
    en: 'This action is still being processed; please check again shortly',
  },
  1101: { zh: '兑换码无效', en: 'Invalid redemption code' },
  1102: { zh: '兑换码已过期', en: 'Redemption code has expired' },
  1103: { zh: '你已使用过该兑换码', en: 'You have already used this redemption code' },
  1104: { zh: '请输入有效的折扣码', en: 'Please enter a valid discount code' },
  1105: { zh: '折扣码已过期', en: 'Discount code has expired' },
  1106: { zh: '折扣码已被使用', en: 'Discount code has already been used' },
  1201: { zh: '积分不足，请先购买积分', en: 'Not enough points. Buy points to continue.' },
  1203: { zh: '该任务已完成', en: 'This task has already been completed' },
  1204: { zh: '该商品暂不可购买', en: 'This product is not available' },
  1205: {
    zh: '这个问题不适合占卜，请换一个问题',
    en: 'This question cannot be answered here; please ask another one',
  },
  1206: { zh: '支付暂未开通', en: 'Payments are not available yet' },
  1302: { zh: '今日已签到', en: 'Checked in today' },
  1303: { zh: '姓名不能超过16个字符', en: 'Name cannot be longer than 16 characters' },
  1304: { zh: '昵称不能超过16个字符', en: 'Nickname cannot be longer than 16 characters' },
  1501: { zh: '报告不存在或不可用', en: 'The report does not exist or is not available' },
  1601: { zh: '已添加过本人档案', en: 'Your own profile has already been added' },
  1602: { zh: '尚未添加本人档案', en: 'Your own profile has not been added yet' },
  1603: { zh: '昵称不合法', en: 'Nickname is not valid' },
  2001: { zh: '账号不存在', en: 'Account does not exist' },
  2002: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  2005: { zh: '该邮箱已注册', en: 'This e-mail is already registered' },
  2006: { zh: '验证码错误或已失效', en: 'Wrong or expired verification code' },
  2008: { zh: '图形验证码错误或已过期', en: 'Wrong or expired image code' },
  2009: { zh: '注册失败', en: 'Registration failed' },
  2011: { zh: '出错了', en: 'Something went wrong' },
  2014: { zh: '修改密码失败', en: 'Could not change the password' },
  2101: { zh: '新密码不能与旧密码相同', en: 'The new password cannot be the same as the old one' },
  2102: { zh: '请输入6-20位的有效密码', en: 'Please enter a valid password of 6 to 20 characters' },
  2103: { zh: '该手机号已注册', en: 'This phone number is already registered' },
  2104: { zh: '手机号不合法', en: 'Phone number is not valid' },
  4001: { zh: '请先登录', en: 'Please log in first' },
  4003: { zh: '你的角色无权进行此操作', en: 'Your role does not allow this' },
  9999: { zh: '系统错误，请稍后再试', en: 'System error, please try again later' },
};

export function message(code: number, lang: Lang): string {
  return messages[code]?.[lang] ?? messages[2011]![lang];
}

/** The detail of 1005 while password sign-in is locked for an account. */
export function passwordLockedDetail(lang: Lang, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return lang === 'zh'
    ? `密码错误次数过多，请在 ${minutes} 分钟后再试，或使用验证码登录`
    : `too many wrong passwords; try again in ${minutes} min, or sign in with a code`;
}
