import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  spotStop,
  spotStopPage,
  type PlaceSpotStopBody,
  type SpotStop,
  type SpotStopListBody,
  type SpotStopPage,
} from '@aurelix/shared/schemas/spot-stop';
import { api } from '../../../lib/api-client';

/** POST /api/spot/stop/place. The server's translated message is toasted on a refusal. */
export function placeSpotStop(body: PlaceSpotStopBody): Promise<SpotStop> {
  return api.post('/api/spot/stop/place', body, { schema: spotStop });
}

/** POST /api/spot/stop/cancel. */
export function cancelSpotStop(stopId: string): Promise<SpotStop> {
  return api.post('/api/spot/stop/cancel', { stop_id: stopId }, { schema: spotStop });
}

/** POST /api/spot/stop/list: waiting stops, or the ended ones (`ended`), newest first. */
export function getSpotStops(body: SpotStopListBody, signal?: AbortSignal): Promise<SpotStopPage> {
  return api.post('/api/spot/stop/list', body, { schema: spotStopPage, signal });
}

/** Every stop-limit query starts with this key (refreshed by a `spot_stop` push). */
export const SPOT_STOPS_KEY = ['spot', 'stops'] as const;

export const spotStopsQueryOptions = (body: SpotStopListBody) =>
  queryOptions({
    queryKey: [...SPOT_STOPS_KEY, body],
    queryFn: ({ signal }) => getSpotStops(body, signal),
    placeholderData: keepPreviousData,
  });

export function useSpotStops(body: SpotStopListBody, enabled = true) {
  return useQuery({ ...spotStopsQueryOptions(body), enabled });
}
