import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "./islands";

/** Hydrates each island of a prerendered page; everything else stays static HTML. */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  await Promise.all(
    elements.map(async (element) => {
      const load = islands[element.dataset.island as IslandName] as
        (() => Promise<ComponentType<object>>) | undefined;
      if (!load) return;
      const props = JSON.parse(element.dataset.props ?? "{}") as object;
      const component = await load();
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread until every island is done.
      startTransition(() => {
        hydrateRoot(element, createElement(component, props));
      });
    }),
  );
}
