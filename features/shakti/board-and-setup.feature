@shakti
Feature: Board and setup — 45 tiles, two Kings and four warriors
  Shakti is played on a 7x7 board whose four corners are missing: 45 tiles. A cell either
  has a tile, vacant or occupied, or is a hole. Each side has a King between two warriors,
  one rank in from its edge. White begins; then the players move in turn.

  Background:
    Given the Shakti start position

  @source:001:2 @source:001:4 @ruling:S1
  Scenario: The start position
    Then the position is "x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1"
    And there are 45 tiles

  @source:001:4 @ruling:S1 @ruling:S2
  Scenario Outline: The four corners are holes from the start
    Then <cell> is a hole

    Examples:
      | cell |
      | a1   |
      | g1   |
      | a7   |
      | g7   |

  @ruling:S1
  Scenario Outline: Where each piece stands at the start
    Then <cell> holds a <side> <piece>

    Examples: Each King stands between his two warriors
      | cell | side  | piece   |
      | d2   | White | King    |
      | b2   | White | warrior |
      | f2   | White | warrior |
      | d6   | Black | King    |
      | b6   | Black | warrior |
      | f6   | Black | warrior |

  @source:001:6 @ruling:G1
  Scenario: White begins
    The King steps to any of the eight tiles around him; each warrior moves to the first
    tile it sees in each direction, or jumps on to the second one where both are vacant.
    Then it is White's turn
    And White is not in check
    And the legal moves are "b2a2 b2a3 b2b1 b2b3 b2b4/b3 b2c1 b2c2 b2c3 b2d4/c3 d2c1 d2c2 d2c3 d2d1 d2d3 d2e1 d2e2 d2e3 f2d4/e3 f2e1 f2e2 f2e3 f2f1 f2f3 f2f4/f3 f2g2 f2g3"
    And the number of legal moves is 26

  @source:001:6 @ruling:G1
  Scenario: Black answers with the mirrored moves
    When White plays "b2b3"
    Then it is Black's turn
    And the legal moves are "b6a5 b6a6 b6b4/b5 b6b5 b6b7 b6c5 b6c6 b6c7 b6d4/c5 d6c5 d6c6 d6c7 d6d5 d6d7 d6e5 d6e6 d6e7 f6d4/e5 f6e5 f6e6 f6e7 f6f4/f5 f6f5 f6f7 f6g5 f6g6"

  @source:001:4 @source:001:19
  Scenario: The atlantis effect: a warrior's jump removes a tile for good
    When White plays "b2d4/c3"
    Then the position is "x5x/1w1k1w1/7/3W3/2x4/3K1W1/x5x b 1"
    And c3 is a hole
    And b2 is a vacant tile
    And there are 44 tiles

  @source:001:5 @ruling:S2
  Scenario: All play is on the tiles
    The warrior on b2 sees no tile towards the corner a1, which is a hole, so it has no
    move that way. Once c3 has been removed the King cannot stop there either: looking
    towards it he sees b4, the first tile beyond the hole.
    Then "b2a1" is not legal
    When White plays "b2d4/c3"
    And Black plays "d6c6"
    Then the legal moves of the piece on d2 are "d2b4 d2c1 d2c2 d2d1 d2d3 d2e1 d2e2 d2e3"
    And "d2c3" is not legal
