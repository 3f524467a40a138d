import type { IdentifiedMessage } from '@shared/i18n/messages';
import { syncMessageTable } from '@shared/sync/messages';

/**
 * What cannot be done on this computer while the platform server does not answer, said plainly
 * (a 503): the first matching prefix decides.
 */
const needsServer: Array<[RegExp, IdentifiedMessage]> = [
  [/^\/api\/(payments|subscription|admin\/payments)|^\/api\/hackathon\/register/, syncMessageTable.ref('paymentsOffline')],
  [/^\/api\/v2\/piston\//, syncMessageTable.ref('runOffline')],
  [/^\/api\/auth\//, syncMessageTable.ref('signInOffline')],
  [/^\/api\/(tutor|chat)/, syncMessageTable.ref('tutorOffline')],
  // A timed attempt's clock is the server's (product.md §2.2): it cannot start or end on this computer.
  [/^\/api\/quizzes\/./, syncMessageTable.ref('quizOffline')],
  [/^\/api\/hackathon\/teams(\/join)?$/, syncMessageTable.ref('teamOffline')],
];

export function offlineRefusal(path: string, method: string): IdentifiedMessage {
  for (const [pattern, message] of needsServer) if (pattern.test(path)) return message;
  return method === 'GET' ? syncMessageTable.ref('pageNotKept') : syncMessageTable.ref('changeNeedsServer');
}
