import { z } from 'zod';
import { baseBody, baseQuery, emptyData, safeName, safeText, secretText } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/** How a session was opened; shown as `session` in checkLogin. */
export const loginMethodSchema = z.enum(['email', 'mobile', 'password', 'google', 'twitter']);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

/** trimmed and lower-cased before the format check */
const email = safeText().trim().toLowerCase().max(254).check(z.email());
const code = z.string().regex(/^\d{6}$/, 'a 6-digit code');
/** '86' or '+86'; checked by the server (2104), so any short string passes the schema. */
const areaCode = safeText().max(10).default('86');
const phone = safeText().min(1).max(20);
/** a new password (refused, never rewritten, when unsafe) and the current one as typed */
const password = secretText(true).max(200);
const currentPassword = secretText(false).max(200);
const inviteCode = safeText().max(16).optional();
/** The name a person gives; code sign-ins take it only when they create the account. */
const nickname = safeName().max(100).optional();

// ---- requests ---------------------------------------------------------------

export const captchaResponse = z.object({ captchaId: z.string(), svg: z.string() });

/** What a successful code send returns: when the next send is allowed and how long the code lives. */
export const sendCodeResponse = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

export const codePurposeSchema = z.enum(['register', 'login', 'reset']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const sendEmailCodeBody = baseBody.extend({
  email,
  purpose: codePurposeSchema.default('login'),
});
export const sendSmsCodeBody = baseBody.extend({
  phone,
  areaCode,
  captchaId: safeText().min(1).max(64),
  captchaText: safeText().min(1).max(10),
  purpose: codePurposeSchema.default('login'),
});
export const registerBody = baseBody.extend({
  email,
  code,
  password,
  nickname,
  inviteCode,
});
export const loginBody = baseBody.extend({
  /** e-mail address or phone number */
  account: safeText().min(1).max(254),
  password: currentPassword,
  areaCode: areaCode.optional(),
});
export const mobileLoginBody = baseBody.extend({ phone, areaCode, code, nickname, inviteCode });
export const emailLoginBody = baseBody.extend({ email, code, nickname, inviteCode });
export const changePasswordBody = baseBody.extend({
  oldPassword: currentPassword,
  newPassword: password,
});
export const resetPasswordBody = baseBody.extend({
  /** e-mail address or phone number the reset code was sent to */
  account: safeText().min(1).max(254),
  areaCode: areaCode.optional(),
  code,
  newPassword: password,
});
export const genderSchema = z.union([z.literal(1), z.literal(2)]);
export const updateProfileBody = baseBody.extend({
  nickname: safeName().max(100).optional(),
  name: safeName().max(100).optional(),
  gender: genderSchema.nullable().optional(),
  birthday: z.iso.date().nullable().optional(),
  avatar: safeText().max(500).nullable().optional(),
});
export const deleteAccountBody = baseBody.extend({
  /** the user types their account (e-mail or phone) to confirm */
  confirm: safeText().min(1).max(254),
});
export const socialProviderSchema = z.enum(['google', 'twitter']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialLoginBody = baseBody.extend({
  type: z.literal(2),
  /** The authorization code the provider sent back (both providers). */
  access_token: safeText().min(1).max(4096),
  third_name: socialProviderSchema,
  /** The `state` returned with the code: one `social/start` issued, usable once. */
  state: safeText().max(200).optional(),
  redirectUri: safeText().max(2000).optional(),
  inviteCode,
});
export const socialStartQuery = baseQuery.extend({
  provider: socialProviderSchema,
  /** where the provider sends the browser back (the app's own address) */
  redirectUri: safeText().max(2000).check(z.url()),
});
export const socialStartResponse = z.object({ url: z.string(), state: z.string() });

// ---- responses --------------------------------------------------------------

/** Points, or VIP days. */
export const rewardSchema = z.object({ kind: z.enum(['points', 'vip']), amount: z.number().int() });
export type Reward = z.infer<typeof rewardSchema>;

/** What every successful sign-in returns; `user_token` is the bearer token. */
export const authResponse = z.object({
  user_token: z.string(),
  account: z.string(),
  user_id: z.string(),
  /** true when this sign-in created the account */
  isNew: z.boolean(),
  /** set when this sign-in created the account through a friend's invite: the welcome reward */
  registerReward: rewardSchema.nullable(),
});
export type AuthResponse = z.infer<typeof authResponse>;

/** The account's name, avatar and birthday (checkLogin's `profile`), not a birth profile. */
export const accountProfileSchema = z.object({
  nickname: z.string(),
  name: z.string(),
  gender: genderSchema.nullable(),
  birthday: z.string().nullable(),
  avatar: z.string().nullable(),
  /** 0 Aries … 11 Pisces, from the birthday; null without one */
  constellation: z.number().int().min(0).max(11).nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const checkLoginResponse = z.object({
  account: z.string(),
  session: z.object({ type: loginMethodSchema, expiresAt: z.string() }),
  profile: accountProfileSchema,
  user_id: z.string(),
});
export type CheckLogin = z.infer<typeof checkLoginResponse>;

export const vipAccountSchema = z.object({ isVip: z.boolean(), vipExpDate: z.string().nullable() });
export type VipAccount = z.infer<typeof vipAccountSchema>;

export const userInfoResponse = accountProfileSchema.extend({
  userId: z.string(),
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  hasPassword: z.boolean(),
  inviteCode: z.string(),
  socialProviders: z.array(socialProviderSchema),
  vipAccount: vipAccountSchema,
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoResponse>;

/** `POST uploadAvatar` (multipart, field `file`): the URL now stored as the user's avatar. */
export const avatarUploadResponse = z.object({ avatar: z.string() });

/** `POST updateProfile` answers with the updated profile. */
export const updateProfileResponse = accountProfileSchema;

export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;
export type SendSmsCodeBody = z.input<typeof sendSmsCodeBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type MobileLoginBody = z.input<typeof mobileLoginBody>;
export type EmailLoginBody = z.input<typeof emailLoginBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export type SocialLoginBody = z.input<typeof socialLoginBody>;

// ---- routes ----------------------------------------------------------------------------------

export const codesRoutes = defineRoutes(endpoints.codes, {
  captcha: { query: baseQuery, response: captchaResponse },
  sendEmailCode: { body: sendEmailCodeBody, response: sendCodeResponse },
  sendSmsCode: { body: sendSmsCodeBody, response: sendCodeResponse },
});

export const accountRoutes = defineRoutes(endpoints.account, {
  register: { body: registerBody, response: authResponse },
  login: { body: loginBody, response: authResponse },
  mobileLogin: { body: mobileLoginBody, response: authResponse },
  emailLogin: { body: emailLoginBody, response: authResponse },
  resetPassword: { body: resetPasswordBody, response: authResponse },
  changePassword: { body: changePasswordBody, response: authResponse },
  logout: { query: baseQuery, response: emptyData },
  checkLogin: { query: baseQuery, response: checkLoginResponse },
  userInfo: { query: baseQuery, response: userInfoResponse },
  updateProfile: { body: updateProfileBody, response: updateProfileResponse },
  deleteAccount: { body: deleteAccountBody, response: emptyData },
});

export const socialRoutes = defineRoutes(endpoints.social, {
  start: { query: socialStartQuery, response: socialStartResponse },
  login: { body: socialLoginBody, response: authResponse },
});

/** An uploaded file's key under files/ (the file itself is the answer). */
export const filePathParams = z.object({ '*': z.string().max(300) });

export const uploadsRoutes = defineRoutes(endpoints.uploads, {
  uploadAvatar: {
    description:
      'multipart/form-data with one file in field `file`: PNG or JPEG (by its bytes), at most 2 MB',
    query: baseQuery,
    response: avatarUploadResponse,
  },
  file: { params: filePathParams },
});
