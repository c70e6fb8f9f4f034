import { get, group, post } from './route';

/**
 * Every /api/v2 endpoint: method, path (as on the wire), who may call it, its request limit,
 * its tag. Zod-free, so the web imports it without bundling a schema; each module's contract
 * file gives every entry its schemas (defineRoutes), and `apiRoutes` lists them all.
 */
export const endpoints = {
  system: group('system', {
    health: get('/health', 'public'),
    live: get('/health/live', 'public'),
    ready: get('/health/ready', 'public'),
    publicConfig: get('/publicConfig', 'public'),
    openapi: get('/openapi.json', 'public', { hidden: true }),
  }),
  apps: group('apps', {
    appCategory: get('/appCategory', 'public'),
  }),
  codes: group('account', {
    captcha: get('/captcha', 'public', { limit: 'auth' }),
    sendEmailCode: post('/sendEmailCode', 'public', { limit: 'auth' }),
    sendSmsCode: post('/sendSMSCode', 'public', { limit: 'auth' }),
  }),
  account: group('account', {
    register: post('/register', 'public', { limit: 'auth' }),
    login: post('/login', 'public', { limit: 'auth' }),
    mobileLogin: post('/mobileLogin', 'public', { limit: 'auth' }),
    emailLogin: post('/emailLogin', 'public', { limit: 'auth' }),
    resetPassword: post('/resetPassword', 'public', { limit: 'auth' }),
    changePassword: post('/changePassword', 'member', { limit: 'account' }),
    logout: get('/logout', 'member'),
    checkLogin: get('/checkLogin', 'member'),
    userInfo: get('/userinfo', 'member'),
    updateProfile: post('/updateProfile', 'member'),
    deleteAccount: post('/deleteAccount', 'member', { limit: 'account' }),
  }),
  social: group('account', {
    start: get('/social/start', 'public', { limit: 'auth' }),
    login: post('/socialLogin', 'public', { limit: 'auth' }),
  }),
  settings: group('settings', {
    userConfig: get('/userConfig', 'member'),
    updateUserConfig: post('/userConfig', 'member'),
    mutePointsNotification: post('/mutePointsNotification', 'member'),
  }),
  uploads: group('account', {
    uploadAvatar: post('/uploadAvatar', 'member', { limit: 'upload', multipart: true }),
    file: get('/files/*', 'public', { hidden: true }),
  }),
  feedback: group('feedback', {
    feedback: post('/feedback', 'optional', { limit: 'upload', multipart: true }),
    mine: get('/feedback/mine', 'member'),
  }),
  points: group('points', {
    userAccount: get('/userAccount', 'member'),
    featuresUsage: get('/featuresUsage', 'member'),
    signIn: get('/signIn', 'member'),
    /** the device's zone, sent when it differs from the one last saved */
    timeZone: post('/timeZone', 'member', { limit: 'account' }),
    pointsRecord: post('/pointsRecord', 'member'),
    deductionInfo: get('/deductionInfo', 'member'),
    swapPoints: post('/swapPoints', 'member', { idempotent: true }),
    pointsTasks: get('/pointsTasks', 'member'),
    claimTask: post('/claimTask', 'member'),
  }),
  payments: group('payments', {
    rechargeInfo: get('/rechargeInfo', 'public'),
    validateDiscount: post('/validateDiscount', 'member'),
    checkout: post('/payments/checkout', 'member', { limit: 'checkout', idempotent: true }),
    order: get('/payments/order', 'member'),
    /** Stripe's events: the raw body is read to check the signature */
    webhook: post('/payments/webhook', 'public'),
    /** the test-mode checkout page (HTML), only while payments run in sandbox mode */
    sandboxPage: get('/payments/sandbox/:orderId', 'public', { hidden: true }),
    /** the sandbox page's buttons: a form post answered with a redirect (303) */
    sandboxPay: post('/payments/sandbox/:orderId/pay', 'public', { hidden: true }),
    sandboxCancel: post('/payments/sandbox/:orderId/cancel', 'public', { hidden: true }),
  }),
  redeem: group('codes', {
    redeemCodeInfo: post('/redeemCodeInfo', 'member'),
    redeemWithCode: post('/redeemWithCode', 'member'),
  }),
  invites: group('invites', {
    myInviteInfo: get('/myInviteInfo', 'member'),
    inviteRecord: get('/inviteRecord', 'member'),
  }),
  tarot: group('tarot', {
    info: post('/tarot/info', 'public'),
    shuffle: post('/tarot/shuffle', 'member'),
    prediction: post('/tarot/prediction', 'member'),
    checkPrediction: post('/tarot/checkPrediction', 'member'),
    brief: post('/tarot/brief', 'member'),
    analysis: post('/tarot/predictionAnalysis', 'member', { stream: true, idempotent: true }),
    history: post('/tarot/history', 'member'),
    deleteHistory: post('/tarot/history/delete', 'member'),
  }),
  answers: group('answers', {
    bookAnswer: get('/bookAnswer', 'public', { limit: 'publicRead' }),
  }),
  dice: group('dice', {
    roll: post('/constellation/dice', 'member'),
    analysis: post('/constellation/dice/analysis', 'member', { stream: true, idempotent: true }),
  }),
  places: group('places', {
    baseRegion: get('/personal/baseRegion', 'public', { limit: 'publicRead' }),
    subRegion: get('/personal/subRegion', 'public', { limit: 'publicRead' }),
  }),
  profiles: group('profiles', {
    list: get('/personal/list', 'member'),
    addOwn: post('/personal/add', 'member'),
    addRelation: post('/personal/add/relation', 'member'),
    info: get('/personal/info', 'member'),
    remove: get('/personal/del', 'member'),
    setCurrent: post('/personal/current', 'member'),
    birthInstant: post('/personal/birthInstant', 'member'),
  }),
  astrology: group('astrology', {
    signs: get('/constellation/list', 'public'),
    fortune: post('/fortune', 'member'),
    relation: post('/constellation/relation', 'member'),
    signTraits: post('/constellation/traits', 'public'),
    single: post('/constellation/single', 'public'),
    astrolabe: post('/astrolabe/info', 'member'),
    destiny: post('/interpret/personal/destiny', 'member'),
    unlockDestiny: post('/unlock/destiny', 'member', { limit: 'write', idempotent: true }),
    horoscopeStatus: post('/horoscope/report/status', 'member'),
    horoscopeReport: post('/horoscope/report', 'member', { limit: 'write', idempotent: true }),
    sample: get('/report/sample', 'public'),
  }),
  transits: group('astrology', {
    /** the member's transits calendar: the next 30 or 90 days */
    list: post('/astro/transits', 'member'),
  }),
  bazi: group('bazi', {
    /** a profile's Four Pillars, reading and (once unlocked) luck-pillar report */
    chart: post('/bazi/chart', 'member'),
    /** the member's 八字 settings: true solar time, the 子 hour's day change */
    settings: post('/bazi/settings', 'member', { limit: 'write' }),
    /** the luck-pillar report (unlockBaziLuck, once per profile) */
    unlockLuck: post('/bazi/luck/unlock', 'member', { limit: 'write', idempotent: true }),
  }),
  cycles: group('astrology', {
    /** a profile's solar return of a year, cast where the member spends that birthday */
    solarReturn: post('/astro/solarReturn', 'member'),
    /** remembers that year's place and answers the return cast there */
    solarReturnPlace: post('/astro/solarReturn/place', 'member', { limit: 'write' }),
    /** the year's themes (unlockSolarReturn, once per profile and year) */
    unlockSolarReturn: post('/astro/solarReturn/unlock', 'member', {
      limit: 'write',
      idempotent: true,
    }),
    /** the progressed Moon now and its next change, with words */
    progressedMoon: post('/astro/progressedMoon', 'member'),
  }),
  relations: group('relations', {
    pairing: post('/constellation/pairing', 'member'),
    ties: post('/stellarTies', 'member'),
    mansionChart: post('/stellarTies/chart', 'member'),
    synastry: post('/serendipity/together', 'member'),
    /** the composite and Davison charts of two profiles with their short readings (free) */
    relationshipCharts: post('/serendipity/charts', 'member'),
    /** two profiles' 八字 side by side, and how the four methods agree (free) */
    baziPair: post('/stellarTies/bazi', 'member'),
    unlockSynastry: post('/unlock/serendipity/together', 'member', {
      limit: 'write',
      idempotent: true,
    }),
    depthReport: post('/depth/report', 'member'),
    unlockDepth: post('/unlock/depth/report', 'member', { limit: 'write', idempotent: true }),
    depthHistory: get('/depth/report/history', 'member'),
    deleteDepth: post('/del/depth/report', 'member'),
  }),
  chat: group('chat', {
    companions: post('/healers', 'public'),
    tips: post('/healersTips', 'public'),
    greeting: post('/greetings', 'member'),
    preAnalysis: post('/preAiAnalysis', 'member'),
    send: post('/chat/send', 'member', { limit: 'chat', stream: true }),
    /** stops the member's reply in progress where it is (leaving the screen does not) */
    stop: post('/chat/stop', 'member'),
    records: post('/chatting/records', 'member'),
    recordInfo: get('/chatting/records/info', 'member'),
    deleteRecords: post('/del/chatting/records', 'member'),
    latest: post('/userLatestMsgs', 'member'),
  }),
  mbti: group('mbti', {
    questions: post('/mbtiQuestions', 'public'),
    calculate: post('/calculateMbti', 'member', { limit: 'write' }),
    history: get('/mbti/history', 'member'),
    deleteHistory: post('/del/mbti/history', 'member'),
    types: get('/mbti/list', 'public', { limit: 'publicRead' }),
    type: get('/mbti/info', 'public', { limit: 'publicRead' }),
    report: get('/mbti/history/report', 'member'),
    unlock: post('/unlockMbtiReport', 'member', { limit: 'write', idempotent: true }),
    latest: get('/userMbtiReport', 'member'),
    share: post('/mbti/share', 'member'),
    shared: get('/getShareReport', 'public', { limit: 'publicRead' }),
  }),
  preview: group('preview', {
    sky: post('/sky/preview', 'public', { limit: 'publicRead' }),
    /** the Sun, the Moon and its phase now (Home's daily card) */
    now: get('/sky/now', 'public', { limit: 'publicRead' }),
  }),
  reminders: group('reminders', {
    /** the server's VAPID public key, for PushManager.subscribe */
    vapidKey: get('/reminders/vapidKey', 'member'),
    settings: get('/reminders/settings', 'member'),
    saveSettings: post('/reminders/settings', 'member', { limit: 'write' }),
    subscribe: post('/reminders/subscribe', 'member', { limit: 'account' }),
    unsubscribe: post('/reminders/unsubscribe', 'member'),
    /** today's reminder, sent now to the member's devices */
    test: post('/reminders/test', 'member', { limit: 'account' }),
  }),
  journal: group('journal', {
    list: get('/journal', 'member'),
    entry: get('/journal/entry', 'member'),
    save: post('/journal/save', 'member', { limit: 'write' }),
    remove: post('/journal/delete', 'member'),
    tags: get('/journal/tags', 'member'),
    onThisDay: get('/journal/onThisDay', 'member'),
  }),
  exports: group('account', {
    request: post('/myData/export', 'member', { limit: 'account' }),
    status: get('/myData/export', 'member'),
    download: get('/myData/export/file', 'member'),
  }),
};
