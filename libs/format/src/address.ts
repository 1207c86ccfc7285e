/** Province, city, district as written: a municipality's city repeats its name (北京市北京市) once only. */
export function formatRegion(region: readonly string[]): string {
  return region.filter((part, i) => part && part !== region[i - 1]).join('');
}

/** One line for a card or an order: "浙江省杭州市西湖区 文三路 100 号". */
export function formatAddress(a: { region: readonly string[]; detail: string }): string {
  return [formatRegion(a.region), a.detail.trim()].filter(Boolean).join(' ');
}

/** 138****8000 for a mainland mobile; other numbers keep their first and last digits. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  if (phone.length >= 7) return `${phone.slice(0, 2)}***${phone.slice(-2)}`;
  return phone;
}

/** +852 61234567 abroad; a mainland number bare, as Chinese shops show it. */
export function formatPhone(areaCode: string, phone: string, masked = false): string {
  const p = masked ? maskPhone(phone) : phone;
  return areaCode === '86' ? p : `+${areaCode} ${p}`;
}
