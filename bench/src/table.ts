// Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned
// so their digits line up.

export type Cell = string | number | null | undefined;

const NUMERIC = /^[-+]?[\d,.]+\s?(%|ms|kB|x)?$/;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return "–";
  return typeof cell === "number" ? formatNumber(cell) : cell;
}

/** Whole numbers with thousands separators; fractions to one decimal place. */
export function formatNumber(value: number): string {
  return Number.isInteger(value)
    ? value.toLocaleString("en-GB")
    : value.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatTable(title: string, header: readonly string[], rows: readonly Cell[][]) {
  const cells = rows.map((row) => header.map((_, i) => text(row[i])));
  const widths = header.map((name, i) =>
    Math.max(name.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: readonly string[], alignNumbers: boolean): string =>
    values
      .map((value, i) => {
        const width = widths[i] ?? 0;
        return alignNumbers && NUMERIC.test(value) ? value.padStart(width) : value.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  return [
    title,
    line(header, false),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...cells.map((row) => line(row, true)),
  ].join("\n");
}
