import { useState } from 'react';

/** Copies `text`, and says so (or that it could not) where a screen reader hears it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid('Copied.'),
      () => setSaid('Could not copy: select the text and copy it.'),
    );
  };
  return (
    <>
      <button type="button" className="button button-quiet" onClick={copy}>
        {label}
      </button>
      <span role="status" className="muted">
        {said}
      </span>
    </>
  );
}
