import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHintCookie } from '@shared/auth/signed-in-hint';
import { withPrerenderedBody } from '@server/http/prerendered-pages';
import { appWithPrerenderer, builtIndex, builtRenderer } from './support/built-renderer';
import { createTestApp, type TestApp } from './support/test-app';

const origin = 'https://kodeshala.example';

describe('a prerendered page', () => {
  it('carries the drawn screen and, in place of the app, the start-up script naming the entry and its chunks', () => {
    const page = withPrerenderedBody(builtIndex, { body: '<main><h1>Privacy</h1></main>', title: 'Privacy & "you" | Kodeshala', description: 'What we keep <and> why' }, '/assets/start-4444.js', origin);
    expect(page).toContain('<div id="root" data-prerendered><main><h1>Privacy</h1></main></div>');
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(page).toContain('<script type="module" crossorigin src="/assets/start-4444.js" data-entry="/assets/index-1111.js" data-preload="/assets/shared-2222.js"></script>');
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-1111.js">');
    expect(page).not.toContain('rel="modulepreload"');
    // The styles stay: the page must look as the app draws it before the app runs.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3333.css">');
    expect(page).toContain('<title>Privacy &amp; &quot;you&quot; | Kodeshala</title>');
    expect(page).toContain('<meta name="description" content="What we keep &lt;and&gt; why" />');
  });

  it('gives crawlers and link previews, which run no script, the canonical link, Open Graph tags and structured data', () => {
    const drawn = { body: '<main></main>', title: 'Refund Policy | Kodeshala', description: 'Refunds & "you"', canonicalPath: '/refund-policy' };
    const page = withPrerenderedBody(builtIndex, drawn, '/assets/start-4444.js', origin);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://kodeshala.example/refund-policy">');
    expect(head).toContain('<meta property="og:title" content="Refund Policy | Kodeshala">');
    expect(head).toContain('<meta property="og:description" content="Refunds &amp; &quot;you&quot;">');
    expect(head).toContain('<meta property="og:url" content="https://kodeshala.example/refund-policy">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).not.toContain('application/ld+json');

    const home = withPrerenderedBody(builtIndex, { ...drawn, canonicalPath: '/', structuredData: 'organization' }, '/assets/start-4444.js', origin);
    const data = /<script type="application\/ld\+json" id="ld-organization">([^<]*)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ '@type': 'Organization', url: 'https://kodeshala.example/', logo: 'https://kodeshala.example/favicon.svg' });
  });

  it('writes no head tags a screen did not give', () => {
    const page = withPrerenderedBody(builtIndex, { body: '<main></main>' }, '/assets/start-4444.js', origin);
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('og:');
  });

  it('keeps the page as built when it is not in the shape the build writes', () => {
    const noEntry = builtIndex.replace(/<script[^>]*><\/script>/, '');
    expect(withPrerenderedBody(noEntry, { body: '<main></main>', canonicalPath: '/' }, '/assets/start-4444.js', origin)).toBe(noEntry);
  });

  it('takes a body with replacement patterns literally', () => {
    const page = withPrerenderedBody(builtIndex, { body: "<p>$& and $' stay</p>" }, '/assets/start-4444.js', origin);
    expect(page).toContain("<p>$& and $' stay</p>");
  });
});

