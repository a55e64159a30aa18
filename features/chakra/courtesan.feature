@chakra @ruling:C13
Feature: The Courtesan
  The Courtesan steps like a king. Whenever she sees her own King along an open rank,
  file or diagonal she also controls that whole line: towards the King up to the square
  before him, away from him up to the first obstacle, taking it if it is an enemy piece.
  Chakras of either colour do not break her sight of the King; an enemy chakra is a stop
  she may land on but not pass, her own chakras she crosses as if they were not there.

  @source:000:7 @source:002:46-48
  Scenario: Without sight of her King she only steps like a king
    Her own pawn on b2 stands between her and her King on a1.
    Given the Chakra position "8/6k1/8/8/8/2C5/1P6/K7 w - - 1"
    Then the legal moves of the piece on c3 are "c3b3 c3b4 c3c2 c3c4 c3d2 c3d3 c3d4"

  @source:000:7 @source:002:46-48
  Scenario: Seeing her King along the file she rides it both ways
    Towards the King on e1 she may go to e3 or e2; away from him up to the black pawn on e7,
    which she may take.
    Given the Chakra position "7k/4p3/8/8/4C3/8/8/4K3 w - - 1"
    Then the legal moves of the piece on e4 are "e4e3 e4e2 e4e5 e4e6 e4xe7 e4d3 e4d4 e4d5 e4f3 e4f4 e4f5"

  @source:000:7 @source:002:46-48
  Scenario: The line she controls is attacked: she gives check from afar
    The Courtesan on c3 sees her King on a1 along the long diagonal, so she attacks up to
    the black King on g7 — and the square h8 behind him once he steps onto it.
    Given the Chakra position "8/6k1/8/8/8/2C5/8/K7 b - - 1"
    Then Black is in check
    And the legal moves are "g7f7 g7f8 g7g6 g7g8 g7h6 g7h7"

  @source:002:118-121 @ruling:C7
  Scenario: Her own chakra neither breaks her sight nor stops her
    White's chakra on e2 stands between the Courtesan and her King: she still sees him.
    Riding towards him she would enter that chakra and be sent on to a6. Away from him she
    may stop on Black's chakra on e7 but not pass it.
    Given the Chakra position "7k/8/8/8/4C3/8/8/4K3 w e2N,a6N,a3n,e7n - 1"
    Then the legal moves of the piece on e4 are "e4d3 e4d4 e4d5 e4e3 e4e5 e4e6 e4e7 e4f3 e4f4 e4f5 e4~a6"

  @source:002:118-121 @ruling:C4 @ruling:C7
  Scenario: Under the 1995 rules she may also stop on her own chakra
    Given the Chakra position "7k/8/8/8/4C3/8/8/4K3 w e2N,a6N,a3n,e7n - 1"
    And the ruleset is "1995"
    Then the legal moves of the piece on e4 are "e4d3 e4d4 e4d5 e4e2 e4e3 e4e5 e4e6 e4e7 e4f3 e4f4 e4f5 e4~a6"

  @source:002:118-121 @source:000:9 @ruling:C7
  Scenario: An enemy chakra between her and her King does not break her sight, but stops her
    Black's chakra on e3 lies between the Courtesan on e4 and her King on e1. She still
    sees him, so she may ride away to e6 and take the pawn on e7; towards him she may go no
    further than the chakra.
    Given the Chakra position "7k/4p3/8/8/4C3/8/8/4K3 w e3n,b6n - 1"
    Then the legal moves of the piece on e4 are "e4d3 e4d4 e4d5 e4e3 e4e5 e4e6 e4xe7 e4f3 e4f4 e4f5"

  @source:000:7 @source:002:46-48
  Scenario: Black's Courtesan along a rank
    Black's Courtesan on c5 sees her King on h5 along the rank. Towards him she may go to
    d5, e5, f5 or g5; away from him she may take the white pawn on a5.
    Given the Chakra position "8/8/8/P1c4k/8/8/8/K7 b - - 1"
    Then the legal moves of the piece on c5 are "c5b4 c5b5 c5b6 c5c4 c5c6 c5d4 c5d5 c5d6 c5e5 c5f5 c5g5 c5xa5"
