@chakra @ruling:C7 @source:002:113
Feature: Chakras in the way — enemy chakras stop, own chakras do not
  A piece may move onto an enemy chakra but not over it, so a chakra can be put in the way
  of a check. A player's own chakras are squares to him: his pieces cross them as if they
  were not there. Any piece may stand on a chakra and be taken there.

  @source:000:9 @source:002:115
  Scenario Outline: A Samurai's ride ends on an enemy chakra
    Black's chakra on a5 stops the Samurai on a1: he may land on it but not pass it.
    Given the Chakra position "7k/8/8/8/8/8/8/S6K w h4n,a5n - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on a1 are "a1a2 a1a3 a1a4 a1a5 a1b1 a1b2 a1c1 a1d1 a1e1 a1f1 a1g1"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:000:11 @source:002:118-119 @ruling:C8
  Scenario: A Samurai rides over his own chakra
    White's own chakra on a5 does not stop him; landing on it would send him on to d6.
    Given the Chakra position "7k/8/8/8/8/8/8/S6K w a5N,d6N - 1"
    Then the legal moves of the piece on a1 are "a1a2 a1a3 a1a4 a1~d6 a1a6 a1a7 a1a8 a1b1 a1b2 a1c1 a1d1 a1e1 a1f1 a1g1"

  @source:000:11 @source:002:118-119 @ruling:C4
  Scenario: Under the 1995 rules he may also stop on his own chakra
    Given the Chakra position "7k/8/8/8/8/8/8/S6K w a5N,d6N - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on a1 are "a1a2 a1a3 a1a4 a1a5 a1~d6 a1a6 a1a7 a1a8 a1b1 a1b2 a1c1 a1d1 a1e1 a1f1 a1g1"

  @source:000:9 @source:002:115-117 @ruling:C6
  Scenario: A chakra interposes against a check
    Black's Samurai on e8 checks the King on e1. White may step aside, or jump his chakra
    from c3 into the Samurai's path on e2 or e4.
    Given the Chakra position "k3s3/8/8/8/8/8/8/4K3 w h1N,c3N - 1"
    Then White is in check
    And the legal moves are "e1d1 e1d2 e1f1 e1f2 Tc3e2 Tc3e2* Tc3e4 Tc3e4*"

  @source:002:115-117 @source:000:10 @ruling:C10
  Scenario: The Samurai cannot take the interposed chakra, only land on it
    Given the Chakra position "k3s3/8/8/8/8/8/8/4K3 w h1N,c3N - 1"
    When White plays "Tc3e4"
    Then Black is not in check
    And the legal moves of the piece on e8 are "e8b8 e8c8 e8d8 e8f8 e8g8 e8h8 e8e7 e8e6 e8e5 e8e4 e8d7 e8f7"
    When Black plays "e8e4"
    Then the position is "k7/8/8/8/4s3/8/8/4K3 w h1N,e4N - 2"
    And White is in check

  @source:002:115 @ruling:C3
  Scenario Outline: A pawn may step onto an enemy chakra but not double-step over it
    Given the Chakra position "7k/8/8/8/8/8/4P3/K7 w e3n,b6n - 1"
    And the ruleset is "<ruleset>"
    Then the legal moves of the piece on e2 are "e2e3"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:002:83
  Scenario: A piece standing on an enemy chakra is taken like anywhere else
    White's Monk stands on Black's chakra e5; Black's pawn takes it and the chakra stays.
    Given the Chakra position "8/7k/3p4/4M3/8/8/8/K7 b e5n,b6n - 1"
    Then the legal moves of the piece on d6 are "d6d5 d6xe5"
    When Black plays "d6xe5"
    Then the position is "8/7k/8/4p3/8/8/8/K7 w e5n,b6n M 2"
