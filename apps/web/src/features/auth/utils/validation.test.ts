import { describe, expect, it } from 'vitest';
import { emailAddress, inviteCode, mobileNumber, newPassword, verificationCode } from '@aurelix/shared/schemas/auth';
import { checkConfirm, checkDiffers, checkField, messageOf } from './validation';
import { readIdentityState, toIdentity } from './identity';
import { redirectTarget } from '../components/login-form';

describe('auth form validation', () => {
  it('answers the required key for empty input', () => {
    expect(checkField(emailAddress, '', 'EMAIL_INVALID')).toBe('EMAIL_INVALID');
    expect(checkField(emailAddress, '   ', 'EMAIL_INVALID')).toBe('EMAIL_INVALID');
    expect(checkField(inviteCode, undefined, 'INVITE_CODE_INVALID')).toBe('INVITE_CODE_INVALID');
  });

  it('checks e-mail, mobile, code and invitation code with the shared schemas', () => {
    expect(checkField(emailAddress, ' User@Example.com ', 'EMAIL_INVALID')).toBeNull();
    expect(checkField(emailAddress, 'user@', 'EMAIL_INVALID')).toBe('EMAIL_INVALID');
    expect(checkField(mobileNumber, '07700900123', 'MOBILE_INVALID')).toBeNull();
    expect(checkField(mobileNumber, '77a', 'MOBILE_INVALID')).toBe('MOBILE_INVALID');
    expect(checkField(verificationCode, '123456', 'CODE_INVALID')).toBeNull();
    expect(checkField(verificationCode, '12345', 'CODE_INVALID')).toBe('CODE_INVALID');
    expect(checkField(inviteCode, 'demo2026', 'INVITE_CODE_INVALID')).toBeNull();
    expect(checkField(inviteCode, 'de mo', 'INVITE_CODE_INVALID')).toBe('INVITE_CODE_INVALID');
  });

  it('asks for an empty code instead of calling it incorrect, on the form and on the server alike', () => {
    expect(checkField(verificationCode, '', 'CODE_REQUIRED')).toBe('CODE_REQUIRED');
    expect(verificationCode.safeParse('  ').error?.issues[0]?.message).toBe('CODE_REQUIRED');
    expect(verificationCode.safeParse('12a456').error?.issues[0]?.message).toBe('CODE_INVALID');
    expect(messageOf('CODE_REQUIRED', 'en_US')).toBe('Please enter the verification code');
    expect(messageOf('CODE_REQUIRED', 'de_DE')).toBe('Bitte geben Sie den Bestätigungscode ein');
  });

  it('applies the password rules: 8-64 characters with a letter and a digit', () => {
    expect(checkField(newPassword, 'abcdefg1', 'PASSWORD_WEAK')).toBeNull();
    expect(checkField(newPassword, 'abcdef1', 'PASSWORD_WEAK')).toBe('PASSWORD_WEAK');
    expect(checkField(newPassword, 'abcdefgh', 'PASSWORD_WEAK')).toBe('PASSWORD_WEAK');
    expect(checkField(newPassword, '12345678', 'PASSWORD_WEAK')).toBe('PASSWORD_WEAK');
    expect(checkField(newPassword, `a1${'x'.repeat(63)}`, 'PASSWORD_WEAK')).toBe('PASSWORD_WEAK');
  });

  it('requires the repeat to match and the fund password to differ', () => {
    expect(checkConfirm('Secret123', 'Secret123')).toBeNull();
    expect(checkConfirm('Secret123', 'Secret124')).toBe('PASSWORD_MISMATCH');
    expect(checkConfirm('Secret123', '')).toBe('PASSWORD_MISMATCH');
    expect(checkDiffers('Secret123', 'Secret123')).toBe('PASSWORDS_MUST_DIFFER');
    expect(checkDiffers('Secret123', 'Fund12345')).toBeNull();
    expect(checkDiffers('Secret123', '')).toBeNull();
  });

  it('shows the messages in the user language from the shared catalogue', () => {
    expect(messageOf('PASSWORD_MISMATCH', 'en_US')).toBe('The two passwords do not match');
    expect(messageOf('PASSWORD_MISMATCH', 'ja_JP')).toBe('パスワードが一致しません');
  });
});

describe('auth identity and redirect', () => {
  it('normalises the identity the way the server does', () => {
    expect(toIdentity('email', { email: ' A@B.co ' })).toEqual({ type: 'email', email: 'a@b.co' });
    expect(toIdentity('mobile', { area_code: '+44', mobile: '07700900123' })).toEqual({
      type: 'mobile',
      area_code: '44',
      mobile: '7700900123',
    });
  });

  it('accepts only a well-formed router state', () => {
    expect(readIdentityState(null)).toBeNull();
    expect(readIdentityState({ identity: { type: 'email' } })).toBeNull();
    expect(readIdentityState({ identity: { type: 'email', email: 'a@b.co' }, code: '123456' })).toEqual({
      identity: { type: 'email', email: 'a@b.co' },
      code: '123456',
    });
  });

  it('returns to the guarded page after login, never off-site', () => {
    expect(redirectTarget({ from: '/wallet/spot?x=1' })).toBe('/wallet/spot?x=1');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/home');
    expect(redirectTarget({ from: '/login' })).toBe('/home');
    expect(redirectTarget(null)).toBe('/home');
  });
});
