import { onboardingSchema } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api";
import { checkForm, serverFieldErrors } from "./forms";

describe("checkForm", () => {
  it("checks a form with the server's schema and keys messages by field path", () => {
    const checked = checkForm(onboardingSchema, {
      workspaceName: " ",
      location: { name: "", address: "", timeZone: "Not/AZone", currency: "USD" },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.workspaceName).toBe("Enter your workspace's name.");
    expect(checked.errors["location.name"]).toBe("Enter the location's name.");
    expect(checked.errors["location.timeZone"]).toContain("Choose a time zone");
  });

  it("returns the parsed values when the form is right", () => {
    const checked = checkForm(onboardingSchema, {
      workspaceName: " Bistro ",
      location: { name: "Main", address: "", timeZone: "America/New_York", currency: "usd" },
    });
    expect(checked).toMatchObject({
      ok: true,
      data: { workspaceName: "Bistro", location: { currency: "USD" } },
    });
  });
});

describe("serverFieldErrors", () => {
  it("keys the server's issues by path", () => {
    const error = new ApiRequestError(400, {
      error: "invalid_request",
      message: "x",
      issues: [{ path: "location.name", message: "Enter the location's name." }],
    });
    expect(serverFieldErrors(error)).toEqual({ "location.name": "Enter the location's name." });
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});
