export { ContentBlocks } from "./content-blocks.tsx";
export type {
  ContentBlock,
  ContentBlocksProps,
  CopyBlock,
  CtaBlock,
  VideoBlock,
} from "./content-blocks.tsx";
