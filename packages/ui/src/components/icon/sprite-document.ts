// Kept apart from the generated modules so that scripts/build-icons.ts can build them with it.

/** A standalone SVG document with one `<symbol id="icon-NAME">` per entry (name → drawing). */
export function spriteDocument(drawings: Readonly<Record<string, string>>): string {
  const body = Object.entries(drawings)
    .map(([name, drawing]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${drawing}</symbol>`)
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${body}\n</svg>\n`;
}
