import { t } from "@hub/core/messages";

/** The words of a `FavouriteButton`; built on the server so the catalogue stays off the client. */
export type FavouriteButtonLabels = {
  /** Button text, the same in both states ("Save to favourites"). */
  button: string;
  /** Shown beside the button while saved ("In your favourites"). */
  saved: string;
  /** Announced after saving. */
  added: string;
  /** Announced after removing. */
  removed: string;
};

/** The standard wording for a service called `name`. */
export function favouriteButtonLabels(name: string): FavouriteButtonLabels {
  return {
    button: t("ui.detail.favourite.label"),
    saved: t("ui.favourite.saved"),
    added: t("ui.detail.favourite.added", { name }),
    removed: t("ui.detail.favourite.removed", { name }),
  };
}
