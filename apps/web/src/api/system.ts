import type { PublicConfig, UserConfig } from '@starlit/contracts';
import { http } from './http';
import type { AppCategories, FeedbackCreated, UpdateUserConfigBody } from './types';

export interface FeedbackInput {
  content: string;
  contact?: string;
  images: File[];
}

/** The system module of /api/v2: configuration, feedback, the app catalogue. */
export const systemApi = {
  publicConfig: () => http.get<PublicConfig>('publicConfig'),
  userConfig: () => http.get<UserConfig>('userConfig'),
  updateUserConfig: (body: UpdateUserConfigBody) => http.post<UserConfig>('userConfig', body),
  /** `true`: stop asking before points are deducted (the deduction dialog's "don't remind me") */
  mutePointsNotification: (muteStatus: boolean) =>
    http.post<UserConfig>('mutePointsNotification', { muteStatus }),
  appCategory: () => http.get<AppCategories>('appCategory'),
  feedback({ content, contact, images }: FeedbackInput) {
    const form = new FormData();
    form.append('content', content);
    if (contact) form.append('contact', contact);
    for (const image of images) form.append('images', image);
    return http.post<FeedbackCreated>('feedback', form);
  },
};
