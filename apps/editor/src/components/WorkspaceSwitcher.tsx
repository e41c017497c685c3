import Link from "next/link";

/** The top-level switcher between the Map, Rules and Cards (The Brigade) workspaces. */
export function WorkspaceSwitcher({ current }: { current: "map" | "rules" | "cards" }) {
  return (
    <nav className="switcher" aria-label="Workspace">
      <Link href="/" aria-current={current === "map" ? "page" : undefined}>
        Map
      </Link>
      <Link href="/rules" aria-current={current === "rules" ? "page" : undefined}>
        Rules
      </Link>
      <Link
        href="/cards"
        aria-current={current === "cards" ? "page" : undefined}
        title="The Brigade's event, squad, warden and barracks cards"
      >
        Cards
      </Link>
    </nav>
  );
}
