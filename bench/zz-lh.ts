import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2]!;
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo", "best-practices"] });
const a: any = r!.lhr.audits;
console.log("perf", r!.lhr.categories.performance.score, "FCP", a["first-contentful-paint"].displayValue, "LCP", a["largest-contentful-paint"].displayValue, "TBT", a["total-blocking-time"].displayValue, "SI", a["speed-index"].displayValue);
for (const [id, audit] of Object.entries<any>(a)) {
  if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") console.log("WEAK", id, audit.displayValue ?? "", JSON.stringify(audit.details?.items ?? "").slice(0, 600));
}
const nr = a["network-requests"]?.details?.items ?? [];
for (const i of nr) console.log(String(i.url).slice(-70).padEnd(72), String(i.transferSize).padStart(7), i.resourceType, Math.round(i.networkEndTime - i.networkRequestTime));
for (const id of ["lcp-breakdown-insight", "render-blocking-insight", "bootup-time", "mainthread-work-breakdown"]) console.log(id, JSON.stringify(a[id]?.details ?? a[id]?.displayValue ?? "").slice(0, 1200));
chrome.kill();
