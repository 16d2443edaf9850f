/** The response envelope of SPEC 8: HTTP 200 with a business code; 200 is success, 403 means the session is gone. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 200;
export const SESSION_GONE_CODE = 403;
/** Body of the HTTP 403 answer when the caller's region is blocked (ARCHITECTURE 9). */
export const REGION_RESTRICTED = 'REGION_RESTRICTED';
