@shakti @ruling:S3
Feature: The King — long moves out of check, single steps in check
  A King who is not in check moves to the first tile he sees in any of the eight
  directions, however many holes lie between, if that tile is vacant. A King in check is
  restricted to the adjacent tiles; there he may also take an enemy warrior, but only one
  that nothing protects. No King move may end in check or in sight of the other King.

  @source:001:8 @source:001:9
  Scenario: The King's long moves over holes (the lost diagram, reconstructed)
    North, south, west and south-east the King passes over holes to the first tile beyond; east
    the first tile is the adjacent e4 and he stops there. North-east and south-west only
    holes lie up to the edge, and north-west his own warrior stands on the first tile.
    Given the Shakti position "xk4x/5x1/2Wxx2/1xxK3/2xxx2/1x1x3/x5x w 1"
    Then the legal moves of the piece on d4 are "d4a4 d4d1 d4d6 d4e4 d4f2"
    And "d4f4" is not legal
    And "d4c5" is not legal
    When White plays "d4d6"
    Then the position is "xk4x/3K1x1/2Wxx2/1xx4/2xxx2/1x1x3/x5x b 1"

  @source:001:9 @source:001:12
  Scenario: Out of check the King's reach is long
    Given the Shakti position "x2k2x/3xx2/3x3/7/7/1K5/x5x b 1"
    Then Black is not in check
    And the legal moves of the piece on d7 are "d7c6 d7c7 d7d4 d7e7 d7f5"

  @source:001:12
  Scenario: In check the King is restricted to adjacent tiles
    The same King, now checked across the holes by the warrior on d4, may no longer go to
    f5 beyond the hole e6 (nor to d4, where the warrior stands): only c6, c7 and e7 remain.
    Given the Shakti position "x2k2x/3xx2/3x3/3W3/7/1K5/x5x b 1"
    Then Black is in check
    And the legal moves are "d7c6 d7c7 d7e7"
    And "d7f5" is not legal

  @source:001:12 @ruling:S6
  Scenario: In check the King may take an unprotected warrior on an adjacent tile
    The warrior on c3 gives check and nothing protects it: the tile d4 stops the sight of
    the black warrior on e5. White's warrior on g4 cannot help: only the King can answer a
    check.
    Given the Shakti position "x3k1x/7/4w2/6W/2w4/2K4/x5x w 1"
    Then White is in check
    And the legal moves are "c2b1 c2c1 c2d1 c2xc3"
    When White plays "c2xc3"
    Then the position is "x3k1x/7/4w2/6W/2K4/7/x5x b 1"
    And Black is not in check

  @source:001:12 @ruling:S6
  Scenario: The King may not take a warrior that another warrior protects
    With d4 removed the warrior on e5 sees c3 across the hole: the King would be in check
    there.
    Given the Shakti position "x3k1x/7/4w2/3x2W/2w4/2K4/x5x w 1"
    Then White is in check
    And the legal moves are "c2b1 c2c1 c2d1"
    And "c2xc3" is not legal

  @source:001:12 @source:001:11
  Scenario: The King cannot reach a warrior that checks him from a distance
    The warrior on d4 checks across the holes d5 and d6; the King can only step aside.
    Given the Shakti position "x2k2x/3xx2/3x3/3W3/7/1K5/x5x b 1"
    Then "d7xd4" is not legal
    And "d7d4" is not legal
