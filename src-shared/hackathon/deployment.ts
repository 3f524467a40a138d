/**
 * product.md §3.9 "Submissions": where a live demo is hosted, read from its address's host, so a
 * card can say "on Vercel" and an organiser can count how teams deploy. A host that merely contains
 * a platform's name (vercel.app.example.com) is not that platform.
 */
export const deploymentPlatforms = ['Vercel', 'Netlify', 'GitHub Pages', 'Heroku', 'Firebase', 'Surge', 'Other'] as const;
export type DeploymentPlatform = (typeof deploymentPlatforms)[number];

const hostSuffixes: ReadonlyArray<readonly [string, DeploymentPlatform]> = [
  ['vercel.app', 'Vercel'],
  ['netlify.app', 'Netlify'],
  ['netlify.com', 'Netlify'],
  ['github.io', 'GitHub Pages'],
  ['herokuapp.com', 'Heroku'],
  ['web.app', 'Firebase'],
  ['firebaseapp.com', 'Firebase'],
  ['surge.sh', 'Surge'],
];

/** The platform of a live demo's address; null when there is no address or it is not a web address. */
export function deploymentPlatform(liveDemo: string | null | undefined): DeploymentPlatform | null {
  if (!liveDemo) return null;
  let host: string;
  try {
    const url = new URL(liveDemo.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  const found = hostSuffixes.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`));
  return found ? found[1] : 'Other';
}
