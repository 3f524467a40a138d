/**
 * What cannot be done on this computer while the platform server does not answer, said plainly
 * (a 503): the first matching prefix decides.
 */
const needsServer: Array<[RegExp, string]> = [
  [/^\/api\/(payments|subscription|admin\/payments)|^\/api\/hackathon\/register/, 'Payments need a connection to the Kodeshala server. You are offline; try again when you are back online.'],
  [/^\/api\/v2\/piston\//, 'Running code needs a connection to the Kodeshala server. You are offline; try again when you are back online.'],
  [/^\/api\/auth\//, 'Signing in needs a connection to the Kodeshala server. You are offline; try again when you are back online.'],
  [/^\/api\/(tutor|chat)/, 'The AI tutor needs a connection to the Kodeshala server. You are offline; try again when you are back online.'],
  // A timed attempt's clock is the server's (product.md §2.2): it cannot start or end on this computer.
  [/^\/api\/quizzes\/./, 'Timed quizzes need a connection to the Kodeshala server, which keeps their clock. You are offline; try again when you are back online.'],
  [/^\/api\/hackathon\/teams(\/join)?$/, 'Creating or joining a team needs a connection to the Kodeshala server, which gives out the team codes. You are offline; try again when you are back online.'],
];

export function offlineRefusal(path: string, method: string): string {
  for (const [pattern, message] of needsServer) if (pattern.test(path)) return message;
  return method === 'GET'
    ? 'You are offline, and this page was not saved on this computer while you were online. Try again when you are back online.'
    : 'You are offline, and this change can only be made on the Kodeshala server. Try again when you are back online.';
}
