// Visitors sending the feedback form while something fails, and the database's account of what
// arrived: every submission the visitor was told was sent must be stored exactly once (and none
// twice). The form's `from` page carries a marker of each submission into the stored `url`,
// which is not encrypted.
import type { RunningCluster } from "./fixtures.ts";
import { visit } from "./fixtures.ts";

/** The `index`th writer's address: a visitor of its own for each submission (10 a minute each). */
function writerAddress(index: number): string {
  const slot = index % (250 * 250);
  return `127.20.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;
}

const decode = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * One visitor at `from` opens the feedback form about `/about?fault=<marker>` and sends it, as a
 * browser without JavaScript does. "sent" when the site answered with its confirmation, else
 * what it answered instead.
 */
export async function sendFeedback(origin: string, marker: string, from: string): Promise<string> {
  const about = `/about?fault=${marker}`;
  const form = await visit(`${origin}/feedback?from=${encodeURIComponent(about)}`, { from });
  if (form.status !== 200) return `the form answered ${form.status}`;
  const action = /<form [^>]*action="(\/feedback\/[^"]+)"/.exec(form.text)?.[1];
  if (action === undefined) return "the form page had no form";
  const fields = new URLSearchParams();
  for (const [, name = "", value = ""] of form.text.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  )) {
    fields.set(name, decode(value));
  }
  fields.set("feedback", `Fault stage ${marker}: the opening hours are out of date.`);
  const cookie = form.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const sent = await visit(`${origin}${decode(action)}`, {
    from,
    method: "POST",
    headers: {
      origin,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: fields.toString(),
  });
  const location = sent.headers.get("location") ?? "";
  if (sent.status === 303 && location.includes("sent=1")) return "sent";
  return `the form answered ${sent.status} ${location}`.trim();
}

export type Writers = {
  /** Markers of the submissions the site confirmed. */
  readonly confirmed: string[];
  /** Markers of the others, with what the site answered. */
  readonly refused: string[];
  stop: () => Promise<void>;
};

/** `concurrency` visitors sending the form one after another until `stop()`. */
export function startWriters(origin: string, label: string, concurrency = 2): Writers {
  const confirmed: string[] = [];
  const refused: string[] = [];
  let stopped = false;
  let next = 0;
  const loop = async () => {
    while (!stopped && next < 1000) {
      const index = next++;
      const marker = `${label}-${index}`;
      try {
        const outcome = await sendFeedback(origin, marker, writerAddress(index));
        if (outcome === "sent") confirmed.push(marker);
        else refused.push(`${marker}: ${outcome}`);
      } catch (error) {
        refused.push(`${marker}: ${String(error)}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, loop));
  return {
    confirmed,
    refused,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * What is wrong with the database's copy of `label`'s submissions: a confirmed one missing, or any
 * one stored more than once. Empty when nothing is.
 */
export function lostOrDoubled(
  cluster: RunningCluster,
  label: string,
  confirmed: readonly string[],
) {
  const rows = cluster.sql(
    "select substring(url from 'fault=([a-z0-9-]+)$'), count(*) from sutton.page_feedbacks " +
      `where url like '%fault=${label}-%' group by 1`,
  );
  const stored = new Map<string, number>();
  for (const line of rows.split("\n").filter((row) => row !== "")) {
    const [marker = "", count = "0"] = line.split("|");
    stored.set(marker, Number(count));
  }
  return [
    ...confirmed
      .filter((marker) => !stored.has(marker))
      .map((marker) => `${marker}: confirmed, not stored`),
    ...[...stored]
      .filter(([, count]) => count > 1)
      .map(([marker, count]) => `${marker}: stored ${count} times`),
  ];
}
