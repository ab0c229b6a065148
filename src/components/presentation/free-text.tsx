import { HIDDEN_TEXT } from '../../core/hidden-text.ts';
import { usePresentationMode } from './presentation-mode.ts';

type Props = {
  text: string;
  className?: string | undefined;
  /** Repeat the text as a tooltip, for a cell that may cut it short. */
  titled?: boolean;
};

/** A description, comment or bank reference: itself, or a quiet "Hidden" in presentation mode. */
export function FreeText({ text, className, titled = false }: Props) {
  if (usePresentationMode()) return <span className="muted">{HIDDEN_TEXT}</span>;
  return (
    <span className={className} title={titled ? text : undefined}>
      {text}
    </span>
  );
}
