// What the delivery part's SMTP server received, counted per referral: every referral message
// names its referral's reference in its body (apps/api src/delivery/messages.ts), so a referral
// whose messages reached fewer recipients than it owes lost some, and a recipient who got one
// referral's message twice (or a recipient more than owed) is a duplicate.

/** One message as it arrived: its envelope recipients and the reference-like words of its body. */
export type ArrivedMessage = { to: string; words: readonly string[] };

/** Referral references as the API gives them: 10 capitals and digits. */
const REFERENCE_WORD = /\b[A-Z0-9]{10}\b/g;

/** The words of a message's text that could be a referral's reference. */
export function referenceWords(text: string): string[] {
  return text.match(REFERENCE_WORD) ?? [];
}

/** The text body of a raw single-part message: nodemailer sends it quoted-printable or base64. */
export function bodyText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return "";
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export type DeliveryTally = {
  /** Messages the referrals owe. */
  owed: number;
  /** Messages owed that arrived (once or more). */
  arrived: number;
  lost: number;
  /** Messages that arrived again, or to a recipient more than a referral owes. */
  duplicated: number;
  /** Messages naming none of the referrals counted. */
  unmatched: number;
};

/**
 * Counts `arrived` against `owed` (reference → messages its referral owes): each owed message is
 * one recipient of its referral's messages.
 */
export function tallyDeliveries(
  owed: ReadonlyMap<string, number>,
  arrived: readonly ArrivedMessage[],
): DeliveryTally {
  const byReference = new Map<string, Map<string, number>>();
  let unmatched = 0;
  for (const message of arrived) {
    const reference = message.words.find((word) => owed.has(word));
    if (reference === undefined) {
      unmatched += 1;
      continue;
    }
    const recipients = byReference.get(reference) ?? new Map<string, number>();
    recipients.set(message.to, (recipients.get(message.to) ?? 0) + 1);
    byReference.set(reference, recipients);
  }
  const tally: DeliveryTally = { owed: 0, arrived: 0, lost: 0, duplicated: 0, unmatched };
  for (const [reference, count] of owed) {
    const recipients = byReference.get(reference) ?? new Map<string, number>();
    tally.owed += count;
    tally.arrived += Math.min(count, recipients.size);
    tally.lost += Math.max(0, count - recipients.size);
    tally.duplicated += Math.max(0, recipients.size - count);
    for (const times of recipients.values()) tally.duplicated += times - 1;
  }
  return tally;
}
