import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build directory lets several builds (and their servers) exist side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg", "nodemailer"],
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck` (part of `npm test` and `npm run verify`);
  // checking them again inside every build only slows the build down.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Car photos are rendered locally under /media; next/image resizes them.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/brand/**" }],
    formats: ["image/avif", "image/webp"],
    qualities: [75, 80],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
