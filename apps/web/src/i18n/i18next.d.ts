/**
 * The translation keys as types: i18next reads the English files' shapes, so `t('a.missing.key')`
 * and a misspelled `<Trans i18nKey>` fail the type check. zh must have exactly en's keys (a test
 * holds them equal), so typing from en covers both languages.
 */
import type answers from './locales/en/answers.json';
import type apps from './locales/en/apps.json';
import type archives from './locales/en/archives.json';
import type astrology from './locales/en/astrology.json';
import type auth from './locales/en/auth.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type dice from './locales/en/dice.json';
import type errors from './locales/en/errors.json';
import type explore from './locales/en/explore.json';
import type feedback from './locales/en/feedback.json';
import type home from './locales/en/home.json';
import type invite from './locales/en/invite.json';
import type journal from './locales/en/journal.json';
import type legal from './locales/en/legal.json';
import type mbti from './locales/en/mbti.json';
import type myData from './locales/en/myData.json';
import type onboarding from './locales/en/onboarding.json';
import type pairing from './locales/en/pairing.json';
import type points from './locales/en/points.json';
import type profile from './locales/en/profile.json';
import type relations from './locales/en/relations.json';
import type reminders from './locales/en/reminders.json';
import type reports from './locales/en/reports.json';
import type settings from './locales/en/settings.json';
import type tarot from './locales/en/tarot.json';
import type transits from './locales/en/transits.json';
import type bazi from './locales/en/bazi.json';
import type cycles from './locales/en/cycles.json';
import type wallet from './locales/en/wallet.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      answers: typeof answers;
      apps: typeof apps;
      archives: typeof archives;
      astrology: typeof astrology;
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      dice: typeof dice;
      errors: typeof errors;
      explore: typeof explore;
      feedback: typeof feedback;
      home: typeof home;
      invite: typeof invite;
      journal: typeof journal;
      legal: typeof legal;
      mbti: typeof mbti;
      myData: typeof myData;
      onboarding: typeof onboarding;
      pairing: typeof pairing;
      points: typeof points;
      profile: typeof profile;
      relations: typeof relations;
      reminders: typeof reminders;
      reports: typeof reports;
      settings: typeof settings;
      tarot: typeof tarot;
      transits: typeof transits;
      bazi: typeof bazi;
      cycles: typeof cycles;
      wallet: typeof wallet;
    };
  }
}
