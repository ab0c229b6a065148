/**
 * Descriptions, comments, bank references, payer and payee names and their account numbers
 * (IBANs) are hidden whole in presentation mode: they carry names and numbers in no fixed place,
 * so no rule could mask just those. Apart from the mask (presentation-mask.ts), which loads only
 * once the mode is on.
 */
export const HIDDEN_TEXT = 'Hidden';
