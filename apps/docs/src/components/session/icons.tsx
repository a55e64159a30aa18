// The room's small button icons, drawn (a font may lack ⏮ ⏭): to the start, back, forward, to
// the end. Hidden from screen readers: each button says its name.
const paths = {
  first: 'M4 3h2v10H4zM14 3v10L7 8z',
  previous: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M10 3h2v10h-2zM2 3v10l7-5z',
} as const;

export function StepIcon({ to }: { to: keyof typeof paths }) {
  return (
    <svg class="rb-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={paths[to]} fill="currentColor" />
    </svg>
  );
}
