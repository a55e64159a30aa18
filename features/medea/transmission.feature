@medea @ruling:D7
Feature: Transmission — the basic property of the Transmitter
  A piece that steps, without capturing, onto an empty chakra of its own side is carried on to
  the twin chakra when that one is empty or holds an enemy piece, which it then takes by
  replacement. When the twin holds a piece of its own side nothing is carried: the piece
  stays, and its side now stands on both chakras. A capture by leaping never transmits, and
  an opponent's chakra never does. A man that ends its move on the far rank through the
  Transmitter becomes a king; a man that enters a chakra on the far rank and is sent away
  from it does not.

  White's chakras stand on c3 and f6 unless the scenario says otherwise.

  @source:003:15
  Scenario: A man that steps onto its own chakra is sent on to the vacant other one
    Given the Medea position "3m4/8/8/8/8/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves of the piece on b2 are "b2a3 b2b3 b2~f6"
    And "b2c3" is not legal
    When White plays "b2~f6"
    Then the position is "3m4/8/5M2/8/8/8/8/8 b c3,f6/a7,h7 1"
    And c3 holds a vacant White chakra
    And the last move went through the chakra on c3

  @source:003:15 @source:003:18 @ruling:D8
  Scenario: An enemy piece on the far chakra is captured by replacement
    The replacement is the only capture, so it is compulsory.
    Given the Medea position "3m4/8/5m2/8/8/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves are "b2~xf6"
    When White plays "b2~xf6"
    Then the position is "3m4/8/5M2/8/8/8/8/8 b c3,f6/a7,h7 1"
    And the last move took "f6"

  @source:003:15
  Scenario: A piece of its own side on the far chakra: the Transmitter does not work
    The man stays on c3 and White occupies both chakras.
    Given the Medea position "3m4/8/5M2/8/8/8/1M6/8 w c3,f6/a7,h7 1"
    Then the legal moves of the piece on b2 are "b2a3 b2b3 b2c3"
    When White plays "b2c3"
    Then the position is "3m4/8/5M2/8/8/2M5/8/8 b c3,f6/a7,h7 1"
    And c3 holds a White man
    And f6 holds a White man

  @source:003:15
  Scenario: A capture that ends on the own chakra does not transmit
    The man leaps over b3 onto White's chakra b4 and stays there, though f6 is vacant.
    Given the Medea position "3m4/8/8/8/8/1m6/1M6/8 w b4,f6/a7,h7 1"
    Then the legal moves are "b2xb4"
    When White plays "b2xb4"
    Then the position is "3m4/8/8/8/1M6/8/8/8 b b4,f6/a7,h7 1"

  @source:003:12 @source:003:15 @ruling:D3
  Scenario: A king that stops on either of its vacant chakras is sent to the other
    The king on d1 slides up the diagonal to h5 or up the file to d4, both White's
    chakras: stopping on one sends it to the other. It slides over d4 to the squares beyond.
    Given the Medea position "8/1m6/8/8/8/8/8/3K4 w d4,h5/a7,h7 1"
    Then the legal moves of the piece on d1 are "d1a1 d1b1 d1c1 d1e1 d1f1 d1g1 d1h1 d1d2 d1d3 d1~h5 d1d5 d1d6 d1d7 d1d8 d1c2 d1b3 d1a4 d1e2 d1f3 d1g4 d1~d4"
    When White plays "d1~d4"
    Then the position is "8/1m6/8/8/3K4/8/8/8 b d4,h5/a7,h7 1"
    And the last move went through the chakra on h5

  @source:003:15 @ruling:D4
  Scenario: A man is promoted instantly with one chakra in front of it and the other on the far rank
    Given the Medea position "6m1/8/8/8/8/8/3M4/8 w d3,e8/a7,h7 1"
    Then the legal moves of the piece on d2 are "d2c3 d2e3 d2~e8"
    When White plays "d2~e8"
    Then the position is "4K1m1/8/8/8/8/8/8/8 b d3,e8/a7,h7 1"
    And e8 holds a White king
    And the last move promoted the man

  @source:003:8 @source:003:15 @ruling:D4
  Scenario: A man sent away from the far rank by the Transmitter does not promote
    The man on d7 steps onto White's chakra d8, on the far rank, and is sent to b3.
    Given the Medea position "8/3M4/8/m7/8/8/8/8 w b3,d8/a7,h7 1"
    Then the legal moves of the piece on d7 are "d7c8 d7e8 d7~b3"
    When White plays "d7~b3"
    Then the position is "8/8/8/m7/8/1M6/8/8 b b3,d8/a7,h7 1"
    And b3 holds a White man
    And the last move did not promote the man

  @source:003:8 @source:003:15 @ruling:D4
  Scenario: A man that stays on its chakra on the far rank promotes
    The far chakra e1 holds White's own man, so the man stepping onto d8 stays there — on
    the far rank — and becomes a king.
    Given the Medea position "8/3M4/8/m7/8/8/8/4M3 w e1,d8/a7,h7 1"
    Then the legal moves of the piece on d7 are "d7c8 d7d8 d7e8"
    When White plays "d7d8"
    Then the position is "3K4/8/8/m7/8/8/8/4M3 b e1,d8/a7,h7 1"

  @source:003:12
  Scenario: A piece standing on a chakra may be captured; the chakra stays
    The black man on d5 stands on White's chakra; the man on d4 takes it, and the chakra
    is vacant again.
    Given the Medea position "6m1/8/8/3m4/3M4/8/8/8 w c3,d5/a7,h7 1"
    Then the legal moves are "d4xd6"
    When White plays "d4xd6"
    Then the position is "6m1/8/3M4/8/8/8/8/8 b c3,d5/a7,h7 1"
    And d5 holds a vacant White chakra
