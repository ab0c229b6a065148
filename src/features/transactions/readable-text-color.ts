/**
 * Black or white text, whichever contrasts more with a `#rrggbb` background (WCAG 2
 * relative luminance), so a label's own colour never makes its name unreadable.
 * readableTextColor("#f0e442") === "#000000"
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(background);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  return contrastWithBlack >= contrastWithWhite ? '#000000' : '#ffffff';
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
