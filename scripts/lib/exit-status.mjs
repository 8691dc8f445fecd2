import { constants } from 'node:os';

/**
 * The exit status `npm start` ends with when its server process ended: the
 * server's own code; 128 + the signal's number when a signal killed it
 * (SIGKILL 137, SIGSEGV 139), as a shell reports it, so that a supervisor
 * sees a crash and restarts; 0 when the signal is the one we passed on to
 * stop it (Ctrl-C, or a supervisor's SIGTERM).
 */
export function exitStatus(code, signal, forwarded) {
  // Next handles SIGINT and SIGTERM itself and exits with 128 + the signal's number (143 for SIGTERM).
  if (forwarded && code === 128 + constants.signals[forwarded]) return 0;
  if (code !== null && code !== undefined) return code;
  if (signal && signal === forwarded) return 0;
  return 128 + (constants.signals[signal] ?? 0);
}
