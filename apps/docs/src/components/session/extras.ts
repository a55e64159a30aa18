// What the play room loads just after the page, in one chunk (PlayShell: the page budget of
// issue #6): the computer's panel, its evaluation bar and hint arrow (Computer.tsx; the engine
// itself loads in its worker only when asked), the downloads and share link (GameFiles.tsx) and
// the New game dialog (NewGame.tsx).
export { EvalBar, HintArrow, Panel } from './Computer.tsx';
export { default as GameFiles } from './GameFiles.tsx';
export { default as NewGame } from './NewGame.tsx';
