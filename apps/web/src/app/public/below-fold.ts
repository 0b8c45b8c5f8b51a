/**
 * Sections marked `below-fold` are skipped while the page loads (styles/theme.css). Their size
 * is then only an estimate, so an anchor jump would land in the wrong place. This lays them out
 * one per idle moment after load, and all at once when someone follows an in-page link or
 * arrives with one in the address, just before the browser scrolls.
 */
const pending = () => [...document.querySelectorAll<HTMLElement>(".below-fold:not(.is-rendered)")];

function renderAll(): void {
  for (const section of pending()) section.classList.add("is-rendered");
}

const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(work) : setTimeout(work, 50);

function renderOneByOne(): void {
  const [next] = pending();
  if (!next) return;
  next.classList.add("is-rendered");
  whenIdle(renderOneByOne);
}

export function manageBelowFold(): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname)
        renderAll();
    },
    { capture: true },
  );
  const target = window.location.hash
    ? document.getElementById(window.location.hash.slice(1))
    : null;
  if (target) {
    renderAll();
    target.scrollIntoView();
  }
}

export function renderBelowFoldWhenIdle(): void {
  whenIdle(renderOneByOne);
}
