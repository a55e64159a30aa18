@medea @ruling:D5
Feature: What counts as one move
  Capture sequences with the same start square, the same end square and the same set of
  captured pieces are one move, however the piece got there — the convention behind the
  published move counts of draughts. Sequences that take different pieces are different
  moves even when they start and end on the same squares; they are written with their
  landing squares. A capture may also be written by its start and end squares alone
  when no other move shares them.

  @source:003:7
  Scenario: Two ways round the same men are one move
    Given the Medea position "3m4/8/4m3/3m1m2/3Mm3/8/8/8 w a2,h2/a7,h7 1"
    Then the number of legal moves is 1
    And the ways to capture from d4 are "d4xd6xf6xf4xd4 d4xf4xf6xd6xd4"
    And the legal moves, written in short, are "d4xd4"

  @source:003:3
  Scenario: Same start and end, different pieces taken: two moves
    The king on a7 takes three men in each of three ways. Two of them end on a2: one takes
    d7, f6 and b2, the other d7, g4 and b2. They are different moves, and "a7xa2" alone
    does not say which one is meant.
    Given the Medea position "8/K2m4/5m2/8/6m1/8/1m6/8 w a1,h1/a8,h8 1"
    Then the legal moves are "a7xf7xf4xh4 a7xf7xf2xa2 a7xg7xg2xa2"
    And the number of legal moves is 3
    And "a7xa2" is ambiguous between "a7xf7xf2xa2" and "a7xg7xg2xa2"
    And the legal moves, written in short, are "a7xh4 a7xf7xf2xa2 a7xg7xg2xa2"
    When White plays "a7xg7xg2xa2"
    Then the position is "8/8/5m2/8/8/8/K7/8 b a1,h1/a8,h8 1"
    And the last move took "d7 g4 b2"

  @source:003:3
  Scenario: A capture written by its start and end squares
    Given the Medea position "8/8/2m5/8/m7/8/8/K7 w a2,h2/a7,h7 1"
    When White plays "a1xf6"
    Then the position is "8/8/5K2/8/8/8/8/8 b a2,h2/a7,h7 1"
    And the last move took "a4 c6"
