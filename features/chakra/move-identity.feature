@chakra @ruling:C16
Feature: What counts as one move
  Two ways of reaching the same result from the same square — same end square, same
  capture, same promotion, same chakra faces — are one move, written in its direct form;
  the Transmitter mark `~` appears only where the Transmitter is the only way. Moving a
  chakra and moving it with a flip are two different moves.

  @ruling:C8
  Scenario Outline: A Monkey that can take on the far chakra directly or through the Transmitter has one move
    The Monkey on b1 can take the pawn on White's chakra d2 by jumping there, or by jumping
    onto White's chakra c3 and being sent on to d2: the same move, written b1xd2.
    Given the Chakra position "7k/8/8/8/8/8/3p4/1N5K w d2N,c3N - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on b1 are "<moves>"

    Examples:
      | ruleset | moves            |
      | current | b1a3 b1xd2       |
      | 1995    | b1a3 b1c3 b1xd2  |

  @source:000:11 @ruling:C7 @ruling:C8
  Scenario: A Queen that can take on the far chakra directly or through the Transmitter has one move
    The Queen takes the Monkey on h5 along the diagonal, or by stepping onto her chakra d4;
    she crosses her own chakra on the way up the file.
    Given the Chakra position "7k/8/8/7n/8/8/K7/3Q4 w d4N,h5N - 1"
    Then the legal moves of the piece on d1 are "d1a1 d1b1 d1c1 d1e1 d1f1 d1g1 d1h1 d1d2 d1d3 d1d5 d1d6 d1d7 d1d8 d1c2 d1b3 d1a4 d1e2 d1f3 d1g4 d1xh5"
    When White plays "d1xh5"
    Then the position is "7k/8/8/7Q/8/8/K7/8 b d4N,h5N n 1"

  @ruling:C4 @ruling:C8
  Scenario: Under the 1995 rules stopping on the near chakra is a move of its own
    Given the Chakra position "7k/8/8/7n/8/8/K7/3Q4 w d4N,h5N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on d1 are "d1a1 d1b1 d1c1 d1e1 d1f1 d1g1 d1h1 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8 d1c2 d1b3 d1a4 d1e2 d1f3 d1g4 d1xh5"

  @ruling:C5 @source:002:77-80
  Scenario: A chakra move with a flip and one without are two moves
    Given the Chakra start position
    Then the legal moves of the chakra on a2 are "Ta2b4 Ta2b4* Ta2c3 Ta2c3* Ta2*"

  @ruling:C3
  Scenario: Under the 1995 rules any pawn on its second rank may step two squares
    A pawn sent by the Transmitter back to b2 may still step two squares.
    Given the Chakra position "7k/8/8/8/4P3/8/8/K7 w b2N,e5N - 20"
    And the ruleset is "1995"
    When White plays "e4~b2"
    And Black plays "h8g8"
    Then the legal moves of the piece on b2 are "b2b3 b2b4"

  @ruling:C4 @ruling:C7 @ruling:C8
  Scenario Outline: A Monk whose diagonal runs over both of his chakras
    The Monk on a2 rides over White's chakras c4 and f7. Under the current rules landing on
    either sends him to the other, so he reaches each only through the Transmitter; under
    the 1995 rules he may stop on either, and going through the other chakra is the same
    move.
    Given the Chakra position "4k3/8/8/8/8/3C4/M7/4K3 w c4N,f7N - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on a2 are "<moves>"

    Examples:
      | ruleset | moves                                                |
      | current | a2a1 a2a3 a2b1 a2b2 a2b3 a2~c4 a2d5 a2e6 a2~f7 a2g8   |
      | 1995    | a2a1 a2a3 a2b1 a2b2 a2b3 a2c4 a2d5 a2e6 a2f7 a2g8     |
