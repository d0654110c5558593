// Plain JavaScript, so that starting the production server does not load a TypeScript compiler
// (about 20 MB of memory) just to read this file.

/** @type {import("next").NextConfig} */
const nextConfig = {
  // A separate build directory lets several builds (and their servers) exist side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg", "nodemailer"],
  poweredByHeader: false,
  // BROWSER_SOURCE_MAPS=1 writes the browser scripts' source maps, to read a CPU profile of a
  // page by source file and function (scripts/bench/profile-page.ts).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  // Types are checked once by `npm run typecheck` (part of `npm test` and `npm run verify`);
  // checking them again inside every build only slows the build down.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Car photos are rendered locally under /media; next/image resizes them.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/brand/**" }],
    formats: ["image/avif", "image/webp"],
    // The widths a srcset offers. Car photos are 1200 px wide at most, so wider copies only
    // lengthen every card's markup (twice: in the HTML and in the page's data); 1920 is kept for
    // full-width banners. Small widths cover thumbnails (128 px) and cards (384 px).
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [128, 256, 384],
    qualities: [75, 80],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
