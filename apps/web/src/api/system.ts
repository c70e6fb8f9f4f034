import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';
import type { UpdateUserConfigBody } from './types';

const { apps, feedback, settings, system } = endpoints;

export interface FeedbackInput {
  content: string;
  contact?: string;
  images: File[];
}

/** The system module of /api/v2: configuration, feedback, the app catalogue. */
export const systemApi = {
  publicConfig: () => call(system.publicConfig),
  userConfig: () => call(settings.userConfig),
  updateUserConfig: (body: UpdateUserConfigBody) => call(settings.updateUserConfig, body),
  /** `true`: stop asking before points are deducted (the deduction dialog's "don't remind me") */
  mutePointsNotification: (muteStatus: boolean) =>
    call(settings.mutePointsNotification, { muteStatus }),
  appCategory: () => call(apps.appCategory),
  feedback({ content, contact, images }: FeedbackInput) {
    const form = new FormData();
    form.append('content', content);
    if (contact) form.append('contact', contact);
    for (const image of images) form.append('images', image);
    return call(feedback.feedback, form);
  },
  /** the member's own feedback, newest first, with Starlit's replies */
  myFeedback: () => call(feedback.mine),
};
