// The referrals the delivery part sends (POST /referrals, contract §5.1), as residents and the
// workers who refer them would, and the client that posts them with bounded concurrency, timing
// each one and keeping the reference the API answers with.
import { randomUUID } from "node:crypto";

/** A referral body and the messages the API owes for it (decision 0066: who receives what). */
export type BenchReferral = { body: Record<string, unknown>; messages: number };

/**
 * The `n`th referral of a run labelled `label` (each body differs, so none is a replay): every
 * fourth made by a worker for someone else (the service, the client and the referrer are
 * written to), the others by residents for themselves (the service and the client).
 */
export function benchReferral(serviceId: string, label: string, n: number): BenchReferral {
  const thirdParty = n % 4 === 3;
  return {
    body: {
      service_id: serviceId,
      name: `Bench Resident ${label} ${n}`,
      email: `resident-${label}-${n}@example.com`,
      phone: "07700 900123",
      other_contact: null,
      postcode_outward_code: "SM1",
      comments: "Evenings are best, please.",
      referral_consented: true,
      feedback_consented: n % 2 === 0,
      ...(thirdParty && {
        referee_name: "Sam Worker",
        referee_email: `worker-${label}-${n}@example.com`,
        referee_phone: "02081234567",
        organisation_taxonomy_id: null,
        organisation: "Local Food Bank",
      }),
    },
    messages: thirdParty ? 3 : 2,
  };
}

export type PostFigures = {
  /** Each acknowledged POST's time to its whole answer, in ms. */
  latenciesMs: number[];
  /** Reference → messages owed, for every referral the API acknowledged (201). */
  owed: Map<string, number>;
  /** Answers other than 201, and requests that got none. */
  failures: number;
};

const POST_TIMEOUT_MS = 30_000;

/** Posts `referrals` to `url`, `concurrency` at a time, each with an Idempotency-Key. */
export async function postReferrals(
  url: string,
  referrals: readonly BenchReferral[],
  concurrency: number,
): Promise<PostFigures> {
  const figures: PostFigures = { latenciesMs: [], owed: new Map(), failures: 0 };
  let next = 0;
  const connection = async () => {
    for (let referral = referrals[next++]; referral; referral = referrals[next++]) {
      const started = performance.now();
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "idempotency-key": randomUUID(),
          },
          body: JSON.stringify(referral.body),
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        const answer = (await response.json()) as { data?: { reference?: unknown } };
        const reference = answer.data?.reference;
        if (response.status !== 201 || typeof reference !== "string") {
          figures.failures += 1;
          continue;
        }
        figures.latenciesMs.push(performance.now() - started);
        figures.owed.set(reference, referral.messages);
      } catch {
        figures.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, connection));
  return figures;
}

/** A service of the seed that takes referrals by email (`internal`, with a referral address). */
export async function referralService(apiBase: string): Promise<string> {
  for (let page = 1; page <= 20; page++) {
    const url = `${apiBase}/services?page=${page}&per_page=50`;
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const { data } = (await response.json()) as {
      data: { id: string; referral_method: string; referral_email: string | null }[];
    };
    const found = data.find(
      (service) => service.referral_method === "internal" && service.referral_email !== null,
    );
    if (found) return found.id;
    if (data.length === 0) break;
  }
  throw new Error(`No service at ${apiBase} takes referrals by email`);
}
