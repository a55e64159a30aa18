@chakra @ruleset:1995
Feature: The 1995 text's worked examples
  The 1995 text explains the Transmitter with diagrams 4 to 11, which are lost. The
  positions below are rebuilt from its prose: only the pieces the prose names, plus the
  Kings. They are played under the 1995 rules unless a scenario says otherwise.

  Background:
    Given the ruleset is "1995"

  # Diagram 4: White's Monkey (the Ape) takes a pawn through the Transmitter; Black's
  # Monkey stands on Black's chakra g6 and can pass by "moving" via f4 back to g6.

  @source:002:93 @source:002:87-89 @ruling:C8
  Scenario: Diagram 4 — the white Monkey takes the pawn through the Transmitter
    The Monkey on a1 jumps onto White's chakra b3 and is sent on to c6, taking the pawn.
    Given the Chakra position "4k3/8/2p3n1/8/8/8/8/N3K3 w b3N,c6N,f4n,g6n - 1"
    Then the legal moves of the piece on a1 are "a1b3 a1c2 a1~xc6"
    When White plays "a1~xc6"
    Then the position is "4k3/8/2N3n1/8/8/8/8/4K3 b b3N,c6N,f4n,g6n - 1"

  @source:002:93 @source:002:90-91 @ruling:C9
  Scenario: Diagram 4 — the black Monkey on its chakra g6 passes via f4
    Given the Chakra position "4k3/8/2p3n1/8/8/8/8/N3K3 b b3N,c6N,f4n,g6n - 1"
    Then the legal moves of the piece on g6 are "g6e5 g6e7 g6f4 g6f8 g6h4 g6h8 pass"
    When Black plays "pass"
    Then the position is "4k3/8/2p3n1/8/8/8/8/N3K3 w b3N,c6N,f4n,g6n - 2"

  @source:002:93 @ruling:C4 @ruling:C9
  Scenario: Diagram 4 under the current rules — the pass remains, the stop on f4 does not
    Given the ruleset is "current"
    And the Chakra position "4k3/8/2p3n1/8/8/8/8/N3K3 b b3N,c6N,f4n,g6n - 1"
    Then the legal moves of the piece on g6 are "g6e5 g6e7 g6f8 g6h4 g6h8 pass"

  # Diagram 6: White's Courtesan on d3 and Monk on d4 both cover White's chakra c4; the
  # other chakra is on f7, beside Black's King on e8.

  @source:002:148 @ruling:C8
  Scenario: Diagram 6 — Courtesan and Monk can both reach f7 through the Transmitter
    Given the Chakra position "4k3/8/8/8/3M4/3C4/8/4K3 w c4N,f7N - 1"
    Then the legal moves of the piece on d3 are "d3c2 d3c3 d3c4 d3d2 d3e2 d3e3 d3e4 d3~f7"
    And the legal moves of the piece on d4 are "d4a1 d4a7 d4b2 d4b6 d4c3 d4c4 d4c5 d4d5 d4e3 d4e4 d4e5 d4f2 d4f6 d4g1 d4g7 d4h8 d4~f7"

  @source:002:148 @ruling:C12
  Scenario Outline: Diagram 6 — either one gives check on f7 under the other's cover
    Given the Chakra position "4k3/8/8/8/3M4/3C4/8/4K3 w c4N,f7N - 1"
    When White plays "<move>"
    Then Black is in check
    And the legal moves are "e8d7 e8d8"

    Examples:
      | move  |
      | d3~f7 |
      | d4~f7 |

  @source:002:148 @ruling:C4 @ruling:C8
  Scenario: Diagram 6 under the current rules — neither may stop on c4
    Given the ruleset is "current"
    And the Chakra position "4k3/8/8/8/3M4/3C4/8/4K3 w c4N,f7N - 1"
    Then the legal moves of the piece on d3 are "d3c2 d3c3 d3d2 d3e2 d3e3 d3e4 d3~f7"
    And the legal moves of the piece on d4 are "d4a1 d4a7 d4b2 d4b6 d4c3 d4c5 d4d5 d4e3 d4e4 d4e5 d4f2 d4f6 d4g1 d4g7 d4h8 d4~f7"

  @source:002:148 @ruling:C8
  Scenario: Diagram 6 — a black piece on f7 would be taken at the same time
    Given the Chakra position "4k3/5p2/8/8/3M4/3C4/8/4K3 w c4N,f7N - 1"
    Then the legal moves of the piece on d3 are "d3c2 d3c3 d3c4 d3d2 d3e2 d3e3 d3e4 d3~xf7"
    And "d4~xf7" is legal

  @source:002:148 @ruling:C8
  Scenario: Diagram 6 — a black piece on c4 can be taken, but the Transmitter does not work
    Given the Chakra position "4k3/8/8/8/2pM4/3C4/8/4K3 w c4N,f7N - 1"
    Then the legal moves of the piece on d3 are "d3c2 d3c3 d3d2 d3e2 d3e3 d3e4 d3xc4"
    And the legal moves of the piece on d4 are "d4a1 d4a7 d4b2 d4b6 d4c3 d4c5 d4d5 d4e3 d4e4 d4e5 d4f2 d4f6 d4g1 d4g7 d4h8 d4xc4"

  @source:002:148 @ruling:C10
  Scenario: Diagram 6 — with Black to move, his King captures the Transmitter
    Given the Chakra position "4k3/8/8/8/3M4/3C4/8/4K3 b c4N,f7N - 1"
    Then the legal moves are "e8d7 e8d8 e8e7 e8f7 e8f8"
    When Black plays "e8f7"
    Then the position is "8/5k2/8/8/3M4/3C4/8/4K3 w - - 2"

  @source:002:148 @ruling:C10
  Scenario: Diagram 6 — even when a piece stands on the far chakra, which stays
    Given the Chakra position "4k3/8/8/8/2CM4/8/8/4K3 b c4N,f7N - 1"
    Then the legal moves are "e8d7 e8d8 e8e7 e8f7 e8f8"
    When Black plays "e8f7"
    Then the position is "8/5k2/8/8/2CM4/8/8/4K3 w - - 2"

  # Diagram 7: "c3-f8 is an instant promotion": pawns on c2 and c3, White's chakras on c4
  # and f8, White has lost his Queen. Under the 1995 rules the pawn on c2 still covers f8:
  # its double step would take it onto c4 and through the Transmitter.

  @source:002:149-150 @ruling:C3 @ruling:C12 @ruling:C14
  Scenario: Diagram 7 — instant promotion, and the King may not take the new Queen
    Given the Chakra position "8/4k3/8/8/8/2P5/2P5/K7 w c4N,f8N Q 1"
    Then the legal moves of the piece on c3 are "c3c4 c3~f8=Q"
    When White plays "c3~f8=Q"
    Then Black is in check
    And the legal moves are "e7d7 e7e6"

  @source:002:149 @ruling:C3 @ruling:C12
  Scenario: Diagram 7 under the current rules — without the double step the Queen is unguarded
    Given the ruleset is "current"
    And the Chakra position "8/4k3/8/8/8/2P5/2P5/K7 w c4N,f8N Q 1"
    Then the legal moves of the piece on c3 are "c3~f8=Q"
    When White plays "c3~f8=Q"
    Then Black is in check
    And the legal moves are "e7d7 e7e6 e7xf8"

  # Diagrams 8-10: White's King on f1, White's chakras on c3 and e4 with a white pawn on
  # e4, Black's King on e5.

  @source:002:171 @ruling:C10 @ruling:C12
  Scenario: Diagrams 8 and 9 — the King takes the pawn, and is checked King to King
    Given the Chakra position "8/8/8/4k3/4P3/8/8/5K2 b c3N,e4N - 1"
    Then the legal moves are "e5d4 e5d6 e5e6 e5f4 e5f6 e5xe4"
    When Black plays "e5xe4"
    Then the position is "8/8/8/8/4k3/8/8/5K2 w c3N,e4N - 2"
    When White plays "Tc3e2"
    Then Black is in check
    And the legal moves are "e4d3 e4d4 e4d5 e4e3 e4e5 e4f3 e4f4 e4f5"

  @source:002:171 @source:002:126-128 @ruling:C4 @ruling:C11
  Scenario: Diagram 10 — Kf1-e2 occupies the other chakra and protects the Transmitter
    Black's King has stepped off the chakra to e5, from where he attacks it.
    Given the Chakra position "8/8/8/8/4k3/8/8/5K2 b e2N,e4N - 2"
    When Black plays "e4e5"
    Then the legal moves of the piece on f1 are "f1e1 f1e2 f1f2 f1g1 f1g2"
    And the legal moves of the chakra on e4 are "Te4c3 Te4c3* Te4c5 Te4c5* Te4d2 Te4d2* Te4d6 Te4d6* Te4f2 Te4f2* Te4f6 Te4f6* Te4g3 Te4g3* Te4g5 Te4g5* Te4*"
    When White plays "f1e2"
    Then the position is "8/8/8/4k3/8/8/4K3/8 b e2N,e4N - 3"
    And the legal moves are "e5d4 e5d5 e5d6 e5e6 e5f4 e5f5 e5f6"

  @source:002:171 @ruling:C10
  Scenario: Diagram 9 continued — if White neglects the Transmitter, Black captures it
    Given the Chakra position "8/8/8/8/4k3/8/8/5K2 b e2N,e4N - 2"
    When Black plays "e4e5"
    And White plays "f1g1"
    Then the legal moves are "e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6"
    When Black plays "e5e4"
    Then the position is "8/8/8/8/4k3/8/8/6K1 w - - 4"

  @source:002:171 @ruling:C4 @ruling:C16
  Scenario: Diagram 10 under the current rules — Kf1-e2 is impossible
    Stepping onto e2 would send the King on to e4, beside Black's King.
    Given the ruleset is "current"
    And the Chakra position "8/8/8/4k3/8/8/8/5K2 w e2N,e4N - 3"
    Then the legal moves of the piece on f1 are "f1e1 f1f2 f1g1 f1g2"

  # Diagram 11: two Monkeys and a King mate a lone King, with the Transmitter's help.

  @source:002:191 @ruling:C11 @ruling:C15
  Scenario: Diagram 11 — two Monkeys mate because the King guards the Transmitter
    White's King stands on his chakra c2, so Black's King may not step onto the chakra g7.
    Given the Chakra position "7k/8/5N2/4N3/8/8/2K5/8 w c2N,g7N - 1"
    When White plays "e5g6"
    Then Black is in check
    And there are no legal moves
    And the game is over: White wins by checkmate

  @source:002:191 @ruling:C10
  Scenario: Diagram 11 with White's King off his chakra — Black escapes by capturing the Transmitter
    Given the Chakra position "7k/8/5N2/4N3/8/8/8/2K5 w c2N,g7N - 1"
    When White plays "e5g6"
    Then Black is in check
    And the legal moves are "h8g7"
    And the game is not over
