import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_API,
  AUDIT_API,
  AUTH_API,
  SUPPLIERS_API,
  VARIANCE_API,
  WORKSPACES_API,
} from "@larder/contracts";
import { ApiRequestError, apiUrl, callApi, setCsrfToken } from "./api";

function respond(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe("a call to Larder's API", () => {
  it("sends the CSRF token with requests that change something, and not with reads", async () => {
    const fetch = vi.fn(async () => respond(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    setCsrfToken("token-1");
    await callApi(ACCOUNT_API.rename, { body: { name: "Alex" } });
    await callApi(ACCOUNT_API.session, {});
    const [, write] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [, read] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect((write.headers as Record<string, string>)["x-csrf-token"]).toBe("token-1");
    expect(write.body).toBe(JSON.stringify({ name: "Alex" }));
    expect((read.headers as Record<string, string>)["x-csrf-token"]).toBeUndefined();
  });

  it("throws the server's message for people, with its code and field issues", async () => {
    vi.stubGlobal("fetch", async () =>
      respond(400, {
        error: "invalid_request",
        message: "Enter the location's name.",
        issues: [{ path: "location.name", message: "Enter the location's name." }],
      }),
    );
    const body = { workspaceName: "Harbor", location: { name: "", timeZone: "Europe/London" } };
    const failure = await callApi(WORKSPACES_API.create, { body }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).message).toBe("Enter the location's name.");
    expect((failure as ApiRequestError).code).toBe("invalid_request");
    expect((failure as ApiRequestError).issues[0]?.path).toBe("location.name");
  });

  it("retries once with a fresh token when the page's token is stale", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        respond(403, { error: "csrf_token_invalid", message: "This page is out of date." }),
      )
      .mockResolvedValueOnce(respond(204));
    vi.stubGlobal("fetch", fetch);
    setCsrfToken("stale", async () => "fresh");
    await expect(callApi(AUTH_API.logout, {})).resolves.toBeUndefined();
    const [, retry] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect((retry.headers as Record<string, string>)["x-csrf-token"]).toBe("fresh");
  });

  it("says so in words when Larder cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(callApi(ACCOUNT_API.session, {})).rejects.toThrow("Larder could not be reached");
  });

  it("adds the query, leaving out what is not set", async () => {
    const fetch = vi.fn(async () => respond(200, []));
    vi.stubGlobal("fetch", fetch);
    await callApi(AUDIT_API.page, {
      params: { workspaceId: "1" },
      query: { before: undefined, limit: 50 },
    });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/api/w/1/audit?limit=50");
  });
});

describe("callApi", () => {
  it("calls a declared route: its method, its path filled in and escaped, its query and body", async () => {
    const fetch = vi.fn(async () => respond(204));
    vi.stubGlobal("fetch", fetch);
    setCsrfToken("token-1");
    await callApi(SUPPLIERS_API.updateItem, {
      params: { workspaceId: "w-1", supplierItemId: "a/b c" },
      body: { price: "4.35" },
    });
    await callApi(SUPPLIERS_API.list, {
      params: { workspaceId: "w-1" },
      query: { archived: "include" },
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/w/w-1/supplier-items/a%2Fb%20c");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe(JSON.stringify({ price: "4.35" }));
    expect((init.headers as Record<string, string>)["x-csrf-token"]).toBe("token-1");
    const [listed, read] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(listed).toBe("/api/w/w-1/suppliers?archived=include");
    expect(read.method).toBe("GET");
  });

  it("refuses to call a route without a parameter its path needs, before sending anything", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(() => callApi(SUPPLIERS_API.get, { params: { workspaceId: "w-1" } as never })).toThrow(
      "/api/w/:workspaceId/suppliers/:supplierId needs :supplierId",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("writes a file route's address for a link, leaving out what is not set", () => {
    expect(
      apiUrl(VARIANCE_API.export, {
        params: { workspaceId: "w-1" },
        query: { locationId: "l-1", from: "2026-11-01", to: "2026-11-30", format: "csv" },
      }),
    ).toBe(
      "/api/w/w-1/reports/variance/export?locationId=l-1&from=2026-11-01&to=2026-11-30&format=csv",
    );
  });
});
