// Text read from a file, printed: escaped so that it can neither drive the terminal nor fake a
// line of output (README, Trust under bad input). Every error message goes through `printable`
// (errors.ts), and what `replay` prints of its input too.
/**
 * Characters that would act on a terminal or break a line instead of being seen: C0 controls
 * (line breaks, ESC, which starts the sequences a terminal obeys), DEL, C1 controls (CSI, NEL),
 * the line and paragraph separators, the bidirectional overrides and isolates (which reorder
 * what follows them), and halves of surrogate pairs (no UTF-8 form).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a file (a file name, a tag, an excerpt in an error) made safe to print on one
 * line: each character above written as an escape, `\n`, `\x1b`, `\u2028`, so that nothing
 * read can move the cursor, colour the terminal or fake a line of output.
 */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return ESCAPES[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}

/**
 * A JSON text made as safe: JSON.stringify escapes C0 controls and lone surrogates; the other
 * characters above become `\u` escapes too, which JSON reads as the same characters.
 */
export function printableJson(json: string): string {
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
