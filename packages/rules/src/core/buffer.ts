// The fast generators write their moves into one shared Int32Array; what is kept of them goes
// into a plain array. A plain array of small integers is made in a few tens of nanoseconds,
// where a typed array's copy (`slice`, `Array.from(subarray)`) costs about a microsecond:
// once per position replayed, that was a tenth of replay's time (issue #17).

/** The first `n` moves of `buffer`, as a plain array. */
export function movesOf(buffer: Int32Array, n: number): number[] {
  const moves = new Array<number>(n);
  for (let i = 0; i < n; i++) moves[i] = buffer[i]!;
  return moves;
}
