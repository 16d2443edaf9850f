import { describe, expect, it } from 'vitest';
import { changeEmailBody, changeMobileBody, nickname, settingsBody } from '@aurelix/shared/schemas/account';
import { changePasswordBody, changeFundPasswordBody } from '@aurelix/shared/schemas/auth';
import { checkField } from '../../auth/utils/validation';
import { deviceOf } from '../utils/device';
import { changeEmailBodyOf, changeMobileBodyOf } from './contact-change-page';
import { avatarProblem } from './general-settings-page';
import { passwordChangeBody } from './password-change-page';

describe('settings form', () => {
  it('requires a nickname of at most 20 characters, with the catalogue key', () => {
    expect(checkField(nickname, '', 'NICKNAME_REQUIRED')).toBe('NICKNAME_REQUIRED');
    expect(checkField(nickname, '   ', 'NICKNAME_REQUIRED')).toBe('NICKNAME_REQUIRED');
    expect(checkField(nickname, 'x'.repeat(21), 'NICKNAME_REQUIRED')).toBe('NICKNAME_TOO_LONG');
    expect(checkField(nickname, '😀'.repeat(20), 'NICKNAME_REQUIRED')).toBeNull();
    expect(settingsBody.safeParse({ nickname: 'Ok', pricing_currency: 'EUR', lang: 'ja_JP' }).success).toBe(true);
    expect(settingsBody.safeParse({ pricing_currency: 'BTC' }).success).toBe(false);
  });

  it('checks the avatar type and size before uploading', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 1000 })).toBe('AVATAR_NOT_IMAGE');
    expect(avatarProblem({ type: 'image/gif', size: 1000 })).toBe('AVATAR_NOT_IMAGE');
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('AVATAR_TOO_LARGE');
  });
});

describe('password change forms', () => {
  const values = { old: 'Old12345pw', code: ' 123456 ', password: 'New12345pw', password_confirm: 'New12345pw' };

  it('send what the login-password API takes, and the server schema accepts it', () => {
    const body = passwordChangeBody('login', values);
    expect(body).toEqual({ old_password: 'Old12345pw', password: 'New12345pw', password_confirm: 'New12345pw', code: '123456' });
    expect(changePasswordBody.safeParse(body).success).toBe(true);
  });

  it('send what the fund-password API takes; a mismatched repeat is refused', () => {
    const body = passwordChangeBody('fund', values);
    expect(changeFundPasswordBody.safeParse(body).success).toBe(true);
    const mismatch = passwordChangeBody('fund', { ...values, password_confirm: 'Other123pw' });
    const parsed = changeFundPasswordBody.safeParse(mismatch);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('PASSWORD_MISMATCH');
  });
});

describe('e-mail and mobile change forms', () => {
  it('need both codes and the new address (SPEC 5)', () => {
    const body = changeEmailBodyOf({ old_code: '111111', email: ' New@Example.com ', new_code: '222222' });
    const parsed = changeEmailBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.email).toBe('new@example.com');
    expect(changeEmailBody.safeParse({ ...body, new_code: '' }).success).toBe(false);
    expect(changeEmailBody.safeParse({ ...body, email: 'not-an-email' }).error?.issues[0]?.message).toBe(
      'EMAIL_INVALID',
    );
  });

  it('send the area code without +, and the authenticator code only when typed', () => {
    const body = changeMobileBodyOf({ old_code: '111111', area_code: '+44', mobile: '07700900123', new_code: '222222' });
    expect(body).toEqual({ old_code: '111111', area_code: '44', mobile: '07700900123', new_code: '222222' });
    expect(changeMobileBody.parse(body).mobile).toBe('7700900123');
    const withTotp = changeMobileBodyOf({
      old_code: '111111',
      area_code: '44',
      mobile: '7700900123',
      new_code: '222222',
      totp_code: '654321',
    });
    expect(withTotp.totp_code).toBe('654321');
    expect(changeMobileBody.safeParse({ ...body, area_code: 'x' }).success).toBe(false);
  });
});

describe('recent logins', () => {
  it('names the browser and system of a user agent', () => {
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'),
    ).toBe('Chrome · Windows');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1')).toBe(
      'Safari · iOS',
    );
    expect(deviceOf('')).toBe('--');
  });
});
