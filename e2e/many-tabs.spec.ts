import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./accounts";

// Managers keep many tabs open (issue 26, item 1). Over the plain HTTP/1.1 that `npm start`
// serves, a browser opens at most six connections to a host: with an event stream in every tab,
// the seventh tab never loaded. One tab of the browser holds the stream and passes its events
// to the others (decision 0013). Each variant opens a demo of its own, from a network of its own.

const elections = [
  { name: "Web Locks", leaseOnly: false, network: "198.51.100.220" },
  // Plain HTTP at a LAN address is not a secure context: no Web Locks, a lease instead.
  { name: "a lease, without Web Locks", leaseOnly: true, network: "198.51.100.221" },
];

for (const election of elections) {
  test.describe(election.name, () => {
    test.use({ extraHTTPHeaders: { "X-Forwarded-For": election.network } });

    test(`eight tabs load and each follows live updates through one stream, also once the tab holding it closes (${election.name})`, async ({
      context,
    }) => {
      test.setTimeout(300_000);
      if (election.leaseOnly)
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "locks", { value: undefined }),
        );
      // Which tabs hold an event stream open now. Without Web Locks, two tabs that claim the
      // lease at once may both start one before the browser has told each of the other's claim;
      // the one that then sees the other's lease closes its own, and one stream is left.
      const open = new Map<Page, number>();
      const holders = () => [...open].filter(([, count]) => count > 0).map(([tab]) => tab);
      const watch = (tab: Page) => {
        const isStream = (url: string) => /\/api\/w\/[^/]+\/events$/.test(url);
        const ended = (request: { url: () => string }) => {
          if (isStream(request.url())) open.set(tab, (open.get(tab) ?? 1) - 1);
        };
        tab.on("request", (request) => {
          if (isStream(request.url())) open.set(tab, (open.get(tab) ?? 0) + 1);
        });
        tab.on("requestfinished", ended);
        tab.on("requestfailed", ended);
        tab.on("close", () => open.delete(tab));
        return tab;
      };

      const first = watch(await context.newPage());
      await first.goto("/demo");
      await expect(first).toHaveURL(/\/app$/);
      const api = await apiAs(first);
      const items = (await api.get(`/api/w/${api.workspaceId}/items?search=Tomatoes`)) as {
        items: { id: string; name: string }[];
      };
      const tomatoes = items.items.find((item) => item.name === "Tomatoes")!;
      const locations = (await api.get(`/api/w/${api.workspaceId}/locations`)) as {
        id: string;
        name: string;
      }[];
      const bistro = locations.find((location) => location.name === "Main Street Bistro")!;
      const use = async (kilograms: string) => {
        const used = await api.post(`/api/w/${api.workspaceId}/stock/usage`, {
          itemId: tomatoes.id,
          locationId: bistro.id,
          quantity: kilograms,
          unit: "kg",
        });
        expect(used.status()).toBe(201);
      };

      // Eight tabs of Inventory Management, each with its heading and its data.
      const tabs = [first];
      while (tabs.length < 8) tabs.push(watch(await context.newPage()));
      const inHand = (tab: Page) =>
        tab
          .getByRole("row", { name: /^Tomatoes/ })
          .getByRole("cell")
          .first();
      for (const tab of tabs) {
        await tab.goto("/app/inventory?search=Tomatoes");
        await expect(
          tab.getByRole("heading", { level: 1, name: "Inventory Management" }),
        ).toBeVisible();
        await expect(inHand(tab)).toHaveText(/^\d+$/);
      }
      const before = Number(await inHand(first).innerText());
      await expect.poll(() => holders().length, { message: "tabs holding a stream" }).toBe(1);
      // Elected as the variant says: a held lock, or a lease in localStorage.
      const elected = await first.evaluate(
        async (lockName) =>
          navigator.locks
            ? (await navigator.locks.query()).held?.some((lock) => lock.name === lockName)
            : localStorage.getItem(`larder-lead:${lockName}`) !== null,
        `larder-live:${api.workspaceId}`,
      );
      expect(elected).toBe(true);
      expect(await first.evaluate(() => navigator.locks === undefined)).toBe(election.leaseOnly);

      // A chef records usage elsewhere: every tab shows the new figure, without reloading.
      await use("1");
      for (const tab of tabs) await expect(inHand(tab)).toHaveText(String(before - 1));

      // The tab holding the stream closes: another takes it over, and every tab left follows.
      const [holder] = holders();
      await holder!.close();
      const left = tabs.filter((tab) => tab !== holder);
      await expect
        .poll(() => left.filter((tab) => holders().includes(tab)).length, {
          message: "tabs that took the stream over",
        })
        .toBe(1);
      await use("2");
      for (const tab of left) await expect(inHand(tab)).toHaveText(String(before - 3));
    });
  });
}
