/**
 * TRUST_PROXY in the forms Express's "trust proxy" takes: unset means no proxy is believed (the
 * socket's address is the client's), a number is a hop count, anything else ("loopback", a list
 * of addresses or CIDRs) is passed through.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
