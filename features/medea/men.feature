@medea @ruling:D2
Feature: Men — one step forward, the short leap sideways, forwards and backwards
  A man steps one square straight or diagonally forward onto an empty square; a vacant
  chakra of either colour counts as empty. It captures by the short leap over an enemy
  piece on an orthogonally neighbouring square — in front, beside or behind it — onto the
  empty square right beyond, and never diagonally. A man that ends its move on the far rank
  becomes a king.

  @source:003:3
  Scenario: A White man steps straight or diagonally forward
    Given the Medea position "4m3/8/8/8/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d4 are "d4c5 d4d5 d4e5"
    And "d4c4" is not legal
    And "d4d3" is not legal
    And "d4c3" is not legal
    When White plays "d4d5"
    Then the position is "4m3/8/8/3M4/8/8/8/8 b a2,h2/a7,h7 1"

  @source:003:3
  Scenario: Black's men step towards rank 1
    Given the Medea position "4m3/8/8/8/3M4/8/8/8 w a2,h2/a7,h7 1"
    When White plays "d4d5"
    Then the legal moves of the piece on e8 are "e8d7 e8e7 e8f7"

  @source:003:3
  Scenario: Pieces in front block a man's steps; a diagonal neighbour is not taken
    The black men on c5 and e5 stand diagonally in front of the man on d4: they block its
    diagonal steps, and a man never captures diagonally.
    Given the Medea position "6m1/8/8/2m1m3/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d4 are "d4d5"
    And "d4xb6" is not legal
    And "d4xf6" is not legal

  @source:003:3
  Scenario: A man captures forwards, sideways and backwards
    Four black men surround the man on d4 orthogonally; it may take any of them by the short
    leap, and each capture takes one piece.
    Given the Medea position "8/8/8/3m4/2mMm3/3m4/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "d4xd6 d4xb4 d4xf4 d4xd2"
    When White plays "d4xd2"
    Then the position is "8/8/8/3m4/2m1m3/8/3M4/8 b a2,h2/a7,h7 1"

  @source:003:3
  Scenario: The short leap needs an enemy piece right beside the man and an empty square right beyond
    d6 is two squares away; beyond c4 stands another black man; beyond e4 stands White's
    own man on f4. No capture is possible, so the men step.
    Given the Medea position "8/8/3m4/8/1mmMmM2/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d4 are "d4c5 d4d5 d4e5"
    And the legal moves of the piece on f4 are "f4e5 f4f5 f4g5"
    And "d4xd6" is not legal

  @source:003:3
  Scenario: A man never jumps its own pieces
    The man on d5 blocks the straight step of the man on d4 and cannot be jumped.
    Given the Medea position "4m3/8/8/3M4/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on d4 are "d4c5 d4e5"
    And "d4xd6" is not legal

  @source:003:12
  Scenario: A man may step onto a vacant chakra of the opponent as onto any empty square
    The man on b6 steps onto Black's chakra a7 and simply stands there: only a player's own
    chakras transmit.
    Given the Medea position "8/8/1M6/8/8/8/3m4/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on b6 are "b6a7 b6b7 b6c7"
    When White plays "b6a7"
    Then the position is "8/M7/8/8/8/8/3m4/8 b a2,h2/a7,h7 1"
    And a7 holds a White man
    And a7 holds a Black chakra

  @source:003:8 @ruling:D4
  Scenario: A man that steps onto the far rank becomes a king
    Given the Medea position "8/6M1/8/8/4m3/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves of the piece on g7 are "g7f8 g7g8 g7h8"
    When White plays "g7g8"
    Then the position is "6K1/8/8/8/4m3/8/8/8 b a2,h2/a7,h7 1"
    And g8 holds a White king

  @source:003:8 @ruling:D4
  Scenario: A Black man promotes on rank 1
    Given the Medea position "8/8/1M6/8/8/8/3m4/8 w a2,h2/a7,h7 1"
    When White plays "b6b7"
    And Black plays "d2d1"
    Then d1 holds a Black king
