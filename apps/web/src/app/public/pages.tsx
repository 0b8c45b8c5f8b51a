import type { ReactElement } from "react";
import { DemoSwitchPage } from "@/app/routes/auth/demo-switch";
import { LoginPage } from "@/app/routes/auth/login";
import { SignupPage } from "@/app/routes/auth/signup";
import { LandingPage } from "@/app/routes/marketing/landing";
import { PrivacyPolicyPage } from "@/app/routes/marketing/privacy-policy";
import { SmartInventoryPage } from "@/app/routes/marketing/smart-inventory";
import { TermsConditionsPage } from "@/app/routes/marketing/terms-conditions";
import { NotFoundPage } from "@/components/not-found-page";

export interface PublicPage {
  /** The HTML file the page is written to, relative to dist/. */
  file: string;
  title: string;
  description: string;
  render: () => ReactElement;
}

const description =
  "Larder is inventory and operations for kitchens and restaurants: live stock, purchasing, invoices, recipe costing and suggested ordering. Free for your first year.";

/** The prerendered pages, by URL path. */
export const publicPages: Record<string, PublicPage> = {
  "/": {
    file: "index.html",
    title: "Larder: inventory and operations for kitchens",
    description,
    render: () => <LandingPage />,
  },
  "/smart-inventory": {
    file: "smart-inventory/index.html",
    title: "Smart inventory · Larder",
    description:
      "Live stock, low-stock alerts, counts on a phone and suggested ordering for kitchens and restaurants.",
    render: () => <SmartInventoryPage />,
  },
  "/signup": {
    file: "signup/index.html",
    title: "Sign up · Larder",
    description,
    render: () => <SignupPage google />,
  },
  "/login": {
    file: "login/index.html",
    title: "Log in · Larder",
    description,
    render: () => <LoginPage google />,
  },
  "/privacy-policy": {
    file: "privacy-policy/index.html",
    title: "Privacy Policy · Larder",
    description: "How Larder collects, uses, shares and protects your information.",
    render: () => <PrivacyPolicyPage />,
  },
  "/terms-conditions": {
    file: "terms-conditions/index.html",
    title: "Terms & Conditions · Larder",
    description: "The terms that govern your use of Larder.",
    render: () => <TermsConditionsPage />,
  },
};

/**
 * The sign-in pages as a server without Google sign-in (no GOOGLE_CLIENT_ID) serves them: no
 * "Sign up with Google" button, which could only say it does not work. Which server has Google
 * is known only at run time, so both versions are prerendered and the server picks one at
 * start-up (decision 0004): the page paints right, with no button appearing or vanishing.
 */
export const pagesWithoutGoogle: Record<string, PublicPage> = {
  "/signup": {
    ...publicPages["/signup"]!,
    file: "signup/without-google.html",
    render: () => <SignupPage google={false} />,
  },
  "/login": {
    ...publicPages["/login"]!,
    file: "login/without-google.html",
    render: () => <LoginPage google={false} />,
  },
};

export const notFoundPage: PublicPage = {
  file: "404.html",
  title: "Page not found · Larder",
  description,
  render: () => <NotFoundPage />,
};

/**
 * What `/demo` shows a person who is signed in: not a route of its own (the server answers
 * `/demo`), but a prerendered page the server fills in (DEMO_SWITCH_PLACEHOLDERS).
 */
export const demoSwitchPage: PublicPage = {
  file: "demo-switch.html",
  title: "Open the demo? · Larder",
  description,
  render: () => <DemoSwitchPage />,
};
