/** U+2060 WORD JOINER: no line break between a sign and the amount it belongs to, and nothing shown or read. */
const JOINER = '\u2060';

/**
 * A sentence for the screen whose amounts keep their sign on their line: "-€25,154.77" may otherwise
 * break after the hyphen, and a payment read as a dash and a receipt. Only the screen's copy: the
 * workbook and messages keep the sentence as written.
 * @example unbrokenSigns('receipts and -€25,154.77 payments') // 'receipts and -\u2060€25,154.77 payments'
 */
export function unbrokenSigns(sentence: string): string {
  return sentence.replace(/(^|[\s(])([-+−])(?=\S?\d)/g, `$1$2${JOINER}`);
}
