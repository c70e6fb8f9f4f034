import type { ComponentType } from 'react';

/**
 * Every screen: route path -> route name and lazy import (one chunk per screen).
 * Later issues add their screens here.
 */
export interface ScreenEntry {
  path: string;
  /** the route name */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREENS: readonly ScreenEntry[] = [
  { path: '/', name: 'Index', load: () => import('../screens/Index') },
  { path: '/expore', name: 'Explore', load: () => import('../screens/Explore') },
  { path: '/chatIndex', name: 'ChatIndex', load: () => import('../screens/ChatIndex') },
  { path: '/user', name: 'User', load: () => import('../screens/User') },
  { path: '/login', name: 'Login', load: () => import('../screens/Login') },
  { path: '/welcome', name: 'Welcome', load: () => import('../screens/Welcome') },
  { path: '/information', name: 'Information', load: () => import('../screens/Information') },
  { path: '/setting', name: 'Setting', load: () => import('../screens/Setting') },
  { path: '/language', name: 'Language', load: () => import('../screens/Language') },
  { path: '/feedback', name: 'Feedback', load: () => import('../screens/Feedback') },
  { path: '/aboutUs', name: 'AboutUs', load: () => import('../screens/AboutUs') },
  { path: '/userAgreement', name: 'UserAgreement', load: () => import('../screens/UserAgreement') },
  { path: '/privacyPolicy', name: 'PrivacyPolicy', load: () => import('../screens/PrivacyPolicy') },
  { path: '/activateVIP', name: 'ActivateVIP', load: () => import('../screens/ActivateVIP') },
  {
    path: '/moreApplications',
    name: 'MoreApplications',
    load: () => import('../screens/MoreApplications'),
  },
  { path: '/pointsCenter', name: 'PointsCenter', load: () => import('../screens/PointsCenter') },
  { path: '/pointsDetails', name: 'PointsDetails', load: () => import('../screens/PointsDetails') },
  { path: '/myAccount', name: 'MyAccount', load: () => import('../screens/MyAccount') },
  { path: '/inviteFriends', name: 'InviteFriends', load: () => import('../screens/InviteFriends') },
  {
    path: '/inviteRelationship',
    name: 'InviteRelationship',
    load: () => import('../screens/InviteRelationship'),
  },
  { path: '/answersBook', name: 'AnswersBook', load: () => import('../screens/AnswersBook') },
  { path: '/drawingDice', name: 'DrawingDice', load: () => import('../screens/DrawingDice') },
  { path: '/drawingCards', name: 'DrawingCards', load: () => import('../screens/DrawingCards') },
  {
    path: '/drawingFourCards',
    name: 'DrawingFourCards',
    load: () => import('../screens/DrawingFourCards'),
  },
  {
    path: '/drawingFiveCards',
    name: 'DrawingFiveCards',
    load: () => import('../screens/DrawingFiveCards'),
  },
  {
    path: '/drawingFiveLoveCards',
    name: 'DrawingFiveLoveCards',
    load: () => import('../screens/DrawingFiveLoveCards'),
  },
  {
    path: '/drawingSixCards',
    name: 'DrawingSixCards',
    load: () => import('../screens/DrawingSixCards'),
  },
  {
    path: '/drawingSevenCards',
    name: 'DrawingSevenCards',
    load: () => import('../screens/DrawingSevenCards'),
  },
  {
    path: '/drawingTenCards',
    name: 'DrawingTenCards',
    load: () => import('../screens/DrawingTenCards'),
  },
  { path: '/archives', name: 'Archives', load: () => import('../screens/Archives') },
  { path: '/editPage', name: 'EditPage', load: () => import('../screens/EditPage') },
  { path: '/todayFortune', name: 'TodayFortune', load: () => import('../screens/TodayFortune') },
  {
    path: '/natalChartReport',
    name: 'NatalChartReport',
    load: () => import('../screens/NatalChartReport'),
  },
  {
    path: '/interpretationReport',
    name: 'InterpretationReport',
    load: () => import('../screens/InterpretationReport'),
  },
  {
    path: '/horoscopeReport',
    name: 'HoroscopeReport',
    load: () => import('../screens/HoroscopeReport'),
  },
  {
    path: '/foldTogetherExample',
    name: 'FoldTogetherExample',
    load: () => import('../screens/FoldTogetherExample'),
  },
  { path: '/zodiacPairing', name: 'ZodiacPairing', load: () => import('../screens/ZodiacPairing') },
  {
    path: '/zodiacPairingDetail',
    name: 'ZodiacPairingDetail',
    load: () => import('../screens/ZodiacPairingDetail'),
  },
  { path: '/stellarTies', name: 'StellarTies', load: () => import('../screens/StellarTies') },
  {
    path: '/stellarTiesDetail',
    name: 'StellarTiesDetail',
    load: () => import('../screens/StellarTiesDetail'),
  },
  {
    path: '/deepInterpretationHpReport',
    name: 'DeepInterpretationHpReport',
    load: () => import('../screens/DeepInterpretationHpReport'),
  },
  { path: '/chat/:model/:id/:msggroup', name: 'Chat', load: () => import('../screens/Chat') },
  {
    path: '/chattingRecord',
    name: 'ChattingRecord',
    load: () => import('../screens/ChattingRecord'),
  },
  { path: '/mbtiHome', name: 'MbtiHome', load: () => import('../screens/MbtiHome') },
  { path: '/mbti', name: 'Mbti', load: () => import('../screens/Mbti') },
  { path: '/mbtiReport', name: 'MbtiReport', load: () => import('../screens/MbtiReport') },
  {
    path: '/personalityTypeList',
    name: 'PersonalityTypeList',
    load: () => import('../screens/PersonalityTypeList'),
  },
  {
    path: '/personalityTypeDetail',
    name: 'PersonalityTypeDetail',
    load: () => import('../screens/PersonalityTypeDetail'),
  },
  { path: '*', name: 'NotFound', load: () => import('../screens/NotFound') },
];

/** Route handle: what the shell reads from the matched route. */
export interface RouteHandle {
  name: string;
}
