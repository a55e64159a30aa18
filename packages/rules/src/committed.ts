// `@rulebook/rules/committed`: Chakart's outcomes drawn from a committed secret seed (G4, online),
// and the commitment to a seed. An entry of its own because it brings SHA-256, which a page that
// only plays or reads Chakart does not need.
export { CommittedRandom, commitmentOf } from './chakart/committed-random.ts';
