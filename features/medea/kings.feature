@medea @ruling:D3
Feature: Kings — the queen's slide and the orthogonal long leap
  A king moves like the Queen in chess, any distance along a rank, file or diagonal over
  empty squares; vacant chakras of either colour count as empty, so a king slides over
  them as if they were not there. It captures orthogonally only, by the long leap: along a
  rank or file, over empty squares up to one enemy piece, over it, and onto any empty
  square beyond it, up to the next occupied square.

  @source:003:3
  Scenario: A king slides along the eight lines until a piece stops it
    The black man on g7 ends the diagonal towards h8; it stands diagonally to the king, so
    the king cannot take it. The king may stop on Black's vacant chakra a7.
    Given the Medea position "8/6m1/8/8/3K4/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d4 are "d4d1 d4d2 d4d3 d4d5 d4d6 d4d7 d4d8 d4a4 d4b4 d4c4 d4e4 d4f4 d4g4 d4h4 d4a1 d4b2 d4c3 d4e5 d4f6 d4c5 d4b6 d4a7 d4e3 d4f2 d4g1"
    And "d4g7" is not legal
    And "d4xh8" is not legal

  @source:003:12 @ruling:D7
  Scenario: A king slides over its own vacant chakra, or stops on it and is sent on
    The king on a1 passes over White's chakra a2 on its way up the file and may stop on
    Black's chakra a7. Stopping on a2 sends it on to White's other chakra, h2.
    Given the Medea position "8/8/8/4m3/8/8/8/K7 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on a1 are "a1~h2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1 a1h1 a1b2 a1c3 a1d4"
    And "a1a2" is not legal
    When White plays "a1a5"
    Then the position is "8/8/8/K3m3/8/8/8/8 b a2,h2/a7,h7 1"

  @source:003:3
  Scenario: The long leap: from afar, over one piece, onto any empty square beyond
    The king on b4 takes the man on e4 from three squares away and may land on f4 or g4;
    its own man on h4 ends the landing squares. The man on e7 stands on a diagonal of the
    king and cannot be taken.
    Given the Medea position "8/4m3/8/8/1K2m2M/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "b4xf4 b4xg4"
    And "b4xh4" is not legal
    When White plays "b4xg4"
    Then the position is "8/4m3/8/8/6KM/8/8/8 b a2,h2/a7,h7 1"

  @source:003:3
  Scenario: Two pieces in a row cannot be leapt
    Given the Medea position "7m/8/8/3m4/3m4/8/8/3K4 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d1 are "d1d2 d1d3 d1a1 d1b1 d1c1 d1e1 d1f1 d1g1 d1h1 d1c2 d1b3 d1a4 d1e2 d1f3 d1g4 d1h5"
    And "d1xd6" is not legal

  @source:003:3 @source:003:5 @ruling:D4
  Scenario: The landing square is free, but the capture must go on where it can
    After the leap over a4 the king may land on a5, a6, a7 or a8, but only from a6 can it
    go on to take c6, so the majority rule sends it there; beyond c6 it lands where it likes.
    Given the Medea position "8/8/2m5/8/m7/8/8/K7 w a2,h2/a7,h7 1"
    Then the legal moves are "a1xa6xd6 a1xa6xe6 a1xa6xf6 a1xa6xg6 a1xa6xh6"
    When White plays "a1xa6xd6"
    Then the position is "8/8/3K4/8/8/8/8/8 b a2,h2/a7,h7 1"
    And the game is over: White wins: Black has no pieces
