@chakart @ruling:G4
Feature: Online chance — committed before the game, revealed after it
  Online, no player may foresee an outcome, and every player must be able to check, once the
  game is over, that none was chosen. The server draws the outcomes from a secret seed of 32
  random bytes; the log's first line carries only its commitment (the seed's SHA-256). Once
  the game is over the server adds one last line that reveals the seed. Anyone replaying the
  log then checks that the seed matches the commitment and that every outcome the log records
  is the one the seed draws at that point. A log whose seed is not yet revealed replays as any
  other; a reveal comes only at the end, only once, and nothing follows it.

  Background:
    Given an online Chakart game whose outcomes are committed to a secret seed
    When the server plays 30 decisions, drawing their outcomes from the secret seed

  Scenario: A game in progress replays before the seed is revealed
    Then the log replays, its seed not yet revealed

  Scenario: The revealed seed confirms every outcome
    When the server records that Black's time ran out
    And the server reveals the seed
    Then the log replays, every one of its outcomes what the revealed seed draws

  Scenario: A seed that does not match the commitment is refused
    When the server records that Black's time ran out
    And the server reveals another seed
    Then the replay refuses the last line: "seed: it hashes to <other>, not to the start line's commitment <commitment>"

  Scenario: An outcome the seed does not draw is refused, at its own line
    When the first outcome the log records is changed to another the rules allow there
    And the server reveals the seed
    Then the replay refuses the changed line: "outcome 1 '…"

  Scenario: Nothing may follow the reveal
    When the server records that Black's time ran out
    And the server reveals the seed
    And a line is added after the reveal
    Then the replay refuses the last line: "the seed was revealed on line 33; nothing may follow it"

  Scenario: The seed is not revealed before the game is over
    When the server reveals the seed
    Then the replay refuses the last line: "the seed is revealed only once the game is over; this game goes on"
