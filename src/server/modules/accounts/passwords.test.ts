import { describe, expect, it } from 'vitest';
import { PASSWORD_HASHES_AT_ONCE } from '#src/shared/constants/accounts';
import { hashPassword, passwordHashesInFlight, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes a burst in turn, two at once, and every hash verifies its own password only', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `burst password ${i}`);
    const hashes = Promise.all(passwords.map((password) => hashPassword(password)));
    expect(passwordHashesInFlight()).toEqual({
      running: PASSWORD_HASHES_AT_ONCE,
      waiting: 6 - PASSWORD_HASHES_AT_ONCE,
    });
    const done = await hashes;
    expect(passwordHashesInFlight()).toEqual({ running: 0, waiting: 0 });
    const checks = Promise.all(done.map((hash, i) => verifyPassword(hash, passwords[(i + 1) % 6]!)));
    expect(passwordHashesInFlight().running).toBe(PASSWORD_HASHES_AT_ONCE);
    expect(await checks).toEqual(Array(6).fill(false));
    expect(await Promise.all(done.map((hash, i) => verifyPassword(hash, passwords[i]!)))).toEqual(Array(6).fill(true));
  });

  it('answers false for an account without a password, through the same queue, and leaves it empty', async () => {
    expect(await verifyPassword(null, 'any password at all')).toBe(false);
    expect(passwordHashesInFlight()).toEqual({ running: 0, waiting: 0 });
  });
});
