import { EditorShell } from "../components/EditorShell";

/** The Map workspace. */
export default function MapPage() {
  return <EditorShell />;
}
