// The repository's example logs (examples/*.jsonl), served as they are at /examples/<name>.jsonl
// so the replay pages can open them by link (`?log=/examples/chakra-mate.jsonl`). Read at build
// time from the one copy in the repository: the site never holds a second one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';

// The site is built from apps/docs (its package scripts), two folders below the repository.
const EXAMPLES = path.resolve(process.cwd(), '../../examples');

export const getStaticPaths: GetStaticPaths = () =>
  readdirSync(EXAMPLES)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .map((file) => ({ params: { name: file.slice(0, -'.jsonl'.length) }, props: { file } }));

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync(path.join(EXAMPLES, (props as { file: string }).file), 'utf8'), { headers: { 'Content-Type': 'application/jsonl; charset=utf-8' } });
