import { FACES_EN } from './reading-en-faces';
import type { DiceReadingText } from './reading-types';

/** The English dice reading: our own writing, read for the question's topic and kind. */
export const DICE_READING_EN: DiceReadingText = {
  ...FACES_EN,
  topics: {
    general: {
      subject: 'your question',
      where: 'in the situation you are asking about',
      advice:
        'Keep your question close this week and notice where the roll shows up in ordinary moments.',
    },
    family: {
      subject: 'your family',
      who: 'your family',
      where: 'in how you and {who} treat each other',
      advice: 'Even a short call or message to {who} is enough to begin.',
    },
    friends: {
      subject: 'your friendship',
      who: 'your friend',
      where: 'in how you and {who} show up for each other',
      advice:
        'Reach out to {who} first this time; a small plan together says more than a long explanation.',
    },
    love: {
      subject: 'your love life',
      who: 'the other person',
      where: 'in what passes between you and {who}',
      advice:
        'Let {who} see one true thing about how you feel, simply and without a test attached.',
    },
    career: {
      subject: 'your work',
      where: 'in how you handle your work and the people in it',
      advice: 'Put one concrete work step in your calendar, with a date.',
    },
    money: {
      subject: 'your finances',
      where: 'in how you earn, spend and save',
      advice: 'Write down one number you want to change, and start there.',
    },
    study: {
      subject: 'your studies',
      where: 'in how you learn and prepare',
      advice: 'Set a short, fixed study block each day, and protect your sleep.',
    },
    health: {
      subject: 'your wellbeing',
      where: 'in your energy and your daily habits',
      advice:
        'Choose one small, kind habit for your body and keep it gentle; for anything that worries you, see a professional.',
    },
    travel: {
      subject: 'the trip you have in mind',
      where: 'in the plans for the journey',
      advice: 'Turn the idea into one practical step: a date, a route or a ticket.',
    },
    home: {
      subject: 'your home',
      where: 'in where and how you live',
      advice: 'Change one small thing about your space this week, and notice how it feels.',
    },
    creativity: {
      subject: 'your creative work',
      where: 'in what you make and how you share it',
      advice: 'Give your work twenty unhurried minutes a day this week, without judging it.',
    },
    self: {
      subject: 'yourself',
      where: 'in how you see and treat yourself',
      advice: 'Write down one thing you did well each day this week.',
    },
  },
  titles: {
    roll: 'Your roll',
    planet: 'The planet',
    sign: 'The sign',
    house: 'The house',
    advice: 'Advice',
  },
  answerTitle: {
    yesno: 'The answer',
    choice: 'Comparing the options',
    when: 'Timing',
    open: 'Read together',
  },
  yourQuestion: 'your question',
  roll: [
    'For {question}, the dice show {planet} {ps}, {sign} {ss} and the {house}.',
    'Your question was {question}, and the dice answered with {planet} {ps}, {sign} {ss} and the {house}.',
  ],
  topicNote: 'This is a question about {subject}, so each die is read for {subject}.',
  kindNote: {
    yesno: 'It asks for a yes or a no, so after the three dice comes a lean and the reason for it.',
    choice: 'You are weighing two options, so the reading ends by comparing them.',
    when: 'You are asking about timing, so the reading ends with what the dice say about when.',
    open: 'The planet shows what energy is at work, the sign how to handle it, and the house where it plays out.',
  },
  planet: [
    '{planet} brings {gift}. That energy shows up {where}, and it asks you to {ask}.',
    '{planet} is the energy at work here: {gift}. You will feel it {where}; it asks you to {ask}.',
  ],
  sign: [
    '{sign} shows the manner: {how}. That is your best way in with {subject}; just watch for {watch}.',
    'The way to approach {subject} is the way of {sign}: {how}. The risk to watch for is {watch}.',
  ],
  houseHome: [
    'The {house} is the house of {area}, which is exactly where a question about {subject} belongs, so the dice land squarely on it.',
    'The {house} covers {area}: the dice land right in the part of life you asked about.',
  ],
  houseAway: [
    'The {house} is the house of {area}. It moves the question about {subject} there: more is being decided in that area than you might expect.',
    'The {house} points to {area}. With {subject}, that is where the real answer is taking shape.',
  ],
  houseGeneral: [
    'The {house} is the house of {area}. That is where your question is really being decided.',
    'The {house} points to {area}: that is the stage on which this plays out.',
  ],
  yesNo: {
    lean: {
      clearYes: 'Taken together, this is a clear yes.',
      cautiousYes: 'Taken together, this is a cautious yes.',
      qualifiedYes:
        'Taken together, this is a qualified yes: it can happen, with effort on your side.',
      tentativeNo: 'Taken together, this is a tentative no, or at least a not yet.',
      softNo: 'Taken together, the roll leans toward no for now.',
    },
    why: 'The reason: {planet} {polarity}, and the {house} {strength}.',
    polarity: {
      '1': 'is a helpful, opening influence',
      '0': 'is a mixed influence that helps only when you act on it',
      '-1': 'slows things down and asks for work first',
    },
    strength: {
      angular: 'is one of the strong, visible houses, where things happen in the open',
      succedent: 'is a steady house, where results build over time',
      cadent: 'is a house of preparation, where groundwork comes before results',
      hidden: 'works behind the scenes, where much is still hidden',
    },
    fit: 'The roll also lands in the part of life you asked about, which gives it more weight.',
    dignity: '{planet} is at home in {sign}, so its energy runs strong.',
    tip: {
      yes: 'It holds best if you act on it rather than wait for it to happen.',
      no: 'That can still change: the roll describes the present, and your next step is part of it.',
    },
  },
  choice: {
    intro: 'You are choosing between {a} and {b}.',
    favour: {
      new: '{planet} favours movement, so of the two the dice back the option that takes you somewhere new.',
      familiar:
        '{planet} favours what is steady, so of the two the dice back the option that builds on what you already have.',
      either:
        '{planet} does not favour change or staying for its own sake; it backs whichever option gives you more room to {ask}.',
    },
    tilt: 'Here that points to {pick}; {other} can still work, but it would go against the grain of this roll.',
    unknown: {
      new: 'Set the two side by side and ask which is the newer path: that is the one this roll backs.',
      familiar:
        'Set the two side by side and ask which is the steadier path: that is the one this roll backs.',
    },
    close: 'Whichever you choose, you will feel its effects most in the area of the {house}.',
    first: 'the first option',
    second: 'the second',
  },
  when: {
    modality: {
      cardinal:
        '{sign} is a cardinal sign that starts things, so the first movement may come sooner than you think.',
      fixed:
        '{sign} is a fixed sign that holds things in place, so expect it to take longer, and to last once it comes.',
      mutable:
        '{sign} is a mutable sign that adapts, so it is likely to arrive in stages or after a change of plan.',
    },
    close: 'The first signs are likely to show up in the area of the {house}.',
  },
  open: [
    'Taken together for {subject}: {planet} supplies the energy, {sign} the manner and the {house} the stage. In plain words, this is a time to {ask}, with your attention on {area}.',
  ],
  closing: [
    'The dice show a tendency, not a verdict: with {planet} in the {house}, what you do next still decides it.',
    'Take what {planet} offers, meet it {how}, and the outcome stays in your hands.',
    'Keep an eye on {watch}, and {planet} has room to do its work; the choice is still yours.',
    'Nothing here is fixed: {sign} sets the manner and the {house} the stage, but the steps are yours.',
    'Let {sign} show you how, {how}, and remember that the {house} is only where it plays out, not how it ends.',
  ],
};
