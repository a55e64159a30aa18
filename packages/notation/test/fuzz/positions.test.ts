// Fuzzing the position strings of Chakra, Shakti, Medea and Chakart (properties.ts).
import { fuzzFamily } from './family.ts';

fuzzFamily('positions', 'fuzz: position strings');
