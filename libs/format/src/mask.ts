/**
 * A person's name as others may see it, one rule in every language and on every screen (issue 32:
 * 李** beside Xiaowen ***): the first character kept, every other letter a star, spaces kept, so
 * 李晓雯 → 李**, Xiaowen Li → X****** **. Plain TypeScript (`@yoga/format/mask`): the stand-in
 * masks with it too, without the React parts of this lib.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '*';
  if (chars.length === 1) return `${chars[0]}*`;
  return (
    chars[0] +
    chars
      .slice(1)
      .map((c) => (/\s/.test(c) ? c : '*'))
      .join('')
  );
}
