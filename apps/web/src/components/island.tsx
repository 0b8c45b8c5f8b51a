import type { ComponentType } from "react";

interface IslandProps<P extends object> {
  /** The key of the island in `app/public/islands.ts`. */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** A span for an island inside a paragraph or other phrasing content. */
  inline?: boolean;
}

/**
 * An interactive part of a prerendered page. The page is HTML without JavaScript; only
 * islands are hydrated in the browser (app/public/hydrate-islands.ts), each from its own small
 * chunk, with the props serialised here. Props must be plain JSON. An island's prerendered
 * markup must not use `useId`: hydrated as a root of its own, it would get other ids than the
 * whole page was rendered with, and labels and descriptions would point at nothing.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  inline = false,
}: IslandProps<P>) {
  const Wrapper = inline ? "span" : "div";
  return (
    <Wrapper className="contents" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </Wrapper>
  );
}
