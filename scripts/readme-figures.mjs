#!/usr/bin/env node
// The README's perft tables and benchmark table, written from the files that hold the figures:
// packages/rules/perft/<game>.json (every perft count; see the README there) and
// bench/results.json (written by `npm run bench`). Each table stands between marker comments
// (`<!-- perft:chakra:start -->` … `<!-- perft:chakra:end -->`, `<!-- bench:start -->` …
// `<!-- bench:end -->`); what is between them belongs to this script.
//
//   node scripts/readme-figures.mjs           rewrite the tables in README.md
//   node scripts/readme-figures.mjs --check   fail (exit 1) if README.md differs from the files;
//                                             writes test-results/readme.json ({passed, failed},
//                                             one check per table) for scripts/test-summary.mjs
//
// Plain JavaScript on purpose: it also runs on a Node without TypeScript stripping.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const README = join(root, 'README.md');
const GAMES = ['chakra', 'shakti', 'medea', 'chakart'];
/** The variant field of each game and its column header (none for Medea and Chakart). */
const VARIANT = { chakra: 'ruleset', shakti: 'warriorJump' };

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const fmt = (n) => n.toLocaleString('en-US');
const perft = Object.fromEntries(GAMES.map((game) => [game, readJson(`packages/rules/perft/${game}.json`).positions]));

/** The position of a game's perft file with that name and variant (exactly one). */
function position(game, name, variant) {
  const field = VARIANT[game];
  const found = perft[game].filter((p) => p.name === name && (variant === undefined || p[field] === variant));
  if (found.length !== 1) throw new Error(`packages/rules/perft/${game}.json: ${found.length} positions named "${name}"${variant ? ` (${variant})` : ''}`);
  return found[0];
}

/** A paragraph in lines of at most `width` characters, as the README's text is written (a code span is never broken). */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.match(/`[^`]*`\S*|\S+/g)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** A game's table: its start positions, one column per depth. */
function perftTable(game) {
  const field = VARIANT[game];
  const starts = perft[game].filter((p) => p.start !== undefined);
  const depths = Math.max(...starts.map((p) => p.nodes.length));
  const columns = ['position', ...(field ? [field] : []), ...Array.from({ length: depths }, (_, i) => `depth ${i + 1}`)];
  const align = ['---', ...(field ? ['---'] : []), ...Array(depths).fill('---:')];
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [row(columns), `|${align.join('|')}|`];
  for (const p of starts) {
    const counts = Array.from({ length: depths }, (_, i) => (p.nodes[i] === undefined ? '' : fmt(p.nodes[i])));
    lines.push(row([p.name, ...(field ? [p[field]] : []), ...counts]));
  }
  // The figures the unit tests leave to the bench (testDepth), said once under the table.
  const notes = starts
    .filter((p) => p.testDepth !== undefined && p.testDepth < p.nodes.length)
    .map((p) => {
      const deeper = Array.from({ length: p.nodes.length - p.testDepth }, (_, i) => p.testDepth + i + 1);
      const depthText = `${deeper.length === 1 ? 'Depth' : 'Depths'} ${deeper.join(', ')}${field ? ` (${p[field]})` : ''}`;
      const flag = field === 'ruleset' ? ` --ruleset ${p[field]}` : field === 'warriorJump' ? ` --warrior-jump ${p[field]}` : '';
      const command = `npm run -s rulebook -- perft ${game} ${deeper[deeper.length - 1]}${flag}`;
      return `${depthText} ${deeper.length === 1 ? 'is' : 'are'} counted by \`npm run bench\` and by \`${command}\`, not by the unit tests, to keep them quick.`;
    });
  return [...lines, ...notes.flatMap((note) => ['', ...wrap(note, 92)])];
}

