import { type DestinationKind, MAX_DESTINATIONS } from '../../core/alerts/contract.ts';
import { CHANNEL_LABELS } from './alert-words.ts';
import { CopyButton } from './copy-button.tsx';
import { FormField } from './form-field.tsx';
import { type DestinationDraft, type FieldErrors, isUntouched, newDestinationKey } from './rule-draft.ts';
import styles from './alerts.module.css';

const KINDS: DestinationKind[] = ['email', 'slack', 'teams', 'webhook'];
const HINTS: Record<DestinationKind, string> = {
  email: 'Someone outside the team, a board member for example. Members subscribe themselves.',
  slack: 'A Slack incoming webhook URL (https://hooks.slack.com/…).',
  teams: 'A Microsoft Teams incoming webhook URL.',
  webhook: 'Any HTTPS URL: the JSON body is signed with HMAC-SHA256; its secret is shown here once saved.',
};

type Props = {
  destinations: DestinationDraft[];
  errors: FieldErrors;
  onChange: (destinations: DestinationDraft[]) => void;
  emailWorks: boolean;
};

/** Where messages go besides the subscribers' e-mail: added and removed in place, each with its error. */
export function DestinationsFields({ destinations, errors, onChange, emailWorks }: Props) {
  const replace = (index: number, change: Partial<DestinationDraft>) =>
    onChange(destinations.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>Also send to</legend>
      {destinations.length === 0 && <p className={styles.hint}>Only the subscribers’ e-mail.</p>}
      {destinations.map((destination, index) => (
        <div key={destination.key} className={styles.destination}>
          <FormField label={`Destination ${index + 1}`}>
            {(control) => (
              <select
                {...control}
                className={styles.control}
                value={destination.kind}
                onChange={(event) => replace(index, { kind: KINDS.find((kind) => kind === event.target.value) ?? 'email' })}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {CHANNEL_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={destination.kind === 'email' ? 'Address' : 'URL'}
            hint={
              destination.kind === 'email' && !emailWorks
                ? `${HINTS.email} E-mail is not configured on this server yet.`
                : HINTS[destination.kind]
            }
            error={errors[`destinations.${index}.${destination.kind === 'email' ? 'address' : 'url'}`] ?? errors[`destinations.${index}`]}
          >
            {(control) => (
              <input
                {...control}
                className={styles.control}
                type={destination.kind === 'email' ? 'email' : 'url'}
                autoComplete="off"
                value={destination.value}
                onChange={(event) => replace(index, { value: event.target.value })}
              />
            )}
          </FormField>
          <button type="button" className="button button-quiet" onClick={() => onChange(destinations.filter((_, at) => at !== index))}>
            Remove<span className="visually-hidden"> destination {index + 1}</span>
          </button>
          {destination.kind === 'webhook' && isUntouched(destination) && destination.saved?.signingSecret && (
            <SigningSecret secret={destination.saved.signingSecret} />
          )}
        </div>
      ))}
      {errors.destinations && <span className={styles.fieldError}>{errors.destinations}</span>}
      {destinations.length < MAX_DESTINATIONS && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...destinations, { key: newDestinationKey(), kind: 'email', value: '' }])}
        >
          Add a destination
        </button>
      )}
    </fieldset>
  );
}

/** The generic webhook's HMAC key, for the receiver to check each message's signature. */
export function SigningSecret({ secret }: { secret: string }) {
  return (
    <div className={styles.secret}>
      <span>Signing secret:</span>
      <code>{secret}</code>
      <CopyButton text={secret} label="Copy the signing secret" />
    </div>
  );
}
