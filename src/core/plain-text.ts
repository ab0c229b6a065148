/**
 * Characters that change how text shows without showing themselves: C0 and C1 controls, and the
 * bidi marks, embeddings, overrides and isolates. A name holding U+202E shows its letters reversed
 * ("Acme ‮fdp.exe‬" reads "Acme exe.pdf"), so text from the API or a link never keeps them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const HIDDEN_CONTROLS_BUT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- the same, line breaks excepted
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/**
 * Text for one line on screen or in a notice: line breaks and tabs become a space, every other
 * hidden control goes.
 *
 * @example plainText('Acme \u202efdp.exe\u202c Ltd') // 'Acme fdp.exe Ltd'
 */
export function plainText(text: string): string {
  return text.replace(LINE_BREAKS_AND_TABS, ' ').replace(HIDDEN_CONTROLS, '');
}

/** The same, keeping line breaks (a quoted CSV field holds them). */
export function plainTextWithLineBreaks(text: string): string {
  return text.replace(HIDDEN_CONTROLS_BUT_LINE_BREAKS, '');
}

/** Longest name shown whole: a real name fits ("Lumière Analytics SAS — compte courant EUR" is 43). */
export const LONGEST_SHOWN_NAME = 80;

/**
 * A name cut to `longest` characters, the last one an ellipsis; never inside a surrogate pair.
 * A 20,000-character name from the API would otherwise widen the page to 160,000 px.
 *
 * @example cutName('x'.repeat(100), 5) // 'xxxx…'
 */
export function cutName(text: string, longest = LONGEST_SHOWN_NAME): string {
  const characters = Array.from(text);
  if (characters.length <= longest) return text;
  return `${characters
    .slice(0, longest - 1)
    .join('')
    .trimEnd()}…`;
}
