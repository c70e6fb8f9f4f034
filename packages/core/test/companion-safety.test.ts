import { describe, expect, it } from 'vitest';
import { aiDisclosure, crisisReply, directiveNote, screenMessage } from '../src/companions/safety';
import type { SafetyLang } from '../src/companions/safety';
import { normalizeBase, screeningForms } from '../src/companions/safety/normalize';

const CJK = /\p{Script=Han}/u;
const LANGS: readonly SafetyLang[] = ['zh', 'en'];
const AREAS = ['medical', 'legal', 'financial'] as const;

describe('screenMessage: crisis', () => {
  const en = [
    // direct
    'I want to kill myself',
    'I am going to kill myself tonight',
    "I've been thinking about suicide a lot",
    'I feel suicidal',
    'I want to end my life',
    'I want to die',
    'I keep cutting myself and I can’t stop',
    'I want to hurt myself',
    // indirect
    "I don't want to wake up tomorrow",
    'I hope I never wake up',
    "I don't want to be alive anymore",
    'Everyone would be better off without me',
    "There's no point in living",
    "I'm so tired of living",
    'I just want it all to end',
    'I have been saving up sleeping pills',
    "I'm going to overdose on purpose",
    'how many sleeping pills would kill me',
    'I wrote a goodbye note to my mom',
    'I wish I was never born',
    'would anyone even care if I died',
    "I'm going to end it tonight",
    // someone else in danger
    "my friend says she'll kill herself",
    'My brother keeps talking about ending his life',
    // evasions
    'k1ll myself',
    'KILL MYSELF',
    'ｋｉｌｌ　ｍｙｓｅｌｆ',
    'k i l l myself',
    's.u.i.c.i.d.e',
    'su1c1dal thoughts again',
    'i wanna diiiie',
    'kill\u200bmyself',
    'thinking about unaliving myself',
    // pinyin
    'wo xiang zi sha',
    'bu xiang huo le',
  ];
  const zh = [
    // direct
    '我不想活了',
    '我想自杀',
    '我好想死',
    '真的想死了',
    '我想割腕',
    '我又自残了',
    '我准备跳楼',
    '我已经写好遗书了',
    '我攒了很多安眠药',
    '我想从天台跳下去',
    // indirect
    '我想结束这一切',
    '不想再醒来了',
    '活着没意思',
    '没有我大家会过得更好',
    '死了就解脱了',
    '我想离开这个世界',
    '我只想一死了之',
    '我真的活不下去了',
    '想死的心都有了',
    // someone else in danger
    '我朋友说她想自杀',
    '我妈说她不想活了',
    // evasions
    '自 杀',
    '自*杀',
    '自\u200b杀',
    '我想自殺',
    '我不想活了，真的',
    '想紫砂',
    '不 想 活 了',
  ];

  it('has enough cases in each language', () => {
    expect(en.length).toBeGreaterThanOrEqual(15);
    expect(zh.length).toBeGreaterThanOrEqual(15);
  });

  it.each([...en, ...zh])('%s', (text) => {
    expect(screenMessage(text)).toEqual({ kind: 'crisis' });
  });

  it('wins over a directive in the same message', () => {
    expect(screenMessage('what dose of ibuprofen would kill me')).toEqual({ kind: 'crisis' });
    expect(screenMessage('我攒了很多安眠药，一次吃几片')).toEqual({ kind: 'crisis' });
  });
});

