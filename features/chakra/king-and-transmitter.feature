@chakra @source:002:85
Feature: The King and the Transmitter
  Only a King can capture the opponent's Transmitter, by stepping onto one of its chakras
  while it is vacant: both chakras leave the board at once (a piece standing on the other
  one stays where it is). On an occupied enemy chakra the King takes the piece only and the
  chakra stays. While a King stands on one of his own chakras, the enemy King may neither
  capture that Transmitter nor step onto its other chakra.

  @source:000:10 @source:002:123-125 @ruling:C10
  Scenario: The King captures a vacant enemy chakra and the whole Transmitter goes
    Given the Chakra position "7k/8/8/8/8/8/8/4K3 w e2n,a6n - 1"
    Then the legal moves of the piece on e1 are "e1d1 e1d2 e1e2 e1f1 e1f2"
    When White plays "e1e2"
    Then the position is "7k/8/8/8/8/8/4K3/8 b - - 1"

  @source:002:124-126 @ruling:C10
  Scenario: A piece on the far chakra stays when the chakra is taken from under it
    Given the Chakra position "7k/8/n7/8/8/8/8/4K3 w e2n,a6n - 1"
    When White plays "e1e2"
    Then the position is "7k/8/n7/8/8/8/4K3/8 b - - 1"

  @source:000:10 @source:002:82-83 @ruling:C10
  Scenario: On an occupied enemy chakra the King takes only the piece
    The pawn on e2 guards d1 and f1; the King takes it and stands on Black's chakra.
    Given the Chakra position "7k/8/8/8/8/8/4p3/4K3 w e2n,a6n - 1"
    Then the legal moves of the piece on e1 are "e1d2 e1f2 e1xe2"
    When White plays "e1xe2"
    Then the position is "7k/8/8/8/8/8/4K3/8 b e2n,a6n - 1"

  @source:000:10 @source:002:123 @ruling:C10
  Scenario: No other piece captures a chakra
    White's Monkey jumps onto Black's vacant chakra e3 and simply stands on it.
    Given the Chakra position "7k/8/8/8/8/8/8/3N3K w e3n,a6n - 1"
    Then the legal moves of the piece on d1 are "d1b2 d1c3 d1e3 d1f2"
    When White plays "d1e3"
    Then the position is "7k/8/8/8/8/4N3/8/7K b e3n,a6n - 1"

  @source:000:10 @ruling:C10 @ruling:C12
  Scenario: Capturing the Transmitter also ends the attack through it
    Black's Monkey on b8 could jump onto Black's chakra a6 and be sent on to e2, so e2 is
    attacked — but once the King has taken the chakra on e2 there is no Transmitter left.
    Given the Chakra position "1n5k/8/8/8/8/8/8/4K3 w e2n,a6n - 1"
    Then the legal moves of the piece on e1 are "e1d1 e1d2 e1e2 e1f1 e1f2"

  @source:000:10 @ruling:C10 @ruling:C12
  Scenario: The King may not take a piece on a chakra if the Transmitter then attacks him
    Taking the pawn on e2 leaves the Transmitter in place, and the Monkey on b8 could come
    through it onto e2.
    Given the Chakra position "1n5k/8/8/8/8/8/4p3/4K3 w e2n,a6n - 1"
    Then the legal moves of the piece on e1 are "e1d2 e1f2"

  @source:002:126-128 @ruling:C11
  Scenario: While the King stands on his own chakra the enemy King may not step onto the other
    White's King stands on his chakra c3; Black's King may not take the chakra on e6.
    Given the Chakra position "8/3k4/8/8/8/2K5/8/8 b c3N,e6N - 1"
    Then the legal moves are "d7c6 d7c7 d7c8 d7d6 d7d8 d7e7 d7e8"

  @source:002:123-125 @source:002:148 @ruling:C10
  Scenario: With the King off the chakra, the enemy King captures the Transmitter
    Given the Chakra position "8/3k4/8/8/8/8/2K5/8 b c3N,e6N - 1"
    Then the legal moves are "d7c6 d7c7 d7c8 d7d6 d7d8 d7e6 d7e7 d7e8"
    When Black plays "d7e6"
    Then the position is "8/8/4k3/8/8/8/2K5/8 w - - 2"

  @source:002:148 @ruling:C10 @ruling:C11
  Scenario: Any other piece on the near chakra does not protect the Transmitter
    White's Monkey stands on the chakra c3; Black's King still captures the chakra on e6,
    and the Monkey stays on c3.
    Given the Chakra position "8/3k4/8/8/8/2N5/2K5/8 b c3N,e6N - 1"
    Then "d7e6" is legal
    When Black plays "d7e6"
    Then the position is "8/8/4k3/8/8/2N5/2K5/8 w - - 2"

  @source:002:126-128 @ruling:C11
  Scenario: Nor may the enemy King take a piece on that other chakra
    White's Monkey on e6 is unguarded, but White's King stands on the chakra c3.
    Given the Chakra position "8/3k4/4N3/8/8/2K5/8/8 b c3N,e6N - 1"
    Then the legal moves are "d7c6 d7c8 d7d6 d7e7 d7e8"

  @source:002:123-128 @ruling:C11
  Scenario: With White's King elsewhere the same Monkey may be taken
    Given the Chakra position "8/3k4/4N3/8/8/8/8/K7 b c3N,e6N - 1"
    Then the legal moves are "d7c6 d7c8 d7d6 d7e7 d7e8 d7xe6"
