export {
  ContentLayout,
  DefaultWhiteFooterLayout,
  InformationLayout,
  layouts,
  MainLayout,
  ReferralsLayout,
  SearchLayout,
  ServicesLayout,
} from "./layouts.tsx";
export type {
  ContentLayoutProps,
  DefaultWhiteFooterLayoutProps,
  InformationLayoutProps,
  LayoutName,
  MainLayoutProps,
  ReferralsLayoutProps,
  SearchLayoutProps,
  ServicesLayoutProps,
} from "./layouts.tsx";
export { PageShell } from "./page-shell.tsx";
export type { PageShellProps, ShellSlots } from "./page-shell.tsx";
