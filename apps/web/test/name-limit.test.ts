import { describe, expect, it } from 'vitest';
import { LIMITS } from '@starlit/contracts/constants';
import { pairingBody } from '@starlit/contracts';
import { nicknameProblem } from '../src/features/auth/validation';
import { NICKNAME_MAX as PAIRING_MAX } from '../src/features/pairing/model';
import { NICKNAME_MAX, emptyForm, validate } from '../src/features/profiles/formValues';

const name = (n: number) => '星'.repeat(n);

describe('one name limit on every form', () => {
  it('is the contracts limit in the profile editor, sign-up and pairing forms', () => {
    expect(NICKNAME_MAX).toBe(LIMITS.nameMax);
    expect(PAIRING_MAX).toBe(LIMITS.nameMax);
    expect(nicknameProblem(name(LIMITS.nameMax))).toBeNull();
    expect(nicknameProblem(name(LIMITS.nameMax + 1))).toBe('validation.nicknameLength');
    const typed = (nickname: string) =>
      pairingBody.safeParse({
        people: [
          { nickname, birthDate: '1990-01-01' },
          { nickname: 'Ann', birthDate: '1990-01-01' },
        ],
      }).success;
    expect(typed(name(LIMITS.nameMax))).toBe(true);
    expect(typed(name(LIMITS.nameMax + 1))).toBe(false);
  });

  it('saves a 15-character name from onboarding in the profile editor', () => {
    const form = { ...emptyForm('A'), nickname: name(15) };
    expect(validate(form).nickname).toBeUndefined();
    expect(validate({ ...form, nickname: name(17) }).nickname).toBe('errors.nicknameLength');
  });

  it('keeps a longer nickname saved before the limit while other fields change', () => {
    const stored = name(20);
    const form = { ...emptyForm('A'), id: 3, nickname: stored, storedNickname: stored };
    expect(validate(form).nickname).toBeUndefined();
    expect(validate({ ...form, nickname: name(19) }).nickname).toBe('errors.nicknameLength');
  });
});
