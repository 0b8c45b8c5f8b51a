import { renderToString } from "react-dom/server";
import { IslandCollector } from "../../components/island";
import { appRoutePatterns } from "../spa/paths";
import { notFoundPage, publicPages, type PublicPage } from "./pages";

export { appRoutePatterns, notFoundPage, publicPages };

/** Renders one public page to HTML and lists the islands it needs in the browser. */
export function renderPage(page: PublicPage): { html: string; islands: string[] } {
  const islands = new Set<string>();
  const html = renderToString(
    <IslandCollector.Provider value={islands}>{page.render()}</IslandCollector.Provider>,
  );
  return { html, islands: [...islands] };
}
