import { games } from '@rulebook/rules';
import { search, scoreText } from './src/index.ts';
const g = games.chakra.create();
for (const nodes of [20000, 100000, 400000]) {
  const t = Date.now();
  const r = search(g, g.start(), { level: 8, limits: { nodes, movetime: 60000 } });
  const ms = Date.now() - t;
  console.log(nodes, r.depth, scoreText(r.score), JSON.stringify(r.move), ms + 'ms', Math.round(r.nodes / ms * 1000) + ' nps');
}
