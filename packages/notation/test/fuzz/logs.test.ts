// Fuzzing the event logs (JSON Lines) of the four games: read, written and replayed (properties.ts).
import { fuzzFamily } from './family.ts';

fuzzFamily('logs', 'fuzz: event logs');
