/**
 * Whole-number percentages of each option's votes that add up to exactly 100 (largest remainder:
 * each share rounded down, the points left over go to the largest remainders, ties to the earlier
 * option). Rounding each share on its own showed 42 / 27 / 9 votes as 54 % + 35 % + 12 % = 101 %.
 */
export function voteShares(votes: readonly number[]): number[] {
  const total = votes.reduce((s, v) => s + v, 0);
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((v) => (v * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
