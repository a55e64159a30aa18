@medea @ruling:D4
Feature: Entering a capture hop by hop
  A capture may be entered in the game one leap at a time. Each hop must continue a
  capture sequence the rules allow (majority rule included); while hops are pending the
  player is in the middle of a capture and the pieces taken so far still stand on the
  board. The move is made when the hops complete a legal capture, exactly as if it had been
  entered whole.

  @source:003:6
  Scenario: A double capture entered hop by hop
    Given the Medea position "7m/8/4m3/3m4/3M4/8/8/8 w a2,h2/a7,h7 1"
    When White hops "d4xd6"
    Then White is in the middle of a capture
    And the pieces taken so far are "d5"
    And the position is "7m/8/4m3/3m4/3M4/8/8/8 w a2,h2/a7,h7 1"
    When White hops "d6xf6"
    Then the capture is complete
    And the last move took "d5 e6"
    And the position is "7m/8/5M2/8/8/8/8/8 b a2,h2/a7,h7 1"
    And it is Black's turn

  @source:003:5
  Scenario: A hop that starts a smaller capture is refused
    The man could take c4 alone, but the majority rule demands the double capture.
    Given the Medea position "7m/8/4m3/3m4/2mM4/8/8/8 w a2,h2/a7,h7 1"
    Then the game rejects the hop "d4xb4"
    When White captures hop by hop "d4xd6" then "d6xf6"
    Then the capture is complete
    And the position is "7m/8/5M2/8/2m5/8/8/8 b a2,h2/a7,h7 1"

  @source:003:3 @source:003:5 @ruling:D3
  Scenario: A king chooses its landing squares hop by hop
    Landing on a5 would end the capture after one piece, so that hop is refused; from a6
    the king goes on and picks its last landing square freely.
    Given the Medea position "7m/8/2m5/8/m7/8/8/K7 w a2,h2/a7,h7 1"
    Then the game rejects the hop "a1xa5"
    When White hops "a1xa6"
    Then White is in the middle of a capture
    And the game rejects the hop "a6xa8"
    When White hops "a6xg6"
    Then the capture is complete
    And the position is "7m/8/6K1/8/8/8/8/8 b a2,h2/a7,h7 1"

  @source:003:7 @ruling:D5
  Scenario: Either way round, the hops make the same move; no piece is leapt twice
    The man may not leap back over e4, already taken.
    Given the Medea position "3m4/8/4m3/3m1m2/3Mm3/8/8/8 w a2,h2/a7,h7 1"
    When White hops "d4xf4"
    Then the game rejects the hop "f4xd4"
    When White captures hop by hop "f4xf6" then "f6xd6"
    Then White is in the middle of a capture
    And the pieces taken so far are "e4 f5 e6"
    And the game rejects the hop "d6xd8"
    When White hops "d6xd4"
    Then the capture is complete
    And the last move took "d5 e4 f5 e6"
    And the position is "3m4/8/8/8/3M4/8/8/8 b a2,h2/a7,h7 1"

  @source:003:4
  Scenario: No hop without a capture
    Given the Medea position "7m/8/8/8/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the game rejects the hop "d4xd6"

  @ruling:G1
  Scenario: Only the side to move may hop
    The black man on d5 could leap over d4 if it were Black's turn.
    Given the Medea position "7m/8/8/3m4/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the game rejects the hop "d5xd3"
    When White hops "d4xd6"
    Then the capture is complete

  @source:003:8
  Scenario: A man that ends its hops on the far rank becomes a king
    Given the Medea position "3m4/2m1m3/4M3/8/8/8/8/8 w a2,h2/a7,h7 1"
    When White captures hop by hop "e6xe8" then "e8xc8"
    Then White is in the middle of a capture
    And the game rejects the hop "c8xa8"
    When White hops "c8xc6"
    Then the capture is complete
    And c6 holds a White man
    And the last move did not promote the man
