import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

import type { MenuItem } from "../../lib/menu.ts";
import { Icon } from "../icon/icon.tsx";
import { MobileNavList } from "./mobile-nav-list.tsx";

export type MobileNavSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  items: MenuItem[];
  currentPath?: string | undefined;
  navLabel: string;
  title: string;
  closeLabel: string;
  children?: ReactNode;
  favouritesCountSlot?: ReactNode;
};

/**
 * The Radix dialog sheet (focus trapped, Esc and the overlay close it, focus returns to the menu
 * button). Loaded with `lazy()` the first time it is wanted, so pages do not pay for it upfront.
 */
export default function MobileNavSheet({
  open,
  onOpenChange,
  returnFocusTo,
  items,
  currentPath,
  navLabel,
  title,
  closeLabel,
  children,
  favouritesCountSlot,
}: MobileNavSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-text/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-4 overflow-y-auto bg-surface p-4 text-text shadow-xl"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md"
            >
              <Icon name="x" />
            </Dialog.Close>
          </div>
          <nav aria-label={navLabel}>
            <MobileNavList
              items={items}
              currentPath={currentPath}
              favouritesCountSlot={favouritesCountSlot}
            />
          </nav>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
