import { exitStatus } from '@/scripts/lib/exit-status.mjs';

describe('npm start exit status', () => {
  it.each([
    [0, null, null, 0],
    [1, null, null, 1],
    [3, null, 'SIGTERM', 3],
    [null, 'SIGKILL', null, 137],
    [null, 'SIGSEGV', null, 139],
    [null, 'SIGTERM', null, 143],
    [null, 'SIGTERM', 'SIGTERM', 0],
    [null, 'SIGINT', 'SIGINT', 0],
    [null, 'SIGKILL', 'SIGTERM', 137],
    [143, null, 'SIGTERM', 0],
    [130, null, 'SIGINT', 0],
    [143, null, null, 143],
  ])('code %p, signal %p, forwarded %p -> %p', (code, signal, forwarded, status) => {
    expect(exitStatus(code, signal, forwarded)).toBe(status);
  });
});
