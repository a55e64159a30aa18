// A committed game's seed and commitment as text (G4, online): 64 lowercase hex digits. Apart from
// committed-random.ts so that reading a start line or a record needs no SHA-256 (the play pages'
// budget): only drawing or checking outcomes does, through `@rulebook/rules/committed`.

/** The length of a seed in bytes (64 hex digits). */
export const SEED_BYTES = 32;

const HEX_64 = /^[0-9a-f]{64}$/;

/** Why a text is not a seed or a commitment (64 lowercase hex digits), or undefined when it is one. */
export function hex64Problem(text: unknown): string | undefined {
  if (typeof text !== 'string') return `expected 64 lowercase hex digits, found ${text === null ? 'null' : typeof text}`;
  if (HEX_64.test(text)) return undefined;
  if (text.length !== 64) return `expected 64 lowercase hex digits, found ${text.length} character(s)`;
  const at = text.search(/[^0-9a-f]/);
  return `expected 64 lowercase hex digits, found '${text[at]}' at character ${at + 1}`;
}

