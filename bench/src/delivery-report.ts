// The delivery part's table in the report: one row per database.
import type { DeliveryFigure } from "./delivery.ts";
import { formatTable } from "./table.ts";

export function deliveryTable(figures: readonly DeliveryFigure[]): string {
  const [first] = figures;
  const settings =
    first === undefined
      ? ""
      : `${first.referrals} referrals, ${first.connections} POSTs at a time; p95 side by side: ` +
        `${first.sideBySide.rounds} alternating rounds, ${first.sideBySide.referralsPerSide} ` +
        "referrals to each API; ";
  return formatTable(
    `Delivery (issue 41: ${settings}one API delivering by SMTP to a counting relay in the ` +
      "bench, one with delivery off, which still enqueues its messages as held; both with the " +
      "default delivery interval; lost and duplicated count every referral of the run)",
    [
      "database",
      "posted",
      "delivered",
      "messages",
      "lost",
      "duplicated",
      "unmatched",
      "failed POSTs",
      "off p50",
      "off p95",
      "outbox p50",
      "outbox p95",
      "sent meanwhile",
    ],
    figures.map((figure) => [
      figure.database,
      `${figure.postedSeconds} s`,
      figure.deliveredSeconds === null ? "not all" : `${figure.deliveredSeconds} s`,
      `${figure.tally.arrived} of ${figure.tally.owed}`,
      figure.tally.lost,
      figure.tally.duplicated,
      figure.tally.unmatched,
      figure.failedPosts,
      `${figure.sideBySide.off.p50} ms`,
      `${figure.sideBySide.off.p95} ms`,
      `${figure.sideBySide.outbox.p50} ms`,
      `${figure.sideBySide.outbox.p95} ms`,
      figure.sideBySide.deliveredDuring,
    ]),
  );
}
