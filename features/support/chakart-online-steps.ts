// The steps of Chakart's committed chance (G4 for online play): a game played as a server
// plays it, each outcome drawn from a secret seed, the log's start carrying only the seed's
// commitment; the seed revealed in the log's last line once the game is over; the log replayed
// by the notation, which checks the seed and every outcome. A scenario's log is kept as lines.

import { CommittedRandom, commitmentOf } from '@rulebook/rules/committed';
import { Given, Then, When } from '@cucumber/cucumber';
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import type { RulebookWorld } from './world.ts';
import { rulesOf } from './world.ts';

const SETUP = 'rkrbbnqn/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0 {"flags":"1111"}';

interface Online {
  readonly seed: string;
  readonly lines: string[];
  snapshot: chakart.GameSnapshot;
  drawn: number;
}

const games = new WeakMap<RulebookWorld, Online>();

function online(world: RulebookWorld): Online {
  const game = games.get(world);
  if (game === undefined) throw new Error('No online Chakart game: start one with "Given an online Chakart game whose outcomes are committed to a secret seed"');
  return game;
}

const text = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

Given('an online Chakart game whose outcomes are committed to a secret seed', function (this: RulebookWorld) {
  const seed = '0badc0ffee' + '12'.repeat(27);
  const start = chakartText.startEvent({ position: SETUP, commitment: commitmentOf(seed) });
  if (!start.ok) throw new Error(start.error.message);
  const started = chakartText.startFromEvent(start.value);
  if (!started.ok) throw new Error(started.error.message);
  games.set(this, { seed, lines: [chakartText.writeStartLine(start.value)], snapshot: started.value.snapshot, drawn: 0 });
});

When(/^the server plays (\d+) decisions, drawing their outcomes from the secret seed$/, function (this: RulebookWorld, count: string) {
  const game = online(this);
  const rules = rulesOf('chakart');
  for (let i = 0; i < Number(count) && game.snapshot.value !== 'over'; i++) {
    const position = game.snapshot.context.position;
    const legal = rules.legalMoves(position);
    const decision = legal[(game.lines.length * 7919) % legal.length]!;
    const outcomes = rules.play(position, decision, CommittedRandom.forPlay(game.seed, game.drawn).source()).facts.outcomes;
    const played = chakartText.playAction(game.snapshot, { type: 'move', move: { decision, outcomes } });
    if (!played.ok) throw new Error(played.error);
    game.lines.push(chakartText.writeEventLine(played.value.logEvent(game.lines.length) as chakartText.LogEvent));
    game.snapshot = played.value.snapshot;
    game.drawn += outcomes.length;
  }
  if (game.drawn === 0) throw new Error('The decisions drew no outcome: nothing for the seed to confirm');
});

When(/^the server records that (White|Black)'s time ran out$/, function (this: RulebookWorld, who: string) {
  const game = online(this);
  const played = chakartText.playAction(game.snapshot, { type: 'timeout', player: who === 'White' ? 'white' : 'black' });
  if (!played.ok) throw new Error(played.error);
  game.lines.push(chakartText.writeEventLine(played.value.logEvent(game.lines.length) as chakartText.LogEvent));
  game.snapshot = played.value.snapshot;
});

When(/^the server reveals (the|another) seed$/, function (this: RulebookWorld, which: string) {
  const game = online(this);
  game.lines.push(chakartText.writeRevealLine(which === 'the' ? game.seed : 'e'.repeat(64)));
});

When('a line is added after the reveal', function (this: RulebookWorld) {
  const game = online(this);
  game.lines.push(`{"event":"draw","ply":${game.lines.length - 1}}`);
});

When('the first outcome the log records is changed to another the rules allow there', function (this: RulebookWorld) {
  const game = online(this);
  const replayed = chakartText.replayLog(text(game.lines));
  const index = replayed.steps.findIndex((step) => (step.move?.outcomes.length ?? 0) > 0);
  const step = replayed.steps[index]!;
  const before = index === 0 ? replayed.start!.snapshot : replayed.steps[index - 1]!.snapshot;
  const recorded = step.move!.outcomes;
  const rules = rulesOf('chakart');
  for (let j = 0; j < 500; j++) {
    const other = rules.play(before.context.position, step.move!.decision, CommittedRandom.forPlay('a'.repeat(64), j).source()).facts.outcomes;
    if (chakart.outcomeKey(other[0]!) === chakart.outcomeKey(recorded[0]!)) continue;
    // The changed line as the rules write it: its facts follow the outcome. The log is cut
    // after it (the decisions after it need not follow any more), and the game ended on time.
    const played = chakartText.playAction(before, { type: 'move', move: { decision: step.move!.decision, outcomes: other } });
    if (!played.ok) throw new Error(played.error);
    game.lines.length = step.line - 1;
    game.lines.push(chakartText.writeEventLine(played.value.logEvent(step.ply) as chakartText.LogEvent));
    game.snapshot = played.value.snapshot;
    if (game.snapshot.value === 'over') return;
    const timeout = chakartText.playAction(game.snapshot, { type: 'timeout', player: game.snapshot.context.position.turn });
    if (!timeout.ok) throw new Error(timeout.error);
    game.lines.push(chakartText.writeEventLine(timeout.value.logEvent(step.ply + 1) as chakartText.LogEvent));
    game.snapshot = timeout.value.snapshot;
    return;
  }
  throw new Error('No other outcome found for the first decision that drew one');
});

Then(/^the log replays, every one of its outcomes what the revealed seed draws$/, function (this: RulebookWorld) {
  const game = online(this);
  const replayed = chakartText.replayLog(text(game.lines));
  if (!replayed.ok) throw new Error(`The log was refused: line ${replayed.error?.line}: ${replayed.error?.message}`);
  if (replayed.revealed?.outcomes !== game.drawn) throw new Error(`Expected ${game.drawn} outcomes checked against the seed, found ${JSON.stringify(replayed.revealed)}`);
});

Then('the log replays, its seed not yet revealed', function (this: RulebookWorld) {
  const game = online(this);
  const replayed = chakartText.replayLog(text(game.lines));
  if (!replayed.ok) throw new Error(`The log was refused: line ${replayed.error?.line}: ${replayed.error?.message}`);
  if (replayed.revealed !== undefined) throw new Error('Expected no reveal');
});

Then(/^the replay refuses (the last line|the changed line): "(.*)"$/, function (this: RulebookWorld, which: string, expected: string) {
  const game = online(this);
  const replayed = chakartText.replayLog(text(game.lines));
  if (replayed.ok) throw new Error('Expected the log to be refused, but it replays');
  const changed = which === 'the changed line' ? chakartText.replayLog(text(game.lines.slice(0, -2))).steps.length + 1 : game.lines.length;
  const line = which === 'the last line' ? game.lines.length : changed;
  const message = expected.replace('<commitment>', commitmentOf(game.seed)).replace('<other>', commitmentOf('e'.repeat(64)));
  const actual = replayed.error!;
  const matches = actual.line === line && (message.endsWith('…') ? actual.message.startsWith(message.slice(0, -1)) : actual.message === message);
  if (!matches) throw new Error(`Refusal:\n  expected: line ${line}: ${message}\n  actual:   line ${actual.line}: ${actual.message}`);
});
