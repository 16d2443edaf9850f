/** Where a code goes: an e-mail address, or a mobile number with its country calling code. */
export type CodeTarget =
  { type: 'email'; email: string } | { type: 'mobile'; areaCode: string; mobile: string };

/** The one spelling of an address used for storage and limits: the e-mail, or '+{area code}{number}'. */
export function addressOf(target: CodeTarget): string {
  return target.type === 'email' ? target.email : `+${target.areaCode}${target.mobile}`;
}

/** The code target of a request body that names an e-mail or an area code and mobile number. */
export function targetOf(
  body: { type: 'email'; email: string } | { type: 'mobile'; area_code: string; mobile: string },
): CodeTarget {
  return body.type === 'email'
    ? { type: 'email', email: body.email }
    : { type: 'mobile', areaCode: body.area_code, mobile: body.mobile };
}