describe('the server with a prerenderer built', () => {
  let t: TestApp;
  let work: string;

  beforeAll(async () => {
    let web: string;
    ({ work, web } = builtRenderer('prerender', {
      'index.html': { file: 'assets/index-1111.js', isEntry: true, imports: ['_shared-2222.js'], css: ['assets/index-3333.css'] },
      '_shared-2222.js': { file: 'assets/shared-2222.js' },
      'src/shell/prerender/start-on-interaction.ts': { file: 'assets/start-4444.js', isEntry: true, src: 'src/shell/prerender/start-on-interaction.ts' },
      'src/features/home/HomePage.tsx': { file: 'assets/HomePage-5555.js', isDynamicEntry: true, imports: ['_shared-2222.js'] },
    }));
    // The pages in the place the build draws them: the home page and the privacy policy, not the refund policy.
    const drawn = (pathname: string) => ({ body: `<main data-prerendered-for="${pathname}">Drawn</main>`, title: `Drawn ${pathname}`, description: 'Drawn by the test', canonicalPath: pathname });
    fs.writeFileSync(path.join(work, 'web-prerender/pages.json'), JSON.stringify({ '/': drawn('/'), '/privacy-policy': drawn('/privacy-policy') }));
    t = await createTestApp({ RENDERER_DIR: web, PUBLIC_URL: 'https://learn.kodeshala.example/' });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const get = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;

  it('sends a visitor the drawn home page and legal pages, with the start-up script instead of the app', async () => {
    const home = await get('/');
    expect(home).toContain('<div id="root" data-prerendered><main data-prerendered-for="/">Drawn</main></div>');
    expect(home).toContain('src="/assets/start-4444.js" data-entry="/assets/index-1111.js"');
    expect(home).toContain('/assets/HomePage-5555.js');
    expect(home).toContain('<title>Drawn /</title>');
    const privacy = await get('/privacy-policy');
    expect(privacy).toContain('data-prerendered-for="/privacy-policy"');
    // At the site's public address, whatever address this request came in by.
    expect(privacy).toContain('<link rel="canonical" href="https://learn.kodeshala.example/privacy-policy">');
  });

  it('sends a signed-in browser the app, whose header and screen are its own', async () => {
    const home = await get('/', `theme=dark; ${signedInHintCookie}=1`);
    expect(home).not.toContain('data-prerendered');
    expect(home).toContain('<script type="module" crossorigin src="/assets/index-1111.js"></script>');
  });

  it('sends the app for screens that are not prerendered, and for a page the build did not draw', async () => {
    for (const url of ['/courses', '/login', '/refund-policy', '/no/such/page']) {
      const page = await get(url);
      expect(page, url).not.toContain('data-prerendered');
      expect(page, url).toContain('<div id="root"></div>');
    }
  });
});

describe('the server drawing the hackathon landing from the current event', () => {
  let t: TestApp;

  // The prerenderer's contract, played by a module that writes what it is given and counts its
  // drawings: the real one (React) is checked in the built product by tests/e2e/hackathon-landing.spec.ts.
  const prerenderer = `
    globalThis.drawings = 0;
    export async function prerenderPage(pathname, queries) {
      globalThis.drawings += 1;
      const event = queries[0].data;
      return { body: '<main data-prerendered-for="' + pathname + '">' + event.name.replaceAll('<', '&lt;') + '</main>', title: event.name, canonicalPath: pathname };
    }`;
  const drawings = () => (globalThis as { drawings?: number }).drawings;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await appWithPrerenderer('prerender-with-data', prerenderer));
  });

  afterAll(() => close());

  const get = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
  const carried = (page: string) => JSON.parse(/<script type="application\/json" id="prerender-queries">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null') as unknown;
  const renameEvent = async (name: string) => {
    const stored = await t.db.kysely.selectFrom('hackathon_events').select(['id', 'data_json']).orderBy('starts_at', 'desc').orderBy('updated_at', 'desc').executeTakeFirstOrThrow();
    const data = { ...(JSON.parse(stored.data_json) as Record<string, unknown>), name };
    await t.db.kysely.updateTable('hackathon_events').set({ data_json: JSON.stringify(data) }).where('id', '=', stored.id).execute();
  };

  it('sends a visitor the landing drawn from the event, with the event the app starts from, as the API answers it', async () => {
    const page = await get('/hackathon');
    const event = (await t.app.inject({ method: 'GET', url: '/api/hackathon' })).json<{ name: string }>();
    expect(page).toContain(`<div id="root" data-prerendered><main data-prerendered-for="/hackathon">${event.name}</main></div>`);
    expect(page).toContain('src="/assets/start-4444.js" data-entry="/assets/index-1111.js"');
    expect(carried(page)).toEqual([{ queryKey: ['hackathon', 'event'], data: event }]);
  });

  it('draws the page once while the event stays the same, and again when it changes', async () => {
    await get('/hackathon');
    const before = drawings();
    await Promise.all([get('/hackathon'), get('/hackathon'), get('/hackathon')]);
    expect(drawings()).toBe(before);

    await renameEvent('Code Yuddh 2027 </script><script>alert(1)</script>');
    const page = await get('/hackathon');
    expect(drawings()).toBe((before ?? 0) + 1);
    expect(page).toContain('<main data-prerendered-for="/hackathon">Code Yuddh 2027 &lt;/script>&lt;script>alert(1)&lt;/script></main>');
    // The event's text inside the data script cannot end it early.
    expect(page).not.toContain('</script><script>alert(1)');
    expect(carried(page)).toMatchObject([{ data: { name: 'Code Yuddh 2027 </script><script>alert(1)</script>' } }]);
  });

  it('sends the app to a signed-in browser, on the hackathon’s other screens, when the event cannot be read and when none is scheduled', async () => {
    expect(await get('/hackathon', `${signedInHintCookie}=1`)).toContain('<div id="root"></div>');
    expect(await get('/hackathon/registration')).toContain('<div id="root"></div>');
    await t.db.kysely.updateTable('hackathon_events').set({ data_json: '{"name":' }).execute();
    expect(await get('/hackathon')).toContain('<div id="root"></div>');
    await t.db.kysely.deleteFrom('hackathon_events').execute();
    expect(await get('/hackathon')).toContain('<div id="root"></div>');
  });
});
