@medea @ruling:D4
Feature: Capture conventions — those of international draughts
  Within Medea's own ways of moving, all the capture conventions of international draughts
  apply. Capture is compulsory, and of all the capture sequences the player must choose
  one that takes the most pieces, a king counting as one piece like a man. The captured
  pieces leave the board only when the whole move is complete: until then they stay where
  they are, block the capturing piece's way and cannot be taken a second time. A square may
  be visited more than once, the start square (left empty) included. A man becomes a king
  only if its move ends on the far rank.

  @source:003:3 @source:003:4
  Scenario: Capture is compulsory
    The man on d4 must take d5; neither it nor the man on b2 may step, and no chakra may move.
    Given the Medea position "8/8/8/3m4/3M4/8/1M6/8 w a2,h2/a7,h7 1"
    Then the legal moves are "d4xd6"

  @source:003:4 @source:003:5
  Scenario: A capture goes on as long as it can
    The man on d4 takes d5 and must then take c6 as well; it cannot stop on d6.
    Given the Medea start position
    When the players play "d3d4 d6d5"
    Then the legal moves are "d4xd6xb6"
    When White plays "d4xd6xb6"
    Then the position is "mmmmmmmm/1mmmmmm1/1M2mm2/8/8/2M1MM2/1MMMMMM1/MMMMMMMM b a2,h2/a7,h7 2"

  @source:003:5
  Scenario: The sequence that takes the most pieces must be played
    The man on b2 could take one man, the man on f4 two: only the double capture is legal.
    It ends on the far rank, so the man becomes a king.
    Given the Medea position "8/5m2/8/5m2/1m3M2/1M6/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "f4xf6xf8"
    And "b3xb5" is not legal
    When White plays "f4xf6xf8"
    Then the position is "5K2/8/8/8/1m6/1M6/8/8 b a2,h2/a7,h7 1"

  @source:003:5
  Scenario: A king counts as one piece: two men outweigh it
    The man on e3 could take the black king on e4; the man on c3 can take two men. The two
    men must be taken.
    Given the Medea position "8/8/2m5/8/2m1k3/2M1M3/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "c3xc5xc7"
    And "e3xe5" is not legal

  @source:003:5
  Scenario: A king and a man weigh the same as two men
    Both sequences take two pieces, so White may choose either.
    Given the Medea position "8/8/2m1m3/8/2m1k3/2M1M3/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "c3xc5xc7 e3xe5xe7"

  @source:003:6 @source:003:7
  Scenario: Captured pieces stay on the board until the move is complete, and block
    The king takes d3, f6 and g5 and comes to rest on the g-file. From g3 it would go on
    along the third rank to take b3, but the man on d3, already taken and still on the
    board, stands in its way and cannot be leapt a second time (the Turkish strike).
    Given the Medea position "8/8/5m2/6m1/8/1m1m4/8/3K4 w a2,h2/a7,h7 1"
    Then the legal moves are "d1xd6xg6xg4 d1xd6xg6xg3 d1xd6xg6xg2 d1xd6xg6xg1"
    And "d1xd6xg6xg3xa3" is not legal
    When White plays "d1xd6xg6xg3"
    Then the position is "8/8/8/8/8/1m4K1/8/8 b a2,h2/a7,h7 1"

  @source:003:7
  Scenario: A piece may not be captured twice
    After taking d5 the man on d6 could leap back over it to d4, its start square, now
    empty; but d5 is already taken.
    Given the Medea position "7m/8/8/3m4/3M4/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "d4xd6"
    And "d4xd6xd4" is not legal

  @source:003:7 @ruling:D5
  Scenario: A capture may end on its own start square
    The man on d4 runs round e5 taking all four men and comes back to d4, which it left
    empty. It may run either way round; both are the same move.
    Given the Medea position "3m4/8/4m3/3m1m2/3Mm3/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves, written in short, are "d4xd4"
    And the ways to capture from d4 are "d4xd6xf6xf4xd4 d4xf4xf6xd6xd4"
    When White plays "d4xd4"
    Then the position is "3m4/8/8/8/3M4/8/8/8 b a2,h2/a7,h7 1"

  @source:003:7 @ruling:D5
  Scenario: A square may be visited more than once
    The man passes d4, its start square, on its way round e5 and goes on to take c4.
    Given the Medea position "3m4/8/4m3/3m1m2/2mMm3/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves, written in short, are "d4xb4"
    And the ways to capture from d4 are "d4xd6xf6xf4xd4xb4 d4xf4xf6xd6xd4xb4"
    When White plays "d4xb4"
    Then the position is "3m4/8/8/8/1M6/8/8/8 b a2,h2/a7,h7 1"

  @source:003:8
  Scenario: A man that passes the far rank during a capture and leaves it stays a man
    The man reaches e8 after its first leap but goes on to c8 and back down to c6.
    Given the Medea position "3m4/2m1m3/4M3/8/8/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "e6xe8xc8xc6"
    When White plays "e6xe8xc8xc6"
    Then the position is "8/8/2M5/8/8/8/8/8 b a2,h2/a7,h7 1"
    And c6 holds a White man
    And the last move did not promote the man

  @source:003:8
  Scenario: A man whose capture ends on the far rank becomes a king
    Given the Medea position "7m/4m3/4M3/8/8/8/8/8 w a2,h2/a7,h7 1"
    Then the legal moves are "e6xe8"
    When White plays "e6xe8"
    Then e8 holds a White king
    And the last move promoted the man
