import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { webAlias } from "./alias";

// Two documents: `public.html` is the template every prerendered public page is made from
// (scripts/prerender.mjs fills it), `app.html` is the signed-in application.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [webAlias] },
  build: {
    outDir: "dist",
    assetsInlineLimit: 0,
    // The SSR build carries the public pages' inlined stylesheet: minify it there too.
    cssMinify: true,
    // Every browser Larder supports has modulepreload; no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Images used only by static (never hydrated) markup exist only in the SSR build;
    // scripts/prerender.mjs copies them next to the client's assets.
    ssrEmitAssets: true,
    rollupOptions: {
      input: { public: "public.html", app: "app.html" },
      // fraction.js sets itself up at the top of its module, which looks like a side effect:
      // without this, importing `can` from @larder/domain would ship it to every screen, used
      // or not.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/]fraction\.js[\\/]/.test(id) &&
          !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
