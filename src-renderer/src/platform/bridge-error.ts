/**
 * The message main threw, as a person should read it: Electron hands a rejected call to the page
 * as "Error invoking remote method 'folders.save': Error: <message>".
 */
export function bridgeErrorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  return raw.replace(/^Error invoking remote method '[^']*': /, '').replace(/^\w*Error: /, '');
}
