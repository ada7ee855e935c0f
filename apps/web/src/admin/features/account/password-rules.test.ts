import { describe, expect, it } from 'vitest';
import { changePasswordForm, resetPasswordForm } from './password-rules';
import { sessionsEndedText } from './account-page';

describe('the password forms', () => {
  it('need the new password twice, the same, and at least 10 characters', () => {
    const ok = {
      currentPassword: 'old-one',
      newPassword: 'a-new-long-one',
      again: 'a-new-long-one',
    };
    expect(changePasswordForm.safeParse(ok).success).toBe(true);
    const differ = changePasswordForm.safeParse({ ...ok, again: 'a-new-long-two' });
    expect(differ.error?.issues[0]).toMatchObject({
      path: ['again'],
      message: 'The two passwords differ',
    });
    const short = resetPasswordForm.safeParse({ newPassword: 'short', again: 'short' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 10 characters');
    expect(
      resetPasswordForm.safeParse({ newPassword: 'zari-border-9', again: 'zari-border-9' }).success,
    ).toBe(true);
  });

  it('say how many other sessions a change ended', () => {
    expect(sessionsEndedText(0)).toBe('No other session was signed in.');
    expect(sessionsEndedText(1)).toBe('One other session was signed out.');
    expect(sessionsEndedText(3)).toBe('3 other sessions were signed out.');
  });
});
