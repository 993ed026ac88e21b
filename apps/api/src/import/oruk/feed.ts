// Where an ORUK feed is read from (decision 0074): a live feed by its base URL, through the
// importers' polite client (../http.ts), or a folder of its saved responses, laid out by path:
//
//   index.json                    GET /
//   services.json, services-2.json, …          GET /services, page 1, 2, …
//   services/{id}.json            GET /services/{id}
//   taxonomies.json, taxonomies-2.json, …      GET /taxonomies
//   taxonomy_terms.json, …        GET /taxonomy_terms
//
// A live list is read page by page as its first page's `total_pages` says; a folder's list is
// the pages it holds.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SourceError, createHttp, type HttpOptions, type ImageAnswer } from "../http.ts";
import { isObject, type Progress } from "../source.ts";

type ListPath = "/services" | "/taxonomies" | "/taxonomy_terms";

export type Feed = {
  /** The base URL or the folder's full path, as runs and messages name the source. */
  name: string;
  /** `GET /`. */
  metadata: () => Promise<unknown>;
  /** The contents of every page of a list. */
  list: (path: ListPath, progress: Progress) => Promise<unknown[]>;
  /** One service in full, or undefined when the feed has none with this id. */
  service: (id: string, progress: Progress) => Promise<unknown>;
  /** An organisation's logo by its URL; a saved feed has no client to fetch one with. */
  image: ((url: string, maxBytes: number) => Promise<ImageAnswer>) | undefined;
  close: () => Promise<void>;
};

/** Records a page asks for by default; the profile's feeds allow at least this many. */
const PER_PAGE = 100;

/** `perPage`: records a page asks for (default 100). */
export type FeedOptions = HttpOptions & { perPage?: number };
/** More pages than any directory has: a `total_pages` past it is not believed. */
const MAX_PAGES = 10_000;

/** The page's contents, or a clear refusal of an answer that is not a page. */
function contentsOf(body: unknown, where: string): unknown[] {
  if (!isObject(body) || !Array.isArray(body.contents)) {
    throw new SourceError(`${where} is not an Open Referral UK page: it has no "contents" list`);
  }
  return body.contents as unknown[];
}

export function httpFeed(baseUrl: string, options: FeedOptions = {}): Feed {
  const base = baseUrl.replace(/\/+$/, "");
  const perPage = options.perPage ?? PER_PAGE;
  const http = createHttp(options, "the feed's, where GET / answers its metadata");
  const page = async (listPath: ListPath, n: number, progress: Progress) => {
    const url = `${base}${listPath}?page=${n}&per_page=${perPage}`;
    const body = await http.getJson(url);
    progress.done();
    return { body, contents: contentsOf(body, url) };
  };
  return {
    name: base,
    metadata: () => http.getJson(`${base}/`),
    list: async (listPath, progress) => {
      const first = await page(listPath, 1, progress);
      const total = isObject(first.body) ? first.body.total_pages : undefined;
      const pages = typeof total === "number" && Number.isInteger(total) ? total : 1;
      if (pages > MAX_PAGES) {
        throw new SourceError(`${base}${listPath} says it has ${pages} pages, past any directory`);
      }
      progress.planned(Math.max(0, pages - 1));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          page(listPath, index + 2, progress),
        ),
      );
      return [first, ...rest].flatMap((answer) => answer.contents);
    },
    service: async (id, progress) => {
      try {
        return await http.getJson(`${base}/services/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof SourceError && error.status === 404) return undefined;
        throw error;
      } finally {
        progress.done();
      }
    },
    image: (url, maxBytes) => http.getImage(url, maxBytes),
    close: () => http.close(),
  };
}

export function folderFeed(folder: string): Feed {
  const root = path.resolve(folder);
  const read = (file: string): unknown => {
    const full = path.join(root, file);
    if (!existsSync(full)) return undefined;
    try {
      return JSON.parse(readFileSync(full, "utf8")) as unknown;
    } catch (error) {
      throw new SourceError(`${full} is not JSON: ${(error as Error).message}`);
    }
  };
  return {
    name: root,
    metadata: () => {
      const metadata = read("index.json");
      if (metadata === undefined) {
        return Promise.reject(
          new SourceError(`${root} has no index.json: the feed's metadata (GET /) is needed`),
        );
      }
      return Promise.resolve(metadata);
    },
    list: (listPath, progress) => {
      const name = listPath.slice(1);
      const first = read(`${name}.json`);
      if (first === undefined) {
        return Promise.reject(new SourceError(`${root} has no ${name}.json (GET ${listPath})`));
      }
      const contents = [contentsOf(first, `${name}.json`)];
      for (let n = 2; ; n++) {
        const next = read(`${name}-${n}.json`);
        if (next === undefined) break;
        contents.push(contentsOf(next, `${name}-${n}.json`));
      }
      progress.done();
      return Promise.resolve(contents.flat());
    },
    service: (id, progress) => {
      progress.done();
      // An id is a file name here: nothing that could leave the folder.
      return Promise.resolve(/^[\w-]+$/.test(id) ? read(`services/${id}.json`) : undefined);
    },
    image: undefined,
    close: () => Promise.resolve(),
  };
}
