'use client';

import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ScheduleScreen } from './ScheduleScreen';

/** The schedule island: its own query cache, since the data is personal and never part of the cached page. */
export function MeetingSchedule({ token }: { token: string }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 15_000 } } }));
  return (
    <QueryClientProvider client={client}>
      <ScheduleScreen token={token} />
    </QueryClientProvider>
  );
}
