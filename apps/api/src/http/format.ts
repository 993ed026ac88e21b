// Scalar formats of the contract.

/** PHP's ISO8601 in UTC: `2024-08-09T09:43:26+0000` (no milliseconds, no colon in the offset). */
export function formatTimestamp(value: Date): string {
  return `${value.toISOString().slice(0, 19)}+0000`;
}

export function formatNullableTimestamp(value: Date | null): string | null {
  return value === null ? null : formatTimestamp(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
