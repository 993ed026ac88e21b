export { Textarea } from "./textarea.tsx";
export type { TextareaProps } from "./textarea.tsx";
export { CharacterCountMessage } from "./character-count-message.tsx";
export type {
  CharacterCountMessageProps,
  CharacterCountTexts,
} from "./character-count-message.tsx";
