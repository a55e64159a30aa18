@shakti @ruling:S4
Feature: The warrior — the first tile, or the second one at the price of the first
  A warrior moves to the first tile it sees in any of the eight directions, if that tile
  is vacant. If the next tile along the same line is vacant as well, it may go on to that
  second tile instead, and the tile it passed over is removed from the board: the removal
  is part of the move and cannot be declined, so a jump whose removal would expose the own
  King is not a move at all. By default the second tile is the next tile the warrior sees
  along the line, holes skipped (`warriorJump: seen`); with the option `warriorJump:
  adjacent` it must be the very next cell. Warriors never capture.

  @source:001:19
  Scenario: A warrior's first moves
    North, north-east and east the warrior on b2 sees two tiles in a row; east the second
    one holds its own King. Towards the edges it sees one tile only, and towards a1 none.
    Given the Shakti start position
    Then the legal moves of the piece on b2 are "b2a2 b2a3 b2b1 b2b3 b2b4/b3 b2c1 b2c2 b2c3 b2d4/c3"
    When White plays "b2b4/b3"
    Then the position is "x5x/1w1k1w1/7/1W5/1x5/3K1W1/x5x b 1"
    And b3 is a hole

  @source:001:19 @source:001:20
  Scenario: Long moves and jumps over holes (warriorJump: seen)
    The first tile may lie beyond holes (d4, e7, e1), and so may the second (b1 beyond the
    hole b2, f4 beyond the hole e4).
    Given the Shakti position "x5x/3x1k1/2x4/1Wx1x2/2x4/1x1x1K1/x5x w 1"
    And warriors jump to the second tile they see
    Then the legal moves of the piece on b4 are "b4a3 b4a4 b4a5 b4b3 b4b1/b3 b4b5 b4b6/b5 b4d4 b4f4/d4 b4e1 b4e7"
    When White plays "b4f4/d4"
    Then the position is "x5x/3x1k1/2x4/2xxxW1/2x4/1x1x1K1/x5x b 1"

  @source:001:19 @source:001:20
  Scenario: With warriorJump adjacent the second tile must be the very next cell
    The long moves to the first tiles stay; the jumps to b1 and f4, over a hole beyond the
    first tile, are gone. The jump to b6 remains.
    Given the Shakti position "x5x/3x1k1/2x4/1Wx1x2/2x4/1x1x1K1/x5x w 1"
    And warriors jump only to the adjacent cell
    Then the legal moves of the piece on b4 are "b4a3 b4a4 b4a5 b4b3 b4b5 b4b6/b5 b4d4 b4e1 b4e7"
    And "b4f4/d4" is not legal
    When White plays "b4b6/b5"
    Then the position is "x5x/1W1x1k1/1xx4/2x1x2/2x4/1x1x1K1/x5x b 1"

  @source:001:19 @source:001:21
  Scenario: Both tiles must be vacant, and warriors never capture
    North the first tile holds a black warrior and west a white one: no move that way. East
    and north-west the second tile holds a black warrior, south-west White's own King: the
    warrior stops on the first tile. South, south-east and north-east it may jump.
    Given the Shakti position "x4kx/1w5/3w3/2WW1w1/7/1K5/x5x w 1"
    Then the legal moves of the piece on d4 are "d4c3 d4c5 d4d3 d4d2/d3 d4e3 d4f2/e3 d4e4 d4e5 d4f6/e5"
    And "d4d5" is not legal
    And "d4xd5" is not legal
    And "d4f4/e4" is not legal

  @source:001:19 @ruling:S6
  Scenario: The compulsory removal may not expose the own King
    Removing c3 would leave only holes between the black warrior on c5 and the white King
    on c1: the jump to d3 is not a move. The warrior may still stop on c3.
    Given the Shakti position "xk4x/1x5/1xw4/2x4/1W5/2x4/x1K3x w 1"
    Then the legal moves of the piece on b3 are "b3a2 b3a3 b3a4 b3b1/b2 b3b2 b3b4 b3c3 b3d1 b3d5 b3e6/d5"
    And "b3d3/c3" is not legal

  @source:001:18 @source:001:20 @ruling:S5
  Scenario: The warrior's options with the enemy King on its second tile (the lost diagram, reconstructed)
    The black King stands on d6, the warrior's second tile north: the vacancy condition
    fails, so the warrior may only stop on d5, and the King is not in check. North-east a
    black warrior blocks the way. In every other direction the warrior may stop on the
    first tile or jump to the second, removing the first; east the second tile lies beyond
    the hole f4.
    Given the Shakti position "x5x/3k3/4w2/3W1x1/7/7/xK4x w 1"
    Then the legal moves of the piece on d4 are "d4d5 d4e4 d4g4/e4 d4e3 d4f2/e3 d4d3 d4d2/d3 d4c3 d4b2/c3 d4c4 d4b4/c4 d4c5 d4b6/c5"
    And "d4d6/d5" is not legal
    When White plays "d4b6/c5"
    Then the position is "x5x/1W1k3/2x1w2/5x1/7/7/xK4x b 1"
    And c5 is a hole

  @source:001:18 @source:001:20 @ruling:S5
  Scenario: The same options when warriors jump only to the adjacent cell
    East the hole f4 follows the first tile e4, so there is no jump that way.
    Given the Shakti position "x5x/3k3/4w2/3W1x1/7/7/xK4x w 1"
    And warriors jump only to the adjacent cell
    Then the legal moves of the piece on d4 are "d4d5 d4e4 d4e3 d4f2/e3 d4d3 d4d2/d3 d4c3 d4b2/c3 d4c4 d4b4/c4 d4c5 d4b6/c5"
    And "d4g4/e4" is not legal
