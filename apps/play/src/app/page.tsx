import { Lobby } from "../lobby/Lobby";

export default function Page() {
  return <Lobby />;
}
