// What the play room offers besides the game itself, loaded just after the page (PlayShell: the
// page budget): the log and the record to download (as the command line tool writes them), the
// compact link to the replay page (the record, deflated: store.ts) with a copy button, and
// "This game": its options, its start and current positions, and its log.
//
// Test hooks: the buttons by their names, a.rb-replay-link, input[name="share"],
// details.rb-details (dl.rb-facts, pre.rb-log-text).
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Session, SessionGame } from '../../lib/session.ts';
import { download } from './download.ts';
import { shareLink } from './store.ts';

export default function GameFiles({ game, session, tags }: { game: SessionGame; session: Session; tags: Readonly<Record<string, string>> }) {
  const [share, setShare] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const log = useMemo(() => game.log(session, tags), [game, session, tags]);
  // The compact link to the replay page: the record, deflated.
  useEffect(() => {
    if (session.moves.length === 0 || typeof CompressionStream === 'undefined') {
      setShare(undefined);
      return;
    }
    let current = true;
    shareLink(game.record(session, tags)).then(
      (url) => current && setShare(url),
      () => current && setShare(undefined),
    );
    return () => {
      current = false;
    };
  }, [game, session, tags]);

  return (
    <>
      <div class="rb-actions" role="group" aria-label="Save and share">
        <button type="button" onClick={() => download(`${game.id}-game.jsonl`, log, 'application/jsonl')}>
          Download log
        </button>
        <button type="button" onClick={() => download(`${game.id}-game.txt`, game.record(session, tags), 'text/plain')}>
          Download record
        </button>
        {share && (
          <a class="rb-replay-link" href={share}>
            Replay this game
          </a>
        )}
      </div>
      {share && (
        <div class="rb-share">
          <label>
            Link to this game <input name="share" readOnly value={share} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <button
            type="button"
            onClick={() => {
              navigator.clipboard?.writeText(share).then(
                () => setCopied(true),
                () => setCopied(false),
              );
              setTimeout(() => setCopied(false), 2000);
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      )}
      <details class="rb-details">
        <summary>This game</summary>
        <dl class="rb-facts">
          {game.options.map((o) => {
            const value = session.options[o.name];
            if (value === undefined) return null;
            return (
              <div key={o.name}>
                <dt>{o.label}</dt>
                <dd>{o.choices.find((c) => c.value === value)?.label ?? value}</dd>
              </div>
            );
          })}
          <div>
            <dt>Start</dt>
            <dd>
              <code>{session.startText}</code>
            </dd>
          </div>
          <div>
            <dt>Now</dt>
            <dd>
              <code>{session.positionText}</code>
            </dd>
          </div>
        </dl>
        <p class="rb-quiet">The log, as the command line tool reads it:</p>
        <pre class="rb-log-text">{log}</pre>
      </details>
    </>
  );
}
