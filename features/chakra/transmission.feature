@chakra
Feature: Transmission — the basic property of the Transmitter
  When a piece moves onto a vacant chakra of its own colour and the other chakra is vacant
  or holds an enemy piece, the piece is sent on to the other chakra, taking what stands
  there. If the other chakra holds a piece of its own side the piece stays where it is.
  Under the current rules a piece that enters its own vacant chakra is always sent on;
  under the 1995 rules it may also stop there.

  White's chakras stand on c3 and f6; the Monkey on b1 can jump to c3.

  @source:000:13-14 @ruling:C4 @ruling:C8
  Scenario: A Monkey that jumps onto its own chakra is sent on to the other one
    Given the Chakra position "7k/8/8/8/8/8/8/1N5K w c3N,f6N - 1"
    Then the legal moves of the piece on b1 are "b1a3 b1d2 b1~f6"
    When White plays "b1~f6"
    Then the position is "7k/8/5N2/8/8/8/8/7K b c3N,f6N - 1"

  @source:002:87-89 @ruling:C4 @ruling:C8
  Scenario: Under the 1995 rules the Monkey may also stop on its chakra
    Given the Chakra position "7k/8/8/8/8/8/8/1N5K w c3N,f6N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on b1 are "b1a3 b1c3 b1d2 b1~f6"
    When White plays "b1c3"
    Then the position is "7k/8/8/8/8/2N5/8/7K b c3N,f6N - 1"

  @source:000:14 @source:002:87-89 @ruling:C8
  Scenario: An enemy piece on the far chakra is taken
    Given the Chakra position "7k/8/5m2/8/8/8/8/1N5K w c3N,f6N - 1"
    Then the legal moves of the piece on b1 are "b1a3 b1d2 b1~xf6"
    When White plays "b1~xf6"
    Then the position is "7k/8/5N2/8/8/8/8/7K b c3N,f6N m 1"

  @source:000:14 @ruling:C8
  Scenario Outline: A piece of its own side on the far chakra: the Transmitter does not work
    The Monkey stays on c3 and White occupies both chakras.
    Given the Chakra position "7k/8/5P2/8/8/8/8/1N5K w c3N,f6N - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on b1 are "b1a3 b1c3 b1d2"
    When White plays "b1c3"
    Then the position is "7k/8/5P2/8/8/2N5/8/7K b c3N,f6N - 1"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:002:82-83 @source:002:148 @ruling:C8
  Scenario Outline: Taking an enemy piece on one's own chakra does not transmit
    Given the Chakra position "7k/8/8/8/8/2p5/8/1N5K w c3N,f6N - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on b1 are "b1a3 b1d2 b1xc3"
    When White plays "b1xc3"
    Then the position is "7k/8/8/8/8/2N5/8/7K b c3N,f6N - 1"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:002:82 @ruling:C8
  Scenario Outline: An enemy chakra is just a square to stand on
    The chakras on c3 and f6 are Black's: the Monkey stops on c3.
    Given the Chakra position "7k/8/8/8/8/8/8/1N5K w c3n,f6n - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on b1 are "b1a3 b1c3 b1d2"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @ruling:C4 @ruling:C12 @ruling:C16
  Scenario: A move that would be sent on into check cannot be played at all
    Stepping onto e2 would send the King on to e7, where Black's Samurai attacks him (the
    chakra on e7 stops the Samurai's ride, but he may land on it).
    Given the Chakra position "7k/s7/8/8/8/8/8/4K3 w e2N,e7N - 1"
    Then the legal moves of the piece on e1 are "e1d1 e1d2 e1f1 e1f2"

  @ruling:C4 @ruling:C16
  Scenario: Under the 1995 rules the King may stop on the chakra instead
    Given the Chakra position "7k/s7/8/8/8/8/8/4K3 w e2N,e7N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on e1 are "e1d1 e1d2 e1e2 e1f1 e1f2"
