// The size budget of the built site (issue #6): the interactive code of every page stays
// under 60 KB gzipped beyond Starlight's own. Reads dist/ (build first: `astro build`); no
// browser. For each HTML page, the interactive code is every JS file reachable from the
// page's <astro-island> elements — their component-url and renderer-url and, recursively,
// the files those import statically (`import … from "./x.js"`, `import "./x.js"`,
// `export … from "./x.js"`) — plus the island bootstrap scripts inlined in the page. A dynamic
// `import("./x.js")` is not followed: it is loaded on demand, not on page load. Starlight's
// own scripts (search, table of contents, …) are what no island reaches, and are not counted.
// Each file is gzipped on its own (node:zlib gzipSync, level 9: each is its own response)
// and the sizes are summed. What a page loads on demand (the replay pages' log reader and
// machine, loaded with the first log given) is measured too and printed beside it, and the
// play pages must not load the reader at all. Also checks that the diagram pages of a game load no other
// game's engine, and that only pages which need them load xstate (Medea's hop-by-hop
// capture) or zod (the log reader/writer of the play and replay pages). The computer (issue
// #14): the play and replay pages carry nothing of the engine, loaded or on demand; it runs in
// the game's own Web Worker (`new Worker(new URL(…))`), started when the computer is first
// asked, whose size is printed beside the page's.
//
// Usage: node test/budget.test.ts [distDir]   (default: dist next to this folder's parent)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GAME_NAMES, type GameName } from '@rulebook/rules';
import { check, finish } from './harness.ts';

/** The budget: 60 KB = 60 × 1024 bytes of gzip, per page, beyond Starlight's own. */
const BUDGET = 60 * 1024;
const GZIP_LEVEL = 9;
const SHOW_LARGEST = 12;

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : htmlPages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const decode = (text: string): string =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A URL of the site (`/_astro/x.js`) or one relative to a file of dist, as a file of dist. */
function fileOf(url: string, from?: string): string {
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(dist, clean);
  return path.resolve(path.dirname(from ?? path.join(dist, 'index.html')), clean);
}

// Static import/export-from statements of a built (minified) ES module. `import(` — a
// dynamic import — does not match: a quote or a binding list must follow the keyword.
const STATIC_IMPORT = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g;

// A dynamic import of a built module (`import("./x.js")`, the minifier may quote it with
// backticks), loaded when the code asks for it.
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\s]+\.m?js)["'`]\s*\)/g;

const importsCache = new Map<string, string[]>();
function staticImports(file: string): string[] {
  let found = importsCache.get(file);
  if (!found) {
    const code = readFileSync(file, 'utf8');
    found = [...code.matchAll(STATIC_IMPORT)].map((m) => fileOf(m[1], file));
    importsCache.set(file, found);
  }
  return found;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: GZIP_LEVEL }).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface PageCode {
  page: string;
  files: string[];
  missing: string[];
  /** Gzip bytes of the island files, summed, plus the inline island bootstrap. */
  bytes: number;
  code: string;
  /** The files loaded on demand (dynamic imports and what they import), not already loaded. */
  onDemand: string[];
  onDemandBytes: number;
  onDemandCode: string;
}

function measure(htmlFile: string): PageCode | undefined {
  const html = readFileSync(htmlFile, 'utf8');
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  if (islands.length === 0) return undefined;
  const roots = islands.flatMap((tag) =>
    [...tag.matchAll(/\b(?:component-url|renderer-url)="([^"]*)"/g)].map((m) => fileOf(decode(m[1]))),
  );
  const files = new Set<string>();
  const missing = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file) || missing.has(file)) return;
    if (!existsSync(file)) {
      missing.add(file);
      return;
    }
    files.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  roots.forEach(visit);
  // Astro inlines the <astro-island> custom element and the client:* directives' loaders.
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((code) => /astro-island|Event\("astro:(?:load|visible|idle|media|only)"\)/.test(code))
    .join('\n');
  let bytes = inline ? gzipSync(inline, { level: GZIP_LEVEL }).length : 0;
  for (const file of files) bytes += gzipSize(file);
  const code = [...files].map((f) => readFileSync(f, 'utf8')).join('\n');
  // What the page's code may load later: each dynamic import and its static imports.
  const later = new Set<string>();
  const visitLater = (file: string): void => {
    if (files.has(file) || later.has(file) || !existsSync(file)) return;
    later.add(file);
    for (const next of staticImports(file)) visitLater(next);
  };
  const scan = [...files];
  for (let i = 0; i < scan.length; i++) {
    for (const m of readFileSync(scan[i]!, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const before = later.size;
      visitLater(fileOf(m[1]!, scan[i]));
      if (later.size > before) scan.push(...[...later].slice(before));
    }
  }
  let onDemandBytes = 0;
  for (const file of later) onDemandBytes += gzipSize(file);
  const onDemandCode = [...later].map((f) => readFileSync(f, 'utf8')).join('\n');
  return {
    page: '/' + path.relative(dist, htmlFile).replace(/index\.html$/, '').split(path.sep).join('/'),
    files: [...files],
    missing: [...missing],
    bytes,
    code,
    onDemand: [...later],
    onDemandBytes,
    onDemandCode,
  };
}

