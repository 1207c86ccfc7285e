/** Whether the list price is struck through beside the price (a real discount only). */
export const isDiscounted = (price: number, originalPrice: number): boolean => originalPrice > price;
