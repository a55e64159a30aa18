// The program a user of the packages would write: it imports @rulebook/rules and
// @rulebook/notation by name (no paths into the repository) and plays a short Chakra game.
// scripts/pack-test.mjs copies this file into a folder outside the repository, installs the
// packed tarballs there and runs it with plain node. It prints one JSON line that the pack
// test checks; any throw or non-zero exit fails the test.
//
// THE ONE PLACE TO UPDATE WHEN THE PUBLIC API CHANGES: only this file uses the packages' API.
import { games } from '@rulebook/rules';
import { chakra as chakraText, gameEndOf } from '@rulebook/notation';

const fail = (message) => {
  throw new Error(`consumer: ${message}`);
};

// 1. The rules: a game value (Chakra with its options bound), the start position's legal moves,
// then a few moves played by the engine.
const game = games.chakra.create({ ruleset: 'current' });
let position = game.start();
const startMoves = game.legalMoves(position);
if (startMoves.length === 0) fail('no legal moves in the start position');
const played = [];
for (let ply = 0; ply < 6; ply++) {
  const moves = game.legalMoves(position);
  // A deterministic choice that differs from ply to ply: the move in the middle of the list.
  const move = moves[Math.floor(moves.length / 2)];
  played.push(chakraText.formatMove(position, move));
  position = game.play(position, move).position;
}

// 2. The notation: the moves and Black's resignation as a JSON Lines log, replayed, and the
// game record.
const log = chakraText.logFromMoves({ tags: { White: 'Ann', Black: 'Bob' } }, [...played, { type: 'resign', player: 'black' }]);
if (!log.ok) fail(`logFromMoves: ${JSON.stringify(log.error)}`);
const replay = chakraText.replayLog(log.value);
if (!replay.ok) fail(`replay: ${JSON.stringify(replay.error)}`);
if (replay.steps.length !== played.length + 1) fail(`replayed ${replay.steps.length} of ${played.length + 1} events`);
const end = gameEndOf(replay.final);
if (end?.result !== 'white') fail(`expected White to win by resignation, got ${JSON.stringify(end)}`);
const record = chakraText.writeRecord(replay);

console.log(
  JSON.stringify({
    startMoves: startMoves.length,
    moves: played,
    replayed: replay.steps.length,
    result: end.result,
    reason: end.reason,
    position: chakraText.formatPosition(position),
    logLines: log.value.trim().split('\n').length,
    record,
  }),
);
