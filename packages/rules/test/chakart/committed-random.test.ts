// G4 for online play: outcomes drawn from a secret 32-byte seed, one SHA-256 per outcome, the
// seed's commitment its SHA-256. Checked against Node's own SHA-256 (node:crypto), a second
// implementation, and against known digests.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chakart } from '../../src/index.ts';
import { CommittedRandom, commitmentOf } from '../../src/committed.ts';

const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const ZERO = '0'.repeat(64);

/** Outcome i among n, as the ruling writes it, with node:crypto. */
function expected(seedHex: string, i: number, n: number): number {
  const input = Buffer.alloc(36);
  Buffer.from(seedHex, 'hex').copy(input);
  input.writeUInt32BE(i, 32);
  return Math.floor((createHash('sha256').update(input).digest().readUInt32BE(0) / 2 ** 32) * n);
}

describe('CommittedRandom (G4, online)', () => {
  it('the commitment is the SHA-256 of the 32 seed bytes, lowercase hex', () => {
    // The SHA-256 of 32 zero bytes, a published value.
    expect(commitmentOf(ZERO)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(commitmentOf(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
  });

  it('draws outcome i from SHA-256(seed || u32be(i)), one hash per draw, for any n', () => {
    const r = CommittedRandom.forPlay(SEED);
    const ns = [2, 3, 8, 61, 1, 7, 64, 5, 2, 9, 13, 40];
    ns.forEach((n, i) => expect(r.int(n)).toBe(expected(SEED, i, n)));
    expect(r.drawn).toBe(ns.length);
  });

  it('resumes the stream from the count of outcomes drawn', () => {
    const whole = CommittedRandom.forPlay(SEED);
    const all = Array.from({ length: 20 }, () => whole.int(97));
    const resumed = CommittedRandom.forPlay(SEED, 12);
    expect(Array.from({ length: 8 }, () => resumed.int(97))).toEqual(all.slice(12));
  });

  it('its source chooses among the possible outcomes and reports what it drew', () => {
    const options = chakart.EGG_OUTCOMES.map((outcome) => ({ draw: 'egg' as const, outcome }));
    const drawn: chakart.Outcome[] = [];
    const source = CommittedRandom.forPlay(SEED, 3).source(drawn);
    const chosen = source.choose(options);
    expect(chosen).toBe(options[expected(SEED, 3, options.length)]);
    expect(drawn).toEqual([chosen]);
  });

  it('outcomes are spread evenly (a loose check of the draw)', () => {
    const r = CommittedRandom.forPlay(SEED);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[r.int(6)]! += 1;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('refuses a seed that is not 64 lowercase hex digits, naming the place', () => {
    expect(() => CommittedRandom.forPlay(SEED.toUpperCase())).toThrow("CommittedRandom.forPlay: the seed: expected 64 lowercase hex digits, found 'A' at character 21");
    expect(() => commitmentOf('abc')).toThrow('commitmentOf: the seed: expected 64 lowercase hex digits, found 3 character(s)');
    expect(() => CommittedRandom.forPlay(SEED, -1)).toThrow(RangeError);
    expect(chakart.hex64Problem(SEED)).toBeUndefined();
  });
});
