@medea @ruling:D8
Feature: Capture by replacement and the majority rule
  A piece that captures through the Transmitter captures by replacement, and that takes one
  piece only: any capture by leaping that takes two or more pieces comes first. Between a
  leap that takes a single piece and a replacement the player is free to choose. When
  replacement is the only capture available it is compulsory, like all capture. When no
  capture exists, a piece standing on one of its own chakras that could move onto the
  other, vacant one may pass: it is sent straight back to where it stands.

  White's chakras stand on c3 and f6; a black man stands on f6.

  @source:003:18 @source:003:19
  Scenario: A single leap or a replacement: the player chooses
    Given the Medea position "3m4/8/5m2/m7/M7/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves are "a4xa6 b2~xf6"
    When White plays "b2~xf6"
    Then the position is "3m4/8/5M2/m7/M7/8/8/8 b c3,f6/a7,h7 1"

  @source:003:18 @source:003:19
  Scenario: The single leap may be chosen instead
    Given the Medea position "3m4/8/5m2/m7/M7/8/1M6/8 w c3,f6/a7,h7 1"
    When White plays "a4xa6"
    Then the position is "3m4/8/M4m2/8/8/8/1M6/8 b c3,f6/a7,h7 1"

  @source:003:18
  Scenario: A leap taking two pieces comes before the replacement
    The man on g4 takes g5 and then the man on the chakra f6 by leaping; the replacement of
    f6 through the Transmitter takes only one piece and is not allowed.
    Given the Medea position "3m4/8/5m2/6m1/6M1/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves are "g4xg6xe6"
    And "b2~xf6" is not legal

  @source:003:20 @source:003:4
  Scenario: When replacement is the only capture it is compulsory
    Neither man may step, and no chakra may move.
    Given the Medea position "3m4/8/5m2/8/8/8/1M4M1/8 w c3,f6/a7,h7 1"
    Then the legal moves are "b2~xf6"

  @source:003:18
  Scenario: A king on the far chakra counts as one piece too
    Given the Medea position "3m4/8/5k2/m7/M7/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves are "a4xa6 b2~xf6"

  @source:003:12 @source:003:18 @ruling:D3 @ruling:D7
  Scenario: A king captures by replacement too
    The king slides up the diagonal onto White's chakra c3 and is sent to f6, taking the
    man there. It cannot take f6 by a leap (it stands diagonally), and the replacement is
    the only capture, so it is compulsory.
    Given the Medea position "3m4/8/5m2/8/8/8/8/K7 w c3,f6/a7,h7 1"
    Then the legal moves are "a1~xf6"
    When White plays "a1~xf6"
    Then the position is "3m4/8/5K2/8/8/8/8/8 b c3,f6/a7,h7 1"
    And the last move took "f6"

  @source:003:15
  Scenario: A piece on its own chakra passes through the Transmitter when no capture exists
    The man on c3 could step onto White's vacant chakra d4 and would be sent back to c3.
    Given the Medea position "3m4/8/8/8/8/2M5/8/8 w c3,d4/a7,h7 1"
    Then the legal moves of the piece on c3 are "c3b4 c3c4 pass"
    When White plays "pass"
    Then the position is "3m4/8/8/8/8/2M5/8/8 b c3,d4/a7,h7 1"

  @source:003:15
  Scenario: A king on its own chakra may pass as well
    Given the Medea position "3m4/8/8/8/8/8/8/K7 w a1,h8/a7,h7 1"
    Then the legal moves of the piece on a1 are "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1 a1h1 a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 pass"

  @source:003:4 @source:003:15
  Scenario: No pass while a capture is available
    Given the Medea position "3m4/8/8/m7/M7/2M5/8/8 w c3,d4/a7,h7 1"
    Then the legal moves are "a4xa6"
    And "pass" is not legal
