import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearProgress,
  codeDigits,
  linkErrorMessage,
  loadProgress,
  saveProgress,
} from "./sign-in-progress";

describe("codeDigits", () => {
  it("keeps the digits of a pasted code, whatever separates them", () => {
    expect(codeDigits("123 456")).toBe("123456");
    expect(codeDigits("123-456")).toBe("123456");
    expect(codeDigits(" 12 34 56 ")).toBe("123456");
    expect(codeDigits("Your Larder code: 954240")).toBe("954240");
    expect(codeDigits("1234567")).toBe("123456");
    expect(codeDigits("12a")).toBe("12");
  });
});

describe("linkErrorMessage", () => {
  it("has its own sentence for each reason the server gives", () => {
    const fallback = linkErrorMessage("anything_else");
    const codes = [
      "other_browser",
      "code_used",
      "code_expired",
      "link_invalid",
      "rate_limited",
      "google_failed",
      "google_unavailable",
      "demo_rate_limited",
    ];
    const sentences = codes.map(linkErrorMessage);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/\.$/);
      expect(sentence).not.toBe(fallback);
    }
    expect(new Set(sentences).size).toBe(codes.length);
    expect(linkErrorMessage("code_unknown")).toBe(linkErrorMessage("link_invalid"));
    expect(linkErrorMessage("other_browser")).toContain("different browser");
    expect(linkErrorMessage("code_expired")).toContain("10 minutes");
    expect(linkErrorMessage("demo_rate_limited")).toContain("demo");
  });
});

describe("sign-in progress", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
  });
  afterEach(() => {
    store.clear();
    vi.unstubAllGlobals();
  });

  const progress = {
    email: "chef@bistro.com",
    mode: "signup" as const,
    challengeId: "f5ef9fe2-2a5f-43da-a961-3f50fa2d3c6f",
    expiresAt: "2026-11-21T12:10:00Z",
    resendAt: 0,
    next: "/app/join?workspace=1&token=2",
  };

  it("comes back after a reload while the code still works", () => {
    saveProgress(progress);
    expect(loadProgress(new Date("2026-11-21T12:05:00Z").getTime())).toEqual(progress);
  });

  it("is forgotten once the code has expired, or when cleared", () => {
    saveProgress(progress);
    expect(loadProgress(new Date("2026-11-21T12:10:01Z").getTime())).toBeNull();
    saveProgress(progress);
    clearProgress();
    expect(loadProgress(0)).toBeNull();
  });
});
