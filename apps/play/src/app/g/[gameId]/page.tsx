import { Table } from "../../../table/Table";

export default async function GamePage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  return <Table gameId={gameId} />;
}
