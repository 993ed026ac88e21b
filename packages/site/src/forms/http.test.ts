import { describe, expect, it } from "vitest";

import {
  isSameOriginPost,
  isSecureRequest,
  postedValues,
  refererPath,
  readForm,
  seeOther,
} from "./http.ts";

describe("refererPath", () => {
  it.each([
    [{ referer: "http://hub.test/events?page=2", host: "hub.test" }, "/events?page=2"],
    [
      { referer: "https://hub.test/a", "x-forwarded-host": "hub.test", host: "internal:3000" },
      "/a",
    ],
    [{ referer: "https://evil.test/a", host: "hub.test" }, null],
    [{ referer: "not a url", host: "hub.test" }, null],
    [{ host: "hub.test" }, null],
  ])("%j → %s", (headers, expected) => {
    expect(refererPath(new Headers(headers))).toBe(expected);
  });
});

describe("isSameOriginPost", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://hub.test/feedback", {
      method: "POST",
      headers: { host: "hub.test", ...headers },
    });
  it.each<{ name: string; headers: Record<string, string>; expected: boolean }>([
    { name: "same origin", headers: { origin: "http://hub.test" }, expected: true },
    { name: "another site", headers: { origin: "https://evil.test" }, expected: false },
    {
      name: "behind a proxy",
      headers: { origin: "https://hub.example", "x-forwarded-host": "hub.example" },
      expected: true,
    },
    {
      name: "no origin, same-origin fetch",
      headers: { "sec-fetch-site": "same-origin" },
      expected: true,
    },
    {
      name: "no origin, cross-site fetch",
      headers: { "sec-fetch-site": "cross-site" },
      expected: false,
    },
    { name: "no origin at all", headers: {}, expected: true },
    { name: "an opaque origin, nothing else", headers: { origin: "null" }, expected: false },
    {
      name: "an opaque origin, cross-site",
      headers: { origin: "null", "sec-fetch-site": "cross-site" },
      expected: false,
    },
    {
      name: "an opaque origin, typed in",
      headers: { origin: "null", "sec-fetch-site": "none" },
      expected: false,
    },
    {
      name: "an opaque origin the browser calls same-origin",
      headers: { origin: "null", "sec-fetch-site": "same-origin" },
      expected: true,
    },
  ])("$name → $expected", ({ headers, expected }) => {
    expect(isSameOriginPost(post(headers))).toBe(expected);
  });
});

describe("responses and posted values", () => {
  it("answers 303 with every cookie", () => {
    const response = seeOther("/feedback?sent=1", ["a=1", "b=2"]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/feedback?sent=1");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("reads the listed fields, missing ones as empty", () => {
    const form = new FormData();
    form.set("name", "Jane");
    form.set("ignored", "x");
    expect(postedValues(form, ["name", "email"])).toEqual({ name: "Jane", email: "" });
  });

  it.each<{ url: string; headers: Record<string, string>; expected: boolean }>([
    { url: "https://hub.test/x", headers: {}, expected: true },
    { url: "http://hub.test/x", headers: {}, expected: false },
    { url: "http://hub.test/x", headers: { "x-forwarded-proto": "https" }, expected: true },
  ])("secure cookies for $url $headers", ({ url, headers, expected }) => {
    expect(isSecureRequest(new Request(url, { headers }))).toBe(expected);
  });
});

describe("readForm", () => {
  const post = (body: BodyInit, headers: Record<string, string>) =>
    new Request("https://hub.test/feedback/send", { method: "POST", body, headers });

  it("reads a url-encoded form", async () => {
    const read = await readForm(
      post("token=abc&comments=hello", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(read.ok && read.form.get("comments")).toBe("hello");
  });

  it.each(["application/json", "text/plain", ""])("answers 415 to a %j body", async (type) => {
    const read = await readForm(post('{"token":"abc"}', type ? { "content-type": type } : {}));
    expect(read.ok ? 200 : read.response.status).toBe(415);
  });

  it("answers 413 past the limit, declared or not", async () => {
    const body = `comments=${"x".repeat(2000)}`;
    const declared = await readForm(
      post(body, { "content-type": "application/x-www-form-urlencoded" }),
      1000,
    );
    expect(declared.ok ? 200 : declared.response.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const undeclared = await readForm(
      new Request("https://hub.test/feedback/send", {
        method: "POST",
        body: streamed,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit),
      1000,
    );
    expect(undeclared.ok ? 200 : undeclared.response.status).toBe(413);
  });

  it("answers 400 to a multipart body it cannot parse", async () => {
    const read = await readForm(
      post("not multipart at all", { "content-type": "multipart/form-data; boundary=x" }),
    );
    expect(read.ok ? 200 : read.response.status).toBe(400);
  });
});
