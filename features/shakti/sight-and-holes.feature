@shakti @ruling:S2
Feature: Sight — holes are transparent, tiles are not
  Looking along any of the eight lines, a piece sees the first tile on that line, vacant or
  occupied; holes (removed tiles and the corners) are looked through as if they were not
  there. Two pieces see each other when nothing but holes lies between them, so adjacent
  pieces always do. Every move goes to a tile a piece sees; a hole can never be entered.

  @source:001:5 @source:001:9
  Scenario: A warrior sees the King across holes
    Only holes lie between the warrior on d3 and the black King on d7.
    Given the Shakti position "x2k2x/3x3/3x3/3x3/3W3/1K5/x5x b 1"
    Then Black is in check
    And the legal moves are "d7c6 d7c7 d7e6 d7e7"

  @source:001:9 @ruling:S3 @ruling:S6
  Scenario: A vacant tile stops the sight
    The vacant tile d4 stands between the warrior on d3 and the King on d7: the King is
    not in check. Looking south over the holes d6 and d5 the King sees d4, but may not go
    there, where the warrior sees him.
    Given the Shakti position "x2k2x/3x3/3x3/7/3W3/1K5/x5x b 1"
    Then Black is not in check
    And the legal moves of the piece on d7 are "d7c6 d7c7 d7e6 d7e7"
    And "d7d4" is not legal

  @ruling:S5
  Scenario: Adjacent pieces always see each other
    The warrior on e6 touches the black King diagonally: check. Nothing protects it, so the
    King may take it.
    Given the Shakti position "x2k2x/4W2/7/7/7/1K5/x5x b 1"
    Then Black is in check
    And the legal moves are "d7c6 d7c7 d7xe6"

  @source:001:15 @ruling:S6
  Scenario: Kings with only holes between them see each other, which no position allows
    Then "x5x/3k3/3x3/3x3/3x3/3K3/x5x w 1" is refused as a Shakti position

  @source:001:15 @ruling:S6
  Scenario: Kings on one line with a tile between them do not see each other
    The vacant tile d4 keeps the Kings apart. The white King sees it over the hole d3 but
    may not go there: on d4 only the hole d5 would lie between the Kings.
    Given the Shakti position "x5x/3k3/3x3/7/3x3/3K3/x5x w 1"
    Then White is not in check
    And the legal moves are "d2c1 d2c2 d2c3 d2d1 d2e1 d2e2 d2e3"