/** The benchmark table from bench/results.json; a perft of our games takes its count from the perft file. */
function benchTable() {
  const results = readJson('bench/results.json');
  const lines = ['| what | figure |', '|---|---:|'];
  const goal = (r) => (r.goal ? ` (goal ${r.goal})` : '');
  for (const r of results.rows) {
    if (r.ratio !== undefined) {
      lines.push(`| ${r.what}${goal(r)} | ${r.ratio.toFixed(2)} |`);
      continue;
    }
    let count = r.count;
    if (r.perft) {
      const { game, name, variant, depth } = r.perft;
      count = position(game, name, variant).nodes[depth - 1];
      if (count === undefined) throw new Error(`bench/results.json: "${r.what}": packages/rules/perft/${game}.json has no count at depth ${depth}`);
    }
    if (count === undefined || r.rate === undefined) throw new Error(`bench/results.json: "${r.what}" needs a count (or a perft position) and a rate`);
    const rate = r.unit === 'events' ? `${Math.round(r.rate / 1000)}k` : `${(r.rate / 1e6).toFixed(2)}M`;
    // A run of the CLI also says its rate per CPU second and its peak memory.
    const cpu = r.cpuRate === undefined ? '' : ` (${Math.round(r.cpuRate / 1000)}k per CPU second)`;
    const peak = r.peakMiB === undefined ? '' : `, peak RSS ${fmt(r.peakMiB)} MiB`;
    lines.push(`| ${r.what} (${fmt(count)} ${r.unit})${goal(r)} | ${rate} ${r.unit}/s${cpu}${peak} |`);
  }
  for (const x of results.extra ?? []) lines.push(`| ${x.what} | ${x.figure} |`);
  return lines;
}

/** The game server's load table from apps/server/bench/results.json (written by `npm run load`). */
function loadTable() {
  const results = readJson('apps/server/bench/results.json');
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [
    row(['store', 'server processes', 'games', 'clients', 'moves/s', 'p50 ms', 'p99 ms', 'server peak RSS MB']),
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results.runs) {
    const rss = r.serverPeakRssMb.map((m) => Math.round(m)).join(' + ');
    lines.push(row([r.store === 'sqlite' ? 'SQLite' : 'PostgreSQL', r.processes, fmt(r.games), fmt(r.clients), Math.round(r.movesPerSecond), r.p50Ms.toFixed(1), r.p99Ms.toFixed(1), rss]));
  }
  const m = results.machine;
  lines.push('', ...wrap(`Measured ${results.date.slice(0, 10)} over ${results.options.seconds} s per row, players thinking ${results.options.thinkMs / 1000} s on average, clients and servers on one ${m.cpus}-core machine (load ${m.loadBefore[0]} before); latency is from a move's send to the opponent's receipt of its line.`, 92));
  return lines;
}

const BLOCKS = [...GAMES.map((game) => [`perft:${game}`, () => perftTable(game)]), ['bench', benchTable], ['load', loadTable]];

/** The README with every block rewritten, and the names of the blocks that changed or lack their markers. */
function rewrite(text) {
  const changed = [];
  const missing = [];
  let out = text;
  for (const [key, render] of BLOCKS) {
    const start = new RegExp(`^([ \\t]*)<!-- ${key}:start -->[^\\n]*\\n`, 'm');
    const m = start.exec(out);
    const endMarker = `<!-- ${key}:end -->`;
    const end = m ? out.indexOf(endMarker, m.index) : -1;
    if (!m || end < 0) {
      missing.push(key);
      continue;
    }
    const indent = m[1];
    const body = ['', ...render(), ''].map((line) => (line === '' ? '' : indent + line)).join('\n');
    const from = m.index + m[0].length;
    const to = out.lastIndexOf('\n', end) + 1;
    const next = `${body}\n`;
    if (out.slice(from, to) !== next) changed.push(key);
    out = out.slice(0, from) + next + out.slice(to);
  }
  return { out, changed, missing };
}

const check = process.argv.includes('--check');
const text = readFileSync(README, 'utf8');
const { out, changed, missing } = rewrite(text);
if (check) {
  const failed = new Set([...changed, ...missing]).size;
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'readme.json'), `${JSON.stringify({ passed: BLOCKS.length - failed, failed })}\n`);
  for (const key of missing) console.error(`README.md: the markers <!-- ${key}:start --> and <!-- ${key}:end --> are missing`);
  for (const key of changed) console.error(`README.md: the ${key} table differs from its data; run \`node scripts/readme-figures.mjs\``);
  if (failed > 0) process.exit(1);
  console.log(`README.md: ${BLOCKS.length} tables agree with packages/rules/perft, bench/results.json and apps/server/bench/results.json`);
} else {
  if (missing.length) {
    for (const key of missing) console.error(`README.md: the markers <!-- ${key}:start --> and <!-- ${key}:end --> are missing`);
    process.exit(1);
  }
  if (out !== text) writeFileSync(README, out);
  console.log(changed.length ? `README.md: rewrote ${changed.join(', ')}` : 'README.md: the tables were up to date');
}
