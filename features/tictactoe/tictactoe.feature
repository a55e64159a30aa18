@tictactoe
Feature: Tic-tac-toe — the fifth game, kept in the test tree
  Tic-tac-toe proves that a game is one folder per layer: its rules, its text and its steps
  live in the test tree and are registered only there. Two players, X (White) and O (Black),
  take turns marking the empty squares of a three-by-three board; three marks in a row win,
  and a full board without a row is a draw. In the misère game three in a row loses.

  @source:T1
  Scenario: The game starts on an empty board, X to mark first
    Given the tic-tac-toe start position
    Then the tic-tac-toe board reads ".../.../... w"
    And X may mark any of 9 squares

  @source:T2
  Scenario: A mark goes on an empty square, and the turn passes
    Given the tic-tac-toe start position
    When X marks b2
    Then the tic-tac-toe board reads ".../.X./... b"
    And O may mark any of 8 squares
    And O may not mark b2

  @source:T3
  Scenario: Three in a row wins
    Given the tic-tac-toe start position
    When the players mark "a1 a2 b1 b2 c1"
    Then the tic-tac-toe game is over: X wins with three in a row
    And no square may be marked

  @source:T3
  Scenario: In the misère game three in a row loses
    Given the misère tic-tac-toe start position
    When the players mark "a1 a2 b1 b2 c1"
    Then the tic-tac-toe game is over: O wins with three in a row

  @source:T4
  Scenario: A full board without three in a row is a draw
    Given the tic-tac-toe start position
    When the players mark "a3 b3 c3 b2 a2 c2 b1 a1 c1"
    Then the tic-tac-toe board reads "XOX/XOO/OXX b"
    And the tic-tac-toe game is over: a draw on a full board

  @source:T1 @source:T2 @source:T3 @source:T4
  Scenario Outline: The number of ways to play the first marks
    Given the tic-tac-toe start position
    Then there are <games> ways to play the first <marks> marks

    Examples:
      | marks | games  |
      | 1     | 9      |
      | 2     | 72     |
      | 3     | 504    |
      | 9     | 127872 |
