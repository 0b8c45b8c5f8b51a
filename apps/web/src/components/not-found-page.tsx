import { Island } from "./island";
import { Logo } from "./logo";
import { NotFoundLogger } from "./not-found-logger";

/** The page for an address Larder does not know; the server answers it with status 404. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-4 py-16 text-center">
      <a href="/" aria-label="Larder home" className="mb-12 rounded-md">
        <Logo />
      </a>
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-800 sm:text-8xl">404</h1>
      <h2 className="mt-4 text-2xl font-bold text-brand-950">Oops! Page not found</h2>
      <p className="mt-3 max-w-md text-brand-950/70">
        The page you are looking for does not exist or has moved. Check the address, or start again
        from the home page.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        Return to Home
      </a>
      <Island name="not-found-logger" component={NotFoundLogger} props={{}} />
    </main>
  );
}
