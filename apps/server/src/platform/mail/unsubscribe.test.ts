import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe';

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-for-tests-only';
  const who = { tenantId: 1, userId: 42, topic: 'reminders' };

  it('reads back what it signed', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, who))).toEqual(who);
  });

  it('refuses another secret, an altered student or topic, and garbage', () => {
    const token = unsubscribeToken(secret, who);
    expect(readUnsubscribeToken('another-secret', token)).toBeNull();
    expect(readUnsubscribeToken(secret, token.replace('.42.', '.43.'))).toBeNull();
    expect(readUnsubscribeToken(secret, token.replace('.reminders.', '.post.'))).toBeNull();
    for (const bad of ['', 'x', '1.2.post', `${token}x`, `0.42.reminders.${token.split('.')[3] ?? ''}`]) {
      expect(readUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});
