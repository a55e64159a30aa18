// Chakart logs used by several tests, written out in full: they are also examples of the format.

/** The source's position strings (004:49, 84, 87, 125, 128), line breaks removed. */
export const SOURCE_POSITIONS = [
  'qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}',
  'rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB b 1 {"flags":"1111"}',
  'rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4P1d1/PPP1m2P/NNB1KRQB w 2 {"flags":"1111"}',
  'erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1 {"flags":"1111"}',
  'erk3Q1/1m2e1d1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN w 2 {"flags":"1111"}',
] as const;

/**
 * Seed 7's start (K1, randomness 2), then ten decisions whose outcomes the seed drew (G4):
 * rooks lay bananas, a pawn lands on an egg and Toadette brings Black a king to drop, a rook
 * slips on two bananas.
 */
export const OPENING_DECISIONS = ['Pe2-e4', 'Nf8-g6', 'Re1-e2', 'Ng6-e5', 'Re2-e3', 'Ne5-d3', 'Re3xd3', 'Pe7-e5', 'K@h6', 'Rd3xd4'];
export const OPENING = [
  '{"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2,"seed":7},"setup":"rkrbbnqn/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0 {\\"flags\\":\\"1111\\"}","tags":{"White":"Ann","Black":"Bob"}}',
  '{"event":"move","ply":1,"player":"white","move":"Pe2-e4","outcomes":[],"facts":{"steps":[{"step":"move","piece":"pawn","from":"e2","to":"e4"},{"step":"leave","object":"mushroom","square":"e3"}]}}',
  '{"event":"move","ply":2,"player":"black","move":"Nf8-g6","outcomes":[],"facts":{"steps":[{"step":"move","piece":"knight","from":"f8","to":"g6"},{"step":"leave","object":"egg","square":"f8"}]}}',
  '{"event":"move","ply":3,"player":"white","move":"Re1-e2","outcomes":["lay:f3"],"facts":{"steps":[{"step":"move","piece":"rook","from":"e1","to":"e2"},{"step":"lay","object":"banana","square":"f3"}]}}',
  '{"event":"move","ply":4,"player":"black","move":"Ng6-e5","outcomes":[],"facts":{"steps":[{"step":"move","piece":"knight","from":"g6","to":"e5"},{"step":"leave","object":"egg","square":"g6"}]}}',
  '{"event":"move","ply":5,"player":"white","move":"Re2xe3","outcomes":["lay:d4"],"facts":{"steps":[{"step":"move","piece":"rook","from":"e2","to":"e3","object":"mushroom"},{"step":"lay","object":"banana","square":"d4"}]}}',
  '{"event":"move","ply":6,"player":"black","move":"Ne5-d3","outcomes":[],"facts":{"steps":[{"step":"move","piece":"knight","from":"e5","to":"d3"},{"step":"leave","object":"egg","square":"e5"}]}}',
  '{"event":"move","ply":7,"player":"white","move":"Re3xd3","outcomes":["lay:c4"],"facts":{"steps":[{"step":"move","piece":"rook","from":"e3","to":"d3","captured":{"colour":"black","kind":"knight"}},{"step":"lay","object":"banana","square":"c4"}]}}',
  '{"event":"move","ply":8,"player":"black","move":"Pe7xe5","outcomes":["egg:toadette","toadette:k"],"facts":{"steps":[{"step":"move","piece":"pawn","from":"e7","to":"e5","object":"egg"},{"step":"leave","object":"mushroom","square":"e6"},{"step":"egg","outcome":"toadette"},{"step":"toadette","piece":"king"}]}}',
  '{"event":"move","ply":9,"player":"black","move":"K@h6","outcomes":[],"facts":{"steps":[{"step":"drop","piece":"king","to":"h6"}]}}',
  '{"event":"move","ply":10,"player":"white","move":"Rd3xd4","outcomes":["push:w","push:e","lay:c3"],"facts":{"steps":[{"step":"move","piece":"rook","from":"d3","to":"d4","object":"banana"},{"step":"push","by":"banana","direction":"w","from":"d4","to":"c4","object":"banana"},{"step":"push","by":"banana","direction":"e","from":"c4","to":"d4"},{"step":"lay","object":"banana","square":"c3"}]}}',
].map((line) => `${line}\n`).join('');
export const OPENING_FINAL = 'rkrbbeqn/pppp1ppp/4m1ek/4p3/3RP3/2d2d2/PPPP1PPP/KQNN1RBB b 9 {"flags":"1111"}';

/** A set-up position; Luigi turns Black's rook white, then a rook slips on a banana. */
export const EFFECTS_SETUP = 'k6r/8/8/8/7d/5e2/8/R3K1NR w 0 {"flags":"1111"}';
export const EFFECTS = [
  '{"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2},"setup":"k6r/8/8/8/7d/5e2/8/R3K1NR w 0 {\\"flags\\":\\"1111\\"}","tags":{}}',
  '{"event":"move","ply":1,"player":"white","move":"Ng1xf3","outcomes":["egg:luigi","colour:h8"],"facts":{"steps":[{"step":"move","piece":"knight","from":"g1","to":"f3","object":"egg"},{"step":"leave","object":"egg","square":"g1"},{"step":"egg","outcome":"luigi"},{"step":"colour","square":"h8","piece":"rook","to":"white"}]}}',
  '{"event":"move","ply":2,"player":"black","move":"Ka8-b8","outcomes":[],"facts":{"steps":[{"step":"move","piece":"king","from":"a8","to":"b8"}]}}',
  '{"event":"move","ply":3,"player":"white","move":"Rh1xh4","outcomes":["push:n","lay:g6"],"facts":{"steps":[{"step":"move","piece":"rook","from":"h1","to":"h4","object":"banana"},{"step":"push","by":"banana","direction":"n","from":"h4","to":"h5"},{"step":"lay","object":"banana","square":"g6"}]}}',
].map((line) => `${line}\n`).join('');
