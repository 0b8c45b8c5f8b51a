/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent; each test asserts their shape */
import { randomBytes } from "node:crypto";
import { codeIn, type Mailbox } from "./mailbox";

export interface Reply<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

/**
 * Addresses handed out in this test process. Test files run in parallel processes against one
 * database on PostgreSQL, where rate limits are shared: 24 random bits make two files' clients
 * meet on one address about once in eight million pairs (a sequence would make them meet at once).
 */
const usedAddresses = new Set<string>();
function freshAddress(): string {
  for (;;) {
    const [a, b, c] = randomBytes(3);
    const address = `10.${a}.${b}.${(c! % 254) + 1}`;
    if (!usedAddresses.has(address)) {
      usedAddresses.add(address);
      return address;
    }
  }
}

/** A body sent as it is (a file), not as JSON. */
const isRaw = (body: unknown): body is string | Uint8Array =>
  typeof body === "string" || body instanceof Uint8Array;

/**
 * One browser talking to a test server: it keeps its cookies, sends its CSRF token like the app
 * does, and comes from its own IP address (X-Forwarded-For), so rate limits of one test do not
 * touch another.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    this.ip = ip ?? freshAddress();
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request<Body = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<Body>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: "manual",
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(body !== undefined && !isRaw(body) ? { "content-type": "application/json" } : {}),
        ...(this.csrfToken && method !== "GET" ? { "x-csrf-token": this.csrfToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isRaw(body) ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      // A live stream never ends: the status and headers are the answer.
      await response.body?.cancel();
      return { status: response.status, body: null as Body, headers: response.headers };
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as Body, headers: response.headers };
  }

  get = <Body = any>(path: string, headers?: Record<string, string>) =>
    this.request<Body>("GET", path, undefined, headers);
  post = <Body = any>(path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request<Body>("POST", path, body, headers);
  patch = <Body = any>(path: string, body: unknown, headers?: Record<string, string>) =>
    this.request<Body>("PATCH", path, body, headers);
  /** Uploads `content` as the body itself, with its content type. */
  upload = <Body = any>(path: string, content: string | Uint8Array, contentType: string) =>
    this.request<Body>("POST", path, content, { "content-type": contentType });
  put = <Body = any>(path: string, body: unknown, headers?: Record<string, string>) =>
    this.request<Body>("PUT", path, body, headers);
  delete = <Body = any>(path: string, headers?: Record<string, string>) =>
    this.request<Body>("DELETE", path, undefined, headers);

  /** Reads the session, keeping its CSRF token for later requests. */
  async session() {
    const reply = await this.get("/api/session");
    if (reply.status === 200) this.csrfToken = reply.body.csrfToken;
    return reply;
  }

  /** Signs in (or up) by email with the code from the mailbox; returns where Larder sends them. */
  async signIn(
    email: string,
    mailbox: Mailbox,
    mode: "login" | "signup" = "login",
  ): Promise<string> {
    const before = mailbox.count;
    const started = await this.post("/api/auth/email/start", { email, mode });
    if (started.status !== 200)
      throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
    const code = codeIn(await mailbox.next(email, before));
    const verified = await this.post("/api/auth/email/verify", {
      challengeId: started.body.challengeId,
      code,
    });
    if (verified.status !== 200)
      throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
    await this.session();
    return verified.body.redirectTo;
  }

  /** Signs up and creates a workspace with one location; returns the workspace's id. */
  async signUpWithWorkspace(
    email: string,
    mailbox: Mailbox,
    workspaceName: string,
  ): Promise<string> {
    await this.signIn(email, mailbox, "signup");
    const created = await this.post("/api/workspaces", {
      workspaceName,
      location: { name: `${workspaceName} Main`, timeZone: "America/New_York" },
    });
    if (created.status !== 201)
      throw new Error(`onboarding: ${created.status} ${JSON.stringify(created.body)}`);
    await this.session();
    return created.body.workspaceId;
  }
}

let unique = 0;
/** An address no other test uses, even on a shared PostgreSQL database. */
export function uniqueEmail(name: string, domain = "kitchen.test"): string {
  return `${name}.${Date.now().toString(36)}${(unique++).toString(36)}${randomBytes(2).toString("hex")}@${domain}`;
}
