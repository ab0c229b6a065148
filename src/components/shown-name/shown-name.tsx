import { cutName } from '../../core/plain-text.ts';

/**
 * A name from the API, isolated from the text around it (a right-to-left name cannot reorder its
 * neighbours) and, past 80 characters, cut: the whole name is in its tooltip and read out by a
 * screen reader, so nothing is lost while a hostile 20,000-character name cannot widen the page.
 */
export function ShownName({ text }: { text: string }) {
  const cut = cutName(text);
  if (cut === text) return <bdi>{text}</bdi>;
  return (
    <bdi title={text} className="cut-name">
      <span aria-hidden="true">{cut}</span>
      <span className="visually-hidden">{text}</span>
    </bdi>
  );
}
