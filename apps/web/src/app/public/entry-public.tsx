import "../../styles.css";
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "./islands";

// Hydrates each island of a prerendered page; everything else stays static HTML.
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[element.dataset.island as IslandName] as
    (() => Promise<ComponentType<object>>) | undefined;
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  void load().then((component) => hydrateRoot(element, createElement(component, props)));
}
