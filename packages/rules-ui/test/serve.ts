/** Starts Vite on test/page (the workspace as a host mounts it) on a free port; returns its URL and closer. */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

export async function serveTestPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await createServer({
    configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)),
    server: { port: 0, host: "127.0.0.1", hmr: false },
  });
  await server.listen();
  const addr = server.httpServer?.address();
  if (!addr || typeof addr === "string") throw new Error("the Vite server has no port");
  return { url: `http://127.0.0.1:${addr.port}/`, close: () => server.close() };
}
