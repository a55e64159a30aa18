// A game's options as dialog fields, one per option: a list of its values, or, for a value typed
// in (Chakart's seed), a text field. The New game dialog shows them all; Invite a friend leaves
// the typed ones out (the server draws its own seed, G4). Loaded only with those dialogs.
//
// Test hooks: the fields by the options' names.
import type { OptionSpec } from '../../lib/session.ts';

export interface OptionFieldsProps {
  options: readonly OptionSpec[];
  /** The value chosen per option name. */
  choices: Readonly<Record<string, string>>;
  onChoices: (choices: Record<string, string>) => void;
}

export default function OptionFields({ options, choices, onChoices }: OptionFieldsProps) {
  const set = (name: string, value: string) => onChoices({ ...choices, [name]: value });
  return (
    <>
      {options.map((o) => (
        <label key={o.name} class="rb-field">
          <span>{o.label}</span>
          {o.typed ? (
            <input
              name={o.name}
              inputMode="numeric"
              pattern={o.typed.pattern.replace(/^\^|\$$/g, '')}
              placeholder={o.typed.placeholder}
              value={choices[o.name] ?? ''}
              onInput={(e) => set(o.name, (e.target as HTMLInputElement).value)}
            />
          ) : (
            <select name={o.name} value={choices[o.name]} onChange={(e) => set(o.name, (e.target as HTMLSelectElement).value)}>
              {o.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
    </>
  );
}
