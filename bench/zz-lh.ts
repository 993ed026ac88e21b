import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo", "best-practices", "accessibility"] });
  const a: any = r!.lhr.audits;
  const c: any = r!.lhr.categories;
  console.log("benchmarkIndex", (r!.lhr as any).environment.benchmarkIndex, (r!.lhr as any).environment.credits ?? ""); console.log(url, Object.values<any>(c).map((x) => `${x.id}=${Math.round(x.score * 100)}`).join(" "), "FCP", a["first-contentful-paint"].displayValue, "LCP", a["largest-contentful-paint"].displayValue, "TBT", a["total-blocking-time"].displayValue);
  for (const [id, audit] of Object.entries<any>(a)) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "metricSavings") console.log("  WEAK", id, audit.displayValue ?? "", JSON.stringify(audit.details?.items ?? "").slice(0, 400));
  }
}
chrome.kill();
