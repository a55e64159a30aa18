// Logs used by several tests, written out in full: they are also examples of the format.

export const GAME = [
  '{"event":"start","format":"rulebook-log/1","game":"chakra","ruleset":"current","setup":"ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1","options":{"repetition":true},"tags":{"White":"Ann","Black":"Bob"}}',
  '{"event":"move","ply":1,"player":"white","move":"e2e3","facts":{"piece":"pawn","from":"e2","to":"e3","check":false}}',
  '{"event":"move","ply":2,"player":"black","move":"e7e6","facts":{"piece":"pawn","from":"e7","to":"e6","check":false}}',
  '{"event":"move","ply":3,"player":"white","move":"d1g4","facts":{"piece":"queen","from":"d1","to":"g4","check":false}}',
  '{"event":"move","ply":4,"player":"black","move":"d8g5","facts":{"piece":"queen","from":"d8","to":"g5","check":false}}',
  '{"event":"move","ply":5,"player":"white","move":"g4xg5","facts":{"piece":"queen","from":"g4","to":"g5","captured":{"square":"g5","piece":"queen"},"check":false}}',
  '{"event":"move","ply":6,"player":"black","move":"Ta7b5","facts":{"from":"a7","to":"b5","face":"knight","check":false}}',
  '{"event":"move","ply":7,"player":"white","move":"b1~h2","facts":{"piece":"courtesan","from":"b1","to":"h2","via":"a2","check":false}}',
  '{"event":"move","ply":8,"player":"black","move":"Th7*","facts":{"from":"h7","to":"h7","face":"king","check":false}}',
].map((line) => `${line}\n`).join('');

export const GAME_MOVES = ['e2e3', 'e7e6', 'd1g4', 'd8g5', 'g4xg5', 'Ta7b5', 'b1~h2', 'Th7*'];

/** Checkmate in one from a set-up position: b1b7. */
export const MATE_SETUP = 'k7/2K5/8/8/8/8/8/1Q6 w - - 1';
export const MATE = [
  `{"event":"start","format":"rulebook-log/1","game":"chakra","ruleset":"current","setup":"${MATE_SETUP}","options":{"repetition":true},"tags":{}}`,
  '{"event":"move","ply":1,"player":"white","move":"b1b7","facts":{"piece":"queen","from":"b1","to":"b7","check":true,"end":{"result":"white","reason":"checkmate"}}}',
].map((line) => `${line}\n`).join('');

/** The Monkeys go out and back twice: the start position occurs a third time (G3). */
export const REPETITION_MOVES = ['a1b3', 'a8b6', 'b3a1', 'b6a8', 'a1b3', 'a8b6', 'b3a1', 'b6a8'];
