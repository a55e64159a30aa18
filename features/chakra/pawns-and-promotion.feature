@chakra
Feature: Pawns and promotion
  A pawn steps one square straight ahead onto an empty square and takes diagonally forward.
  The current rules forbid the initial double step; the 1995 rules allow it. There is no
  en passant. A pawn reaching the last rank becomes a piece its side has lost — never a
  pawn, never a chakra — and with nothing lost it may not step onto the last rank at all.

  @source:000:8 @ruling:C3
  Scenario: Under the current rules a pawn steps one square, also from its first square
    Given the Chakra position "7k/8/8/8/8/3p1p2/4P3/7K w - - 1"
    Then the legal moves of the piece on e2 are "e2e3 e2xd3 e2xf3"

  @source:002:70 @ruling:C3
  Scenario: Under the 1995 rules a pawn on its second rank may also step two squares
    Given the Chakra position "7k/8/8/8/8/3p1p2/4P3/7K w - - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on e2 are "e2e3 e2e4 e2xd3 e2xf3"

  @source:000:8 @source:002:70 @ruling:C3
  Scenario Outline: A pawn never takes straight ahead
    Given the Chakra position "7k/8/8/8/8/4p3/4P3/7K w - - 1"
    And the ruleset is "<ruleset>"
    Then the piece on e2 has no legal moves

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:002:70 @ruling:C3
  Scenario: No en passant, even after a double step
    Given the Chakra position "7k/3p4/8/4P3/8/8/8/K7 b - - 1"
    And the ruleset is "1995"
    When Black plays "d7d5"
    Then the legal moves of the piece on e5 are "e5e6"

  @source:000:8 @ruling:C3
  Scenario: Under the current rules there is no double step to take en passant
    Given the Chakra position "7k/3p4/8/4P3/8/8/8/K7 b - - 1"
    Then the legal moves of the piece on d7 are "d7d6"

  @source:000:16 @source:002:71 @ruling:C14
  Scenario: A pawn promotes to a piece its side has lost
    White has lost a Queen and a Monkey.
    Given the Chakra position "8/4P3/7k/8/8/8/8/K7 w - QN 1"
    Then the legal moves of the piece on e7 are "e7e8=Q e7e8=N"
    When White plays "e7e8=N"
    Then the position is "4N3/8/7k/8/8/8/8/K7 b - Q 1"

  @source:002:71 @ruling:C14
  Scenario: Never to a chakra: after losing the Transmitter and a Monk, only a Monk
    White has no chakras left and has lost a Monk.
    Given the Chakra position "8/4P3/7k/8/8/8/8/K7 w a7n,h7n M 1"
    Then the legal moves of the piece on e7 are "e7e8=M"

  @source:002:71 @ruling:C14
  Scenario: With nothing lost a pawn may not step onto the last rank
    Given the Chakra position "8/4P3/7k/8/8/8/8/K7 w - - 1"
    Then the piece on e7 has no legal moves

  @ruling:C14
  Scenario: A pawn that cannot promote still attacks the last rank
    The black King may not step to f8, which the pawn on e7 attacks.
    Given the Chakra position "6k1/4P3/8/8/8/8/8/K7 b - - 1"
    Then the legal moves are "g8f7 g8g7 g8h7 g8h8"

  @ruling:C14
  Scenario: A captured promoted piece goes back to the pool as its own type
    Given the Chakra position "3s4/4P2k/8/8/8/8/8/K7 w - Q 1"
    Then the legal moves of the piece on e7 are "e7e8=Q e7xd8=Q"
    When White plays "e7e8=Q"
    Then the position is "3sQ3/7k/8/8/8/8/8/K7 b - - 1"
    When Black plays "d8xe8"
    Then the position is "4s3/7k/8/8/8/8/8/K7 w - Q 2"

  @source:000:16 @source:002:150 @ruling:C8 @ruling:C14
  Scenario: Instant promotion: one chakra in front of the pawn, the other on the last rank
    Given the Chakra position "7k/8/8/8/8/8/4P3/7K w e3N,b8N QS 1"
    Then the legal moves of the piece on e2 are "e2~b8=Q e2~b8=S"
    When White plays "e2~b8=S"
    Then the position is "1S5k/8/8/8/8/8/8/7K b e3N,b8N Q 1"

  @source:000:16 @source:002:150 @ruling:C4 @ruling:C14
  Scenario: Under the 1995 rules the pawn may also stop on the chakra, or step over it
    Given the Chakra position "7k/8/8/8/8/8/4P3/7K w e3N,b8N QS 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on e2 are "e2e3 e2e4 e2~b8=Q e2~b8=S"

  @ruling:C14 @ruling:C16
  Scenario: With nothing lost the pawn may not enter the chakra that would send it to the last rank
    Transmission is compulsory, so stepping onto e3 would put the pawn on b8 unpromoted.
    Given the Chakra position "7k/8/8/8/8/8/4P3/7K w e3N,b8N - 1"
    Then the piece on e2 has no legal moves

  @ruling:C4 @ruling:C14 @ruling:C16
  Scenario: Under the 1995 rules the same pawn may still stop on its chakra
    Given the Chakra position "7k/8/8/8/8/8/4P3/7K w e3N,b8N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on e2 are "e2e3 e2e4"

  @ruling:C12 @ruling:C16
  Scenario: A pawn with nothing to promote to still gives check through the Transmitter
    The black King stands on White's chakra b8; the pawn on e2 could step onto e3.
    Given the Chakra position "1k6/8/8/8/8/8/4P3/7K b e3N,b8N - 1"
    Then Black is in check
    And the legal moves are "b8a7 b8a8 b8b7 b8c7 b8c8"

  @ruling:C14
  Scenario: A pawn that enters its chakra on the last rank and is sent away does not promote
    Given the Chakra position "7k/4P3/8/8/8/8/8/K7 w a4N,e8N - 1"
    Then the legal moves of the piece on e7 are "e7~a4"
    When White plays "e7~a4"
    Then the position is "7k/8/8/8/P7/8/8/K7 b a4N,e8N - 1"

  @ruling:C8
  Scenario: A pawn enters its own chakra only with its step forward
    White's chakra on d3 is diagonally in front of the pawn; it may not step there.
    Given the Chakra position "7k/8/8/8/8/8/4P3/K7 w d3N,h6N - 1"
    Then the legal moves of the piece on e2 are "e2e3"

  @ruling:C8 @source:002:149
  Scenario: A pawn that uses the Transmitter takes the way it moves
    The pawn on e3 steps onto its chakra e4 and takes the Samurai on the far chakra b7.
    Given the Chakra position "7k/1s6/8/8/8/4P3/8/K7 w e4N,b7N - 1"
    Then the legal moves of the piece on e3 are "e3~xb7"
    When White plays "e3~xb7"
    Then the position is "7k/1P6/8/8/8/8/8/K7 b e4N,b7N s 1"

  @ruling:C8 @source:002:82-83
  Scenario: A pawn that takes a piece standing on its own chakra stays there
    Given the Chakra position "7k/8/8/8/8/3p4/4P3/K7 w d3N,h6N - 1"
    Then the legal moves of the piece on e2 are "e2e3 e2xd3"
    When White plays "e2xd3"
    Then the position is "7k/8/8/8/8/3P4/8/K7 b d3N,h6N - 1"
