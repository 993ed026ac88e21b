export { DISTANCES, SearchForm } from "./search-form.tsx";
export type { SearchFormProps } from "./search-form.tsx";
