/**
 * The parts of a web or email address, each ending where a reader expects a long address to
 * wrap: after a `/`, `.`, `@`, `_`, `?`, `&`, `=` or `#` (never between the slashes of `//`).
 */
export function addressParts(address: string): string[] {
  return address.split(/(?<=[/.@_?&=#])(?!\/|$)/);
}

export type BreakableAddressProps = {
  /** A web address as shown (e.g. `displayUrl()`'s) or an email address. */
  children: string;
};

/**
 * A web or email address that wraps between its parts on a narrow screen, instead of in the
 * middle of a word. The address's text, and so the accessible name of a link around it, stays
 * exactly the address: each break is drawn by CSS (`.hub-break-after`), not put in the text. A
 * part longer than a whole line still breaks inside (`overflow-wrap: anywhere`, WCAG 1.4.10).
 */
export function BreakableAddress({ children: address }: BreakableAddressProps) {
  const parts = addressParts(address);
  const last = parts.length - 1;
  return parts.map((part, index) =>
    index === last ? (
      part
    ) : (
      // The parts of one address never move, so their position is a stable key.
      <span key={index} className="hub-break-after">
        {part}
      </span>
    ),
  );
}
