import { renderToString } from "react-dom/server";
import publicCss from "@/styles/public.css?inline";
import { appRoutePatterns } from "@/app/spa/paths";
import {
  demoSwitchPage,
  notFoundPage,
  pagesWithoutGoogle,
  publicPages,
  type PublicPage,
} from "./pages";

export {
  appRoutePatterns,
  demoSwitchPage,
  notFoundPage,
  pagesWithoutGoogle,
  publicCss,
  publicPages,
};

/** Renders one public page to HTML; its islands carry their props for hydration. */
export function renderPage(page: PublicPage): string {
  return renderToString(page.render());
}
