import { games } from '@rulebook/rules';
import { search } from './src/index.ts';
const g = games.chakra.create();
const r = search(g, g.start(), { level: 8, limits: { nodes: 300000, movetime: 60000 } });
console.log(r.nodes);
