@chakart @ruling:K1
Feature: Setup — a chess army on an 8x8 board, its back rank shuffled or not
  Chakart is played with the chess pieces on the usual board, pawns on the second and seventh
  ranks, White first. Ruling K1 makes the back rank a setting of the game, its randomness:
  0 is the standard array of chess, 1 one shuffled rank used by both sides (Black's a mirror
  of White's), 2 a rank shuffled for each side on its own, the default. A shuffle always puts
  the two bishops of a side on squares of opposite colours, and the king may land anywhere
  since nobody castles. The shuffle is drawn from the game's seed (ruling G4), so a seed
  always gives the same start. Each side begins with both of its once-per-game powers, the
  king's shell and the queen's invisible move: the flags "1111".

  @source:004:15 @ruling:G1
  Scenario: With randomness 0 the pieces stand as in chess
    Given the Chakart start position with randomness 0
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 {"flags":"1111"}"
    And it is White's turn
    And the pawns fill ranks 2 and 7
    And each side's bishops stand on squares of opposite colours

  @source:004:15 @ruling:G1 @ruling:K3 @ruling:K4
  Scenario: At first the pieces move as in chess: sixteen pawn moves and four knight jumps
    No object is on the board yet, and every line the king or the queen could use is closed
    by their own pieces, so neither power can be used.
    Given the Chakart start position with randomness 0
    Then the legal moves are "Pa2-a3 Pa2-a4 Pb2-b3 Pb2-b4 Pc2-c3 Pc2-c4 Pd2-d3 Pd2-d4 Pe2-e3 Pe2-e4 Pf2-f3 Pf2-f4 Pg2-g3 Pg2-g4 Ph2-h3 Ph2-h4 Nb1-a3 Nb1-c3 Ng1-f3 Ng1-h3"

  @source:004:15 @ruling:K1 @ruling:K6
  Scenario: The first decisions branch on every random outcome too
    Two decisions from the standard start give 400 ways, as in chess: no move can reach an
    object yet. The third decision may land on the mushrooms and eggs the first two left,
    and each outcome of those draws counts as a way of its own.
    Given the Chakart start position with randomness 0
    Then counting every random outcome, 1 decision can go 20 ways
    And counting every random outcome, 2 decisions can go 400 ways
    And counting every random outcome, 3 decisions can go 16382 ways

  @source:004:36 @source:004:41 @ruling:K4
  Scenario: Both sides start with their shell and their invisible move
    Given the Chakart start position with randomness 0
    Then White's shell is still available
    And White's invisible move is still available
    And Black's shell is still available
    And Black's invisible move is still available

  @ruling:G4
  Scenario Outline: With randomness 1 both sides share one shuffled rank
    Given the Chakart start position with randomness 1 and seed <seed>
    Then the position is "<position>"
    And Black's back rank mirrors White's
    And each side's bishops stand on squares of opposite colours

    Examples:
      | seed | position                                                         |
      | 7    | kqnnrrbb/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0 {"flags":"1111"} |
      | 42   | nqkrnrbb/pppppppp/8/8/8/8/PPPPPPPP/NQKRNRBB w 0 {"flags":"1111"} |

  @ruling:G4
  Scenario Outline: With randomness 2 each side is shuffled on its own, the same way for the same seed
    With seed 42 White's king stands on c1 and Black's on f8, not between their rooks:
    with no castling, a king may stand anywhere.
    Given the Chakart start position with randomness 2 and seed <seed>
    Then the position is "<position>"
    And Black's back rank differs from White's
    And each side's bishops stand on squares of opposite colours
    And the pawns fill ranks 2 and 7

    Examples:
      | seed | position                                                         |
      | 42   | rnbqrknb/pppppppp/8/8/8/8/PPPPPPPP/NQKRNRBB w 0 {"flags":"1111"} |
      | 7    | rkrbbnqn/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0 {"flags":"1111"} |
      | 1    | knbrnrqb/pppppppp/8/8/8/8/PPPPPPPP/NQNRKRBB w 0 {"flags":"1111"} |

  @source:004:49 @ruling:K1
  Scenario: The rules page's own game starts from a rank shuffled for each side
    The page's first diagram comes from a start with White's queen in the corner and Black's
    rooks side by side in the middle: a start of randomness 2.
    Given the Chakart position "qbbrrnnk/pppppppp/8/8/8/8/PPPPPPPP/QBNNBKRR w 0 {"flags":"1111"}"
    Then Black's back rank differs from White's
    And each side's bishops stand on squares of opposite colours
    And the pawns fill ranks 2 and 7
