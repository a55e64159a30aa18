@chakra @ruling:C12
Feature: Check through the Transmitter
  A piece attacks every square it could take on, and that includes the far chakra of its
  own Transmitter whenever it could move onto the near one. So a King standing on an
  enemy chakra can be in check from a piece that could enter the other chakra — even from
  the enemy King. Such a check cannot be blocked on the way, but it stops when the near
  chakra is occupied, because the Transmitter then no longer works.

  @source:000:16 @source:002:87-89
  Scenario: A Monkey gives check through the Transmitter
    Black's King stands on White's chakra e8; White's Monkey on b1 could jump onto White's
    other chakra, c3. Black may step away, or put his Monk on c3 so that the Transmitter
    no longer works.
    Given the Chakra position "4k3/8/8/m7/8/8/8/1N5K b c3N,e8N - 1"
    Then Black is in check
    And the legal moves are "a5c3 e8d7 e8d8 e8e7 e8f7 e8f8"
    When Black plays "a5c3"
    Then White is not in check
    And the position is "4k3/8/8/8/8/2m5/8/1N5K w c3N,e8N - 2"

  @source:000:16 @source:002:171 @ruling:C15
  Scenario: A King gives checkmate through the Transmitter
    Black's King stands on White's chakra h8, hemmed in by the Samurai on the g-file and the
    Monkey on f6. White jumps his other chakra from c3 to e2, beside his own King.
    Given the Chakra position "7k/8/5N2/8/8/8/8/4K1S1 w c3N,h8N - 1"
    Then "Tc3e2" is legal
    When White plays "Tc3e2"
    Then Black is in check
    And there are no legal moves
    And the game is over: White wins by checkmate
