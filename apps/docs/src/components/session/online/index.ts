// Online play, one chunk loaded only when a page is online (`?online=` in its address) or the
// Invite action is used (PlayShell: the page budget).
export { default as Invite } from './Invite.tsx';
export { default as OnlineRoom } from './OnlineRoom.tsx';
