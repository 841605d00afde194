import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  // BUILD_DIR lets several builds live side by side (parallel test runs); the default is build/
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
