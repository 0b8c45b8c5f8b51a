// The only script a public page names. The page is complete HTML with its styles inline, so it
// paints without this. Only once the page has loaded and painted are React and the page's
// islands fetched and hydrated, so they never compete with the first paint; until then every
// link and anchor already works as plain HTML.
import { manageBelowFold, renderBelowFoldWhenIdle } from "./below-fold";

manageBelowFold();

const hydrate = () => {
  void import("./hydrate-islands").then(({ hydrateIslands }) => hydrateIslands());
};

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});

const painted = new Promise<void>((resolve) => {
  if (performance.getEntriesByName("first-contentful-paint").length > 0) return resolve();
  try {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    resolve(); // no paint timing in this browser: hydrate after load
  }
  setTimeout(resolve, 3000); // a page painted in a background tab reports no paint
});

void Promise.all([loaded, painted]).then(() => {
  setTimeout(hydrate, 0);
  renderBelowFoldWhenIdle();
});