const GAMES = GAME_NAMES;
type Game = GameName;
// Strings only each game's engine or notation holds: the position readers' and validators'
// words and the ruling ids their messages cite (S… Shakti, D… Medea, K… Chakart). Every board
// reads its position text in the browser, so its own game's marks are always there; the
// glyphs' names (`warrior`, `courtesan`) are not marks: the shared figures (figures.tsx) draw them all.
const GAME_MARKS: Record<Game, RegExp> = {
  chakra: /a Chakra board has 64 squares|a piece letter or a digit 1-8/,
  shakti: /\(S\d{1,2}\)/,
  medea: /a piece letter \(M, K|\(D\d{1,2}\)/,
  chakart: /the number of turns played|\(K\d{1,2}\)/,
};
const XSTATE = /xstate\.init|xstate\.stop/;
// Words only the engine's search holds (packages/engine/src/index.ts).
const ENGINE = /the engine cannot play|engine error: it chose a move/;
// A Web Worker made from a built script (Vite writes its address as a plain or template string).
const WORKER_URL = /new Worker\(\s*new URL\(\s*["'`]([^"'`\s]+\.js)["'`]/g;
const ZOD = /ZodError|\$ZodType|_zod/;

function main(): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    check(`a built site in ${dist}`, false, 'run `astro build` first');
    return;
  }
  const pages = htmlPages(dist).sort();
  const measured: PageCode[] = [];
  let plain = 0;
  for (const file of pages) {
    const m = measure(file);
    if (!m) {
      plain++;
      continue;
    }
    measured.push(m);
    check(`${m.page}: island files exist`, m.missing.length === 0, m.missing.map((f) => path.relative(dist, f)).join('\n'));
    check(`${m.page}: interactive code ${kb(m.bytes)} gzip < ${kb(BUDGET)} (${m.files.length} files)`, m.bytes < BUDGET,
      m.files.map((f) => `${kb(gzipSize(f)).padStart(9)}  ${path.relative(dist, f)}`).join('\n'));

    const [, game, section] = m.page.split('/') as [string, string, string | undefined];
    const session = section === 'play' || section === 'replay';
    // A play page writes logs and never reads one: no log reader (zod), loaded or on demand.
    if (section === 'play') check(`${m.page}: no log reader (zod) on the play page`, !ZOD.test(m.code) && !ZOD.test(m.onDemandCode));
    // A replay page opens without the reader; it loads with the first log given.
    if (section === 'replay') {
      check(`${m.page}: the log reader loads on demand, not with the page`, !ZOD.test(m.code) && ZOD.test(m.onDemandCode));
      console.log(`#   ${m.page}: ${kb(m.bytes)} on load, ${kb(m.onDemandBytes)} more with the first log (${m.onDemand.map((f) => path.relative(dist, f)).join(', ')})`);
    }
    if (session) {
      check(`${m.page}: nothing of the engine loads with the page or its chunks (it runs in a worker)`, !ENGINE.test(m.code) && !ENGINE.test(m.onDemandCode));
      const workers = [...new Set([...`${m.code}\n${m.onDemandCode}`.matchAll(WORKER_URL)].map((w) => fileOf(w[1]!)))];
      const worker = workers[0];
      const ok = workers.length === 1 && worker !== undefined && existsSync(worker) && path.basename(worker).startsWith(`${game}-worker`) && ENGINE.test(readFileSync(worker, 'utf8'));
      check(`${m.page}: the page makes ${game}'s engine worker, and only it`, ok, workers.map((w) => path.relative(dist, w)).join(', ') || 'no worker');
      if (ok) console.log(`#   ${m.page}: the engine's worker ${path.relative(dist, worker)}: ${kb(gzipSize(worker))}, loaded when the computer is first asked`);
    }
    if ((GAMES as readonly string[]).includes(game) && !session) {
      const others = GAMES.filter((g) => g !== game && GAME_MARKS[g].test(m.code));
      const where = (g: Game): string => m.files.filter((f) => GAME_MARKS[g].test(readFileSync(f, 'utf8'))).map((f) => path.relative(dist, f)).join(', ');
      check(`${m.page}: loads no other game's rules`, others.length === 0, `also carries: ${others.map((g) => `${g} (in ${where(g)})`).join('; ')}`);
      // The diagrams call the game value's pure rules only (Medea's capture hop by hop through
      // its fold), never the state chart (machineOf, built apart from the game value): no xstate.
      check(`${m.page}: no xstate in a diagram page`, !XSTATE.test(m.code));
      check(`${m.page}: no zod (log schemas) in a diagram page`, !ZOD.test(m.code));
    }
  }
  check(`pages measured: ${measured.length} with islands, ${plain} without`, measured.length > 0);

  const largest = [...measured].sort((a, b) => b.bytes - a.bytes).slice(0, SHOW_LARGEST);
  console.log(`# largest interactive code per page (gzip level ${GZIP_LEVEL}, each file on its own, summed; budget ${kb(BUDGET)}):`);
  for (const m of largest) console.log(`#   ${kb(m.bytes).padStart(9)}  ${m.page}  (${m.files.length} files${m.onDemand.length > 0 ? `; ${kb(m.onDemandBytes)} more on demand` : ''})`);
}

try {
  main();
} catch (error) {
  check(error instanceof Error ? error.stack ?? error.message : String(error), false);
}
finish('budget');
