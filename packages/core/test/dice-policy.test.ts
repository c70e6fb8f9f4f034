import { describe, expect, it } from 'vitest';
import { SENSITIVE_CATEGORIES, isSensitiveQuestion, sensitiveCategories } from '../src/dice/policy';
import type { SensitiveCategory } from '../src/dice/policy';

describe('SENSITIVE_CATEGORIES', () => {
  it('lists the seven documented categories once each', () => {
    expect([...SENSITIVE_CATEGORIES]).toEqual([
      'selfHarm',
      'violence',
      'illegal',
      'gambling',
      'sexual',
      'medical',
      'deathDate',
    ]);
  });
});

describe('isSensitiveQuestion: positives', () => {
  const cases: ReadonlyArray<readonly [SensitiveCategory, string]> = [
    // self-harm
    ['selfHarm', 'Should I kill myself?'],
    ['selfHarm', 'I want to end my life'],
    ['selfHarm', "I don't want to live anymore"],
    ['selfHarm', 'Is suicide the answer?'],
    ['selfHarm', 'I keep thinking about self-harm'],
    ['selfHarm', '我想自杀'],
    ['selfHarm', '我不想活了'],
    ['selfHarm', '我好想死'],
    ['selfHarm', '要不要去跳楼'],
    // violence
    ['violence', 'Should I kill my boss?'],
    ['violence', 'How do I murder him?'],
    ['violence', 'Should I stab him?'],
    ['violence', 'I want to hurt her'],
    ['violence', '怎么弄死他'],
    ['violence', '我想杀了他'],
    ['violence', '给他下毒会被发现吗'],
    // illegal
    ['illegal', 'Where can I buy cocaine?'],
    ['illegal', 'Will my fraud be discovered?'],
    ['illegal', 'Should I buy a gun?'],
    ['illegal', 'Can I get away with stealing from work?'],
    ['illegal', 'How do I launder money?'],
    ['illegal', '哪里能买到毒品'],
    ['illegal', '怎么洗钱不被发现'],
    ['illegal', '这次走私能成功吗'],
    // gambling
    ['gambling', 'Give me the lottery numbers'],
    ['gambling', 'Which numbers will win the Powerball?'],
    ['gambling', 'Should I go to the casino tonight?'],
    ['gambling', '帮我选彩票号码'],
    ['gambling', '双色球下期开什么'],
    ['gambling', '去赌场能赢吗'],
    // sexual
    ['sexual', 'Show me porn'],
    ['sexual', 'Will we have sex tonight?'],
    ['sexual', '约炮会成功吗'],
    ['sexual', '推荐点色情片'],
    // medical
    ['medical', 'Do I have cancer?'],
    ['medical', 'Is this lump a tumor?'],
    ['medical', 'Does my dad have diabetes?'],
    ['medical', 'Should I stop taking my medication?'],
    ['medical', '我是不是得了癌症'],
    ['medical', '我是不是得了什么病'],
    ['medical', '体检结果会不会有问题'],
    ['medical', '我该不该停药'],
    // death date
    ['deathDate', 'When will I die?'],
    ['deathDate', 'How long do I have left to live?'],
    ['deathDate', 'When is my grandmother going to die?'],
    ['deathDate', 'What is my death date?'],
    ['deathDate', '我什么时候死'],
    ['deathDate', '我还能活多久'],
    ['deathDate', '我爸什么时候会死'],
    ['deathDate', '我的寿命有多长'],
  ];

  it.each(cases)('%s: %s', (category, text) => {
    expect(isSensitiveQuestion(text)).toBe(true);
    expect(sensitiveCategories(text)).toContain(category);
  });

  it('is case-insensitive and width-insensitive', () => {
    expect(isSensitiveQuestion('WHEN WILL I DIE')).toBe(true);
    expect(isSensitiveQuestion('Where To Buy COCAINE')).toBe(true);
    expect(isSensitiveQuestion('ｌｏｔｔｅｒｙ numbers please')).toBe(true);
    expect(isSensitiveQuestion('I don’t want to live')).toBe(true); // curly apostrophe
  });

  it('finds English terms inside Chinese text', () => {
    expect(isSensitiveQuestion('我应该kill him吗')).toBe(true);
  });
});

describe('isSensitiveQuestion: false-positive guards', () => {
  const safe = [
    // English words that merely contain a sensitive word
    'skill',
    'Should I learn a new skill?',
    'Is this the right method?',
    'Will the therapist I saw help?',
    'Should I go to the bakery?',
    // ordinary questions
    'Will my career thrive?',
    'Does he love me?',
    'Should I move to a new city?',
    'Will I pass my exam?',
    // idioms
    'Am I killing it at my new job?',
    'How do I kill time on the train?',
    'Will this kill my chances?',
    'Am I jumping the gun?',
    'Should I stick to my guns?',
    'Is patience my secret weapon?',
    'Should I keep a poker face?',
    'Will a lump sum bonus come this year?',
    'Will I die alone?',
    'How long will I live in Shanghai?',
    'Will she steal the show tonight?',
    // Cancer the sign, not the illness
    'Is a Cancer man right for me?',
    'Do I have Cancer rising?',
    'I have Cancer in my 7th house, what does it mean?',
    'Is my boyfriend a Cancer?',
    // Chinese everyday words
    '我该换工作吗',
    '他喜欢我吗',
    '这次秒杀能抢到吗',
    '他在赌气吗',
    '想死你了，我们什么时候见面',
    '我今晚几点上床睡觉比较好',
    '我什么时候才能死心',
    '手机电池寿命还有多久',
    '他是不是直男癌',
    '我是不是得了选择困难症',
    '巨蟹座的男生适合我吗',
    '这家店在搞跳楼价吗',
    '',
    '   ',
  ];

  it.each(safe)('%j is not sensitive', (text) => {
    expect(isSensitiveQuestion(text)).toBe(false);
    expect(sensitiveCategories(text)).toEqual([]);
  });
});