describe('screenMessage: ordinary, sad and idiomatic messages are not a crisis', () => {
  const en = [
    "I'm so sad today",
    'this exam is killing me',
    'he broke my heart',
    // ambiguous, decided: a low mood with no mention of dying goes to the companion
    'I feel dead inside after work',
    'dying to know what the cards say',
    'kill the lights',
    'the death card came up',
    'my plant died',
    "I'm killing it at my new job",
    'I could die of embarrassment',
    "I'm dead 😂",
    'I cut myself while cooking',
    'I cut my wrist by accident opening a can',
    "I'm going to end it tonight with him",
    "I'd rather die than go to that party",
    'my mom is going to kill me',
    'cutting myself some slack this week',
    'I shot myself in the foot at the interview',
    "I'm burning myself out at work",
    'I could sleep forever',
    "I don't want to wake up early tomorrow",
    "I don't want to live with my parents anymore",
    "I'm tired of living paycheck to paycheck",
    'The Suicide Squad movie was fun',
    'I ran 5 kms today',
    'skills I want to learn',
    'what does the Death card mean reversed?',
    'my grandmother passed away last year and I miss her',
    'I want to disappear for a while',
    "I can't do this anymore, work is too much",
  ];
  const zh = [
    '我好难过',
    '我累死了',
    '笑死我了',
    '死机了',
    '我想死你了',
    '累得要死',
    '吓死我了',
    '死神牌',
    '我要杀了这个bug',
    '想死我了，终于放假了',
    '热死了',
    '作业好多我要死了',
    '我不想活得这么累',
    '我不想活成他那样',
    '我什么时候才能死心',
    '这家店在搞跳楼价',
    '做了个美梦，不想醒来',
    '我计划自己去旅行',
    '他是不是我的死党',
    '今天抽到了死神',
    '我撑不下去了，工作太累',
    '我的理想死了吗',
    '死线快到了',
    '你去死吧',
    '加班加到生不如死',
    '我想永远消失在你面前',
    '我不想伤害自己的身体，要早点睡',
  ];

  it('has enough cases', () => {
    expect(en.length + zh.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...en, ...zh])('%s', (text) => {
    expect(screenMessage(text).kind).not.toBe('crisis');
  });

  it('treats an empty or blank message as ok', () => {
    expect(screenMessage('')).toEqual({ kind: 'ok' });
    expect(screenMessage(' \u200b ')).toEqual({ kind: 'ok' });
  });
});

describe('screenMessage: directives', () => {
  const cases: ReadonlyArray<readonly ['medical' | 'legal' | 'financial', string]> = [
    ['medical', 'should I stop taking my antidepressants'],
    ['medical', 'what dose of ibuprofen should I take'],
    ['medical', 'how many mg of melatonin should I take?'],
    ['medical', 'can you diagnose me?'],
    ['medical', 'do I have depression?'],
    ['medical', 'am I bipolar?'],
    ['medical', 'is this lump cancer?'],
    ['medical', '我是不是得了抑郁症'],
    ['medical', '帮我诊断一下'],
    ['medical', '我可以停药吗'],
    ['medical', '布洛芬一次吃几片'],
    ['medical', '失眠该吃什么药'],
    ['medical', 'do I need medication?'],
    ['medical', '我需要吃药吗'],
    ['legal', 'how do I win my custody case'],
    ['legal', 'should I sue'],
    ['legal', 'Should I sue my landlord?'],
    ['legal', 'should I plead guilty?'],
    ['legal', 'is it legal to record my boss?'],
    ['legal', 'what should I say to the judge?'],
    ['legal', 'will I win my court case?'],
    ['legal', '我要不要起诉他'],
    ['legal', '怎么才能打赢抚养权官司'],
    ['legal', '这样算不算违法'],
    ['legal', '法官会怎么判'],
    ['financial', '我该买哪只股票'],
    ['financial', 'should I buy bitcoin now'],
    ['financial', 'all in on TSLA?'],
    ['financial', 'which stocks should I buy?'],
    ['financial', 'should I sell my shares before the crash?'],
    ['financial', 'is it a good time to buy ETH?'],
    ['financial', 'will bitcoin go up next week?'],
    ['financial', 'how much of my savings should I invest?'],
    ['financial', 'buying more $NVDA tomorrow, yes or no'],
    ['financial', '比特币现在能买吗'],
    ['financial', '要不要梭哈比特币'],
    ['financial', '推荐几只基金'],
    ['financial', '这只股票会涨吗'],
  ];

  it.each(cases)('%s: %s', (area, text) => {
    expect(screenMessage(text)).toEqual({ kind: 'directive', area });
  });

  const general = [
    'will my career improve',
    '我和他会复合吗',
    'what does the tower card mean for my money',
    'is it a good time to look for a new job',
    'should I quit my job?',
    'will I find love this year?',
    'should I text him first?',
    'should I keep my options open?',
    'should I move on and take stock of my life?',
    'is this a sign that I should leave?',
    'should I buy a new dress for the date?',
    'is it a good time to buy a house?',
    'I was diagnosed with anxiety last year and I feel better now',
    'my doctor changed my meds and I feel weird',
    "I'm anxious about my exam",
    'do I have a chance with her?',
    'Do I have Cancer rising?',
    'give me a coin flip',
    'is this a symptom of heartbreak?',
    'Is it illegal to love two people?',
    'all in all, a good week',
    '我今年财运怎么样',
    '我要不要辞职',
    '我该不该买这条裙子',
    '我最近压力好大，睡不好',
    '我是不是有病啊，又想他了',
    '他是不是得了相思病',
    '我是不是有点焦虑',
    '黄金周现在能买票吗',
    '要不要告诉他我喜欢他',
    '我想学理财',
    '我一天吃几顿饭比较好',
  ];

  it.each(general)('ok: %s', (text) => {
    expect(screenMessage(text)).toEqual({ kind: 'ok' });
  });
});

describe('normalisation', () => {
  it('folds width and case, removes invisible characters and gaps between Chinese characters', () => {
    expect(normalizeBase('ＫＩＬＬ')).toBe('kill');
    expect(normalizeBase('a\u200bb')).toBe('ab');
    expect(normalizeBase('自 杀')).toBe('自杀');
    expect(normalizeBase('自殺')).toBe('自杀');
    expect(normalizeBase('I don’t')).toBe("i don't");
  });

  it('adds look-alike, spelled-out and de-repeated forms beside the base form', () => {
    const forms = screeningForms('k1ll mys3lf');
    expect(forms[0]).toBe('k1ll mys3lf');
    expect(forms).toContain('kill myself');
    expect(screeningForms('k i l l')).toContain('kill');
    expect(screeningForms('diiiie')).toContain('die');
    expect(screeningForms('killllll')).toContain('kill');
    // numbers on their own are left alone
    expect(screeningForms('call 988')).toEqual(['call 988']);
  });
});

describe('crisisReply', () => {
  it.each(LANGS)('%s: hotlines and emergency services', (lang) => {
    const reply = crisisReply(lang);
    expect(reply).toContain('12356');
    expect(reply).toContain('988');
    expect(reply).toContain('110');
    expect(reply).toContain('120');
    expect(reply).toContain('911');
    expect(reply).not.toMatch(/[{}]/);
  });

  it('speaks each language and opens with "you matter"', () => {
    const en = crisisReply('en');
    const zh = crisisReply('zh');
    expect(zh).toMatch(CJK);
    expect(en).not.toMatch(CJK);
    expect(en.startsWith('You matter')).toBe(true);
    expect(zh.startsWith('你很重要')).toBe(true);
    expect(en).toMatch(/emergency services/i);
    expect(en).toMatch(/local emergency number/i);
    expect(zh).toMatch(/紧急电话/);
    expect(zh).toMatch(/当地的急救号码/);
    expect(en).toMatch(/\bAI\b/);
    expect(zh).toMatch(/AI/);
    expect(en).toMatch(/call or text 988/);
  });

  it('says nothing about points', () => {
    for (const lang of LANGS) expect(crisisReply(lang)).not.toMatch(/points?|charge|积分|扣/i);
  });
});

describe('directiveNote', () => {
  it.each(AREAS)('%s: one paragraph in each language, pointing to a professional', (area) => {
    const en = directiveNote(area, 'en');
    const zh = directiveNote(area, 'zh');
    for (const note of [en, zh]) {
      expect(note.length).toBeGreaterThan(40);
      expect(note).not.toMatch(/\n|[{}]/);
    }
    expect(en).not.toMatch(CJK);
    expect(zh).toMatch(CJK);
    const who = { medical: /doctor/, legal: /lawyer/, financial: /licensed/ }[area];
    const whoZh = { medical: /医生/, legal: /律师/, financial: /持牌/ }[area];
    expect(en).toMatch(who);
    expect(zh).toMatch(whoZh);
    expect(en).toMatch(/reading/);
    expect(zh).toMatch(/牌面|运势/);
  });
});

describe('aiDisclosure', () => {
  const names = {
    junior: { en: 'Mira', zh: '米拉' },
    senior: { en: 'Orion', zh: '奥里昂' },
    support: { en: 'Sunny', zh: '暖阳' },
  } as const;

  it.each(['junior', 'senior', 'support'] as const)('%s: names the companion as an AI', (id) => {
    const en = aiDisclosure(id, 'en');
    const zh = aiDisclosure(id, 'zh');
    expect(en.startsWith(`You're chatting with ${names[id].en}, an AI companion`)).toBe(true);
    expect(zh).toContain(names[id].zh);
    expect(zh).toContain('AI');
    expect(en).not.toMatch(CJK);
    expect(zh).toMatch(CJK);
  });

  it('says the support companion is not a therapist and cannot diagnose', () => {
    expect(aiDisclosure('support', 'en')).toMatch(/not a therapist/);
    expect(aiDisclosure('support', 'en')).toMatch(/can't diagnose/);
    expect(aiDisclosure('support', 'zh')).toMatch(/不是心理咨询师/);
    expect(aiDisclosure('support', 'zh')).toMatch(/不能做诊断/);
    expect(aiDisclosure('junior', 'en')).not.toMatch(/therapist/);
  });
});
