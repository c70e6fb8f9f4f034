import { endpoints } from '@starlit/contracts/endpoints';
import { call, type InputOf } from './call';
import type { SocialStartQuery } from './types';

const { account, codes, social, uploads } = endpoints;

/** The account module of /api/v2 (bodies without `lang`: the client adds it). */
export const accountApi = {
  captcha: () => call(codes.captcha),
  sendEmailCode: (body: InputOf<typeof codes.sendEmailCode>) => call(codes.sendEmailCode, body),
  sendSmsCode: (body: InputOf<typeof codes.sendSmsCode>) => call(codes.sendSmsCode, body),
  register: (body: InputOf<typeof account.register>) => call(account.register, body),
  login: (body: InputOf<typeof account.login>) => call(account.login, body),
  mobileLogin: (body: InputOf<typeof account.mobileLogin>) => call(account.mobileLogin, body),
  emailLogin: (body: InputOf<typeof account.emailLogin>) => call(account.emailLogin, body),
  changePassword: (body: InputOf<typeof account.changePassword>) =>
    call(account.changePassword, body),
  resetPassword: (body: InputOf<typeof account.resetPassword>) => call(account.resetPassword, body),
  logout: () => call(account.logout),
  checkLogin: () => call(account.checkLogin, { timestamp: Date.now() }),
  userInfo: () => call(account.userInfo, { timestamp: Date.now() }),
  updateProfile: (body: InputOf<typeof account.updateProfile>) => call(account.updateProfile, body),
  /** stores the picture and makes it the user's avatar */
  uploadAvatar(file: File) {
    const form = new FormData();
    form.append('file', file);
    return call(uploads.uploadAvatar, form);
  },
  deleteAccount: (body: InputOf<typeof account.deleteAccount>) => call(account.deleteAccount, body),
  socialStart: (query: SocialStartQuery) => call(social.start, query),
  socialLogin: (body: InputOf<typeof social.login>) => call(social.login, body),
};
