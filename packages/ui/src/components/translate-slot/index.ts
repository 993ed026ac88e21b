export { TranslateSlot } from "./translate-slot.tsx";
export type { TranslateSlotProps } from "./translate-slot.tsx";
