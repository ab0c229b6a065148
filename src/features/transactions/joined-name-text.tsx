import type { JoinedName } from './transaction-names.ts';

type Props = { name: JoinedName | null; absent?: string };

/** A joined name, a quiet placeholder while its list loads, or the raw id it could not find. */
export function JoinedNameText({ name, absent = '—' }: Props) {
  if (name === null) return <span className="muted">{absent}</span>;
  if (name.kind === 'name') return <span title={name.text}>{name.text}</span>;
  if (name.kind === 'loading')
    return (
      <span className="muted" aria-label="Loading name">
        …
      </span>
    );
  return (
    <span className="muted" title={`No name found for id ${name.id}`}>
      Unknown <code>{name.id.slice(0, 8)}</code>
    </span>
  );
}
