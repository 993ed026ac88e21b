export {
  createNotFoundRoute,
  createProblemRoute,
  isProxyProblem,
  PROXY_PROBLEMS,
} from "./not-found-route.tsx";
export type { ProxyProblem } from "./not-found-route.tsx";
