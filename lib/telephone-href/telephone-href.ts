/**
 * The tel: address of a phone number as editors write it in the site settings: only its digits
 * and a leading +, so "+1 (555) 013-2468" dials as tel:+15550132468.
 */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
