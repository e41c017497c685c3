import { PlayerProfile } from "../../../account/Profile";

export default async function PlayerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PlayerProfile id={id} />;
}
