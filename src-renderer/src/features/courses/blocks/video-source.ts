/**
 * Where a lesson video plays. YouTube links become the privacy-enhanced embed (the CSP allows
 * youtube-nocookie.com); any other URL is a plain file for <video>.
 */
export type VideoSource = { kind: 'youtube'; videoId: string; embedUrl: string; posterUrl: string } | { kind: 'file'; url: string };

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const videoIdPattern = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (!youtubeHosts.has(url.hostname)) return null;
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  const watch = url.searchParams.get('v');
  if (url.pathname === '/watch' && watch) return watch;
  const path = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
  return path?.[1] ?? null;
}

export function videoSource(raw: string): VideoSource {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'file', url: raw };
  }
  const id = youtubeId(url);
  if (!id || !videoIdPattern.test(id)) return { kind: 'file', url: raw };
  // Loaded only after the learner presses play, so starting at once is what they asked for.
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  return { kind: 'youtube', videoId: id, embedUrl, posterUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` };
}
