// Loads the Google Translate element into the shell's translate slots (`@hub/ui/translate-slot`).
// Its script comes from Google, so it may not load (offline, blocked, Google down): then nothing
// is added to the slots, nothing is thrown and nothing is logged by our code.

/** Where the element's loader lives; the CSP allows it for variants with `translate` set. */
export const TRANSLATE_LOADER_URL = "https://translate.google.com/translate_a/element.js";
/** The global the loader calls back once the element's code is there. */
export const TRANSLATE_CALLBACK = "hubGoogleTranslateInit";
const SCRIPT_ID = "hub-google-translate";

type TranslateElementConstructor = new (
  options: { pageLanguage: string; layout?: unknown; autoDisplay?: boolean },
  elementId: string,
) => unknown;

type TranslateWindow = Window & {
  [TRANSLATE_CALLBACK]?: () => void;
  google?: {
    translate?: {
      TranslateElement?: TranslateElementConstructor & { InlineLayout?: { SIMPLE?: unknown } };
    };
  };
};

export type TranslateOptions = {
  pageLanguage: string;
  /** The slots to fill, by element id; those not on the page are skipped. */
  slotIds: readonly string[];
  nonce?: string;
};

/** Adds the loader script once; the callback builds one element per slot on the page. */
export function loadGoogleTranslate(
  { pageLanguage, slotIds, nonce }: TranslateOptions,
  win: TranslateWindow = window,
): void {
  const doc = win.document;
  if (doc.getElementById(SCRIPT_ID) !== null) return;
  win[TRANSLATE_CALLBACK] = () => {
    const TranslateElement = win.google?.translate?.TranslateElement;
    if (TranslateElement === undefined) return;
    for (const id of slotIds) {
      if (doc.getElementById(id) === null) continue;
      try {
        new TranslateElement(
          { pageLanguage, layout: TranslateElement.InlineLayout?.SIMPLE, autoDisplay: false },
          id,
        );
      } catch {
        // A broken widget leaves its slot empty; the page works without it.
      }
    }
  };
  const script = doc.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${TRANSLATE_LOADER_URL}?cb=${TRANSLATE_CALLBACK}`;
  if (nonce !== undefined && nonce !== "") script.nonce = nonce;
  script.addEventListener("error", () => {
    script.remove();
    win[TRANSLATE_CALLBACK] = undefined;
  });
  doc.body.append(script);
}
