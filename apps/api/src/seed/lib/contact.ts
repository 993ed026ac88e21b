// Contact details drawn only from ranges reserved for fiction: Ofcom's drama numbers
// (020 7946 0000–0999, 07700 900000–900999, freephone 0808 157 0000–0999) and the RFC 2606
// example.org / example.com domains.

const BLOCK = 500;

/** A London drama number, `020 7946 0xxx`; `n` wraps within the tenant's block of 500. */
export function landline(numberBlock: number, n: number): string {
  return `020 7946 0${String(numberBlock + (n % BLOCK)).padStart(3, "0")}`;
}

/** A mobile drama number, `07700 900xxx`. */
export function mobile(numberBlock: number, n: number): string {
  return `07700 900${String(numberBlock + (n % BLOCK)).padStart(3, "0")}`;
}

export function website(label: string): string {
  return `https://${label}.example.org`;
}

export function email(local: string, label: string): string {
  return `${local}@${label}.example.org`;
}

export const PHONE_PATTERN = /^(020 7946 0\d{3}|07700 900\d{3}|0808 157 0\d{3})$/;
export const EMAIL_PATTERN = /^[a-z0-9._+-]+@([a-z0-9-]+\.)*example\.(org|com)$/;
export const URL_PATTERN = /^https:\/\/([a-z0-9-]+\.)*example\.(org|com)(\/[^\s]*)?$/;
