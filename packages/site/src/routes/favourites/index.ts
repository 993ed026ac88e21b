export { createFavouritesRoute, FAVOURITE_ITEMS_PATH } from "./favourites-route.tsx";
export type { FavouritesPageProps } from "./favourites-route.tsx";
