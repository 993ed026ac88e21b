// Lighthouse (mobile, its default) in Debian's Chromium, one browser for the whole run.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import type { LighthouseScores } from "./budgets.ts";

export type LighthouseFigure = {
  url: string;
  status: number;
  scores: LighthouseScores | null;
  /** Weighted audits scoring under 0.9: where the points went. */
  weakAudits: string[];
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function chromeFlags(): string[] {
  const flags = [
    "--headless=new",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ];
  // Chromium refuses to start as root with its sandbox on.
  return process.getuid?.() === 0 ? [...flags, "--no-sandbox"] : flags;
}

/** Scores each URL in turn; a URL that does not answer 200 is reported with `scores: null`. */
export async function runLighthouse(
  urls: readonly string[],
  chromiumPath: string,
): Promise<LighthouseFigure[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromeFlags() });
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      const { status } = await fetch(url, { redirect: "manual" });
      if (status !== 200) {
        figures.push({ url, status, scores: null, weakAudits: [] });
        continue;
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories;
      const audits = result?.lhr.audits ?? {};
      const weakAudits = CATEGORIES.flatMap((id) =>
        (categories?.[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${id}: ${ref.id} ${audits[ref.id]?.displayValue ?? ""}`.trim()),
      );
      // Lighthouse scores are 0–1 (null when a category could not run); reported as 0–100.
      const score = (id: (typeof CATEGORIES)[number]) =>
        Math.round((categories?.[id]?.score ?? 0) * 100);
      figures.push({
        url,
        status,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        weakAudits,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
