import fs from 'node:fs'; import { gzipSync } from 'node:zlib';
const m = JSON.parse(fs.readFileSync('out/web/.vite/manifest.json','utf8'));
const seen = new Set(); const visit = (k) => { if (seen.has(k) || !m[k]) return; seen.add(k); for (const c of m[k].imports ?? []) visit(c); };
visit('index.html'); visit('_CourseReaderPage-' + Object.keys(m).find(k=>k.startsWith('_CourseReaderPage-') && k.endsWith('.js')).slice(18));
const rows = [...seen].map((k) => [m[k].file, gzipSync(fs.readFileSync('out/web/' + m[k].file)).length]).sort((a,b)=>b[1]-a[1]);
for (const [f,s] of rows.slice(0,25)) console.log(s, f);
