@chakra @ruling:C9
Feature: Passing through the Transmitter
  A piece standing on one of its own chakras that could move onto the other, vacant one is
  sent straight back to where it stands: the player passes his turn. A pass changes
  nothing on the board and, like any move, may not leave the own King in check.

  @source:002:90-91
  Scenario: A Monkey on its own chakra may pass
    The Monkey on White's chakra c3 could jump onto White's other chakra, b1.
    Given the Chakra position "7k/8/8/8/8/2N5/8/7K w b1N,c3N - 1"
    Then the legal moves of the piece on c3 are "c3a2 c3a4 c3b5 c3d1 c3d5 c3e2 c3e4 pass"
    When White plays "pass"
    Then the position is "7k/8/8/8/8/2N5/8/7K b b1N,c3N - 1"

  @source:002:87-91 @ruling:C4
  Scenario: Under the 1995 rules the Monkey may also stop on the other chakra
    Given the Chakra position "7k/8/8/8/8/2N5/8/7K w b1N,c3N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on c3 are "c3a2 c3a4 c3b1 c3b5 c3d1 c3d5 c3e2 c3e4 pass"

  @source:002:90-91
  Scenario: Both players pass and nothing changes but the move number
    Given the Chakra position "7k/8/2n5/8/8/2N5/8/7K w b1N,c3N,c6n,b8n - 1"
    When White plays "pass"
    Then the legal moves of the piece on c6 are "c6a5 c6a7 c6b4 c6d4 c6d8 c6e5 c6e7 pass"
    When Black plays "pass"
    Then the position is "7k/8/2n5/8/8/2N5/8/7K w b1N,c3N,c6n,b8n - 2"

  @source:002:90-91 @ruling:C12
  Scenario: No pass out of check
    Black's Samurai on h6 checks the King on h1; passing would change nothing.
    Given the Chakra position "7k/8/7s/8/8/2N5/8/7K w b1N,c3N - 1"
    Then White is in check
    And the legal moves are "h1g1 h1g2"

  @source:002:90-91
  Scenario: A King on his own chakra may pass as well
    Given the Chakra position "4k3/8/8/8/8/8/8/4K3 w e1N,d2N - 1"
    Then the legal moves of the piece on e1 are "e1d1 e1e2 e1f1 e1f2 pass"
