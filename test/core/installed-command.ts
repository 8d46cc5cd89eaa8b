import { execFileSync } from 'node:child_process';

/** Whether this machine runs `command` (tests of code samples run each language that is installed). */
export const available = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
