// WCAG 1.4.10 Reflow, measured in the browser: at a given width nothing may make the page scroll
// sideways, stick out past the edge of the screen, or stick out of the card or grid cell it sits
// in. Content inside a box that scrolls or clips on its own (a wide table, the map) is that box's
// business, as WCAG allows for content that needs two dimensions.
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** A phone (WCAG's 320 CSS px), a larger phone, a tablet, a laptop and a desktop screen. */
export const REFLOW_WIDTHS = [320, 375, 768, 1366, 1920] as const;

/** What sticks out of what, in words a failure message can show; empty when the page reflows. */
export function reflowFindings(): string[] {
  const viewport = document.documentElement.clientWidth;
  const findings: string[] = [];
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).slice(0, 4).join(".");
    const text = element.textContent.trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.localName}${id}${classes ? `.${classes}` : ""}> "${text}"`;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== "hidden" && box.width > 0 && box.height > 0;
  };
  const clips = (element: Element) =>
    /(auto|scroll|hidden|clip)/.test(getComputedStyle(element).overflowX);
  /** Inside a box that scrolls or clips and is itself on the screen: not the page's overflow. */
  const contained = (element: Element | null) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (!clips(node)) continue;
      const box = node.getBoundingClientRect();
      if (box.left >= -1 && box.right <= viewport + 1) return true;
    }
    return false;
  };
  const offScreen = (box: DOMRect) => box.right > viewport + 1 || box.left < -1;
  const positioned = (element: Element) =>
    ["absolute", "fixed"].includes(getComputedStyle(element).position);

  if (document.documentElement.scrollWidth > viewport) {
    findings.push(
      `the page scrolls sideways: ${document.documentElement.scrollWidth}px of content in ${viewport}px`,
    );
  }
  const reported = new Set<Element>();
  for (const element of document.body.querySelectorAll("*")) {
    if (!shown(element) || contained(element.parentElement)) continue;
    const box = element.getBoundingClientRect();
    // Past the screen's edge: the outermost box only, not every descendant of it.
    const parent = element.parentElement;
    if (offScreen(box) && !(parent && parent !== document.body && reported.has(parent))) {
      reported.add(element);
      findings.push(
        `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`,
      );
      continue;
    }
    // Out of its card or grid cell: an in-flow child wider than the flex or grid box it is in.
    const display = parent ? getComputedStyle(parent).display : "";
    if (parent && /flex|grid/.test(display) && !clips(parent) && !positioned(element)) {
      const outer = parent.getBoundingClientRect();
      const by = Math.max(box.right - outer.right, outer.left - box.left);
      if (by > 1 && !reported.has(parent)) {
        reported.add(element);
        findings.push(`${describe(element)} sticks ${Math.round(by)}px out of ${describe(parent)}`);
      }
    }
  }
  // A word that does not wrap overflows its box without making the box any wider.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || reported.has(owner)) continue;
    if (!shown(owner) || contained(owner)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const line = [...range.getClientRects()].find((rect) => rect.width > 0 && offScreen(rect));
    if (line) {
      reported.add(owner);
      findings.push(
        `text "${node.textContent.trim().slice(0, 40)}" in ${describe(owner)} reaches ${Math.round(line.right)}px`,
      );
    }
  }
  return findings.slice(0, 10);
}

/**
 * Web and email addresses shown as links wrap after a `/`, `.`, `@` (or another of the marks that
 * separate an address's parts), never in the middle of a word, unless that word alone is wider
 * than the line. Runs in the page, like `reflowFindings`.
 */
export function addressBreakFindings(): string[] {
  const SEPARATORS = new Set("/.@_?&=#-");
  const findings: string[] = [];
  const hidden = (element: Element) => {
    const style = getComputedStyle(element);
    // Text for screen readers only (` (opens in a new tab)`) is clipped to a 1px box.
    return style.display === "none" || style.visibility === "hidden" || style.clipPath !== "none";
  };
  for (const link of document.body.querySelectorAll('a[href^="mailto:"], a[href^="http"]')) {
    // The link's visible text, one character (UTF-16 unit) and its box at a time.
    let text = "";
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let visible = true;
      for (
        let element = node.parentElement;
        element && element !== link.parentElement;
        element = element.parentElement
      ) {
        if (hidden(element)) visible = false;
      }
      const data = node.textContent ?? "";
      if (!visible) continue;
      for (let index = 0; index < data.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        boxes.push(range.getBoundingClientRect());
      }
      text += data;
    }
    // Only an address: no spaces, and a dot, an @ or a slash in it.
    if (text.trim().length === 0 || /\s/.test(text.trim()) || !/[./@]/.test(text)) continue;
    // The width a line of the link's text may take: its nearest block's content box.
    let block: Element | null = link;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) continue;
    const blockStyle = getComputedStyle(block);
    const lineWidth =
      block.clientWidth - parseFloat(blockStyle.paddingLeft) - parseFloat(blockStyle.paddingRight);
    const separates = (index: number) => SEPARATORS.has(text.charAt(index));
    for (const [index, box] of boxes.entries()) {
      const previous = boxes[index - 1];
      if (!previous || box.top < previous.bottom - 1 || separates(index - 1)) continue;
      // A new line inside a word: from the separator before it to the one after.
      let start = index;
      while (start > 0 && !separates(start - 1)) start--;
      let end = index;
      while (end < text.length && !separates(end)) end++;
      const wordWidth = boxes.slice(start, end + 1).reduce((sum, { width }) => sum + width, 0);
      if (wordWidth <= lineWidth) {
        findings.push(
          `the address "${text.slice(0, 60)}" breaks in the middle of a word: "${text.slice(start, index)}|${text.slice(index, end + 1)}"`,
        );
      }
    }
  }
  return findings;
}

/** Soft: one run reports every width of every page that does not reflow. */
export async function expectReflow(page: Page, widths: readonly number[] = REFLOW_WIDTHS) {
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 900 });
    // Lay out at the new width before measuring.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const findings = [
      ...(await page.evaluate(reflowFindings)),
      ...(await page.evaluate(addressBreakFindings)),
    ];
    expect.soft(findings, `${new URL(page.url()).pathname} at ${width}px`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}
