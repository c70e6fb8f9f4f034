import { ANSWERS } from './content';

export { ANSWERS };
export const ANSWER_COUNT = ANSWERS.length;
