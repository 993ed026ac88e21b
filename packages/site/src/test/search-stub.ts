// The search, collection and information-page route tests' entities: the contract's own
// builders (the directory's are re-exported by `api-stub.ts`).
export {
  buildCategory as category,
  buildPage as page,
  buildPageDetail as pageDetail,
  buildPageListItem as pageItem,
  buildPersona as persona,
  buildSearchResult as searchResult,
  buildTaxonomyRef as taxonomyRef,
} from "@hub/api-client/testing";
