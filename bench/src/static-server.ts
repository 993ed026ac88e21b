// The static baseline: the saved HTML of the benchmarked pages, held in memory and served by
// Node's http module with nothing else in the way (not even a disk read), so a page's throughput
// can be read as a share of what the machine can serve at all.
//   node static-server.ts <dir> <port>
// <dir>/index.json maps each request path (with its query) to a file in <dir>.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";

const [dir, port] = process.argv.slice(2);
if (dir === undefined || port === undefined)
  throw new Error("usage: static-server.ts <dir> <port>");

const index = JSON.parse(await readFile(path.join(dir, "index.json"), "utf8")) as Record<
  string,
  string
>;
const files = new Map(
  await Promise.all(
    Object.entries(index).map(async ([url, file]) => {
      return [url, await readFile(path.join(dir, file))] as const;
    }),
  ),
);

createServer((request, response) => {
  const html = files.get(request.url ?? "");
  if (!html) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": html.length,
  });
  response.end(html);
}).listen(Number(port), "127.0.0.1");
