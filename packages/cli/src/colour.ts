// Colours only when stdout is a terminal and NO_COLOR is not set (https://no-color.org).

import pc from 'picocolors';

export type Colours = ReturnType<typeof pc.createColors>;

export function useColour(): boolean {
  const noColor = process.env['NO_COLOR'];
  return process.stdout.isTTY === true && (noColor === undefined || noColor === '');
}

export function colours(enabled: boolean = useColour()): Colours {
  return pc.createColors(enabled);
}
