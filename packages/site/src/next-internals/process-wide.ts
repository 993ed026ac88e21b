// State one site process shares between the parts Next builds of it. Next bundles the proxy,
// each route, `instrumentation.ts` and the cache handler separately, each with its own copy of a
// module, and runs them in one Node process (the proxy on the Node.js runtime, Next 16's
// default): a module-level value is one per bundle, while `globalThis` is one per process. No
// Next API hands state from the proxy to a render or to the cache handler (docs/decisions/0058).

/**
 * The one value of this process named `name` (`@hub/site/<name>`), made by `create` on first use
 * by whichever bundle asks first.
 */
export function processWide<T>(name: string, create: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`@hub/site/${name}`);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
