@medea @ruling:D6
Feature: Chakras — the two parts of the Transmitter move like a chess king
  In one respect a chakra is a piece: instead of moving a piece, a player may move one of
  his own vacant chakras one step in any of the eight directions, onto a square with no
  piece and no chakra of either colour on it. In all other respects it is a square: pieces
  stand on it, kings slide over it, and a piece standing on it may be captured, while the
  chakra itself is never captured. A chakra never moves while a capture is available.

  @source:003:11
  Scenario: A vacant chakra steps like a chess king onto free squares
    From d4 the chakra may not go to c3 (a man), e3 (a black man), c5 (Black's chakra) nor
    e5 (White's other chakra).
    Given the Medea position "7m/8/8/2m5/8/2M1m3/8/8 w d4,e5/c5,h7 1"
    Then the legal moves of the chakra on d4 are "Td4c4 Td4d3 Td4d5 Td4e4"
    And the legal moves of the chakra on e5 are "Te5d5 Te5d6 Te5e4 Te5e6 Te5f4 Te5f5 Te5f6"
    And "Td4c5" is not legal
    And "Td4e5" is not legal
    And "Td4c3" is not legal

  @source:003:11
  Scenario: Moving a chakra is a whole turn
    Given the Medea position "7m/8/8/2m5/8/2M1m3/8/8 w d4,e5/c5,h7 1"
    When White plays "Td4d3"
    Then the position is "7m/8/8/2m5/8/2M1m3/8/8 b d3,e5/c5,h7 1"
    And d3 holds a vacant White chakra

  @source:003:11
  Scenario: A chakra with a piece on it cannot move, and a player moves only his own chakras
    Given the Medea position "7m/8/8/8/3M4/8/8/8 w h2,d4/a7,h7 1"
    Then the chakra on d4 has no legal moves
    And the chakra on a7 has no legal moves
    And the legal moves are "d4c5 d4d5 d4e5 Th2g1 Th2g2 Th2g3 Th2h1 Th2h3"

  @source:003:4 @source:003:11
  Scenario: No chakra moves while a capture is available
    Given the Medea position "7m/8/8/3m4/3M4/8/8/8 w c3,f3/a7,h7 1"
    Then the chakra on c3 has no legal moves
    And the legal moves are "d4xd6"

  @source:003:12
  Scenario: A chakra is never captured, even when a piece standing on it is
    The black man on d5 stands on Black's own chakra. White takes the man; the chakra stays
    where it is.
    Given the Medea position "6m1/8/8/3m4/3M4/8/8/8 w a2,h2/d5,h7 1"
    When White plays "d4xd6"
    Then the position is "6m1/8/3M4/8/8/8/8/8 b a2,h2/d5,h7 1"
    And d5 holds a vacant Black chakra
