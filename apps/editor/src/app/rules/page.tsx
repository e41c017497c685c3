import Link from "next/link";
import { WorkspaceSwitcher } from "../../components/WorkspaceSwitcher";

/**
 * The Rules workspace. `RulesWorkspace` comes from `@pudding/rules-ui` (being written alongside);
 * until that package exists this page says so.
 */
export default function RulesPage() {
  return (
    <div className="rules-page">
      <header className="topbar">
        <strong className="brand">Pudding Lane editor</strong>
        <WorkspaceSwitcher current="rules" />
      </header>
      <main className="placeholder" data-testid="rules-placeholder">
        <p>
          The Rules workspace (the visual rule-set editor from <code>@pudding/rules-ui</code>) is not
          installed in this build yet. Meanwhile, edit maps in the <Link href="/">Map workspace</Link>.
        </p>
      </main>
    </div>
  );
}
