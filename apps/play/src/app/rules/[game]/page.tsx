/**
 * `/rules/<game>`: the game's rules reference (issue 20), every § and ruling anchored.
 * `/rules/<game>?ref=§2.9` — the link a rule message's § opens — goes to the rule's own anchor, or
 * its nearest section's when the digest has none of its own.
 */
import { gameById } from "@pudding/games";
import { rulesReference } from "@pudding/games/reference";
import { tFor } from "@pudding/i18n";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { requestLocale } from "../../../i18n/locale";
import "../../../messages";
import { anchorFor, type RenderedReference, renderReference } from "../../../rules/reference";

const rendered = new Map<string, RenderedReference>();
function referenceOf(game: string): RenderedReference | null {
  const hit = rendered.get(game);
  if (hit) return hit;
  const md = rulesReference(game);
  if (!md) return null;
  const r = renderReference(md);
  rendered.set(game, r);
  return r;
}

type Props = {
  params: Promise<{ game: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const t = tFor(await requestLocale(), "play");
  return { title: `${t("rules.title")} — ${gameById(game)?.title ?? game} — Pudding Lane` };
}

export default async function RulesPage({ params, searchParams }: Props) {
  const { game } = await params;
  const { ref } = await searchParams;
  const reference = referenceOf(game);
  if (!reference) notFound();
  if (typeof ref === "string") {
    const id = anchorFor(reference.anchors, ref.slice(0, 40));
    redirect(`/rules/${encodeURIComponent(game)}${id ? `#${id}` : ""}`);
  }
  const locale = await requestLocale();
  const t = tFor(locale, "play");
  return (
    <>
      <header className="banner">
        <h1>{t("rules.title")}</h1>
        <span className="sub">{gameById(game)?.title ?? game}</span>
      </header>
      <main className="reference-page">
        <p>
          <a href="/">{t("rules.back")}</a>
        </p>
        <p className="muted">{t("rules.note")}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off: only text and its own tags */}
        <article lang="en" className="reference" dangerouslySetInnerHTML={{ __html: reference.html }} />
      </main>
    </>
  );
}
