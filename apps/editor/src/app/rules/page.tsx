import { WorkspaceSwitcher } from "../../components/WorkspaceSwitcher";
import { RulesHost } from "./RulesHost";

/** The Rules workspace: `RulesWorkspace` from `@pudding/rules-ui`, publishing to the play server. */
export default function RulesPage() {
  return (
    <div className="rules-page">
      <header className="topbar">
        <WorkspaceSwitcher current="rules" />
      </header>
      <RulesHost />
    </div>
  );
}
