// Settings from the environment that change how the API trusts and counts its clients.
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it.each([
    [{}, "loopback", undefined],
    [
      { API_TRUSTED_PROXIES: "127.0.0.1/8,::1,10.0.0.0/8" },
      "127.0.0.1/8,::1,10.0.0.0/8",
      undefined,
    ],
    [{ API_TRUSTED_PROXIES: "2", REDIS_URL: "redis://cache:6379" }, "2", "redis://cache:6379"],
    [{ API_TRUSTED_PROXIES: "none", REDIS_URL: " " }, "none", undefined],
  ])("reads %j", (env, trustedProxies, redisUrl) => {
    expect(readConfig(env)).toMatchObject({ trustedProxies, redisUrl });
  });

  it.each([["true"], ["false"], ["1"]])(
    "refuses the removed API_TRUST_PROXY=%s, naming its replacement",
    (value) => {
      expect(() => readConfig({ API_TRUST_PROXY: value })).toThrow(
        /API_TRUST_PROXY was removed.*API_TRUSTED_PROXIES/,
      );
    },
  );

  it("refuses an API_TRUSTED_PROXIES it cannot read", () => {
    expect(() => readConfig({ API_TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(
      /API_TRUSTED_PROXIES must be/,
    );
  });
});
