import Link from "next/link";

/** The top-level switcher between the Map and Rules workspaces. */
export function WorkspaceSwitcher({ current }: { current: "map" | "rules" }) {
  return (
    <nav className="switcher" aria-label="Workspace">
      <Link href="/" aria-current={current === "map" ? "page" : undefined}>
        Map
      </Link>
      <Link href="/rules" aria-current={current === "rules" ? "page" : undefined}>
        Rules
      </Link>
    </nav>
  );
}
