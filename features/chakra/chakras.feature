@chakra
Feature: Chakras — moving and flipping the two parts of the Transmitter
  A vacant chakra may be moved instead of a piece: as a knight while its circle (knight
  side) is up, as a king while its square (king side) is up. It moves only onto a square
  with no piece and no chakra on it and never captures. After moving it the player may
  flip it in the same turn; flipping a vacant chakra where it stands is a turn on its own.

  Background:
    Given the Chakra position "7k/8/8/5p2/8/8/2P5/K7 w h1N,d4N,e6n,a8n - 1"

  @source:000:9 @source:002:75-80 @ruling:C5 @ruling:C6
  Scenario: A chakra knight side up jumps as a knight, with or without a flip
    It may not land on the pawn on c2, on Black's chakra on e6, nor take the pawn on f5.
    Then the legal moves of the chakra on d4 are "Td4b3 Td4b3* Td4b5 Td4b5* Td4c6 Td4c6* Td4e2 Td4e2* Td4f3 Td4f3* Td4*"

  @source:000:9 @source:002:77-80 @ruling:C5
  Scenario: Moving a chakra is a whole turn
    When White plays "Td4b3"
    Then the position is "7k/8/8/5p2/8/8/2P5/K7 b h1N,b3N,e6n,a8n - 1"

  @source:000:9 @source:002:77-80 @ruling:C5
  Scenario: A chakra may be flipped after its move, in the same turn
    When White plays "Td4b3*"
    Then the position is "7k/8/8/5p2/8/8/2P5/K7 b h1N,b3K,e6n,a8n - 1"
    And b3 holds a White chakra with the king side up

  @source:002:77-80 @ruling:C5
  Scenario Outline: Flipping a chakra where it stands costs the turn, in both rulesets
    Given the ruleset is "<ruleset>"
    When White plays "Td4*"
    Then the position is "7k/8/8/5p2/8/8/2P5/K7 b h1N,d4K,e6n,a8n - 1"

    Examples:
      | ruleset |
      | current |
      | 1995    |

  @source:000:9 @source:002:77-80 @ruling:C6
  Scenario: Black's chakra jumps as a knight too
    Given the Chakra position "7k/8/8/4p1p1/8/8/8/K7 b h1N,d4N,e6n,a8n - 1"
    Then the legal moves of the chakra on e6 are "Te6c5 Te6c5* Te6c7 Te6c7* Te6d8 Te6d8* Te6f4 Te6f4* Te6f8 Te6f8* Te6g7 Te6g7* Te6*"
    When Black plays "Te6g7*"
    Then the position is "7k/8/8/4p1p1/8/8/8/K7 w h1N,d4N,g7k,a8n - 2"

  @source:000:9 @source:002:75-80 @ruling:C6
  Scenario: A chakra king side up steps as a king
    It may not step onto the pawns on c3 and e5 nor onto Black's chakra on d5.
    Given the Chakra position "7k/8/8/4p3/8/2P5/8/K7 w h1N,d4K,d5n,a8n - 1"
    Then the legal moves of the chakra on d4 are "Td4c4 Td4c4* Td4c5 Td4c5* Td4d3 Td4d3* Td4e3 Td4e3* Td4e4 Td4e4* Td4*"

  @source:000:9 @source:002:77 @ruling:C6 @ruling:C16
  Scenario: A chakra with a piece on it neither moves nor flips
    Given the Chakra position "7k/8/8/8/3N4/8/8/K7 w h1N,d4N,e6n,a8n - 1"
    Then the chakra on d4 has no legal moves
    And the legal moves of the piece on d4 are "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5"
