import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressItem, addressList, type AddAddressBody } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';
import { ADDRESS_BOOK_KEY } from './funding-keys';

export function useAddressBook(filter: { currency?: string; network?: string } = {}) {
  return useQuery({
    queryKey: [...ADDRESS_BOOK_KEY, filter.currency ?? '', filter.network ?? ''],
    queryFn: ({ signal }) => api.post('/api/funding/addresses', filter, { schema: addressList, signal }).then((d) => d.list),
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAddressBody) => api.post('/api/funding/addresses/add', body, { schema: addressItem }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/funding/addresses/delete', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}
