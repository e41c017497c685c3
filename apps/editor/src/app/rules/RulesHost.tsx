"use client";
/**
 * Mounts `RulesWorkspace` in the browser only (Web Workers, localStorage) and publishes through
 * the play server's tRPC `rules.publish` at the server URL the Map workspace uses.
 */
import type { AppRouter } from "@pudding/api";
import type { RuleSet } from "@pudding/great-fire";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import dynamic from "next/dynamic";
import { DEFAULT_SERVER, loadJson, SERVER_KEY } from "../../lib/autosave";
import { describeError } from "../../lib/server";

const RulesWorkspace = dynamic(() => import("@pudding/rules-ui").then((m) => m.RulesWorkspace), {
  ssr: false,
  loading: () => <p className="loading">Loading the Rules workspace…</p>,
});

async function publish(name: string, rules: RuleSet) {
  const server = loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER;
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${server.replace(/\/+$/, "")}/api/trpc` })],
  });
  try {
    return await client.rules.publish.mutate({ name, rules });
  } catch (e) {
    return { ok: false as const, issues: [{ path: "", message: describeError(server, e) }] };
  }
}

export function RulesHost() {
  return <RulesWorkspace publish={publish} />;
}
