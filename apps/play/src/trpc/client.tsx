"use client";
/**
 * The browser's tRPC client: queries and mutations batched over HTTP, subscriptions over
 * server-sent events (`httpSubscriptionLink`, which resumes with the last event id).
 */
import type { AppRouter } from "@pudding/api";
import { type Locale, LocaleProvider } from "@pudding/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function Providers({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 2_000, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: "/api/trpc" }),
          false: httpBatchLink({ url: "/api/trpc" }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
