import type { ApiModule } from '../plugins/route';
import { systemModule } from './system/routes';
import { appsModule } from './apps/routes';
import { codesModule } from './codes/routes';
import { accountModule } from './account/routes';
import { socialModule } from './social/routes';
import { settingsModule } from './settings/routes';
import { uploadsModule } from './uploads/routes';
import { feedbackModule } from './feedback/routes';
import { pointsModule } from './points/routes';
import { paymentsModule } from './payments/routes';
import { redeemModule } from './redeem/routes';
import { invitesModule } from './invites/routes';
import { tarotModule } from './tarot/routes';
import { answersModule } from './answers/routes';
import { diceModule } from './dice/routes';
import { placesModule } from './places/routes';
import { profilesModule } from './profiles/routes';
import { astrologyModule } from './astrology/routes';
import { baziModule } from './bazi/routes';
import { relationsModule } from './relations/routes';
import { chatModule } from './chat/routes';
import { mbtiModule } from './mbti/routes';
import { previewModule } from './preview/routes';
import { remindersModule } from './reminders/routes';
import { exportsModule } from './exports/routes';
import { journalModule } from './journal/routes';

/** Every /api/v2 module, registered in this order under the prefix. */
export const apiModules: ApiModule[] = [
  systemModule,
  appsModule,
  codesModule,
  accountModule,
  socialModule,
  settingsModule,
  uploadsModule,
  feedbackModule,
  pointsModule,
  paymentsModule,
  redeemModule,
  invitesModule,
  tarotModule,
  answersModule,
  diceModule,
  placesModule,
  profilesModule,
  astrologyModule,
  baziModule,
  relationsModule,
  chatModule,
  mbtiModule,
  previewModule,
  remindersModule,
  exportsModule,
  journalModule,
];
