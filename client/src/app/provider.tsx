import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
