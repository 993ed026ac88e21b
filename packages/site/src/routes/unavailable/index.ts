export {
  createUnavailableRoute,
  SERVER_ERROR_STATUS,
  UNAVAILABLE_STATUS,
  unavailablePageStatus,
} from "./unavailable-route.tsx";
