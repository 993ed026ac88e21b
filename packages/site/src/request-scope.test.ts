import { describe, expect, it } from "vitest";

import { runInRequestScope, sharedInRequest } from "./request-scope.ts";

function counter() {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return Promise.resolve(calls);
    },
    calls: () => calls,
  };
}

describe("sharedInRequest", () => {
  it("shares a key's promise within one request, across awaits", async () => {
    const api = counter();
    const results = await runInRequestScope(async () => {
      const first = await sharedInRequest("a", api.load);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, await sharedInRequest("a", api.load), await sharedInRequest("b", api.load)];
    });
    expect(results).toEqual([1, 1, 2]);
  });

  it("gives each request its own", async () => {
    const api = counter();
    const [one, two] = await Promise.all([
      runInRequestScope(() => sharedInRequest("a", api.load)),
      runInRequestScope(() => sharedInRequest("a", api.load)),
    ]);
    expect([one, two].sort()).toEqual([1, 2]);
  });

  it("loads every time outside a request", async () => {
    const api = counter();
    await sharedInRequest("a", api.load);
    await sharedInRequest("a", api.load);
    expect(api.calls()).toBe(2);
  });
});
