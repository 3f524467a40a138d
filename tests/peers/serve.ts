// Runs the Google (OpenID Connect), GitHub and SMTP protocol peers for the end-to-end suite, on the
// ports in PEER_GOOGLE_PORT, PEER_GITHUB_PORT and PEER_SMTP_PORT, redirecting back to APP_URL.
import http from 'node:http';
import { startGithubPeer, type PublicRepo } from './github-peer';
import { startOidcPeer } from './oidc-peer';
import { startSmtpPeer } from './smtp-peer';

const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const google = await startOidcPeer([`${appUrl}/api/auth/oauth/google/callback`], Number(process.env.PEER_GOOGLE_PORT ?? 0));
const github = await startGithubPeer(Number(process.env.PEER_GITHUB_PORT ?? 0));
const smtp = await startSmtpPeer(Number(process.env.PEER_SMTP_PORT ?? 0));

// Lets a test choose who signs in next: POST /next-account {"provider":"google","email":...}.
const control = http.createServer(async (req, res) => {
  // GET /mail?to=someone@example.in: what the SMTP peer has received for that address.
  const url = new URL(req.url ?? '/', 'http://peers');
  if (req.method === 'GET' && url.pathname === '/mail') {
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.to(url.searchParams.get('to') ?? '')));
  }
  // GET /github-repo?owner=login&name=repo: the files and commits the GitHub peer holds for a repository.
  if (req.method === 'GET' && url.pathname === '/github-repo') {
    const repo = github.repos.get(url.searchParams.get('owner') ?? '')?.get(url.searchParams.get('name') ?? '');
    if (!repo) return res.writeHead(404).end();
    const body = { files: Object.fromEntries([...repo.files].map(([path, file]) => [path, file.text])), commits: repo.commits };
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  if (req.method === 'GET') return res.writeHead(200).end('peers up');
  let body = '';
  for await (const chunk of req) body += String(chunk);
  // POST /public-repo {"fullName":"owner/name",...}: a public repository GitHub's API then knows.
  if (req.url === '/public-repo') {
    const { fullName, ...repo } = JSON.parse(body) as { fullName: string } & PublicRepo;
    github.publicRepos.set(fullName, repo);
    return res.writeHead(204).end();
  }
  const next = JSON.parse(body) as { provider: string; id: string; email: string; name: string; deny?: boolean; repos?: string[] };
  if (next.provider === 'google') {
    if (next.deny) google.denyNext();
    else google.nextAccount({ sub: next.id, email: next.email, name: next.name });
  } else {
    github.nextAccount({ id: Number(next.id), login: next.name.toLowerCase().replace(/\W+/g, '-'), name: next.name, email: next.email, repos: next.repos });
  }
  res.writeHead(204).end();
});
control.listen(Number(process.env.PEER_CONTROL_PORT ?? 0), '127.0.0.1');
console.log(`peers: google ${google.issuer}, github ${github.baseUrl}, smtp ${smtp.url}`);
