import { useLoginPrompt } from './use-login-prompt';
import { useSignedOutHackathonNotice } from './use-signed-out-hackathon-notice';

/**
 * The shell's timed prompts, in a component of their own that draws nothing: when a prompt's delay
 * runs out, this re-renders alone instead of the whole shell and page around it, which on a slow
 * phone was a long task seconds after the page had loaded.
 */
export function ShellPrompts(): null {
  useLoginPrompt();
  useSignedOutHackathonNotice();
  return null;
}
