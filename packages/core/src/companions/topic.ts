import { detectTopic } from '../tarot/topic';
import type { Topic } from '../tarot/types';
import { withoutFeelings } from './feelings';

/**
 * What a message is about, read from its words other than feeling words: in "tired of
 * everything" or 「压力好大」 tiredness and pressure are how the person feels, not a topic
 * (health), so the message has none; "my boss stresses me out" is still about work.
 */
export const messageTopic = (text: string): Topic => detectTopic(withoutFeelings(text));
