import type {
  AuthResponse,
  ChangePasswordBody,
  CheckLogin,
  DeleteAccountBody,
  EmailLoginBody,
  LoginBody,
  MobileLoginBody,
  Profile,
  RegisterBody,
  ResetPasswordBody,
  SendCodeResponse,
  SendEmailCodeBody,
  SendSmsCodeBody,
  SocialLoginBody,
  UpdateProfileBody,
  UserInfo,
} from '@starlit/contracts';
import { http } from './http';
import type { AvatarUpload, Captcha, SocialStart, SocialStartQuery } from './types';

/** Bodies without `lang`: the client adds it. */
type Body<T> = Omit<T, 'lang'>;

/** The account module of /api/v2. */
export const accountApi = {
  captcha: () => http.get<Captcha>('captcha'),
  sendEmailCode: (body: Body<SendEmailCodeBody>) =>
    http.post<SendCodeResponse>('sendEmailCode', body),
  sendSmsCode: (body: Body<SendSmsCodeBody>) => http.post<SendCodeResponse>('sendSMSCode', body),
  register: (body: Body<RegisterBody>) => http.post<AuthResponse>('register', body),
  login: (body: Body<LoginBody>) => http.post<AuthResponse>('login', body),
  mobileLogin: (body: Body<MobileLoginBody>) => http.post<AuthResponse>('mobileLogin', body),
  emailLogin: (body: Body<EmailLoginBody>) => http.post<AuthResponse>('emailLogin', body),
  changePassword: (body: Body<ChangePasswordBody>) =>
    http.post<AuthResponse>('changePassword', body),
  resetPassword: (body: Body<ResetPasswordBody>) => http.post<unknown>('resetPassword', body),
  logout: () => http.get<null>('logout'),
  checkLogin: () => http.get<CheckLogin>('checkLogin', { timestamp: Date.now() }),
  userInfo: () => http.get<UserInfo>('userinfo', { timestamp: Date.now() }),
  updateProfile: (body: Body<UpdateProfileBody>) => http.post<Profile>('updateProfile', body),
  /** stores the picture and makes it the user's avatar */
  uploadAvatar(file: File) {
    const form = new FormData();
    form.append('file', file);
    return http.post<AvatarUpload>('uploadAvatar', form);
  },
  deleteAccount: (body: Body<DeleteAccountBody>) => http.post<null>('deleteAccount', body),
  socialStart: (query: SocialStartQuery) => http.get<SocialStart>('social/start', query),
  socialLogin: (body: Body<SocialLoginBody>) => http.post<AuthResponse>('socialLogin', body),
};
