import type { CompanionId } from '../../types';
import type { GreetingText } from '../types';

export const GREETINGS_EN: Record<CompanionId, GreetingText> = {
  junior: {
    hello: {
      morning: [
        'Good morning{nick}! ☀️',
        'Morning{nick}! The coffee’s on and the cards are shuffled.',
      ],
      afternoon: ['Good afternoon{nick}!', 'Hey{nick}, hope your afternoon is treating you well!'],
      evening: ['Good evening{nick}!', 'Hi{nick}, evening is my favourite time for a reading.'],
      night: ['Hi{nick}, still up?', 'Hey{nick}, a late-night visit! I like it.'],
    },
    back: {
      today: ['Back again today, lovely to see you.'],
      recent: ['Welcome back, it’s good to see you again.', 'Yay, you’re back!'],
      long: ['It’s been {days} days, I’ve missed our chats!', 'Long time no see, {days} days!'],
    },
    lastReading: [
      'Last time you laid out {spread} about {topic}. I’m curious how things have moved since.',
      'I remember your reading about {topic} with {spread}. Has anything shifted?',
    ],
    fortune: {
      high: ['Your fortune looks bright today, a nice day to try something new.'],
      mid: ['Today’s fortune looks steady: a good day to keep things simple.'],
      low: ['Your fortune looks a bit bumpy today, so let’s go gently.'],
    },
    invite: {
      morning: [
        'What would you like to ask the cards to start your day?',
        'Shall we pull a card for the day ahead?',
      ],
      afternoon: [
        'What’s on your mind this afternoon?',
        'Is there a question you’d like the cards to look at?',
      ],
      evening: ['What would you like to explore tonight?', 'How did your day go?'],
      night: [
        'What’s keeping you up? We can look at it together.',
        'Is there something on your mind before you sleep?',
      ],
    },
  },
  senior: {
    hello: {
      morning: ['Good morning{nick}.', 'Morning{nick}. The day is still open.'],
      afternoon: [
        'Good afternoon{nick}.',
        'Welcome{nick}. The afternoon is a fine time for clear thinking.',
      ],
      evening: ['Good evening{nick}.', 'Evening{nick}. The light is low and the cards are ready.'],
      night: [
        'Good evening{nick}, or should I say good night.',
        'The night is quiet{nick}. A good hour for reflection.',
      ],
    },
    back: {
      today: ['Welcome back. We spoke earlier today.'],
      recent: ['Welcome back. I’m glad to see you again.'],
      long: [
        'It has been {days} days. Welcome back.',
        'Some {days} days have passed since we last spoke.',
      ],
    },
    lastReading: [
      'Your last reading, {spread}, looked at {topic}. Readings often make more sense with a little distance.',
      'We last looked at {topic} through {spread}. Time has a way of clarifying such things.',
    ],
    fortune: {
      high: ['Today’s sky is generous to you; use the momentum well.'],
      mid: ['Today’s sky is even: neither pushing nor holding you back.'],
      low: ['Today’s sky asks for patience, which is no bad thing for a reading.'],
    },
    invite: {
      morning: [
        'What question would you like to carry into the day?',
        'What shall we look at this morning?',
      ],
      afternoon: [
        'What would you like to understand more clearly?',
        'What question have you brought today?',
      ],
      evening: [
        'What has the day left you wondering about?',
        'What would you like the cards to illuminate tonight?',
      ],
      night: ['What is on your mind at this late hour?', 'What question is keeping you awake?'],
    },
  },
  support: {
    hello: {
      morning: ['Good morning{nick}.', 'Morning{nick}, I’m glad you’re here.'],
      afternoon: ['Hi{nick}, good afternoon.', 'Hello{nick}, I’m glad you stopped by.'],
      evening: ['Good evening{nick}.', 'Hi{nick}, I hope the day wasn’t too heavy.'],
      night: [
        'Hi{nick}. It’s late, and I’m here.',
        'Hello{nick}. Nights can feel long, so I’m glad you reached out.',
      ],
    },
    back: {
      today: ['It’s nice to hear from you again today.'],
      recent: ['Welcome back, it’s good to hear from you.'],
      long: ['It’s been {days} days, and it’s really good to hear from you.'],
    },
    lastReading: [
      'I noticed you did a reading about {topic} recently. If it stirred anything up, we can talk it through.',
      'You looked at {topic} with the cards recently. I’m happy to listen if any of it is on your mind.',
    ],
    fortune: {
      high: ['I hope some of today’s brightness reaches you.'],
      mid: ['However today goes, you don’t have to carry it alone.'],
      low: ['If today feels a little heavier, we can take it slowly.'],
    },
    invite: {
      morning: ['How are you feeling as the day begins?', 'What’s on your heart this morning?'],
      afternoon: ['How has your day been so far?', 'What would you like to talk about?'],
      evening: ['How are you feeling this evening?', 'How did today go for you?'],
      night: ['What’s on your mind tonight?', 'Would you like to tell me what’s keeping you up?'],
    },
  },
};
