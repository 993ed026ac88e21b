export {
  createNotFoundRoute,
  createPathNotFoundRoute,
  createProblemRoute,
  isProxyProblem,
  PROXY_PROBLEMS,
  UnmatchedPage,
} from "./not-found-route.tsx";
export type { ProxyProblem } from "./not-found-route.tsx";
