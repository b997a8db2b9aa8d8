/**
 * JavaScript a page downloads (issue 16, point 4), from a production build of apps/web: the
 * page's entry script from its HTML, plus the lazy chunk of its route, plus every chunk those
 * import statically, each counted once, gzip sizes from the build's .gz files.
 *
 *   npm run build -w apps/web && node bench/bundles.mjs [dist folder]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? join(import.meta.dirname, '../apps/web/dist');
const assets = join(dist, 'assets');

const entryOf = (html) => {
  const m = readFileSync(join(dist, html), 'utf8').match(/<script type="module" crossorigin src="\/assets\/([^"]+)"/);
  if (!m?.[1]) throw new Error(`${html}: no module script`);
  return m[1];
};
const chunkNamed = (prefix) => {
  const files = readdir().filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (files.length !== 1) throw new Error(`${prefix}: ${files.length} chunks`);
  return files[0];
};
let listing;
const readdir = () => {
  listing ??= readdirSync(assets);
  return listing;
};

/** The chunk and everything it imports statically (`from"./x.js"`, `import"./x.js"`). */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(m[1], seen);
  return seen;
}

const gz = (f) => {
  const p = join(assets, `${f}.gz`);
  return existsSync(p) ? statSync(p).size : statSync(join(assets, f)).size;
};

const pages = [
  ['reception landing (/online-rezeption)', [entryOf('reception.html')]],
  ['staff login (/login)', [entryOf('index.html'), chunkNamed('LoginPage')]],
  [
    'dashboard (/dashboard, after login)',
    [entryOf('index.html'), chunkNamed('BackofficeLayout'), chunkNamed('DashboardPage')],
  ],
];

console.log('| page | chunks | JS gzip |');
console.log('|---|---|---:|');
for (const [name, starts] of pages) {
  const all = new Set();
  for (const s of starts) closure(s, all);
  const files = [...all].sort((a, b) => gz(b) - gz(a));
  const total = files.reduce((n, f) => n + gz(f), 0);
  const list = files.map((f) => `${f.replace(/-[\w-]{8}\.js$/, '')} ${(gz(f) / 1024).toFixed(1)}`).join(', ');
  console.log(`| ${name} | ${list} | **${(total / 1024).toFixed(1)} KB** |`);
}

// Issue 21: what a language other than German adds to the landing page (its catalogue chunk
// and anything it imports that the landing page does not load already).
const landing = closure(entryOf('reception.html'));
console.log('\n| reception language | adds to the landing page | JS gzip |');
console.log('|---|---|---:|');
for (const lang of ['en', 'tr', 'ar', 'ru', 'uk', 'pl']) {
  const extra = [...closure(chunkNamed(lang))].filter((f) => !landing.has(f));
  const total = extra.reduce((n, f) => n + gz(f), 0);
  console.log(
    `| ${lang} | ${extra.map((f) => f.replace(/-[\w-]{8}\.js$/, '')).join(', ')} | **${(total / 1024).toFixed(1)} KB** |`,
  );
}
