/**
 * Response and request shapes taken from the zod contracts at compile time only
 * (type imports: no schema code reaches the bundle).
 */
import type {
  appCategoryResponse,
  appItemSchema,
  avatarUploadResponse,
  captchaResponse,
  feedbackResponse,
  socialStartQuery,
  socialStartResponse,
  updateUserConfigBody,
} from '@starlit/contracts';

/** zod 4's output type of a schema, without importing zod. */
type Output<S> = S extends { _zod: { output: infer O } } ? O : never;
/** zod 4's input type of a schema. */
type Input<S> = S extends { _zod: { input: infer I } } ? I : never;

export type Captcha = Output<typeof captchaResponse>;
export type SocialStart = Output<typeof socialStartResponse>;
export type SocialStartQuery = Omit<Input<typeof socialStartQuery>, 'lang' | 'timestamp'>;
export type AvatarUpload = Output<typeof avatarUploadResponse>;
export type FeedbackCreated = Output<typeof feedbackResponse>;
export type AppItem = Output<typeof appItemSchema>;
export type AppCategories = Output<typeof appCategoryResponse>;
export type UpdateUserConfigBody = Omit<Input<typeof updateUserConfigBody>, 'lang'>;
