// The events route and loader tests' entities: the contract's own builders.
export {
  buildEvent as event,
  buildEventCollection as eventCollection,
} from "@hub/api-client/testing";
