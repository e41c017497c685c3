import { WorkspaceSwitcher } from "../../components/WorkspaceSwitcher";
import { CardsHost } from "./CardsHost";

/** The Brigade's card editor: event, squad, warden and barracks cards, tracks, the lab on them. */
export default function CardsPage() {
  return (
    <div className="rules-page">
      <header className="topbar">
        <WorkspaceSwitcher current="cards" />
      </header>
      <CardsHost />
    </div>
  );
}
