import type { ContactRequest } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ContactRequestSent = { firstName: string; email: string; plan: string };

/** /contact?plan=…: the request is kept with its plan for the admin; no one becomes a lead. */
export function useSendContactRequest() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api.post<ContactRequestSent>('/api/contact', body),
  });
}
